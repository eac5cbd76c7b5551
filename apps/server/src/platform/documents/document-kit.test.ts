import { type FieldError, isoDate } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { systemAuth } from '../../test/resource-samples.ts';
import type { AuthContext } from '../access/token.ts';
import { AppError } from '../errors.ts';
import { documentColumns, documentConstraints } from './columns.ts';
import { type DocumentFamily, documentLifecycle } from './lifecycle.ts';

/**
 * A document family nobody hand-wrote plumbing for: a petty-cash voucher with two fields (an amount
 * and a note) and one posting rule (it draws on the institution's cash fund, which may not go below
 * zero; annulling gives the money back). Everything else comes from the kit.
 */
const voucher = pgTable(
  'kit_voucher',
  {
    ...documentColumns(),
    idKind: integer('id_kind').notNull().default(1),
    dateVoucher: date('date_voucher').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    note: text('note').notNull(),
  },
  (t) => [...documentConstraints('kit_voucher', t, t.idKind)],
);
const counters = pgTable('kit_voucher_number', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  idClient: integer('id_client').notNull(),
  idPeriod: integer('id_period').notNull(),
  idKind: integer('id_kind').notNull(),
  prefix: text('prefix'),
  lastNumber: integer('last_number').notNull().default(0),
  version: integer('version').notNull().default(0),
});

interface VoucherDraft {
  idPeriod: number;
  dateVoucher: string;
  amount: string;
  note: string;
}

const fundOf = async (tx: { execute: TestApp['db']['execute'] }, idClient: number) =>
  (
    await tx.execute<{ balance: string }>(
      sql`select balance::text from kit_fund where id_client = ${idClient} for update`,
    )
  ).rows[0]?.balance ?? '0';

const VOUCHERS: DocumentFamily<VoucherDraft> = {
  table: voucher,
  date: { column: 'date_voucher', field: 'dateVoucher', of: (d) => d.dateVoucher },
  numbering: { table: 'kit_voucher_number', series: 'id_kind' },
  header: async (_tx, d) => ({ dateVoucher: d.dateVoucher, amount: d.amount, note: d.note }),
  check: async (_tx, _auth, d) => {
    const errors: FieldError[] = [];
    if (!new Decimal(d.amount).gt(0))
      errors.push({ field: 'amount', message: 'El monto debe ser mayor que cero' });
    return errors;
  },
  writeContent: async () => {},
  load: async (tx, doc) => {
    const found = await tx.execute<{ amount: string; note: string }>(
      sql`select amount::text, note from kit_voucher where id = ${doc.id}`,
    );
    const row = found.rows[0];
    return {
      idPeriod: doc.idPeriod,
      dateVoucher: doc.date,
      amount: row?.amount ?? '0',
      note: row?.note ?? '',
    };
  },
  async post(tx, auth, _doc, d) {
    const balance = await fundOf(tx, auth.idClient);
    if (new Decimal(balance).lt(d.amount))
      throw new AppError(422, `La caja chica no alcanza: quedan ${balance}`);
    await tx.execute(
      sql`update kit_fund set balance = balance - ${d.amount} where id_client = ${auth.idClient}`,
    );
    return {};
  },
  annul: {
    copy: [],
    negate: ['amount'],
    describe: 'note',
    async reverse(tx, auth, original) {
      await tx.execute(sql`
        update kit_fund set balance = balance + (select amount from kit_voucher where id = ${original.id})
         where id_client = ${auth.idClient}`);
    },
  },
};
const vouchers = documentLifecycle(VOUCHERS);

let t: TestApp;
let a: AuthContext;
let b: AuthContext;
let period: number;
let closedPeriod: number;
const today = new Date().toISOString().slice(0, 10);

