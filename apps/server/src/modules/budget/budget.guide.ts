import { sql } from 'drizzle-orm';
import type { GuideChecks } from '../../platform/guide.ts';

/**
 * The budget office's first steps (GUIDES, PRE): done once the institution has such rows in the period
 * (the classifier is not a step: every period gets the standard one; the beneficiaries are the
 * treasury's register, checked there).
 */
export const budgetGuide: GuideChecks = {
  'budget.period': (s) => sql`exists (select 1 from period where id_client = ${s.idClient})`,
  'budget.structure': (s) =>
    sql`exists (select 1 from budget_level1 where id_client = ${s.idClient} and id_period = ${s.idPeriod}::int)`,
  'budget.specifics': (s) =>
    sql`exists (select 1 from budget_account_place where id_client = ${s.idClient} and id_period = ${s.idPeriod}::int)`,
  'budget.firstDocument': (s) => sql`exists (select 1 from budget_document where id_client = ${s.idClient}
                                               and id_period = ${s.idPeriod}::int and status = 'posted'
                                               and id_reverses is null)`,
};
