import { sql } from 'drizzle-orm';
import type { GuideChecks } from '../../platform/guide.ts';

/** The cash office's first steps (GUIDES, REC). */
export const revenueGuide: GuideChecks = {
  'revenue.points': (s) => sql`exists (select 1 from collection_point where id_client = ${s.idClient})`,
  'revenue.boxes': (s) => sql`exists (select 1 from cash_box where id_client = ${s.idClient})`,
  'revenue.cashiers': (s) =>
    sql`exists (select 1 from user_client where id_client = ${s.idClient} and is_cashier)`,
  'revenue.paymentForms': (s) => sql`exists (select 1 from payment_form where id_client = ${s.idClient})`,
  'revenue.incomeClassifier': (s) =>
    sql`exists (select 1 from income_classifier where id_client = ${s.idClient} and id_period = ${s.idPeriod}::int)`,
  'revenue.concepts': (s) => sql`exists (select 1 from collection_concept where id_client = ${s.idClient})`,
  'revenue.firstReceipt': (s) => sql`exists (select 1 from receipt where id_client = ${s.idClient}
                                                 and status = 'posted' and id_reverses is null)`,
};
