import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { idParam } from '../envelope.ts';

const clientModules = z.object({ idClient: z.number().int(), modules: z.array(z.string()) });
const SA_ONLY = access.screen('CFG-CLI-01', ['SA']);

/** The enabled modules of an institution: what the institutions master adds to its screen. */
export const clientModuleEndpoints = {
  modules: defineEndpoint({
    method: 'GET',
    service: 'user',
    path: '/client/modules/:id',
    summary: 'Módulos habilitados de una institución',
    access: SA_ONLY,
    params: idParam,
    response: clientModules,
  }),
  saveModules: defineEndpoint({
    method: 'PUT',
    service: 'user',
    path: '/client/modules/:id',
    summary: 'Fija los módulos habilitados de una institución',
    access: SA_ONLY,
    params: idParam,
    body: z.object({ modules: z.array(z.string().max(10)).max(50) }),
    response: clientModules,
  }),
};
