import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BudgetTest, type Caller, periodOf, startBudgetTest } from '../../../test/budget-fixtures.ts';
import { ADMIN_PASSWORD, createUser, signIn, type TestApp, writesSoFar } from '../../../test/harness.ts';

/**
 * The year-end close, tried as the Contraloría would: once closed, nothing in the period moves by any
 * path (documents, annulments, masters), what it owes is listed as the next period's opening debts,
 * and only the SA reopens it, with a reason that stays on record.
 */
let t: TestApp;
let call: Caller;
let idPeriod: number;
let A: number;
let B: number;
let types: Map<number, number>;
let idBeneficiary: number;
let commitment: number;
let post: BudgetTest['post'];
const year = new Date().getFullYear();
const day = (md: string) => `${year}-${md}`;

beforeAll(async () => {
  const b = await startBudgetTest([
    { code: '4.01.01.01.00', initial: '1000.00' },
    { code: '4.02.01.01.00', initial: '500.00' },
  ]);
  ({ t, call, idPeriod, types, idBeneficiary } = b);
  [A, B] = b.accounts as [number, number];
  // 300 committed on A, 100 of it caused, 40 of that ordered paid; 50 committed and caused at once on B.
  commitment = (await b.post(8, day('02-01'), { lines: [{ idBudgetAccount: A, amount: '300.00' }] })).id;
  const causation = await b.post(9, day('02-02'), {
    sources: [{ idDocumentSource: commitment, idBudgetAccount: A, amount: '100.00' }],
  });
  await b.post(10, day('02-03'), {
    sources: [{ idDocumentSource: causation.id, idBudgetAccount: A, amount: '40.00' }],
  });
  await b.post(9, day('02-04'), { lines: [{ idBudgetAccount: B, amount: '50.00' }] });
  post = b.post;
});
afterAll(() => t.close());

const debts = async (query: string) => {
  const res = await call('GET', `/api/reports/budget/deudas?${query}&size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Record<string, string>[]; totals: Record<string, string> };
};

describe('before the close', () => {
  it('shows what the period owes: commitments not caused and causaciones not paid', async () => {
    const res = await call('GET', `/api/budget/closing/${idPeriod}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      idPeriod,
      closed: false,
      closedAt: null,
      toCause: { documents: 1, amount: '200.00' },
      toPay: { documents: 2, amount: '110.00' },
      history: [],
    });
    const list = await debts(`idPeriod=${idPeriod}`);
    expect(list.rows.map((r) => [r.debt, r.typeName, r.beneficiary, r.amount, r.drawn, r.pending])).toEqual([
      ['Por causar', 'Orden de Compromiso', 'Obras Sucre, C.A.', '300.00', '100.00', '200.00'],
      ['Por pagar', 'Causación', 'Obras Sucre, C.A.', '100.00', '40.00', '60.00'],
      ['Por pagar', 'Causación', 'Obras Sucre, C.A.', '50.00', '0.00', '50.00'],
    ]);
    expect(list.totals.pending).toBe('310.00');
  });
});

describe('a closed period', () => {
  it('closes once, and refuses to close again', async () => {
    const closed = await call('POST', `/api/budget/closing/${idPeriod}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      closed: true,
      closedBy: 'Administrador del sistema',
      history: [{ action: 'cierre', user: 'Administrador del sistema', reason: null }],
    });
    // The session marks it, for the top bar, and the document form says so before anything is typed.
    const { user } = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const periods = user.clientes.find((c) => c.idClient === t.clients[0])?.periods ?? [];
    expect(periods.find((p) => p.idPeriod === idPeriod)).toMatchObject({ closed: true });
    const form = await call('GET', `/api/budget/document/loadFormData/${t.clients[0]}/${idPeriod}`);
    expect(form.json().data.period).toMatchObject({ closed: true });
    const again = await call('POST', `/api/budget/closing/${idPeriod}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El período ya está cerrado.');
  });

  it('takes no document, posting or annulment, and writes nothing', async () => {
    const before = await writesSoFar(t.db);
    const message = expect.stringMatching(
      new RegExp(
        `^El período ${year} está cerrado \\(cierre del ejercicio del \\d{2}/\\d{2}/\\d{4}\\): no admite`,
      ),
    );
    const draft = await call('POST', '/api/budget/document/create', {
      idPeriod,
      idDocumentType: types.get(8),
      dateOrder: day('03-01'),
      description: 'Tarde',
      idBeneficiary,
      lines: [{ idBudgetAccount: A, amount: '10.00' }],
    });
    expect(draft.statusCode).toBe(422);
    expect(draft.json().message).toEqual(message);
    const annul = await call('POST', `/api/budget/document/annul/${commitment}`, {
      reason: 'Proveedor desistió',
    });
    expect(annul.statusCode).toBe(422);
    expect(annul.json().message).toEqual(message);
    expect(await writesSoFar(t.db)).toBe(before);
  });

  it('keeps its masters as they were: structure, accounts, classifier, numbering and the period itself', async () => {
    const before = await writesSoFar(t.db);
    const read = async (path: string, id: number) =>
      (await call('GET', `/api/budget/${path}/findById/${id}`)).json().data;
    const account = await read('budget-specific', B);
    const refusals = [
      await call('PUT', '/api/budget/budget-specific/update', {
        ...account,
        description: 'Otra denominación',
      }),
      await call('POST', '/api/budget/budget-specific/create', {
        idLevel7: account.idLevel7,
        accountCode: '4.03.04.01.00',
        description: 'Electricidad',
        initialAmount: '10.00',
      }),
      await call('POST', '/api/budget/budget-local1/create', { idPeriod, code: '55', name: 'Sector nuevo' }),
      await call('POST', '/api/budget/budget-classifier/create', {
        idPeriod,
        code: '4.03.04.01.01',
        name: 'Luz',
      }),
    ];
    const period = await read('budget-period', idPeriod);
    refusals.push(
      await call('PUT', '/api/budget/budget-period/update', { ...period, reportFinalDate: day('06-30') }),
    );
    refusals.push(await call('DELETE', `/api/budget/budget-period/deleteById/${idPeriod}`));
    const numbering = await t.db.execute<{ id: number }>(
      sql`select id from document_number where id_period = ${idPeriod} limit 1`,
    );
    const idNumbering = numbering.rows[0]?.id as number;
    const number = await call('GET', `/api/budget/documentNumber/findById/${idNumbering}`);
    refusals.push(
      await call('PUT', '/api/budget/documentNumber/update', { ...number.json().data, prefix: 'X-' }),
    );
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toMatch(/está cerrado/);
    }
    expect(await writesSoFar(t.db)).toBe(before);
    // The period master shows it closed.
    expect(period.closed).toBe(true);
  });

  it('passes its debts to the next period as opening debts', async () => {
    const next = await call('POST', '/api/budget/budget-period/create', {
      description: String(year + 1),
      startDate: `${year + 1}-01-01`,
      endDate: `${year + 1}-12-31`,
    });
    expect(next.statusCode, next.body).toBe(200);
    const opening = await debts(`idPeriod=${next.json().data.id}&debts=opening`);
    expect(opening.totals.pending).toBe('310.00');
    expect(opening.rows).toHaveLength(3);
    expect((await debts(`idPeriod=${next.json().data.id}`)).rows).toHaveLength(0);
  });
});

