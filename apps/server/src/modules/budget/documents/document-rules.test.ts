import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildStructure,
  type Caller,
  postThroughApi,
  startBudgetTest,
} from '../../../test/budget-fixtures.ts';
import type { TestApp } from '../../../test/harness.ts';

/**
 * Budget documents tried as an auditor would: linked documents out of date order, amounts typed
 * the way people type them, amounts as large as the columns hold. Each is refused with a Spanish
 * message naming the field, or answered exactly; none reaches a 500.
 */
let t: TestApp;
let token: string;
let call: Caller;
let idPeriod: number;
let A: number;
let types: Map<number, number>;
let idBeneficiary: number;
const year = new Date().getFullYear();
const day = (md: string) => `${year}-${md}`;

beforeAll(async () => {
  const b = await startBudgetTest([{ code: '4.01.01.01.00', initial: '1000.00' }], {
    code: 'J-50111222-3',
    name: 'Servicios Lara, C.A.',
  });
  ({ t, token, call, idPeriod, types, idBeneficiary } = b);
  [A] = b.accounts as [number];
});
afterAll(() => t.close());

const base = (type: number, date: string) => ({
  idPeriod,
  idDocumentType: types.get(type),
  dateOrder: date,
  description: `Documento tipo ${type}`,
  idBeneficiary,
});

