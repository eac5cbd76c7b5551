import type { ServerModule } from '../../platform/module.ts';
import { syncCatalogue } from './catalogue.sync.ts';
import { clientModuleRoutes } from './client.routes.ts';
import { removeInstitutionNotices } from './client.service.ts';
import { syncCountries } from './countries.ts';
import { exchangeRateRoutes } from './exchange-rates.ts';
import { removeHolidays, seedHolidays, syncHolidays } from './holidays.ts';

/**
 * Institutions and their modules, the module and screen catalogue, countries, periods, notices, the
 * holiday calendar and the BCV's exchange rates.
 */
export const commonModule: ServerModule = {
  name: 'common',
  routes: (platform) => [
    { prefix: '/api/user', plugin: clientModuleRoutes(platform) },
    { prefix: '/api/finance', plugin: exchangeRateRoutes(platform) },
  ],
  resourceHooks: {
    client: {
      afterCreate: seedHolidays,
      async beforeDelete(tx, auth, id) {
        await removeInstitutionNotices(tx, auth, id);
        await removeHolidays(tx, auth, id);
      },
    },
  },
  async sync(db) {
    await syncCatalogue(db);
    await syncCountries(db);
    await syncHolidays(db);
  },
};