describe('reopening', () => {
  it('is for the SA only, with a reason, on record; then the period takes documents again', async () => {
    await createUser(t.db, {
      username: 'jefe-presupuesto',
      password: 'Clave-Prueba-1',
      memberships: [{ idClient: t.clients[0], screens: ['PRE-CIE-01'] }],
    });
    const officer = (await signIn(t.app, 'jefe-presupuesto', 'Clave-Prueba-1')).token;
    // The officer sees the close, and may not undo it.
    expect((await call('GET', `/api/budget/closing/${idPeriod}`, undefined, officer)).statusCode).toBe(200);
    const refused = await call(
      'POST',
      `/api/budget/closing/${idPeriod}/reopen`,
      { reason: 'Falta un pago de diciembre' },
      officer,
    );
    expect(refused.statusCode).toBe(403);
    const noReason = await call('POST', `/api/budget/closing/${idPeriod}/reopen`, { reason: 'porque' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields[0]).toMatchObject({
      field: 'reason',
      message: 'Explique el motivo de la reapertura (al menos 10 caracteres)',
    });
    const reopened = await call('POST', `/api/budget/closing/${idPeriod}/reopen`, {
      reason: 'Falta registrar la nómina de diciembre',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({
      closed: false,
      closedAt: null,
      history: [
        {
          action: 'reapertura',
          reason: 'Falta registrar la nómina de diciembre',
          user: 'Administrador del sistema',
        },
        { action: 'cierre' },
      ],
    });
    const audited = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'period_closing' and action = 'INSERT'`,
    );
    expect(audited.rows[0]?.n).toBe(2);
    expect(
      (await call('POST', `/api/budget/closing/${idPeriod}/reopen`, { reason: 'Otra vez, por error' }))
        .statusCode,
    ).toBe(409);
    await post(8, day('03-01'), { lines: [{ idBudgetAccount: A, amount: '10.00' }] });
  });

  it("keeps another institution's periods out of reach", async () => {
    const other = await periodOf(t.db, t.clients[1]);
    expect((await call('GET', `/api/budget/closing/${other}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/budget/closing/${other}/close`)).statusCode).toBe(404);
  });
});

describe('a close racing postings', () => {
  it('waits for the postings under way and refuses the rest: what it lists is what stays', async () => {
    const drafts: number[] = [];
    for (let i = 0; i < 8; i++) {
      const draft = await call('POST', '/api/budget/document/create', {
        idPeriod,
        idDocumentType: types.get(8),
        dateOrder: day('04-01'),
        description: `Compromiso en carrera ${i}`,
        idBeneficiary,
        lines: [{ idBudgetAccount: A, amount: '1.00' }],
      });
      drafts.push(draft.json().data.id);
    }
    const posts = drafts.map((id) => call('POST', `/api/budget/document/post/${id}`));
    const [closed, ...answers] = await Promise.all([
      call('POST', `/api/budget/closing/${idPeriod}/close`),
      ...posts,
    ]);
    expect(closed?.statusCode, closed?.body).toBe(200);
    for (const res of answers) {
      expect([200, 422], res.body).toContain(res.statusCode);
      if (res.statusCode === 422) expect(res.json().message).toMatch(/está cerrado/);
    }
    // Every commitment that got in is in the close's figures, and nothing moved after it.
    const after = (await call('GET', `/api/budget/closing/${idPeriod}`)).json().data;
    expect(after.toCause).toEqual(closed?.json().data.toCause);
    const posted = answers.filter((r) => r.statusCode === 200).length;
    expect(after.toCause.amount).toBe((210 + posted).toFixed(2));
    const reopened = await call('POST', `/api/budget/closing/${idPeriod}/reopen`, {
      reason: 'Fin de la prueba de carrera',
    });
    expect(reopened.statusCode).toBe(200);
  });
});
