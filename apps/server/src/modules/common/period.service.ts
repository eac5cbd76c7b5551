import type { Tenancy } from '../../platform/access/access.ts';

/** The open-period rule belongs to the document kit; its callers outside documents find it here. */
export { assertPeriodOpen } from '../../platform/documents/period.ts';

/** Routes whose path names a period (`:idPeriod`): it must be the token's client's (404 otherwise). */
export const PERIOD_ROW: Tenancy = {
  kind: 'row',
  param: 'idPeriod',
  owned: 'select 1 from period where id = $1 and id_client = $2',
  sample: 'select id from period where id_client = $1 limit 1',
};
