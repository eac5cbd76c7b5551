import { sql } from 'drizzle-orm';
import type { GuideChecks } from '../../platform/guide.ts';
import { SENIAT } from './withholdings/collecting-bodies.ts';

/** The treasury's first steps (GUIDES, TES). */
export const treasuryGuide: GuideChecks = {
  'treasury.banks': (s) => sql`exists (select 1 from bank where id_client = ${s.idClient})`,
  'treasury.accounts': (s) => sql`exists (select 1 from bank_account where id_client = ${s.idClient})`,
  'treasury.opening': (s) =>
    sql`exists (select 1 from opening_balance where id_client = ${s.idClient} and id_period = ${s.idPeriod}::int)`,
  'treasury.firstMovement': (s) => sql`exists (select 1 from bank_movement where id_client = ${s.idClient}
                                                  and status = 'posted' and id_reverses is null)`,
  // The budget office's step, on the treasury's register: the SENIAT every institution is given
  // (collecting-bodies.ts) is not a beneficiary the office registered.
  'budget.beneficiaries': (s) => sql`exists (select 1 from beneficiary where id_client = ${s.idClient}
                                                and code <> ${SENIAT.code})`,
};