const draft = (amount: string, over: Partial<VoucherDraft> = {}): VoucherDraft => ({
  idPeriod: period,
  dateVoucher: today,
  amount,
  note: 'Material de oficina',
  ...over,
});
const fund = async () => fundOf(t.db, a.idClient);
const row = async (id: number) =>
  (
    await t.db.execute<{
      status: string;
      number_text: string | null;
      verify_id: string | null;
      version: number;
    }>(sql`select status, number_text, verify_id, version from kit_voucher where id = ${id}`)
  ).rows[0];
const refused = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.statusCode, message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error('se esperaba un rechazo');
};

beforeAll(async () => {
  t = await startTestApp();
  a = systemAuth(t.clients[0]);
  b = systemAuth(t.clients[1]);
  // The family's tables, written by drizzle-kit from the same declarations the kit reads.
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const ddl = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ voucher, counters }));
  for (const statement of ddl) await t.db.execute(sql.raw(statement.replaceAll('"public".', '')));
  await t.db.execute(sql`alter table kit_voucher_number add unique (id_client, id_period, id_kind)`);
  await t.db.execute(
    sql`create table kit_fund (id_client integer primary key, balance numeric(18, 2) not null)`,
  );
  await t.db.execute(sql`insert into kit_fund values (${a.idClient}, 1000), (${b.idClient}, 1000)`);
  period = (
    await t.db.execute<{ id: number }>(
      sql`select id from period where id_client = ${a.idClient} and current_date between start_date and end_date`,
    )
  ).rows[0]?.id as number;
  closedPeriod = (
    await t.db.execute<{ id: number }>(
      sql`insert into period (id_client, description, start_date, end_date)
          values (${a.idClient}, 'Cerrado', '2001-01-01', '2001-12-31') returning id`,
    )
  ).rows[0]?.id as number;
  expect(isoDate.safeParse(today).success).toBe(true);
});
afterAll(() => t.close());

