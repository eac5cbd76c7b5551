import { defineResource, f } from '../resources/resource.ts';
import { SERVICES } from '../services.ts';

/** The base address each service is reached at, for deployments that split a service out. */
export const microserviceResource = defineResource({
  name: 'microservice',
  table: 'microservice',
  service: 'user',
  path: 'microservice',
  screen: 'CFG-MIC-01',
  scope: { kind: 'global' },
  labels: { singular: 'servicio', plural: 'servicios' },
  display: 'service',
  fields: [
    f.enum(
      'service',
      'Servicio',
      SERVICES.map((s) => ({ value: s, label: s })),
      { required: true, search: true },
    ),
    f.text('baseUrl', 'Dirección base', {
      required: true,
      max: 200,
      search: true,
      pattern: {
        regex: /^https?:\/\/[^\s/]+(:\d+)?(\/[^\s]*)?$/,
        message: 'Use una dirección http(s), por ejemplo https://api.alcaldia.gob.ve',
      },
      example: 'https://api.alcaldia.gob.ve',
    }),
    f.text('description', 'Descripción', { max: 200 }),
  ],
  uniques: [{ fields: ['service'], message: 'Ese servicio ya tiene dirección' }],
});
