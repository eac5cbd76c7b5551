import { formatMoney } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStructure, documentTypeIds, periodOf, postThroughApi } from '../../../test/budget-fixtures.ts';
import { bearer } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { testSuite } from '../../../test/suite.ts';
import { fundedAccount } from '../../../test/treasury-fixtures.ts';
import { periodDebts } from '../closing/debts.sql.ts';

/**
 * A known set of documents, posted through the API, and every expense report's totals checked
 * against what those documents move and against each other.
 *
 * Accounts: A 1.000 and B 500 (sector 01), C 200 (sector 02). Documents: credit C +300 and traslado
 * A→B 100 (February); commitment A 400 + B 200 with a bill, causación A 300 + B 200 (May); payment
 * order A 250, its egress voucher, a direct payment order C 50, and a commitment A 100 annulled
 * (August). So: committed 650, caused 550, paid 300, modified +300, available 1.350.
 */
const t = testSuite();
let idPeriod: number;
let idBeneficiary: number;
const year = new Date().getFullYear();
const day = (md: string) => `${year}-${md}`;

beforeAll(async () => {
  const idClient = t.clients[0];
  idPeriod = await periodOf(t.db, idClient);
  const [A, B] = (await buildStructure(t.db, idClient, idPeriod, [
    { code: '4.01.01.01.00', initial: '1000.00' },
    { code: '4.02.01.01.00', initial: '500.00' },
  ])) as [number, number];
  const [C] = (await buildStructure(
    t.db,
    idClient,
    idPeriod,
    [{ code: '4.03.18.01.00', initial: '200.00' }],
    '01',
    '02',
  )) as [number];
  const types = await documentTypeIds(t.db);
  const headers = bearer(t.admin);
  idBeneficiary = (
    await t.app.inject({
      method: 'POST',
      url: '/api/finance/beneficiary/create',
      headers,
      payload: { code: 'J-30111222-3', name: 'Proveedora del Sur, C.A.', active: true },
    })
  ).json().data.id;
  const idFundingSource = (
    await t.app.inject({
      method: 'POST',
      url: '/api/finance/fundingSource/create',
      headers,
      payload: { code: '02', name: 'Situado constitucional', active: true },
    })
  ).json().data.id;
  const doc = (type: number, date: string, rest: Record<string, unknown>) =>
    postThroughApi(t.app, t.admin, {
      idPeriod,
      idDocumentType: types.get(type),
      dateOrder: day(date),
      description: `Tipo ${type}`,
      idBeneficiary: [8, 9, 10, 11, 12].includes(type) ? idBeneficiary : null,
      ...rest,
    });
  await doc(3, '02-05', { idFundingSource, lines: [{ idBudgetAccount: C, amount: '300.00' }] });
  await doc(4, '02-10', {
    lines: [
      { idBudgetAccount: A, amount: '100.00', type: 'C' },
      { idBudgetAccount: B, amount: '100.00', type: 'R' },
    ],
  });
  const commitment = await doc(8, '05-03', {
    lines: [
      { idBudgetAccount: A, amount: '400.00' },
      { idBudgetAccount: B, amount: '200.00' },
    ],
    bills: [
      {
        dateBill: day('05-01'),
        control: '00-77',
        number: '77',
        amountTaxed: '0.00',
        amountWithoutTaxIva: '100.00',
        amountTaxIva: '16.00',
        amountBase: '100.00',
        retentionIva: '12.00',
      },
    ],
  });
  const causation = await doc(9, '05-20', {
    sources: [
      { idDocumentSource: commitment.id, idBudgetAccount: A, amount: '300.00' },
      { idDocumentSource: commitment.id, idBudgetAccount: B, amount: '200.00' },
    ],
  });
  const order = await doc(10, '08-01', {
    sources: [{ idDocumentSource: causation.id, idBudgetAccount: A, amount: '250.00' }],
  });
  const account = await fundedAccount(t.db, idClient, idPeriod, '1000.00');
  await doc(12, '08-02', {
    sources: [{ idDocumentSource: order.id, idBudgetAccount: null, amount: '250.00' }],
    disbursement: { idBankAccount: account.id, method: 'cheque', reference: '00000001' },
  });
  await doc(10, '08-03', { lines: [{ idBudgetAccount: C, amount: '50.00' }] });
  const annulled = await doc(8, '08-04', { lines: [{ idBudgetAccount: A, amount: '100.00' }] });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/budget/document/annul/${annulled.id}`,
    headers,
    payload: { reason: 'Duplicado' },
  });
  expect(res.statusCode, res.body).toBe(200);
});

async function report(slug: string, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams({
    idPeriod: String(idPeriod),
    size: '1000',
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/budget/${slug}?${params}`,
    headers: bearer(t.admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    rows: Record<string, string>[];
    totals: Record<string, string>;
    total: number;
    subtitle: string;
  };
}

const EXECUTION = {
  initial: '1700.00',
  modified: '300.00',
  updated: '2000.00',
  committed: '650.00',
  caused: '550.00',
  paid: '300.00',
  available: '1350.00',
};

describe('expense reports agree with the documents and with each other', () => {
  it('execution by accounts, by level and accumulated to December', async () => {
    const accounts = await report('por-cuentas');
    expect(accounts.totals).toEqual(EXECUTION);
    expect(accounts.rows.find((r) => r.code?.endsWith('4.01.01.01.00'))).toMatchObject({
      initial: '1000.00',
      modified: '-100.00',
      committed: '400.00',
      caused: '300.00',
      paid: '250.00',
      available: '500.00',
    });
    const sectors = await report('por-nivel', { level: 1 });
    expect(sectors.totals).toEqual(EXECUTION);
    expect(sectors.rows.map((r) => r.code)).toEqual(['01', '02']);
    expect((await report('por-nivel', { level: 7 })).totals).toEqual(EXECUTION);
    expect((await report('ejecucion-por-mes-y-periodo', { month: 12 })).totals).toEqual(EXECUTION);
    expect((await report('ejecucion-por-mes-y-periodo', { month: 5 })).totals).toMatchObject({
      committed: '600.00',
      caused: '500.00',
      paid: '0.00',
    });
    expect((await report('por-cuentas', { account: '4.03' })).totals).toMatchObject({
      initial: '200.00',
      paid: '50.00',
    });
  });

  it('by month, month and quarter, and account by quarter', async () => {
    let committed = 0;
    for (let month = 1; month <= 12; month++)
      committed += Number((await report('por-mes', { month })).totals.committed);
    expect(committed).toBe(650);
    expect((await report('por-mes', { month: 2 })).totals).toMatchObject({
      aditional: '400.00',
      decrease: '100.00',
    });
    expect((await report('mes-trimestre', { month: 6 })).totals).toMatchObject({
      committedMonth: '0.00',
      committedQuarter: '600.00',
      causedQuarter: '500.00',
    });
    expect((await report('cuenta-trimestre', { moment: 'caused' })).totals).toMatchObject({
      q2: '500.00',
      q3: '50.00',
      total: '550.00',
    });
    expect((await report('cuenta-trimestre', { moment: 'committed' })).totals.total).toBe('650.00');
  });

  it('by document, by date range, by beneficiary, expenses and financial execution', async () => {
    const lines = {
      aditional: '400.00',
      decrease: '100.00',
      committed: '650.00',
      caused: '550.00',
      paid: '300.00',
    };
    expect((await report('por-documento')).totals).toEqual(lines);
    expect(
      (await report('por-documento-rango-fecha', { from: day('01-01'), to: day('12-31') })).totals,
    ).toEqual(lines);
    const february = await report('por-documento-rango-fecha', { from: day('02-01'), to: day('02-28') });
    expect(february.totals).toMatchObject({ aditional: '400.00', decrease: '100.00', committed: '0.00' });
    expect(february.subtitle).toContain(`del 01/02/${year} al 28/02/${year}`);
    expect((await report('por-beneficiario', { idBeneficiary })).rows).toEqual([
      {
        beneficiaryCode: 'J-30111222-3',
        beneficiary: 'Proveedora del Sur, C.A.',
        documents: 4,
        committed: '650.00',
        caused: '550.00',
        paid: '300.00',
      },
    ]);
    expect((await report('gastos')).totals).toEqual({ caused: '550.00', paid: '300.00', toPay: '250.00' });
    expect(
      (await report('ejecucion-financiera-por-rango', { from: day('01-01'), to: day('12-31') })).totals,
    ).toEqual({
      initial: '1700.00',
      modified: '300.00',
      committed: '650.00',
      caused: '550.00',
      paid: '300.00',
      toPay: '250.00',
    });
  });

  it('cuts each page from the whole report, whose totals add up its rows and whose count is its length', async () => {
    const asked: [string, Record<string, string | number>][] = [
      ['por-nivel', { level: 2 }],
      ['por-cuentas', {}],
      ['por-cuentas', { account: '4.0' }],
      ['por-mes', { month: 5 }],
      ['mes-trimestre', { month: 5, account: '4.01' }],
      ['mes-trimestre', { month: 8 }],
      ['cuenta-trimestre', { moment: 'committed', account: '4.0' }],
      ['cuenta-trimestre', { moment: 'paid' }],
      ['gastos', { from: day('02-01'), to: day('08-02') }],
      ['ejecucion-financiera-por-rango', { from: day('05-10'), to: day('08-31'), account: '4.0' }],
      ['ejecucion-por-mes-y-periodo', { month: 5 }],
      ['ejecucion-por-mes-y-periodo', { month: 8, account: '4.01' }],
    ];
    for (const [slug, query] of asked) {
      const whole = await report(slug, query);
      expect(whole.total, slug).toBe(whole.rows.length);
      expect(whole.rows.length, slug).toBeGreaterThan(0);
      const pages: Record<string, string>[] = [];
      for (let page = 0; page * 2 < whole.total; page++)
        pages.push(...(await report(slug, { ...query, size: 2, page })).rows);
      expect(pages, slug).toEqual(whole.rows);
      for (const [key, total] of Object.entries(whole.totals)) {
        const sum = whole.rows.reduce((cents, row) => cents + Math.round(Number(row[key]) * 100), 0);
        expect((sum / 100).toFixed(2), `${slug} ${key}`).toBe(total);
      }
    }
  });

  it('keeps what each commitment and causación owes equal to what the documents say', async () => {
    const kept = await t.db.execute(sql`
      select id, case debt when 1 then 'Por causar' else 'Por pagar' end as debt, amount::text, drawn::text
        from budget_debt where id_period = ${idPeriod} order by id`);
    const computed = await t.db.execute(sql`
      select id, debt, amount::text, drawn::text from (${periodDebts(t.clients[0], sql`${idPeriod}`)}) x order by id`);
    expect(kept.rows).toEqual(computed.rows);
    // The commitment of 600 caused 500 of it; the causación of 500 ordered 250 paid. The annulled one owes nothing.
    expect(kept.rows.map((r) => [r.debt, r.amount, r.drawn])).toEqual([
      ['Por causar', '600.00', '500.00'],
      ['Por pagar', '500.00', '250.00'],
    ]);
    expect((await report('deudas', { debts: 'period' })).totals).toEqual({
      amount: '1100.00',
      drawn: '750.00',
      pending: '350.00',
    });
  });

  it('by beneficiary and documents with retentions, from the kept months and partial days, say what the documents say', async () => {
    for (const range of [
      {},
      { from: day('01-01'), to: day('12-31') },
      { from: day('05-02'), to: day('08-02') },
      { from: day('05-03'), to: day('05-03') },
      { from: day('08-01'), to: day('08-31'), idBeneficiary },
    ] as Record<string, string | number>[]) {
      const dates =
        range.from && range.to ? sql`and d.date_order between ${range.from} and ${range.to}` : sql``;
      const expected = await t.db.execute(sql`
        select b.code as "beneficiaryCode", b.name as beneficiary,
               count(*) filter (where d.status = 'posted' and d.id_reverses is null and d.line_count > 0)::int as documents,
               sum(d.total_committed)::text as committed, sum(d.total_caused)::text as caused,
               sum(d.total_paid)::text as paid
          from budget_document d join beneficiary b on b.id = d.id_beneficiary
         where d.id_client = ${t.clients[0]} and d.id_period = ${idPeriod} and d.status <> 'draft' ${dates}
         group by b.id, b.code, b.name having sum(d.line_count) > 0 order by b.name, b.code`);
      expect((await report('por-beneficiario', range)).rows, JSON.stringify(range)).toEqual(expected.rows);
      const retentions = await t.db.execute(sql`
        select count(*)::int as n, coalesce(sum(d.amount), 0)::numeric(18, 2)::text as amount,
               coalesce(sum(x.retention), 0)::numeric(18, 2)::text as retention,
               coalesce(sum(x.base), 0)::numeric(18, 2)::text as base
          from budget_document d
          left join lateral (select sum(retention_iva) as retention, sum(amount_base) as base
                               from budget_bill where id_document = d.id) x on true
         where d.id_client = ${t.clients[0]} and d.id_period = ${idPeriod} and d.status = 'posted'
           and d.id_reverses is null ${dates}
           ${range.idBeneficiary ? sql`and d.id_beneficiary = ${range.idBeneficiary}` : sql``}`);
      const summary = await report('resumen-documentos-retenciones', range);
      const [row] = retentions.rows as { n: number; amount: string; retention: string; base: string }[];
      expect(summary.total, JSON.stringify(range)).toBe(row?.n);
      expect(summary.totals, JSON.stringify(range)).toMatchObject({
        amount: row?.amount,
        retention: row?.retention,
        base: row?.base,
      });
    }
  });

  it('gives the same totals whether they come from kept totals or from the lines', async () => {
    // An account filter that takes every account forces the line-by-line aggregate.
    // Unfiltered, whole months come from the period's kept months and partial days from the documents.
    for (const [slug, range] of [
      ['por-documento', { from: day('01-01'), to: day('12-31') }],
      ['por-documento-rango-fecha', { from: day('01-01'), to: day('12-31') }],
      ['por-documento-rango-fecha', { from: day('05-02'), to: day('08-02') }],
      ['por-documento-rango-fecha', { from: day('05-03'), to: day('05-03') }],
    ] as const) {
      const lines = await report(slug, { ...range, account: '4' });
      const kept = await report(slug, range);
      expect(kept.totals, `${slug} ${range.from}`).toEqual(lines.totals);
      expect(kept.total, `${slug} ${range.from}`).toBe(lines.total);
    }
    // Whole months come from the monthly totals; a partial first month from the lines.
    for (const slug of ['gastos', 'ejecucion-financiera-por-rango']) {
      const months = await report(slug, { from: day('01-01'), to: day('12-31') });
      expect((await report(slug, { from: day('01-02'), to: day('12-31') })).totals).toEqual(months.totals);
      expect((await report(slug, { from: day('05-01'), to: day('05-31') })).totals).toEqual(
        (await report(slug, { from: day('05-02'), to: day('05-30') })).totals,
      );
    }
    expect((await report('gastos', { from: day('05-01'), to: day('05-31') })).totals).toEqual({
      caused: '500.00',
      paid: '0.00',
      toPay: '500.00',
    });
  });

  it('counts only what is dated inside a range, whatever its year', async () => {
    const zero = { caused: '0.00', paid: '0.00', toPay: '0.00' };
    const lastYear = { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    expect((await report('gastos', lastYear)).totals).toEqual(zero);
    expect((await report('ejecucion-financiera-por-rango', lastYear)).totals).toMatchObject({
      modified: '0.00',
      committed: '0.00',
      caused: '0.00',
    });
    expect((await report('por-documento-rango-fecha', lastYear)).total).toBe(0);
    // July of last year to March of this one: only February's credit and traslado fall inside.
    const across = { from: `${year - 1}-07-01`, to: day('03-31') };
    expect((await report('ejecucion-financiera-por-rango', across)).totals).toMatchObject({
      modified: '300.00',
      committed: '0.00',
      caused: '0.00',
    });
    expect((await report('por-documento-rango-fecha', across)).totals).toMatchObject({
      aditional: '400.00',
      decrease: '100.00',
      committed: '0.00',
    });
    // Through May of this year, starting mid-month the year before: the commitment and its causación.
    expect((await report('gastos', { from: `${year - 1}-12-15`, to: day('05-31') })).totals).toEqual({
      caused: '500.00',
      paid: '0.00',
      toPay: '500.00',
    });
    // Next year's range finds nothing, however long.
    expect((await report('gastos', { from: `${year + 1}-01-01`, to: '9999-12-31' })).totals).toEqual(zero);
  });

  it('documents and retentions, and the cash outflows', async () => {
    const summary = await report('resumen-documentos-retenciones');
    expect(summary.total).toBe(7);
    expect(summary.totals).toEqual({
      amount: '2050.00',
      base: '100.00',
      iva: '16.00',
      retention: '12.00',
      net: '2038.00',
    });
    const cash = await report('cajas');
    expect(cash.totals).toEqual({ amount: '250.00' });
    expect(cash.rows[0]?.orders).toBe('1');
  });
});

describe('report files and refusals', () => {
  it('exports the same rows and totals to XLSX, and prints a PDF', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/budget/por-cuentas/xlsx?idPeriod=${idPeriod}`,
      headers: bearer(t.admin),
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const last = sheet?.getRow(sheet.rowCount);
    expect(last?.getCell(1).value).toBe('Totales');
    expect(last?.getCell(3).value).toBe(1700);
    expect(last?.getCell(6).value).toBe(650);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/reports/budget/por-nivel/pdf?idPeriod=${idPeriod}&level=2`,
      headers: bearer(t.admin),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws the execution as a picture of every row, on screen and before the table on paper', async () => {
    const sectors = await report('por-nivel', { level: 1 });
    const chart = await t.app.inject({
      method: 'GET',
      url: `/api/reports/budget/por-nivel/chart?idPeriod=${idPeriod}&level=1&size=1`,
      headers: bearer(t.admin),
    });
    expect(chart.statusCode, chart.body).toBe(200);
    // Every row whatever the page's size: the updated budget against the three moments.
    expect(chart.json().data).toEqual({
      title: `Ejecución presupuestaria por nivel · ${sectors.subtitle}`,
      categories: ['01', '02'],
      names: sectors.rows.map((r) => `${r.code} ${r.description}`),
      series: (
        [
          ['updated', 'Asignación actualizada'],
          ['committed', 'Comprometido'],
          ['caused', 'Causado'],
          ['paid', 'Pagado'],
        ] as const
      ).map(([key, label]) => ({ label, values: sectors.rows.map((r) => r[key]) })),
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/reports/budget/por-nivel/pdf?idPeriod=${idPeriod}&level=1`,
      headers: bearer(t.admin),
    });
    const printed = pdfText(pdf.rawPayload);
    // The updated budget is the largest of the four, and sector 01 holds the most of it.
    const largest = Decimal.max(
      ...sectors.rows.flatMap((r) => [r.updated, r.committed, r.caused, r.paid].map((v) => v ?? '0')),
    );
    expect(printed).toContain(`La barra más larga es ${formatMoney(largest.toFixed(2))}`);
    expect(printed.indexOf('Asignación actualizada')).toBeLessThan(printed.indexOf('Asignación inicial'));
    // A report that declares no picture has none.
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/reports/budget/por-mes/chart?idPeriod=${idPeriod}&month=5`,
      headers: bearer(t.admin),
    });
    expect(none.statusCode).toBe(404);
  });

  it("asks for the filters a report needs, and refuses another institution's period", async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/reports/budget/por-mes?idPeriod=${idPeriod}`,
      headers: bearer(t.admin),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ field: 'month', message: 'Indique el mes' }]);
    const other = await periodOf(t.db, t.clients[1]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/reports/budget/por-cuentas?idPeriod=${other}`,
      headers: bearer(t.admin),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
