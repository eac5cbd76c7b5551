import { DEFAULT_TIME_ZONE, dateIn } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStructure, MODIFICATION_TYPES, periodOf, TEST_ACT } from '../../../test/budget-fixtures.ts';
import { ADMIN_PASSWORD, bearer, signIn } from '../../../test/harness.ts';
import { infoStrings } from '../../../test/pdf.ts';
import { testSuite } from '../../../test/suite.ts';
import { fundedAccount } from '../../../test/treasury-fixtures.ts';

/**
 * The whole expense cycle through the HTTP API on a real database: credit, traslado, reduction,
 * commitment, causación, payment orders, egress, annulment and public verification, with budget
 * control refusing what the accounts cannot bear and the balances equal to the sum of the lines.
 */
const t = testSuite();
let idClient: number;
let idPeriod: number;
let X: number;
let Y: number;
let Z: number;
let idBeneficiary: number;
let idFundingSource: number;
let idBankAccount: number;
const types = new Map<number, number>();
const year = new Date().getFullYear();
const day = (md: string) => `${year}-${md}`;

beforeAll(async () => {
  idClient = t.clients[0];
  idPeriod = await periodOf(t.db, idClient);
  [X, Y, Z] = (await buildStructure(t.db, idClient, idPeriod, [
    { code: '4.01.01.01.00', initial: '1000.00' },
    { code: '4.02.01.01.00', initial: '500.00' },
    { code: '4.03.18.01.00', initial: '0.00' },
  ])) as [number, number, number];
  const typeRows = await t.db.execute<{ id: number; code: number }>(sql`select id, code from document_type`);
  for (const r of typeRows.rows) types.set(r.code, r.id);
  idBeneficiary = (
    await call('POST', '/api/finance/beneficiary/create', {
      code: 'J-30123456-7',
      name: 'Suministros Andinos, C.A.',
      active: true,
    })
  ).json().data.id;
  idFundingSource = (
    await call('POST', '/api/finance/fundingSource/create', {
      code: '01',
      name: 'Ingresos ordinarios',
      active: true,
    })
  ).json().data.id;
  idBankAccount = (await fundedAccount(t.db, idClient, idPeriod, '1000.00')).id;
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = t.admin) {
  return t.app.inject({ method, url, headers: bearer(auth), payload: payload as object });
}

interface Draft {
  type: number;
  lines?: { idBudgetAccount: number; amount: string; type?: 'C' | 'R' }[];
  sources?: { idDocumentSource: number; idBudgetAccount: number | null; amount: string }[];
  bills?: object[];
  amount?: string;
  date?: string;
  beneficiary?: boolean;
  disbursement?: { idBankAccount: number; method: 'cheque' | 'transfer'; reference: string };
}

async function draft(d: Draft) {
  const res = await call('POST', '/api/budget/document/create', {
    idPeriod,
    idDocumentType: types.get(d.type),
    dateOrder: d.date ?? day('03-15'),
    description: `Documento de prueba tipo ${d.type}`,
    idBeneficiary: d.beneficiary === false ? null : idBeneficiary,
    idFundingSource: [1, 2, 3].includes(d.type) ? idFundingSource : null,
    amount: d.amount ?? null,
    act: MODIFICATION_TYPES.includes(d.type) ? TEST_ACT : null,
    lines: d.lines ?? [],
    sources: d.sources ?? [],
    bills: d.bills ?? [],
    disbursement: d.disbursement ?? null,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; version: number; status: string };
}

const post = (id: number) => call('POST', `/api/budget/document/post/${id}`);

async function posted(d: Draft) {
  const created = await draft(d);
  const res = await post(created.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.document as {
    id: number;
    numOrder: string;
    verifyId: string;
    amount: string;
    committed: string;
    caused: string;
    paid: string;
  };
}

async function balance(id: number) {
  const found = await t.db.execute<Record<string, string>>(sql`
    select aditional::text, decrease::text, committed::text, caused::text, paid::text
      from budget_balance where id_budget_account = ${id}`);
  return found.rows[0];
}

async function pending(typeCode: number) {
  const res = await call('GET', `/api/budget/document/pending/${idPeriod}?typeCode=${typeCode}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    idDocumentSource: number;
    idBudgetAccount: number | null;
    pending: string;
    status: string;
  }[];
}

const state: Record<string, number> = {};

describe('budget modifications', () => {
  it('posts an additional credit with its number and moves the aditional amount', async () => {
    const doc = await posted({ type: 3, lines: [{ idBudgetAccount: Z, amount: '300.00' }] });
    expect(doc.numOrder).toBe('1');
    expect(doc.amount).toBe('300.00');
    expect(await balance(Z)).toMatchObject({ aditional: '300.00', committed: '0.00' });
  });

  it('refuses an unbalanced traslado and one that cedes more than is available, changing nothing', async () => {
    const unbalanced = await draft({
      type: 4,
      lines: [
        { idBudgetAccount: X, amount: '200.00', type: 'C' },
        { idBudgetAccount: Y, amount: '150.00', type: 'R' },
      ],
    });
    const refused = await post(unbalanced.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({
      field: 'lines',
      message: 'El traslado no cuadra: cede 200,00 y recibe 150,00',
    });

    const tooMuch = await draft({
      type: 4,
      lines: [
        { idBudgetAccount: X, amount: '1500.00', type: 'C' },
        { idBudgetAccount: Y, amount: '1500.00', type: 'R' },
      ],
    });
    const res = await post(tooMuch.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(
      'Disponibilidad insuficiente en 01.01.01.01.01.01.01 4.01.01.01.00: disponible 1.000,00, se requieren 1.500,00',
    );
    expect(await balance(X)).toBeUndefined();
    const still = await call('GET', `/api/budget/processQuery/document/${tooMuch.id}`);
    expect(still.json().data).toMatchObject({ status: 'draft', numOrder: null });
    await call('DELETE', `/api/budget/document/deleteById/${unbalanced.id}`);
    await call('DELETE', `/api/budget/document/deleteById/${tooMuch.id}`);
  });

  it('moves a balanced traslado from the ceding to the receiving account', async () => {
    const doc = await posted({
      type: 4,
      lines: [
        { idBudgetAccount: X, amount: '200.00', type: 'C' },
        { idBudgetAccount: Y, amount: '200.00', type: 'R' },
      ],
    });
    expect(doc.numOrder).toBe('1');
    expect(await balance(X)).toMatchObject({ decrease: '200.00' });
    expect(await balance(Y)).toMatchObject({ aditional: '200.00' });
    state.traslado = doc.id;
  });

  it('reduces within availability only', async () => {
    const over = await draft({ type: 7, lines: [{ idBudgetAccount: X, amount: '900.00' }] });
    expect((await post(over.id)).statusCode).toBe(422);
    await call('DELETE', `/api/budget/document/deleteById/${over.id}`);
    await posted({ type: 7, lines: [{ idBudgetAccount: X, amount: '100.00' }] });
    expect(await balance(X)).toMatchObject({ decrease: '300.00' });
  });
});

describe('commitment, causación, payment and egress', () => {
  it('commits within availability; a refused commitment takes no number', async () => {
    // X: 1000 − 300 decreased = 700 available.
    const refused = await draft({ type: 8, lines: [{ idBudgetAccount: X, amount: '800.00' }] });
    expect((await post(refused.id)).statusCode).toBe(422);
    await call('DELETE', `/api/budget/document/deleteById/${refused.id}`);
    const doc = await posted({
      type: 8,
      lines: [
        { idBudgetAccount: X, amount: '500.00' },
        { idBudgetAccount: Y, amount: '300.00' },
      ],
      bills: [
        {
          dateBill: day('03-10'),
          control: '00-000123',
          number: 'F-4567',
          amountTaxed: '100.00',
          amountWithoutTaxIva: '700.00',
          amountTaxIva: '96.00',
          amountBase: '600.00',
          retentionIva: '72.00',
        },
      ],
    });
    expect(doc).toMatchObject({ numOrder: '1', amount: '800.00', committed: 'S', caused: 'N', paid: 'N' });
    const detail = (await call('GET', `/api/budget/processQuery/document/${doc.id}`)).json().data;
    expect(detail.totals).toEqual({
      subtotal: '700.00',
      iva: '96.00',
      total: '796.00',
      exempt: '100.00',
      retention: '72.00',
      base: '600.00',
      amountWithIva: '696.00',
    });
    expect(detail.amountInWords).toBe('(OCHOCIENTOS BOLÍVARES CON 00/100)');
    state.commitment = doc.id;
  });

  it('lists what is pending of the commitment and causes part of it', async () => {
    const items = await pending(9);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          idDocumentSource: state.commitment,
          idBudgetAccount: X,
          pending: '500.00',
          status: 'Pendiente',
        }),
        expect.objectContaining({
          idDocumentSource: state.commitment,
          idBudgetAccount: Y,
          pending: '300.00',
        }),
      ]),
    );
    const tooMuch = await draft({
      type: 9,
      sources: [{ idDocumentSource: state.commitment as number, idBudgetAccount: X, amount: '600.00' }],
    });
    const res = await post(tooMuch.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('se toman 600,00 y quedan pendientes 500,00');
    await call('DELETE', `/api/budget/document/deleteById/${tooMuch.id}`);

    const doc = await posted({
      type: 9,
      sources: [
        { idDocumentSource: state.commitment as number, idBudgetAccount: X, amount: '200.00' },
        { idDocumentSource: state.commitment as number, idBudgetAccount: Y, amount: '300.00' },
      ],
    });
    expect(doc).toMatchObject({ amount: '500.00', committed: 'N', caused: 'S' });
    expect(await balance(X)).toMatchObject({ committed: '500.00', caused: '200.00' });
    const after = await pending(9);
    expect(after.filter((p) => p.idDocumentSource === state.commitment)).toEqual([
      expect.objectContaining({ idBudgetAccount: X, pending: '300.00', status: 'Parcial' }),
    ]);
    state.causation = doc.id;
  });

  it('pays what was caused, never more, and disburses the order with an egress voucher', async () => {
    const over = await draft({
      type: 10,
      sources: [{ idDocumentSource: state.causation as number, idBudgetAccount: X, amount: '250.00' }],
    });
    expect((await post(over.id)).statusCode).toBe(422);
    await call('DELETE', `/api/budget/document/deleteById/${over.id}`);
    const order = await posted({
      type: 10,
      sources: [{ idDocumentSource: state.causation as number, idBudgetAccount: X, amount: '200.00' }],
    });
    expect(order).toMatchObject({ paid: 'S', caused: 'N', amount: '200.00' });
    expect(await balance(X)).toMatchObject({ caused: '200.00', paid: '200.00' });

    const patrimonial = await posted({ type: 11, amount: '50.00' });
    expect(patrimonial).toMatchObject({ committed: 'N', caused: 'N', paid: 'N', amount: '50.00' });

    const items = await pending(12);
    expect(items.map((i) => i.idDocumentSource).sort()).toEqual([order.id, patrimonial.id].sort());
    const egress = await posted({
      type: 12,
      sources: [
        { idDocumentSource: order.id, idBudgetAccount: null, amount: '200.00' },
        { idDocumentSource: patrimonial.id, idBudgetAccount: null, amount: '50.00' },
      ],
      disbursement: { idBankAccount, method: 'transfer', reference: 'TRF-0001' },
    });
    expect(egress.amount).toBe('250.00');
    expect(await pending(12)).toEqual([]);
    // The voucher paid through the bank: its transfer is in the account's book.
    const shown = (await call('GET', `/api/budget/processQuery/document/${egress.id}`)).json().data;
    expect(shown.disbursement).toMatchObject({
      method: 'transfer',
      reference: 'TRF-0001',
      movementNumber: '1',
    });
    Object.assign(state, { order: order.id, patrimonial: patrimonial.id, egress: egress.id });
  });

  it('pays directly (commit, cause and pay at once) when the order has no sources', async () => {
    const direct = await posted({ type: 10, lines: [{ idBudgetAccount: Y, amount: '100.00' }] });
    expect(direct).toMatchObject({ committed: 'S', caused: 'S', paid: 'S' });
    expect(await balance(Y)).toMatchObject({ committed: '400.00', caused: '400.00', paid: '100.00' });
  });
});

describe('annulment', () => {
  it('refuses to annul a document others draw on, then annuls in reverse order with reversals', async () => {
    const refused = await call('POST', `/api/budget/document/annul/${state.commitment}`, {
      reason: 'Error en el monto',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Causación 1');

    for (const id of [state.egress, state.order, state.causation]) {
      const res = await call('POST', `/api/budget/document/annul/${id}`, { reason: 'Proveedor no entregó' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'annulled', idReversal: expect.any(Number) });
    }
    // The egress voucher's transfer went back with it: 250,00 less the 72,00 of IVA its causación's
    // bill withheld, kept back from the supplier.
    const book = await t.db.execute<{ status: string; amount: string }>(sql`
      select status, amount::text from bank_movement where id_budget_document = ${state.egress} order by id`);
    expect(book.rows).toEqual([
      { status: 'annulled', amount: '178.00' },
      { status: 'posted', amount: '-178.00' },
    ]);
    expect(await balance(X)).toMatchObject({ committed: '500.00', caused: '0.00', paid: '0.00' });
    expect((await pending(9)).find((p) => p.idBudgetAccount === X)).toMatchObject({
      pending: '500.00',
      status: 'Pendiente',
    });

    const again = await call('POST', `/api/budget/document/annul/${state.causation}`, { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    const list = (await call('GET', `/api/budget/document/findByIdPeriod/${idPeriod}?size=100`)).json().data;
    const reversal = list.rows.find((r: { idReverses: number | null }) => r.idReverses === state.causation);
    expect(reversal).toMatchObject({ status: 'posted', numOrder: 'ANUL. 1', amount: '-500.00' });
  });

  it('holds a draft as it was entered: its lines move nothing until posting decides what they move', async () => {
    const direct = await draft({ type: 10, lines: [{ idBudgetAccount: Y, amount: '25.50' }] });
    const sourced = await draft({
      type: 9,
      sources: [{ idDocumentSource: state.commitment as number, idBudgetAccount: Y, amount: '10.00' }],
    });
    const shown = (await call('GET', `/api/budget/processQuery/document/${direct.id}`)).json().data;
    expect(shown).toMatchObject({ status: 'draft', amount: '25.50', committed: 'N', caused: 'N', paid: 'N' });
    expect(shown.lines).toEqual([
      expect.objectContaining({
        amount: '25.50',
        amountCommitted: '0.00',
        amountCaused: '0.00',
        amountPaid: '0.00',
      }),
    ]);
    const stored = await t.db.execute<{ document: number; lines: number; moved: string }>(sql`
      select d.id as document, count(i.id)::int as lines,
             coalesce(sum(abs(i.amount_committed) + abs(i.amount_caused) + abs(i.amount_paid)), 0)::text as moved
        from budget_document d left join budget_imputation i on i.id_document = d.id
       where d.id in (${direct.id}, ${sourced.id}) group by d.id order by d.id`);
    // The sourced draft keeps only the pending item it takes; its line comes from it at posting.
    expect(stored.rows).toEqual([
      { document: direct.id, lines: 1, moved: '0.00' },
      { document: sourced.id, lines: 0, moved: '0' },
    ]);
    for (const id of [direct.id, sourced.id])
      expect((await call('DELETE', `/api/budget/document/deleteById/${id}`)).statusCode).toBe(200);
  });

  it('keeps a posted document locked: no update, no delete', async () => {
    const detail = (await call('GET', `/api/budget/processQuery/document/${state.commitment}`)).json().data;
    const update = await call('PUT', '/api/budget/document/update', {
      id: detail.id,
      version: detail.version,
      idPeriod,
      idDocumentType: detail.idDocumentType,
      dateOrder: detail.dateOrder,
      description: 'cambiado',
      idBeneficiary,
      lines: [{ idBudgetAccount: X, amount: '1.00' }],
    });
    expect(update.statusCode).toBe(409);
    expect((await call('DELETE', `/api/budget/document/deleteById/${state.commitment}`)).statusCode).toBe(
      409,
    );
  });

  it('keeps every running total equal to the sum of the posted lines, by account, by month, by period month, by document and by beneficiary', async () => {
    await expectKeptTotalsAgree();
    const count = await t.db.execute<{ n: number }>(
      sql`select count(*)::int n from budget_balance where id_client = ${idClient}`,
    );
    expect(count.rows[0]?.n).toBe(3);
  });
});

/**
 * Every total the postings keep equals what the lines and documents of the institution say: by account,
 * by account and month, by month of the period (moments, lines, documents in force and their bills),
 * by document in the books (a draft's totals are set when it is posted) and by beneficiary and month.
 */
async function expectKeptTotalsAgree() {
  const mismatches = await t.db.execute(sql`
    with lines as (
      select i.id_budget_account, extract(year from d.date_order)::int as year,
             extract(month from d.date_order)::int as month,
             sum(i.amount_aditional) a, sum(i.amount_decrease) dc, sum(i.amount_committed) c,
             sum(i.amount_caused) ca, sum(i.amount_paid) p, count(*) n
        from budget_imputation i join budget_document d on d.id = i.id_document
       where d.status <> 'draft' and d.id_client = ${idClient}
       group by 1, 2, 3)
    select 'account' as kind, b.id_budget_account from budget_balance b
      left join (select id_budget_account, sum(a) a, sum(dc) dc, sum(c) c, sum(ca) ca, sum(p) p from lines group by 1) l
        on l.id_budget_account = b.id_budget_account
     where b.id_client = ${idClient}
       and (b.aditional, b.decrease, b.committed, b.caused, b.paid) is distinct from
           (coalesce(l.a, 0), coalesce(l.dc, 0), coalesce(l.c, 0), coalesce(l.ca, 0), coalesce(l.p, 0))
    union all
    select 'month', m.id_budget_account from budget_balance_month m
      left join lines l on l.id_budget_account = m.id_budget_account and l.year = m.year and l.month = m.month
     where m.id_client = ${idClient}
       and (m.aditional, m.decrease, m.committed, m.caused, m.paid) is distinct from
           (coalesce(l.a, 0), coalesce(l.dc, 0), coalesce(l.c, 0), coalesce(l.ca, 0), coalesce(l.p, 0))
    union all
    select 'period month', null from budget_period_month m
      full join (select year, month, sum(a) a, sum(dc) dc, sum(c) c, sum(ca) ca, sum(p) p, sum(n) n
                   from lines group by 1, 2) l
        on l.year = m.year and l.month = m.month
     where coalesce(m.id_client, ${idClient}) = ${idClient}
       and (coalesce(m.aditional, 0), coalesce(m.decrease, 0), coalesce(m.committed, 0), coalesce(m.caused, 0),
            coalesce(m.paid, 0), coalesce(m.lines, 0)) is distinct from
           (coalesce(l.a, 0), coalesce(l.dc, 0), coalesce(l.c, 0), coalesce(l.ca, 0), coalesce(l.p, 0), coalesce(l.n, 0))`);
  expect(mismatches.rows).toEqual([]);
  const documents = await t.db.execute(sql`
    select d.id from budget_document d
      left join (select id_document, count(*)::int n, sum(amount_aditional) a, sum(amount_decrease) dc,
                        sum(amount_committed) c, sum(amount_caused) ca, sum(amount_paid) p
                   from budget_imputation group by id_document) l on l.id_document = d.id
     where d.id_client = ${idClient} and d.status <> 'draft'
       and (d.line_count, d.total_aditional, d.total_decrease, d.total_committed, d.total_caused, d.total_paid)
           is distinct from (coalesce(l.n, 0), coalesce(l.a, 0), coalesce(l.dc, 0), coalesce(l.c, 0), coalesce(l.ca, 0), coalesce(l.p, 0))`);
  expect(documents.rows).toEqual([]);
  const beneficiaries = await t.db.execute(sql`
    select coalesce(k.id_beneficiary, d.id_beneficiary) as id from budget_beneficiary_month k
      full join (select id_beneficiary, extract(year from date_order)::int as year, extract(month from date_order)::int as month,
                        count(*) filter (where status = 'posted' and id_reverses is null and line_count > 0) as n,
                        sum(line_count) as lines, sum(total_committed) c, sum(total_caused) ca, sum(total_paid) p
                   from budget_document where id_client = ${idClient} and status <> 'draft' and id_beneficiary is not null
                  group by 1, 2, 3) d
        on d.id_beneficiary = k.id_beneficiary and d.year = k.year and d.month = k.month
     where coalesce(k.id_client, ${idClient}) = ${idClient}
       and (coalesce(k.documents, 0), coalesce(k.lines, 0), coalesce(k.committed, 0), coalesce(k.caused, 0),
            coalesce(k.paid, 0)) is distinct from
           (coalesce(d.n, 0), coalesce(d.lines, 0), coalesce(d.c, 0), coalesce(d.ca, 0), coalesce(d.p, 0))`);
  expect(beneficiaries.rows).toEqual([]);
  const inForce = await t.db.execute(sql`
    select coalesce(k.year, d.year) as year from budget_period_month k
      full join (select extract(year from date_order)::int as year, extract(month from date_order)::int as month,
                        count(*) as n, sum(amount) as amount, sum(x.base) as base, sum(x.iva) as iva,
                        sum(x.retention) as retention
                   from budget_document d
                   left join lateral (select sum(amount_base) base, sum(amount_tax_iva) iva, sum(retention_iva) retention
                                        from budget_bill where id_document = d.id) x on true
                  where d.id_client = ${idClient} and d.status = 'posted' and d.id_reverses is null
                  group by 1, 2) d on d.year = k.year and d.month = k.month
     where coalesce(k.id_client, ${idClient}) = ${idClient}
       and (coalesce(k.in_force, 0), coalesce(k.amount, 0), coalesce(k.bill_base, 0), coalesce(k.bill_iva, 0),
            coalesce(k.bill_retention, 0)) is distinct from
           (coalesce(d.n, 0), coalesce(d.amount, 0), coalesce(d.base, 0), coalesce(d.iva, 0), coalesce(d.retention, 0))`);
  expect(inForce.rows).toEqual([]);
}

describe('public verification', () => {
  it('shows a posted document without sign-in, with the spec fields and no internal ids', async () => {
    const detail = (await call('GET', `/api/budget/processQuery/document/${state.commitment}`)).json().data;
    expect(detail.verifyId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const res = await t.app.inject({ method: 'GET', url: `/api/online/document/verify/${detail.verifyId}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: detail.verifyId,
      idDocumentType: 8,
      typeName: 'Orden de Compromiso',
      numOrder: '1',
      cliente: 'Alcaldía del Municipio Demo',
      amount: '800.00',
      amountInWords: '(OCHOCIENTOS BOLÍVARES CON 00/100)',
      beneficiary: { code: 'J-30123456-7', name: 'Suministros Andinos, C.A.' },
      committed: 'S',
      caused: 'N',
      paid: 'N',
    });
    expect(data.imputations).toHaveLength(2);
    expect(data.imputations[0].budgetaccount).toEqual({
      code: '01.01.01.01.01.01.01 4.01.01.01.00',
      description: 'Partida 4.01.01.01.00',
    });
    expect(data.bills[0]).toMatchObject({ control: '00-000123', retentionIva: '72.00' });
    expect(JSON.stringify(data)).not.toContain('idBudgetAccount');
  });

  it('answers Documento no encontrado for an unknown id, and shows an annulled document marked with its day', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/online/document/verify/AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Documento no encontrado');
    const detail = (await call('GET', `/api/budget/processQuery/document/${state.causation}`)).json().data;
    expect(detail.status).toBe('annulled');
    const found = await t.db.execute<{ verify_id: string }>(
      sql`select verify_id from budget_document where id = ${state.causation}`,
    );
    const annulled = await t.app.inject({
      method: 'GET',
      url: `/api/online/document/verify/${found.rows[0]?.verify_id}`,
    });
    expect(annulled.statusCode).toBe(200);
    expect(annulled.json().data).toMatchObject({
      idDocumentType: 9,
      typeName: 'Causación',
      numOrder: detail.numOrder,
      dateOrder: detail.dateOrder,
      amount: detail.amount,
      cliente: expect.any(String),
      annulledOn: dateIn(new Date(), DEFAULT_TIME_ZONE),
    });
    expect(JSON.stringify(annulled.json().data)).not.toContain('annulReason');
  });
});