describe('linked documents come after what they draw on', () => {
  it('refuses a causación dated before its commitment and a payment order before its causación', async () => {
    const commitment = await postThroughApi(t.app, token, {
      ...base(8, day('05-10')),
      lines: [{ idBudgetAccount: A, amount: '300.00' }],
    });
    const early = await call('POST', '/api/budget/document/create', {
      ...base(9, day('05-09')),
      sources: [{ idDocumentSource: commitment.id, idBudgetAccount: A, amount: '100.00' }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual([
      {
        field: 'dateOrder',
        message: `La fecha no puede ser anterior a la de Orden de Compromiso N.º 1 (10/05/${year}), de la que parte`,
      },
    ]);
    const causation = await postThroughApi(t.app, token, {
      ...base(9, day('05-10')),
      sources: [{ idDocumentSource: commitment.id, idBudgetAccount: A, amount: '100.00' }],
    });
    const order = await call('POST', '/api/budget/document/create', {
      ...base(10, day('05-01')),
      sources: [{ idDocumentSource: causation.id, idBudgetAccount: A, amount: '100.00' }],
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields[0]).toMatchObject({ field: 'dateOrder' });
    const count = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from budget_document`);
    expect(count.rows[0]?.n).toBe(2);
  });
});

describe('amounts as people type them', () => {
  it('answers 400 naming the field for every amount that is not a decimal with at most two places', async () => {
    const commitment = await postThroughApi(t.app, token, {
      ...base(8, day('06-01')),
      lines: [{ idBudgetAccount: A, amount: '10.00' }],
    });
    const bill = {
      dateBill: day('06-01'),
      control: '00-1',
      number: '1',
      amountTaxed: '0.00',
      amountWithoutTaxIva: '10.00',
      amountTaxIva: '1.60',
      amountBase: '10.00',
      retentionIva: '1.20',
    };
    for (const bad of ['0,10', '1.000,00', 'abc', '1.234', '', ' ', '1e3', 12]) {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base(8, day('06-02')), lines: [{ idBudgetAccount: A, amount: bad }] }, 'lines.0.amount'],
        [
          {
            ...base(8, day('06-02')),
            lines: [{ idBudgetAccount: A, amount: '10.00' }],
            bills: [{ ...bill, amountBase: bad }],
          },
          'bills.0.amountBase',
        ],
        [
          {
            ...base(9, day('06-02')),
            sources: [{ idDocumentSource: commitment.id, idBudgetAccount: A, amount: bad }],
          },
          'sources.0.amount',
        ],
        [{ ...base(11, day('06-02')), amount: bad }, 'amount'],
      ];
      for (const [payload, field] of cases) {
        const res = await call('POST', '/api/budget/document/create', payload);
        expect(res.statusCode, `${field} = ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
      }
    }
  });
});

describe('amounts as large as the columns hold', () => {
  it('reports every sum exactly, never a 500', async () => {
    const MAX = '9999999999999999.99';
    const [big1, big2] = (await buildStructure(
      t.db,
      t.clients[0],
      idPeriod,
      [
        { code: '4.07.01.01.00', initial: MAX },
        { code: '4.07.01.02.00', initial: MAX },
      ],
      '09',
    )) as [number, number];
    // A credit on each, so the modified and updated sums grow past any one amount too.
    const idFundingSource = (
      await call('POST', '/api/finance/fundingSource/create', {
        code: '01',
        name: 'Ordinarios',
        active: true,
      })
    ).json().data.id;
    await postThroughApi(t.app, token, {
      ...base(3, day('07-01')),
      idBeneficiary: null,
      idFundingSource,
      lines: [
        { idBudgetAccount: big1, amount: '1000.00' },
        { idBudgetAccount: big2, amount: '1000.00' },
      ],
    });
    const reports: [string, Record<string, string | number>][] = [
      ['por-nivel', { level: 1 }],
      ['por-nivel', { level: 7 }],
      ['por-cuentas', {}],
      ['por-mes', { month: 7 }],
      ['mes-trimestre', { month: 7 }],
      ['por-documento', {}],
      ['por-documento-rango-fecha', { from: day('01-01'), to: day('12-31') }],
      ['por-beneficiario', { idBeneficiary }],
      ['gastos', { from: day('01-01'), to: day('12-31') }],
      ['resumen-documentos-retenciones', {}],
      ['cuenta-trimestre', { moment: 'committed' }],
      ['ejecucion-financiera-por-rango', { from: day('01-01'), to: day('12-31') }],
      ['ejecucion-por-mes-y-periodo', { month: 12 }],
      ['cajas', {}],
    ];
    for (const [slug, params] of reports) {
      const query = new URLSearchParams({ idPeriod: String(idPeriod), ...params } as Record<string, string>);
      for (const format of ['', '/pdf', '/xlsx']) {
        const res = await call('GET', `/api/reports/budget/${slug}${format}?${query}`);
        expect(res.statusCode, `${slug}${format}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
    const accounts = (await call('GET', `/api/reports/budget/por-cuentas?idPeriod=${idPeriod}`)).json().data;
    // 2 × 9.999.999.999.999.999,99 + 1.000,00 and the credits: exact, as text.
    expect(accounts.totals.initial).toBe('20000000000000999.98');
    expect(accounts.totals.updated).toBe('20000000000002999.98');
  });
});

/** Keys that carry money in the budget's answers. */
const MONEY_KEY =
  /^(amount|initial|initialAmount|modified|updated|committed|caused|paid|available|aditional|decrease|pending|subtotal|iva|exempt|retention|base|net|toPay|q[1-4]|amount(?!InWords)[A-Z]\w*|retentionIva|(committed|caused|paid)(Month|Quarter))$/;

/** Every money value under `json` that is not text with exactly two decimals, by path. */
function badMoney(json: unknown, path = ''): string[] {
  if (Array.isArray(json)) return json.flatMap((v, i) => badMoney(v, `${path}[${i}]`));
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([key, value]) => {
    const here = `${path}.${key}`;
    if (MONEY_KEY.test(key) && (typeof value === 'number' || typeof value === 'string')) {
      // The verification's moments are flags (S/N), not amounts.
      if (value === 'S' || value === 'N') return [];
      return typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)
        ? []
        : [`${here} = ${JSON.stringify(value)}`];
    }
    return badMoney(value, here);
  });
}

describe('money in every answer', () => {
  it('is text with exactly two decimals, zero included', async () => {
    // A fresh account nobody has touched: its zeros are where "0" used to slip out.
    await buildStructure(t.db, t.clients[0], idPeriod, [{ code: '4.09.01.01.00', initial: '0.00' }], '05');
    const commitment = await postThroughApi(t.app, token, {
      ...base(8, day('10-01')),
      lines: [{ idBudgetAccount: A, amount: '7.00' }],
    });
    const detail = (await call('GET', `/api/budget/processQuery/document/${commitment.id}`)).json();
    const verifyId = detail.data.verifyId as string;
    const answers = [
      detail,
      (await call('GET', `/api/online/document/verify/${verifyId}`)).json(),
      (await call('GET', `/api/budget/document/loadFormData/${t.clients[0]}/${idPeriod}`)).json(),
      (await call('GET', `/api/budget/document/pending/${idPeriod}?typeCode=9`)).json(),
      (await call('GET', `/api/budget/document/findByIdPeriod/${idPeriod}`)).json(),
      (await call('GET', `/api/budget/budget-period/tree/${idPeriod}?level=1`)).json(),
      (await call('GET', `/api/budget/budget-specific/findAll?size=100`)).json(),
    ];
    for (const [slug, params] of [
      ['por-cuentas', {}],
      ['por-mes', { month: 1 }],
      ['mes-trimestre', { month: 1 }],
      ['por-documento-rango-fecha', { from: day('12-01'), to: day('12-31') }],
      ['resumen-documentos-retenciones', {}],
      ['cuenta-trimestre', { moment: 'paid' }],
      ['gastos', { from: day('12-01'), to: day('12-31') }],
    ] as const) {
      const query = new URLSearchParams({ idPeriod: String(idPeriod), ...params } as Record<string, string>);
      answers.push((await call('GET', `/api/reports/budget/${slug}?${query}`)).json());
    }
    for (const answer of answers) expect(answer.result, JSON.stringify(answer).slice(0, 200)).toBe(true);
    expect(answers.flatMap((a) => badMoney(a))).toEqual([]);
  });
});

describe("the spec's shapes", () => {
  it('takes and answers idDocumentType as the spec type code', async () => {
    const created = await call('POST', '/api/budget/document/create', {
      idPeriod,
      idDocumentType: 8,
      dateOrder: day('10-02'),
      description: 'Compromiso por código',
      idBeneficiary,
      lines: [{ idBudgetAccount: A, amount: '3.00' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const posted = await call('POST', `/api/budget/document/post/${created.json().data.id}`);
    expect(posted.statusCode, posted.body).toBe(200);
    const detail = (await call('GET', `/api/budget/processQuery/document/${created.json().data.id}`)).json()
      .data;
    expect(detail).toMatchObject({ idDocumentType: 8, committed: 'S', caused: 'N' });
    const verified = (await call('GET', `/api/online/document/verify/${detail.verifyId}`)).json().data;
    expect(verified.idDocumentType).toBe(8);
    const list = (
      await call('GET', `/api/budget/document/findByIdPeriod/${idPeriod}?idDocumentType=8&size=100`)
    ).json().data;
    expect(list.rows.length).toBeGreaterThan(0);
    expect(list.rows.every((r: { idDocumentType: number }) => r.idDocumentType === 8)).toBe(true);
    const form = (await call('GET', `/api/budget/document/loadFormData/${t.clients[0]}/${idPeriod}`)).json()
      .data;
    expect(form.documentTypes.map((d: { id: number; code: number }) => d.id - d.code)).toEqual(
      form.documentTypes.map(() => 0),
    );
  });
});

describe('traslado lines and imputations, as spec sections 3 and 4 shape them', () => {
  it('gives each traslado line its partida, what the account has now and its moments', async () => {
    const [B] = (await buildStructure(t.db, t.clients[0], idPeriod, [
      { code: '4.02.02.01.00', initial: '50.00' },
    ])) as [number];
    const traslado = await postThroughApi(t.app, token, {
      ...base(4, day('10-03')),
      idBeneficiary: null,
      lines: [
        { idBudgetAccount: A, amount: '20.00', type: 'C' },
        { idBudgetAccount: B, amount: '20.00', type: 'R' },
      ],
    });
    const lines = (await call('GET', `/api/budget/processQuery/document/${traslado.id}`)).json().data.lines;
    const receptor = lines.find((l: { type: string }) => l.type === 'R');
    expect(receptor).toMatchObject({
      cod_par: '4.02.02.01.00',
      type: 'R',
      amount: '20.00',
      current: '70.00',
      traslado: {
        initialAmount: '50.00',
        aditionalAmount: '20.00',
        decreaseAmount: '0.00',
        committedAmount: '0.00',
        causedAmount: '0.00',
        paidAmount: '0.00',
        idDocument: traslado.id,
        idBudgetAccount: B,
        deleted: false,
        deletedDate: null,
      },
    });
    expect(lines.find((l: { type: string }) => l.type === 'C')).toMatchObject({
      cod_par: '4.01.01.01.00',
      type: 'C',
    });

    // Annulled at 23:30 on 31 December in Caracas (03:30 UTC on 1 January, as the database wrote
    // the instant): its lines say the day was the 31st.
    const annulled = await call('POST', `/api/budget/document/annul/${traslado.id}`, {
      reason: 'Acto revocado',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    await t.db.execute(
      sql`update budget_document set annulled_at = ${`${year + 1}-01-01T03:30:00Z`} where id = ${traslado.id}`,
    );
    const after = (await call('GET', `/api/budget/processQuery/document/${traslado.id}`)).json().data.lines;
    expect(after.map((l: { traslado: object }) => l.traslado)).toEqual([
      expect.objectContaining({ deleted: true, deletedDate: `${year}-12-31` }),
      expect.objectContaining({ deleted: true, deletedDate: `${year}-12-31` }),
    ]);
  });

  it('removes a line reduced to zero instead of keeping it', async () => {
    const created = await call('POST', '/api/budget/document/create', {
      ...base(8, day('10-04')),
      lines: [
        { idBudgetAccount: A, amount: '5.00' },
        { idBudgetAccount: A, amount: '0.00', detail: 'reducida a cero' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const detail = (await call('GET', `/api/budget/processQuery/document/${created.json().data.id}`)).json()
      .data;
    expect(detail.lines.map((l: { amount: string }) => l.amount)).toEqual(['5.00']);
    expect(detail.amount).toBe('5.00');
  });
});

describe('modification acts', () => {
  it('a credit, traslado or reduction posts only with the act that approved it, dated before it', async () => {
    const idFundingSource = (
      await call('POST', '/api/finance/fundingSource/create', { code: '11', name: 'Crédito', active: true })
    ).json().data.id;
    const credit = (act: unknown) =>
      call('POST', '/api/budget/document/create', {
        ...base(3, day('10-05')),
        idBeneficiary: null,
        idFundingSource,
        act,
        lines: [{ idBudgetAccount: A, amount: '10.00' }],
      });
    const without = await credit(null);
    expect(without.statusCode, without.body).toBe(200);
    const refused = await call('POST', `/api/budget/document/post/${without.json().data.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({
      field: 'act',
      message: 'Indique el acto que aprobó la modificación: número, fecha y órgano',
    });
    const later = await credit({ number: 'D-9', date: day('10-06'), body: 'Alcalde' });
    expect(
      (await call('POST', `/api/budget/document/post/${later.json().data.id}`)).json().fields,
    ).toContainEqual({
      field: 'act.date',
      message: 'El acto que aprueba la modificación no puede ser posterior al documento',
    });
    const act = { number: 'AC-2026-031', date: day('10-01'), body: 'Concejo Municipal' };
    const approved = await credit(act);
    const posted = await call('POST', `/api/budget/document/post/${approved.json().data.id}`);
    expect(posted.statusCode, posted.body).toBe(200);
    const detail = (await call('GET', `/api/budget/processQuery/document/${approved.json().data.id}`)).json()
      .data;
    expect(detail.act).toEqual(act);
    const verified = (await call('GET', `/api/online/document/verify/${detail.verifyId}`)).json().data;
    expect(verified.act).toEqual(act);
    // A commitment carries no act.
    const commitment = await call('POST', '/api/budget/document/create', {
      ...base(8, day('10-05')),
      act,
      lines: [{ idBudgetAccount: A, amount: '1.00' }],
    });
    const notHere = await call('POST', `/api/budget/document/post/${commitment.json().data.id}`);
    expect(notHere.json().fields).toContainEqual({
      field: 'act',
      message: 'Solo las modificaciones presupuestarias llevan acto de aprobación',
    });
  });
});
