import { budgetSpecificResource } from '@erario/contracts';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clientColumn, ownerColumn, periodColumn } from '../../../platform/documents/columns.ts';
import { tableOf } from '../../../platform/resources/tables.ts';

/**
 * Where each specific account sits: its period, the seven levels above it and the full code printed
 * on every report and document ("01.02.00.00.00.00.01 4.03.18.01.00"). Kept by triggers on the
 * account and on every level (migration 0050), so reads find an account's place in one indexed row
 * instead of joining up seven levels, and a report's page comes off the code's index. The view
 * `budget_account` reads it with the account's own columns. Codes compare byte by byte (collation C),
 * so the same index serves the order and a prefix filter.
 */
export const budgetAccountPlace = pgTable(
  'budget_account_place',
  {
    id: ownerColumn('id', () => tableOf(budgetSpecificResource).id).primaryKey(),
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    accountCode: text('account_code').notNull(),
    structure: text('structure').notNull(),
    code: text('code').notNull(),
    idLevel1: integer('id_level1').notNull(),
    idLevel2: integer('id_level2').notNull(),
    idLevel3: integer('id_level3').notNull(),
    idLevel4: integer('id_level4').notNull(),
    idLevel5: integer('id_level5').notNull(),
    idLevel6: integer('id_level6').notNull(),
    idLevel7: integer('id_level7').notNull(),
  },
  (t) => [
    index('budget_account_place_code_idx').on(t.idClient, t.idPeriod, t.code),
    index('budget_account_place_partida_idx').on(t.idClient, t.idPeriod, t.accountCode),
  ],
);