describe('printing', () => {
  it('prints a posted document as a PDF titled with its type and number', async () => {
    const res = await call('GET', `/api/budget/document/pdf/${state.commitment}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PDF_OUT, pdf);
    // The information dictionary is not compressed: its title and subject name the document.
    expect(infoStrings(pdf)).toEqual(
      expect.arrayContaining(['Orden de Compromiso N° 1', `Alcaldía del Municipio Demo · ${year}`]),
    );
    expect(pdf.length).toBeGreaterThan(3000);
  });

  it("refuses another institution's document", async () => {
    const other = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const switched = await call('GET', `/api/user/new-token/${t.clients[1]}`, undefined, other.token);
    const res = await call(
      'GET',
      `/api/budget/document/pdf/${state.commitment}`,
      undefined,
      switched.json().data.access_token,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('budget control under concurrency', () => {
  it('lets twenty people commit at once against one account and never overspends it', async () => {
    const [W] = (await buildStructure(
      t.db,
      idClient,
      idPeriod,
      [{ code: '4.04.01.01.00', initial: '1000.00' }],
      '02',
    )) as [number];
    const drafts = [];
    for (let i = 0; i < 20; i++)
      drafts.push(await draft({ type: 8, lines: [{ idBudgetAccount: W, amount: '100.00' }] }));
    const results = await Promise.all(drafts.map((d) => post(d.id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    expect(await balance(W)).toMatchObject({ committed: '1000.00' });
    const numbers = results
      .filter((r) => r.statusCode === 200)
      .map((r) => Number(r.json().data.document.numOrder))
      .sort((a, b) => a - b);
    // Commitment 1 was posted earlier: the ten winners take 2…11, no gap, no duplicate.
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // Twenty writers at once, ten refused: every kept total still says what the lines say.
    await expectKeptTotalsAgree();
  });

  it('allows an overdraft with a warning where the institution permits it, never for a reduction', async () => {
    await t.db.execute(sql`update client set valid_overdraft = true where id = ${idClient}`);
    try {
      const [V] = (await buildStructure(
        t.db,
        idClient,
        idPeriod,
        [{ code: '4.04.02.01.00', initial: '10.00' }],
        '03',
      )) as [number];
      const over = await draft({ type: 8, lines: [{ idBudgetAccount: V, amount: '15.00' }] });
      const res = await post(over.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.warnings[0]).toContain(
        'Sobregiro en 01.01.01.01.01.01.03 4.04.02.01.00: disponible 10,00, se requieren 15,00',
      );
      expect(res.json().message).toContain('registrado con advertencias');
      const reduction = await draft({ type: 7, lines: [{ idBudgetAccount: V, amount: '1.00' }] });
      expect((await post(reduction.id)).statusCode).toBe(422);
    } finally {
      await t.db.execute(sql`update client set valid_overdraft = false where id = ${idClient}`);
    }
  });
});

describe('bad input', () => {
  it('refuses an account of another period or client with a field message', async () => {
    const other = await periodOf(t.db, t.clients[1]);
    const [foreign] = (await buildStructure(t.db, t.clients[1], other, [
      { code: '4.01.01.01.00', initial: '10.00' },
    ])) as [number];
    const res = await call('POST', '/api/budget/document/create', {
      idPeriod,
      idDocumentType: types.get(8),
      dateOrder: day('03-15'),
      description: 'Cuenta ajena',
      idBeneficiary,
      lines: [{ idBudgetAccount: foreign, amount: '1.00' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'lines.0.idBudgetAccount', message: 'La cuenta no pertenece al período del documento' },
    ]);
  });

  it('refuses a date outside the period and a commitment without beneficiary', async () => {
    const res = await call('POST', '/api/budget/document/create', {
      idPeriod,
      idDocumentType: types.get(8),
      dateOrder: `${year + 1}-01-05`,
      description: 'Fuera del período',
      lines: [{ idBudgetAccount: X, amount: '1.00' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ field: 'dateOrder' });
    const noBeneficiary = await draft({
      type: 8,
      beneficiary: false,
      lines: [{ idBudgetAccount: X, amount: '1.00' }],
    });
    const refused = await post(noBeneficiary.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({
      field: 'idBeneficiary',
      message: 'Indique el beneficiario',
    });
  });
});
