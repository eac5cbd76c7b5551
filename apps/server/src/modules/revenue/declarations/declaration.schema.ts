import { economicActivityResource, patentResource, taxpayerResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  idColumn,
  masterColumn,
  money,
  ownerColumn,
} from '../../../platform/documents/columns.ts';

/**
 * A declaration of gross income (DECLARATION_KINDS) on the document kit, numbered per kind: one
 * licence, one period, the income of each activity the licence authorises. Posting keeps on each
 * line the rate and minimum in force and the tax; what is owed reads the declaration in force of a
 * licence and period (posted, not a reversal: one at a time, the unique index). Printed with a QR code.
 */
export const incomeDeclaration = pgTable(
  'income_declaration',
  {
    ...documentColumns(),
    idKind: integer('id_kind').notNull(),
    declarationDate: date('declaration_date').notNull(),
    idTaxpayer: masterColumn('id_taxpayer', taxpayerResource).notNull(),
    idPatent: masterColumn('id_patent', patentResource).notNull(),
    /** The period declared: 2026-03 for a month, 2026 for a year. */
    period: text('period').notNull(),
    note: text('note'),
    /** Set at posting: filed after the kind's last day (`declarationDue`). */
    late: boolean('late'),
    incomeTotal: money('income_total'),
    /** The tax of the activities taxed by their rate, in bolívares; of those on their minimum, in TCMMV. */
    taxAmount: money('tax_amount'),
    taxUnits: money('tax_units'),
    /** The TCMMV of the declaration's day the minimums were compared at: rate, currency, fecha valor. */
    tcmmvRate: numeric('tcmmv_rate', { precision: 18, scale: 8 }),
    tcmmvCurrency: text('tcmmv_currency'),
    tcmmvDate: date('tcmmv_date'),
  },
  (t) => [
    ...documentConstraints('income_declaration', t, t.idKind, t.declarationDate),
    index('income_declaration_taxpayer_idx').on(t.idTaxpayer),
    // The declaration in force of a licence's period, the one what is owed reads: at most one.
    uniqueIndex('income_declaration_in_force_uq')
      .on(t.idClient, t.idPatent, t.idKind, t.period)
      .where(sql`${t.status} = 'posted' and ${t.idReverses} is null`),
  ],
);

/** The income of one activity; rate, minimum and tax are written at posting. */
export const incomeDeclarationLine = pgTable(
  'income_declaration_line',
  {
    id: idColumn(),
    idDeclaration: ownerColumn('id_declaration', () => incomeDeclaration.id),
    line: integer('line').notNull(),
    idEconomicActivity: masterColumn('id_economic_activity', economicActivityResource).notNull(),
    income: money('income').notNull(),
    rate: money('rate'),
    rateFrom: date('rate_from'),
    /** The minimum for the period: the monthly minimum in force × the months declared. */
    minimumUnits: money('minimum_units'),
    byRate: money('by_rate'),
    minimumAmount: money('minimum_amount'),
    tax: money('tax'),
    taxUnits: money('tax_units'),
  },
  (t) => [uniqueIndex('income_declaration_line_uq').on(t.idDeclaration, t.line)],
);

/** The declarations' counters, per client, period and kind. */
export const incomeDeclarationNumber = counterTable(
  'income_declaration_number',
  'id_kind',
  'income_declaration_counter_uq',
);
