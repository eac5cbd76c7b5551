import { budgetPeriodResource, clientResource, type ResourceDef } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  numeric,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tableOf } from '../resources/tables.ts';

/** A table's own key: `id`, an identity the database gives. */
export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** An amount of money: numeric(18,2). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** A moment, with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was written: `created_at`, now unless told. */
export const createdAtColumn = () => moment('created_at').notNull().defaultNow();

/** A row another table's row names, by its id; nullable until `.notNull()`. */
export const refColumn = (name: string, target: () => AnyPgColumn) => integer(name).references(target);

/** A row's master (a `tableOf` resource), by its id; nullable until `.notNull()`. */
export const masterColumn = (name: string, resource: ResourceDef) =>
  refColumn(name, () => tableOf(resource).id);

/**
 * The row a row belongs to (a document's line, a user's session): never null, and deleted with it.
 */
export const ownerColumn = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** The institution a row belongs to: every tenant table's `id_client`. */
export const clientColumn = () => masterColumn('id_client', clientResource).notNull();

/** The budget period a row belongs to. */
export const periodColumn = () => masterColumn('id_period', budgetPeriodResource).notNull();

/** The key and the institution every tenant table starts with. */
export const tenantColumns = () => ({ id: idColumn(), idClient: clientColumn() });

/**
 * A family's counters (`numbering.table`): one row per client, period and series (the column named
 * `seriesColumn`, the same as on the documents), with the prefix users configure and the last number
 * taken. `takeNumber` moves it inside the posting transaction.
 */
export function counterTable(name: string, seriesColumn: string, uniqueName: string) {
  return pgTable(
    name,
    {
      ...tenantColumns(),
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
    ...tenantColumns(),
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
    createdAt: createdAtColumn(),
    postedBy: integer('posted_by'),
    postedAt: moment('posted_at'),
    annulledBy: integer('annulled_by'),
    annulledAt: moment('annulled_at'),
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
  id: PgColumn;
  idClient: PgColumn;
  idPeriod: PgColumn;
  status: PgColumn;
  number: PgColumn;
  verifyId: PgColumn;
  idReverses: PgColumn;
}

/**
 * The constraints the kit relies on: the status domain, one number per series, one document per
 * verification id, one reversal per document; and, given the family's date (`listedBy`), the index its
 * list reads by (`<name>_list_idx`: client, period, date, id).
 */
export function documentConstraints(
  name: string,
  t: LifecycleColumns,
  series: PgColumn,
  listedBy?: PgColumn,
) {
  const statusDomain: SQL = sql`${t.status} in ('draft', 'posted', 'annulled')`;
  return [
    check(`${name}_status_ck`, statusDomain),
    uniqueIndex(`${name}_number_uq`)
      .on(t.idClient, t.idPeriod, series, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex(`${name}_verify_uq`).on(t.verifyId),
    uniqueIndex(`${name}_reverses_uq`).on(t.idReverses),
    ...(listedBy ? [index(`${name}_list_idx`).on(t.idClient, t.idPeriod, listedBy, t.id)] : []),
  ];
}

/** A document that pays from a bank account: by cheque or by transfer, where it says (`name`, the check's). */
export const paymentMethodCheck = (name: string, paymentMethod: PgColumn) =>
  check(name, sql`${paymentMethod} is null or ${paymentMethod} in ('cheque', 'transfer')`);
