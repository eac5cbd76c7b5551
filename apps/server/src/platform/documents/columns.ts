import { budgetPeriodResource, clientResource } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { check, integer, type PgColumn, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tableOf } from '../resources/tables.ts';

/** The institution a row belongs to: every tenant table's `id_client`. */
export const clientColumn = () =>
  integer('id_client')
    .notNull()
    .references(() => tableOf(clientResource).id);

/** The budget period a row belongs to. */
export const periodColumn = () =>
  integer('id_period')
    .notNull()
    .references(() => tableOf(budgetPeriodResource).id);

/**
 * A family's counters (`numbering.table`): one row per client, period and series (the column named
 * `seriesColumn`, the same as on the documents), with the prefix users configure and the last number
 * taken. `takeNumber` moves it inside the posting transaction.
 */
export function counterTable(name: string, seriesColumn: string, uniqueName: string) {
  return pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      idClient: clientColumn(),
      idPeriod: periodColumn(),
      series: integer(seriesColumn).notNull(),
      prefix: text('prefix'),
      lastNumber: integer('last_number').notNull().default(0),
      version: integer('version').notNull().default(0),
    },
    (t) => [uniqueIndex(uniqueName).on(t.idClient, t.idPeriod, t.series)],
  );
}

/**
 * The lifecycle columns every document header carries, spread into a family's `pgTable`. The
 * document kit reads and writes these by these names; the family adds its own (its date, its
 * series, its figures) beside them.
 */
export function documentColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    /** draft → posted → annulled; a reversal is born posted. */
    status: text('status').notNull().default('draft'),
    /** Taken at posting, gapless per client, period and series. */
    number: integer('number'),
    numberText: text('number_text'),
    /** The reversal names the document it annuls; the original keeps its own row untouched. */
    idReverses: integer('id_reverses'),
    annulReason: text('annul_reason'),
    /** Unguessable, given at posting: what the printed QR code points to. */
    verifyId: text('verify_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    postedBy: integer('posted_by'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    annulledBy: integer('annulled_by'),
    annulledAt: timestamp('annulled_at', { withTimezone: true }),
    /**
     * The document whose posting issued this one (an egress voucher's cheque, a withholding payment's
     * order): its table and id. Such a document is annulled only with the one that issued it.
     */
    issuedByTable: text('issued_by_table'),
    issuedById: integer('issued_by_id'),
    /** Optimistic lock of a draft: a save names the version it was read at. */
    version: integer('version').notNull().default(0),
  };
}

interface LifecycleColumns {
  idClient: PgColumn;
  idPeriod: PgColumn;
  status: PgColumn;
  number: PgColumn;
  verifyId: PgColumn;
  idReverses: PgColumn;
}

/**
 * The constraints the kit relies on: the status domain, one number per series, one document per
 * verification id, one reversal per document.
 */
export function documentConstraints(name: string, t: LifecycleColumns, series: PgColumn) {
  const statusDomain: SQL = sql`${t.status} in ('draft', 'posted', 'annulled')`;
  return [
    check(`${name}_status_ck`, statusDomain),
    uniqueIndex(`${name}_number_uq`)
      .on(t.idClient, t.idPeriod, series, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex(`${name}_verify_uq`).on(t.verifyId),
    uniqueIndex(`${name}_reverses_uq`).on(t.idReverses),
  ];
}
