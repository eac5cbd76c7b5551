import {
  DEFAULT_TIME_ZONE,
  DOCUMENT_STATUSES,
  dateIn,
  documentEndpointsOf,
  type FieldError,
  isoDate,
  moneyText,
  rowId,
  verifyEndpointOf,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_PASSWORD, bearer, createUser, signIn, type TestApp } from '../../test/harness.ts';
import { infoStrings } from '../../test/pdf.ts';
import { systemAuth } from '../../test/resource-samples.ts';
import { testSuite } from '../../test/suite.ts';
import type { AuthContext } from '../access/token.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { ServerModule } from '../module.ts';
import { documentColumns, documentConstraints } from './columns.ts';
import { amountFacts } from './document-pdf.ts';
import { documentRoutes, verifyRoute } from './document-routes.ts';
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

let a: AuthContext;
let b: AuthContext;
let period: number;
let closedPeriod: number;
// The demo institutions' date (Caracas), as the server decides it.
const today = dateIn(new Date(), DEFAULT_TIME_ZONE);

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

/** The family's endpoints, declared from its schemas as any module would, and served by the kit. */
const voucherDraft = z.object({
  idPeriod: rowId,
  dateVoucher: isoDate,
  amount: moneyText,
  note: z.string().trim().min(1).max(200),
});
const voucherDetail = z.object({
  id: z.number(),
  idPeriod: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  numberText: z.string().nullable(),
  idReverses: z.number().nullable(),
  amount: z.string(),
  note: z.string(),
  version: z.number(),
});
const endpoints = documentEndpointsOf({
  service: 'finance',
  read: ['PRE-DOC-01', 'PRE-DOC-02'],
  write: 'PRE-DOC-02',
  paths: {
    create: '/voucher/create',
    update: '/voucher/update',
    remove: '/voucher/:id',
    post: '/voucher/post/:id',
    annul: '/voucher/annul/:id',
    detail: '/voucher/:id',
    pdf: '/voucher/pdf/:id',
    list: '/voucher/list/:idPeriod',
  },
  draft: voucherDraft,
  detail: voucherDetail,
});
const verifyVoucher = verifyEndpointOf(
  '/voucher/verify/:id',
  z.object({ note: z.string(), amount: z.string() }),
);
const readVoucher = async (db: Db, idClient: number, id: number) => {
  const found = await db.execute<z.output<typeof voucherDetail>>(sql`
    select id, id_period as "idPeriod", status, number_text as "numberText", id_reverses as "idReverses",
           amount::text, note, version
      from kit_voucher where id = ${id} and id_client = ${idClient}`);
  const row = found.rows[0];
  if (!row) throw new AppError(404, 'Documento no encontrado');
  return row;
};
const VOUCHER_MODULE: ServerModule = {
  name: 'kit-test',
  routes: ({ db, config }) => [
    {
      prefix: '/api/finance',
      plugin: async (app) =>
        documentRoutes(app, {
          db,
          table: 'kit_voucher',
          endpoints,
          lifecycle: vouchers,
          read: readVoucher,
          // The family's list: its columns, the kit's filters (status, dates, search on the note).
          async list(db, auth, idPeriod, query) {
            const found = await db.execute<z.output<typeof voucherDetail> & { total: number }>(sql`
              select id, id_period as "idPeriod", status, number_text as "numberText",
                     id_reverses as "idReverses", amount::text, note, version, count(*) over ()::int as total
                from kit_voucher
               where id_client = ${auth.idClient} and id_period = ${idPeriod}
                 ${query.status ? sql`and status = ${query.status}` : sql``}
                 ${query.from ? sql`and date_voucher >= ${query.from}` : sql``}
                 ${query.to ? sql`and date_voucher <= ${query.to}` : sql``}
                 ${query.search ? sql`and note ilike ${`%${query.search}%`}` : sql``}
               order by id desc limit ${query.size} offset ${query.page * query.size}`);
            return {
              rows: found.rows.map(({ total: _total, ...row }) => row),
              total: found.rows[0]?.total ?? 0,
              page: query.page,
              size: query.size,
            };
          },
          publicUrl: config.publicUrl,
          async print(found, { period }) {
            const verifyId = (await row(found.id))?.verify_id;
            return {
              title: `Vale de caja chica N° ${found.numberText ?? '(borrador)'}`,
              subtitle: `Caja chica · ${period}`,
              verifyPath: verifyId ? `/voucher/verify/${verifyId}` : null,
              facts: [...amountFacts(found.amount), ['Nota', found.note]],
              body: [],
              signatures: ['Entregado por', 'Recibido por'],
              filename: `Vale ${found.numberText ?? found.id}.pdf`,
            };
          },
        }),
    },
    {
      prefix: '/api/online',
      plugin: async (app) =>
        verifyRoute(app, {
          db,
          endpoint: verifyVoucher,
          lifecycle: vouchers,
          show: async (db, found) => {
            const { note, amount } = await readVoucher(db, found.idClient, found.id);
            return { note, amount };
          },
        }),
    },
  ],
};

