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
 * The masters that hold what budget control stands on (specific accounts, levels, the period, the
 * numbering) tried as someone who would edit around it: each change that would rewrite what posted
 * documents say is refused with a Spanish message and leaves the row as it was.
 */
let t: TestApp;
let token: string;
let call: Caller;
let idClient: number;
let idPeriod: number;
let A: number;
let B: number;
let types: Map<number, number>;
let idBeneficiary: number;
const year = new Date().getFullYear();
const day = (md: string) => `${year}-${md}`;

beforeAll(async () => {
  const b = await startBudgetTest(
    [
      { code: '4.01.01.01.00', initial: '1000.00' },
      { code: '4.02.01.01.00', initial: '500.00' },
    ],
    { code: 'J-40111222-3', name: 'Obras del Valle, C.A.' },
  );
  ({ t, token, call, idClient, idPeriod, types, idBeneficiary } = b);
  [A, B] = b.accounts as [number, number];
  await commit(A, '400.00', day('03-15'));
  await commit(A, '100.00', day('08-20'));
});
afterAll(() => t.close());

const commit = (account: number, amount: string, date: string) =>
  postThroughApi(t.app, token, {
    idPeriod,
    idDocumentType: types.get(8),
    dateOrder: date,
    description: 'Compromiso',
    idBeneficiary,
    lines: [{ idBudgetAccount: account, amount }],
  });

/** Reads a master row and sends it back with `changes`: what a form does. */
async function edit(path: string, id: number, changes: Record<string, unknown>) {
  const row = (await call('GET', `/api/budget/${path}/findById/${id}`)).json().data;
  return call('PUT', `/api/budget/${path}/update`, { ...row, ...changes });
}

async function account(id: number) {
  const found = await t.db.execute<{ code: string; initial: string; level7: number }>(sql`
    select account_code as code, initial_amount::text as initial, id_level7 as level7
      from budget_specific where id = ${id}`);
  return found.rows[0];
}

