import type { ServerModule } from '../../platform/module.ts';
import { syncCatalogue } from './catalogue.sync.ts';
import { clientModuleRoutes } from './client.routes.ts';
import { removeInstitutionNotices } from './client.service.ts';
import { syncCountries } from './countries.ts';

/** Institutions and their modules, the module and screen catalogue, countries, periods, notices. */
export const commonModule: ServerModule = {
  name: 'common',
  routes: (platform) => [{ prefix: '/api/user', plugin: clientModuleRoutes(platform) }],
  resourceHooks: { client: { beforeDelete: removeInstitutionNotices } },
  async sync(db) {
    await syncCatalogue(db);
    await syncCountries(db);
  },
};