const t = testSuite({
  signInAdmin: false,
  extraModules: [VOUCHER_MODULE],
  // The family's tables, written by drizzle-kit from the same declarations the kit reads.
  async beforeStart(db) {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const ddl = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ voucher, counters }));
    for (const statement of ddl) await db.execute(sql.raw(statement.replaceAll('"public".', '')));
    await db.execute(sql`alter table kit_voucher_number add unique (id_client, id_period, id_kind)`);
    await db.execute(
      sql`create table kit_fund (id_client integer primary key, balance numeric(18, 2) not null)`,
    );
  },
});

beforeAll(async () => {
  a = systemAuth(t.clients[0]);
  b = systemAuth(t.clients[1]);
  await t.db.execute(sql`insert into kit_fund values (${a.idClient}, 1000), (${b.idClient}, 1000)`);
  period = (await t.currentPeriod(a.idClient)).id;
  closedPeriod = (
    await t.db.execute<{ id: number }>(
      sql`insert into period (id_client, description, start_date, end_date)
          values (${a.idClient}, 'Cerrado', '2001-01-01', '2001-12-31') returning id`,
    )
  ).rows[0]?.id as number;
});

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
    expect(await vouchers.verify(t.db, posted?.verify_id as string)).toEqual({
      id,
      idClient: a.idClient,
      annulledOn: null,
    });

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
    // Its paper still verifies, saying it was annulled and when.
    expect(await vouchers.verify(t.db, first.verify_id)).toEqual({
      id: first.id,
      idClient: a.idClient,
      annulledOn: dateIn(new Date(), DEFAULT_TIME_ZONE),
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

  it('is served over HTTP from its declarations, with access and tenancy, and verifies without sign-in', async () => {
    const admin = (await signIn(t.app, 'admin', ADMIN_PASSWORD)).token;
    await createUser(t.db, {
      username: 'lector',
      memberships: [{ idClient: a.idClient, screens: ['PRE-DOC-01'] }],
    });
    const reader = (await signIn(t.app, 'lector', 'Clave-Prueba-1')).token;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), payload });

    const created = await call('POST', '/api/finance/voucher/create', admin, draft('15.00'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Borrador guardado',
      data: { status: 'draft', amount: '15.00' },
    });
    const id = created.json().data.id as number;
    const updated = await call('PUT', '/api/finance/voucher/update', admin, {
      ...draft('20.00'),
      id,
      version: 0,
    });
    expect(updated.json().data).toMatchObject({ amount: '20.00', version: 1 });
    expect((await call('POST', `/api/finance/voucher/post/${id}`, reader)).statusCode).toBe(403);
    expect((await call('GET', `/api/finance/voucher/${id}`, reader)).json().data).toMatchObject({
      status: 'draft',
    });
    const posted = await call('POST', `/api/finance/voucher/post/${id}`, admin);
    expect(posted.json()).toMatchObject({
      message: 'Documento 11 registrado',
      data: { document: { status: 'posted' } },
    });

    const printed = await call('GET', `/api/finance/voucher/pdf/${id}`, reader);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['content-disposition']).toBe('inline; filename="Vale 11.pdf"');
    // The kit reads the document and its period's name for the family's printout.
    const [{ description }] = (
      await t.db.execute<{ description: string }>(sql`select description from period where id = ${period}`)
    ).rows as [{ description: string }];
    expect(infoStrings(printed.rawPayload)).toEqual(
      expect.arrayContaining([
        'Vale de caja chica N° 11',
        expect.stringMatching(new RegExp(` · ${description}$`)),
      ]),
    );

    const listed = await call(
      'GET',
      `/api/finance/voucher/list/${period}?status=posted&search=oficina`,
      reader,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.rows).toContainEqual(
      expect.objectContaining({ id, status: 'posted', numberText: '11', amount: '20.00' }),
    );
    expect(
      (await call('GET', `/api/finance/voucher/list/${period}?status=draft&search=oficina`, reader)).json()
        .data.rows,
    ).not.toContainEqual(expect.objectContaining({ id }));

    const verifyId = (await row(id))?.verify_id as string;
    const publicView = await t.app.inject({ method: 'GET', url: `/api/online/voucher/verify/${verifyId}` });
    expect(publicView.json()).toEqual({
      result: true,
      data: { note: 'Material de oficina', amount: '20.00' },
    });

    // Another institution's token reaches nothing of it, whatever the route.
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${b.idClient}`,
      headers: bearer(admin),
    });
    const other = switched.json().data.access_token as string;
    for (const [method, url] of [
      ['GET', `/api/finance/voucher/${id}`],
      ['GET', `/api/finance/voucher/list/${period}`],
      ['POST', `/api/finance/voucher/annul/${id}`],
      ['DELETE', `/api/finance/voucher/${id}`],
    ] as const)
      expect(
        (await call(method, url, other, method === 'POST' ? { reason: 'Ajena del todo' } : undefined))
          .statusCode,
      ).toBe(404);

    const annulled = await call('POST', `/api/finance/voucher/annul/${id}`, admin, { reason: 'no' });
    expect(annulled.statusCode).toBe(400);
    expect(
      (await call('POST', `/api/finance/voucher/annul/${id}`, admin, { reason: 'Duplicado' })).json(),
    ).toMatchObject({
      message: 'Documento anulado',
      data: { status: 'annulled' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/online/voucher/verify/${verifyId}` })).statusCode,
    ).toBe(200);
  });
});