describe('specific accounts', () => {
  it('refuses a negative initial assignment, on create and on update', async () => {
    const before = await account(B);
    const created = await call('POST', '/api/budget/budget-specific/create', {
      idLevel7: before?.level7,
      accountCode: '4.03.01.01.00',
      description: 'Partida negativa',
      initialAmount: '-1.00',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual([
      { field: 'initialAmount', message: 'La asignación inicial no puede ser negativa' },
    ]);
    const updated = await edit('budget-specific', B, { initialAmount: '-0.01' });
    expect(updated.statusCode).toBe(400);
    expect(await account(B)).toEqual(before);
  });

  it('with posted documents, keeps its initial assignment, its partida and its obra', async () => {
    const before = await account(A);
    for (const initialAmount of ['300.00', '2000.00']) {
      const res = await edit('budget-specific', A, { initialAmount });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'La partida 4.01.01.01.00 tiene 2 documentos registrados (comprometido 500,00, disponible 500,00): su asignación inicial solo cambia con una modificación presupuestaria (crédito adicional, traslado o reducción).',
      );
      expect(res.json().fields).toEqual([
        {
          field: 'initialAmount',
          message:
            'Con documentos registrados, la asignación cambia con créditos adicionales, traslados o reducciones',
        },
      ]);
    }
    const recoded = await edit('budget-specific', A, { accountCode: '4.01.01.02.00' });
    expect(recoded.statusCode).toBe(409);
    expect(recoded.json().message).toContain('su código y su lugar en la estructura no pueden cambiar');
    expect(await account(A)).toEqual(before);
    // What no document prints may change.
    const renamed = await edit('budget-specific', A, { description: 'Sueldos básicos del personal fijo' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('without postings, an account takes a new initial assignment; what an update leaves out stays', async () => {
    const funding = (
      await call('POST', '/api/finance/fundingSource/create', { code: '07', name: 'FCI', active: true })
    ).json().data.id;
    expect((await edit('budget-specific', B, { idFundingSource: funding })).statusCode).toBe(200);
    const row = (await call('GET', `/api/budget/budget-specific/findById/${B}`)).json().data;
    const { idFundingSource: _left, ...withoutFunding } = row;
    const res = await call('PUT', '/api/budget/budget-specific/update', {
      ...withoutFunding,
      initialAmount: '750.00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ initialAmount: '750.00', idFundingSource: funding });
    // Null, sent on purpose, clears it.
    const cleared = await call('PUT', '/api/budget/budget-specific/update', {
      ...res.json().data,
      idFundingSource: null,
    });
    expect(cleared.json().data.idFundingSource).toBeNull();
  });

  it('never lets a lower assignment and a commitment both through', async () => {
    const [C] = (await buildStructure(t.db, idClient, idPeriod, [
      { code: '4.04.01.01.00', initial: '1000.00' },
    ])) as [number];
    const row = (await call('GET', `/api/budget/budget-specific/findById/${C}`)).json().data;
    const draft = await call('POST', '/api/budget/document/create', {
      idPeriod,
      idDocumentType: types.get(8),
      dateOrder: day('09-01'),
      description: 'Compromiso en carrera',
      idBeneficiary,
      lines: [{ idBudgetAccount: C, amount: '900.00' }],
    });
    const lowering = call('PUT', '/api/budget/budget-specific/update', { ...row, initialAmount: '100.00' });
    const posting = call('POST', `/api/budget/document/post/${draft.json().data.id}`);
    const lowered = await lowering;
    const posted = await posting;
    expect([lowered.statusCode, posted.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const state = await t.db.execute<{ initial: string; committed: string | null }>(sql`
      select s.initial_amount::text as initial, b.committed::text as committed
        from budget_specific s left join budget_balance b on b.id_budget_account = s.id where s.id = ${C}`);
    const { initial, committed } = state.rows[0] ?? { initial: '0', committed: null };
    expect(Number(committed ?? 0)).toBeLessThanOrEqual(Number(initial));
  });
});

describe('structure levels', () => {
  it('keeps the code of a level with posted documents beneath, and lets its name change', async () => {
    const sector = (
      await t.db.execute<{ id: number }>(
        sql`select id from budget_level1 where id_period = ${idPeriod} and code = '01'`,
      )
    ).rows[0]?.id as number;
    const recoded = await edit('budget-local1', sector, { code: '09' });
    expect(recoded.statusCode).toBe(409);
    expect(recoded.json().message).toMatch(/^Bajo 01 hay \d+ documentos registrados: el código/);
    const renamed = await edit('budget-local1', sector, { name: 'Dirección General' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.code).toBe('01');
  });
});

describe('the period', () => {
  it('refuses dates that would leave posted documents outside it', async () => {
    const late = await edit('budget-period', idPeriod, { startDate: day('04-01') });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual([
      {
        field: 'startDate',
        message: `Hay documentos registrados desde el 15/03/${year}: el período debe comenzar ese día o antes`,
      },
    ]);
    const early = await edit('budget-period', idPeriod, { endDate: day('06-30') });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields[0]).toMatchObject({ field: 'endDate' });
    const period = (await call('GET', `/api/budget/budget-period/findById/${idPeriod}`)).json().data;
    expect(period).toMatchObject({ startDate: day('01-01'), endDate: day('12-31') });
  });

  it('lasts at most a year, and may move where every document stays inside', async () => {
    const long = await edit('budget-period', idPeriod, { endDate: `${year + 1}-01-31` });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([
      { field: 'endDate', message: 'Un período presupuestario dura como máximo un año' },
    ]);
    const narrower = await edit('budget-period', idPeriod, {
      startDate: day('03-15'),
      endDate: day('12-30'),
    });
    expect(narrower.statusCode, narrower.body).toBe(200);
    const back = await edit('budget-period', idPeriod, { startDate: day('01-01'), endDate: day('12-31') });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('the calendar', () => {
  it('gives each day to one period: a second period over the same dates is refused, created or moved', async () => {
    const twin = await call('POST', '/api/budget/budget-period/create', {
      description: `Otro ${year}`,
      startDate: day('07-01'),
      endDate: `${year + 1}-06-30`,
    });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().fields).toEqual([
      { field: 'startDate', message: `Se superpone con el período ${year} (01/01/${year} al 31/12/${year})` },
    ]);
    const next = await call('POST', '/api/budget/budget-period/create', {
      description: String(year + 1),
      startDate: `${year + 1}-01-01`,
      endDate: `${year + 1}-12-31`,
    });
    expect(next.statusCode, next.body).toBe(200);
    const earlier = await edit('budget-period', next.json().data.id, {
      startDate: day('12-31'),
      endDate: `${year + 1}-12-30`,
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().message).toMatch(/^Las fechas se superponen con las de otro período/);
    const periods = await t.db.execute(sql`select id from period where id_client = ${idClient}`);
    expect(periods.rows).toHaveLength(2);
  });

  it('once its last day has passed in Caracas, a period keeps its structure: no new or removed account or level, no new amount', async () => {
    const sector = (
      await t.db.execute<{ id: number }>(
        sql`select id from budget_level1 where id_period = ${idPeriod} and code = '01'`,
      )
    ).rows[0]?.id as number;
    const obra = (await account(B))?.level7 as number;
    const newAccount = () =>
      call('POST', '/api/budget/budget-specific/create', {
        idLevel7: obra,
        accountCode: '4.02.02.01.00',
        description: 'Materiales',
        initialAmount: '50.00',
      });
    try {
      // 23:30 on 31 December in Caracas: still the period's last day.
      t.clock.set(`${year + 1}-01-01T03:30:00Z`);
      const lastDay = await newAccount();
      expect(lastDay.statusCode, lastDay.body).toBe(200);
      const C = lastDay.json().data.id as number;
      // 00:30 on 1 January: it has ended.
      t.clock.set(`${year + 1}-01-01T04:30:00Z`);
      const ended = `El período ${year} terminó el 31/12/${year}: su estructura presupuestaria ya no admite altas, bajas ni cambios de asignación.`;
      const refused = [
        await call('POST', '/api/budget/budget-specific/create', {
          idLevel7: obra,
          accountCode: '4.02.03.01.00',
          description: 'Otra partida',
          initialAmount: '0.00',
        }),
        await call('POST', '/api/budget/budget-local1/create', {
          idPeriod,
          code: '07',
          name: 'Sector tardío',
        }),
        await edit('budget-specific', C, { initialAmount: '80.00' }),
        await call('DELETE', `/api/budget/budget-specific/deleteById/${C}`),
      ];
      for (const res of refused) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().message).toBe(ended);
      }
      expect(await account(C)).toMatchObject({ initial: '50.00' });
      const renamed = await edit('budget-local1', sector, { name: 'Despacho del Alcalde' });
      expect(renamed.statusCode, renamed.body).toBe(200);
    } finally {
      t.clock.reset();
    }
  });
});

describe('the numbering', () => {
  it('cannot be moved, renamed or removed by hand once it has issued numbers', async () => {
    const counter = (
      await t.db.execute<{ id: number; last: number }>(sql`
        select id, last_number as last from document_number
         where id_period = ${idPeriod} and id_document_type = ${types.get(8)}`)
    ).rows[0];
    // Two commitments, and a third if the race above let its posting through.
    const issued = counter?.last as number;
    expect(issued).toBeGreaterThanOrEqual(2);
    for (const changes of [{ lastNumber: 0 }, { lastNumber: 10 }, { prefix: 'OC-' }]) {
      const res = await edit('documentNumber', counter?.id as number, changes);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Esta numeración ya emitió ${issued} documentos en el período: solo avanza al registrar, no puede cambiarse ni eliminarse a mano.`,
      );
    }
    expect((await call('DELETE', `/api/budget/documentNumber/deleteById/${counter?.id}`)).statusCode).toBe(
      409,
    );
    // The next commitment still takes the next number.
    expect((await commit(A, '1.00', day('09-02'))).numOrder).toBe(String(issued + 1));
  });

  it('may start a series that has issued nothing where the institution wants', async () => {
    const created = await call('POST', '/api/budget/documentNumber/create', {
      idPeriod,
      idDocumentType: types.get(10),
      prefix: 'OP-',
      lastNumber: 120,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await edit('documentNumber', created.json().data.id, { lastNumber: 130 })).statusCode).toBe(200);
  });
});