describe('a document family declared only here, on the document kit', () => {
  it('saves a draft, refuses a stale save, posts it numbered and verifiable, and locks it', async () => {
    const id = await vouchers.createDraft(t.db, a, draft('100.00'));
    expect(await row(id)).toMatchObject({ status: 'draft', number_text: null, verify_id: null, version: 0 });
    await vouchers.updateDraft(t.db, a, id, 0, draft('120.00'));
    expect(await refused(vouchers.updateDraft(t.db, a, id, 0, draft('130.00')))).toMatchObject({
      status: 409,
      message: 'El documento cambió desde que lo abrió. Recárguelo y vuelva a intentar.',
    });

    await vouchers.post(t.db, a, id);
    const posted = await row(id);
    expect(posted).toMatchObject({ status: 'posted', number_text: '1' });
    expect(posted?.verify_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await fund()).toBe('880.00');
    expect(await vouchers.verify(t.db, posted?.verify_id as string)).toEqual({ id, idClient: a.idClient });

    // One after another: each attempt is started only once the previous one has answered.
    for (const attempt of [
      () => vouchers.updateDraft(t.db, a, id, 2, draft('1.00')),
      () => vouchers.deleteDraft(t.db, a, id),
      () => vouchers.post(t.db, a, id),
    ])
      expect(await refused(attempt())).toMatchObject({ status: 409 });
    expect(await fund()).toBe('880.00');
  });

  it('leaves a draft its posting rule refuses as it was, and gives its number to the next', async () => {
    const tooMuch = await vouchers.createDraft(t.db, a, draft('5000.00'));
    expect(await refused(vouchers.post(t.db, a, tooMuch))).toMatchObject({
      status: 422,
      message: 'La caja chica no alcanza: quedan 880.00',
    });
    expect(await row(tooMuch)).toMatchObject({ status: 'draft', number_text: null, version: 0 });
    const next = await vouchers.createDraft(t.db, a, draft('80.00'));
    await vouchers.post(t.db, a, next);
    expect((await row(next))?.number_text).toBe('2');
    await vouchers.deleteDraft(t.db, a, tooMuch);
    expect(await row(tooMuch)).toBeUndefined();
  });

  it('numbers concurrent postings without gaps and never lets the fund go below zero', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 12 }, () => vouchers.createDraft(t.db, a, draft('100.00'))),
    );
    const outcomes = await Promise.allSettled(drafts.map((id) => vouchers.post(t.db, a, id)));
    // 800.00 were left: eight postings fit, four are refused by the rule.
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(8);
    expect(await fund()).toBe('0.00');
    const numbers = await t.db.execute<{ number: number }>(
      sql`select number from kit_voucher where id_client = ${a.idClient} and number is not null order by number`,
    );
    expect(numbers.rows.map((r) => r.number)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('annuls by a posted reversal that undoes the rule, once, and the verification then says so', async () => {
    const first = (
      await t.db.execute<{ id: number; verify_id: string }>(
        sql`select id, verify_id from kit_voucher where id_client = ${a.idClient} and number = 1`,
      )
    ).rows[0] as { id: number; verify_id: string };
    await vouchers.annul(t.db, a, first.id, 'Pagado dos veces');
    expect(await fund()).toBe('120.00');
    const reversal = (
      await t.db.execute<{ id: number; status: string; number_text: string; amount: string; note: string }>(
        sql`select id, status, number_text, amount::text, note from kit_voucher where id_reverses = ${first.id}`,
      )
    ).rows[0];
    expect(reversal).toMatchObject({
      status: 'posted',
      number_text: 'ANUL. 1',
      amount: '-120.00',
      note: 'Anulación: Pagado dos veces',
    });
    expect(await row(first.id)).toMatchObject({ status: 'annulled' });
    expect(await refused(vouchers.verify(t.db, first.verify_id))).toMatchObject({
      status: 404,
      message: expect.stringMatching(/^Documento no encontrado: fue anulado el \d\d\/\d\d\/\d{4}\.$/),
    });
    expect(await refused(vouchers.annul(t.db, a, first.id, 'Otra vez'))).toMatchObject({
      status: 409,
      message: 'El documento ya está anulado.',
    });
    expect(await refused(vouchers.annul(t.db, a, reversal?.id as number, 'Deshacer'))).toMatchObject({
      status: 409,
      message: 'Una anulación no se anula.',
    });
    expect(await fund()).toBe('120.00');
  });

  it('keeps each institution to its own documents, periods and dates', async () => {
    const mine = await vouchers.createDraft(t.db, a, draft('10.00'));
    for (const attempt of [
      () => vouchers.post(t.db, b, mine),
      () => vouchers.deleteDraft(t.db, b, mine),
      () => vouchers.updateDraft(t.db, b, mine, 0, draft('1.00')),
    ])
      expect(await refused(attempt())).toMatchObject({ status: 404, message: 'Documento no encontrado' });
    expect(await refused(vouchers.createDraft(t.db, b, draft('10.00')))).toMatchObject({
      status: 404,
      message: 'El período no existe en esta institución.',
    });
    expect(
      await refused(
        vouchers.createDraft(t.db, a, draft('10.00', { idPeriod: closedPeriod, dateVoucher: '2001-05-05' })),
      ),
    ).toMatchObject({
      status: 422,
      message: expect.stringContaining('está vencido'),
    });
    expect(
      await refused(vouchers.createDraft(t.db, a, draft('10.00', { dateVoucher: '1999-05-05' }))),
    ).toMatchObject({
      status: 400,
      fields: [
        { field: 'dateVoucher', message: expect.stringContaining('La fecha debe estar dentro del período') },
      ],
    });
    expect(await refused(vouchers.createDraft(t.db, a, draft('0.00')))).toMatchObject({
      status: 400,
      fields: [{ field: 'amount', message: 'El monto debe ser mayor que cero' }],
    });
    const unknown = await refused(vouchers.verify(t.db, 'no-existe'));
    expect(unknown).toMatchObject({ status: 404, message: 'Documento no encontrado' });
    const draftVerify = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from kit_voucher where status = 'draft' and verify_id is not null`,
    );
    expect(draftVerify.rows[0]?.n).toBe(0);
  });
});
