import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksApart } from '../../test/books.ts';
import { buildStructure, documentTypeIds } from '../../test/budget-fixtures.ts';
import { PAYROLL_CATEGORY } from '../../test/payroll-fixtures.ts';
import { revenueMasters } from '../../test/revenue-fixtures.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { testSuite } from '../../test/suite.ts';
import { fundedAccount } from '../../test/treasury-fixtures.ts';

/**
 * kill -9 of a server process in the middle of a mixed posting load (budget commitments, bank
 * movements, receipts, asset incorporations and payroll runs, several at once), then a new process
 * on the same PostgreSQL database: every write the killed process acknowledged is there as it was
 * answered, nothing is half-written (each document whole, each kept total the sum of its rows),
 * numbering has no gap, and what the killed process left in draft or half-computed is finished by the
 * new one with the next numbers.
 */
const t = testSuite();
const { call, master } = t.api;
/** How long the load runs at least before the kill, and at most while a kind has posted nothing yet. */
const LOAD_MS = 4_000;
const LOAD_MAX_MS = 40_000;

let server: ServerProcess | undefined;

/** Starts `main.ts` as its own OS process on this file's database and waits until it is ready. */
async function startProcess() {
  server = await startServerProcess({ DATABASE_URL: t.databaseUrl });
}

/** The running process, as the SA. A request the kill cuts rejects (it was never answered). */
async function http(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await fetch(`${server?.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${t.admin}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

afterAll(() => server?.stop());

const ids = {} as Record<
  | 'client'
  | 'period'
  | 'account'
  | 'commitment'
  | 'beneficiary'
  | 'bank'
  | 'box'
  | 'payer'
  | 'concept'
  | 'cash'
  | 'subgroup'
  | 'unit'
  | 'incorporation'
  | 'employeeType',
  number
>;

beforeAll(async () => {
  ids.client = t.clients[0];
  ids.period = (await t.currentPeriod(ids.client)).id;
  // Every partida the seeded payroll concepts impute, and one for the commitments.
  const [account] = await buildStructure(
    t.db,
    ids.client,
    ids.period,
    [
      '4.02.01.01.00',
      '4.01.01.01.00',
      '4.01.03.08.00',
      '4.01.03.09.00',
      '4.01.06.01.00',
      '4.01.06.03.00',
      '4.01.06.04.00',
      '4.01.06.05.00',
    ].map((code) => ({ code, initial: '100000000.00' })),
  );
  ids.account = account as number;
  ids.commitment = (await documentTypeIds(t.db)).get(8) as number;
  ids.beneficiary = await master('finance/beneficiary', {
    code: 'J-40111222-3',
    name: 'Obras Sucre, C.A.',
    active: true,
  });
  ids.bank = (await fundedAccount(t.db, ids.client, ids.period, '100000000.00')).id;

  const revenue = revenueMasters(master);
  [ids.box] = (await revenue.boxes({ code: 'SEDE', name: 'Sede' }, { code: 'C1', name: 'Caja 1' })) as [
    number,
  ];
  ids.payer = await revenue.taxpayer(
    { code: 'ORD', description: 'Ordinario' },
    { rif: rifOf('J', '30555666'), name: 'Ferretería El Tornillo, C.A.' },
  );
  ids.concept = await revenue.concept({
    code: 'ISAE',
    description: 'Actividades económicas',
    incomeCode: '3.01.02.01.00',
  });
  ids.cash = await revenue.paymentForm();
  // The demo's SA is a cashier of the first institution.
  expect((await call('POST', '/api/collection/box/open', { idCashBox: ids.box })).statusCode).toBe(200);

  const idDepartment = await master('hr/department', {
    code: 'HAC',
    name: 'Dirección de Hacienda',
    budgetCategory: PAYROLL_CATEGORY,
    active: true,
  });
  ids.unit = await master('inventory/workUnit', { code: 'U1', name: 'Despacho', idDepartment, active: true });
  const [found] = await t.rows<{ subgroup: number; incorporation: number }>(sql`
    select (select s.id from asset_subgroup s join asset_group g on g.id = s.id_group
             where g.code = '2' and s.code = '01') as subgroup,
           (select id from asset_movement_type where code = '03') as incorporation`);
  ids.subgroup = found?.subgroup as number;
  ids.incorporation = found?.incorporation as number;

  ids.employeeType = await master('hr/employeeType', {
    code: 'EF',
    name: 'Empleados fijos',
    frequency: 'fortnightly',
    idBeneficiary: ids.beneficiary,
    active: true,
  });
  const idCargo = await master('hr/cargo', {
    code: 'AN1',
    name: 'Analista I',
    salary: '3000.00',
    active: true,
  });
  for (const [idNumber, name] of [
    ['V-10000001', 'ARAUJO, ANA'],
    ['V-10000002', 'BRICEÑO, BETO'],
    ['V-10000003', 'CASTILLO, CARLA'],
  ])
    await master('hr/employee', {
      idNumber,
      name,
      hireDate: '2015-03-16',
      priorYears: 0,
      idDepartment,
      idEmployeeType: ids.employeeType,
      idCargo,
    });
  await startProcess();
});

/** Carries what the checks saw out of a transaction that must not commit. */
class BooksSeen extends Error {
  constructor(readonly apart: string[]) {
    super('libros con daños plantados');
  }
}

/** What the killed process answered as posted: table, id and the number it gave. */
interface Acknowledged {
  table: 'budget_document' | 'bank_movement' | 'receipt' | 'asset_movement' | 'payroll_run';
  id: number;
  numberText: string;
}

/** The documents each kind of load creates and posts, one after the other, until the process dies. */
function kinds(today: string) {
  const year = today.slice(0, 4);
  let fortnight = 0;
  return {
    async budget_document() {
      const draft = await http('POST', '/api/budget/document/create', {
        idPeriod: ids.period,
        idDocumentType: ids.commitment,
        dateOrder: today,
        description: 'Compromiso bajo carga',
        idBeneficiary: ids.beneficiary,
        lines: [{ idBudgetAccount: ids.account, amount: '12.34' }],
      });
      const { document } = await http('POST', `/api/budget/document/post/${draft.id}`);
      // The budget's documents answer their number as the spec's `numOrder`.
      return { id: document.id, numberText: document.numOrder };
    },
    async bank_movement() {
      const draft = await http('POST', '/api/finance/bankingMovement/create', {
        idPeriod: ids.period,
        idBankAccount: ids.bank,
        idKind: 3,
        movementDate: today,
        reference: `DEP-${Math.random().toString(36).slice(2, 10)}`,
        description: 'Depósito bajo carga',
        amount: '250.00',
      });
      return (await http('POST', `/api/finance/bankingMovement/post/${draft.id}`)).document;
    },
    async receipt() {
      const draft = await http('POST', '/api/collection/receipt/create', {
        idPeriod: ids.period,
        idCashBox: ids.box,
        receiptDate: today,
        idTaxpayer: ids.payer,
        concepts: [
          { idCollectionConcept: ids.concept, amount: '100.00', discount: '0.00', details: ['Bajo carga'] },
        ],
        vouchers: [{ idPaymentForm: ids.cash, amount: '100.00', voucherDate: today }],
      });
      return (await http('POST', `/api/collection/receipt/post/${draft.id}`)).document;
    },
    async asset_movement() {
      const asset = await http('POST', '/api/inventory/asset/create', {
        idSubgroup: ids.subgroup,
        description: 'Silla bajo carga',
        acquiredOn: today,
        value: '80.00',
        idWorkUnit: ids.unit,
        condition: 'good',
      });
      const draft = await http('POST', '/api/inventory/assetMovement/create', {
        idPeriod: ids.period,
        movementDate: today,
        description: 'Incorporación bajo carga',
        idKind: 1,
        idMovementType: ids.incorporation,
        assets: [asset.id],
      });
      return (await http('POST', `/api/inventory/assetMovement/post/${draft.id}`)).document;
    },
    async payroll_run() {
      // The year's fortnights in order, each paid once.
      const month = String(Math.floor(fortnight / 2) + 1).padStart(2, '0');
      const second = fortnight++ % 2 === 1;
      const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
      const [from, to] = second
        ? [`${year}-${month}-16`, `${year}-${month}-${last}`]
        : [`${year}-${month}-01`, `${year}-${month}-15`];
      const run = await http('POST', '/api/hr/payrollRun/create', {
        idPeriod: ids.period,
        idEmployeeType: ids.employeeType,
        runKind: 'ordinary',
        fromDate: from,
        toDate: to,
        payDate: to,
        description: `Quincena del ${from} al ${to}`,
      });
      await http('POST', `/api/hr/payrollRun/compute/${run.id}`, { batch: 0 });
      return (await http('POST', `/api/hr/payrollRun/post/${run.id}`)).document;
    },
  } satisfies Record<Acknowledged['table'], () => Promise<{ id: number; numberText: string }>>;
}

describe('kill -9 under a mixed posting load', () => {
  it('keeps every acknowledged write, whole and gaplessly numbered, and the next process finishes the rest', {
    timeout: 180_000,
  }, async () => {
    const acknowledged: Acknowledged[] = [];
    const failures: string[] = [];
    let killed = false;
    const load = kinds(t.today());
    // Two writers of each kind but payroll (whose runs follow one another), all at once.
    const writers = (Object.keys(load) as Acknowledged['table'][]).flatMap((table) =>
      Array.from({ length: table === 'payroll_run' ? 1 : 2 }, async () => {
        while (!killed) {
          try {
            const posted = await load[table]();
            // An answer that arrived is an acknowledged write, even one read after the kill.
            acknowledged.push({ table, id: posted.id, numberText: posted.numberText });
          } catch (error) {
            // Until the kill every request must succeed; after it, each one in flight is cut.
            if (!killed) failures.push(`${table}: ${(error as Error).message}`);
            return;
          }
        }
      }),
    );
    const since = Date.now();
    const everyKind = () => new Set(acknowledged.map((a) => a.table)).size === Object.keys(load).length;
    while (Date.now() - since < LOAD_MS || (!everyKind() && Date.now() - since < LOAD_MAX_MS))
      await new Promise((r) => setTimeout(r, 100));
    // A draft of its own that the killed process acknowledged, for the next one to post.
    const saved = await http('POST', '/api/finance/bankingMovement/create', {
      idPeriod: ids.period,
      idBankAccount: ids.bank,
      idKind: 3,
      movementDate: t.today(),
      reference: 'DEP-GUARDADO',
      description: 'Borrador que el proceso siguiente registra',
      amount: '10.00',
    });
    killed = true;
    const loadMs = Date.now() - since;
    const victim = (server as ServerProcess).child;
    const died = new Promise((resolve) => {
      if (victim.exitCode !== null || victim.signalCode !== null) resolve(null);
      else victim.once('exit', resolve);
    });
    victim.kill('SIGKILL');
    await died;
    await Promise.all(writers);
    expect(failures, server?.log()).toEqual([]);
    const byKind: Partial<Record<Acknowledged['table'], Acknowledged[]>> = {};
    for (const a of acknowledged) {
      const list = byKind[a.table] ?? [];
      list.push(a);
      byKind[a.table] = list;
    }
    for (const table of Object.keys(load) as Acknowledged['table'][])
      expect(byKind[table]?.length ?? 0, table).toBeGreaterThan(0);

    // Every acknowledged write is there, posted, with the number it was answered with.
    for (const [table, answered] of Object.entries(byKind)) {
      const kept = await t.rows<{ id: number; status: string; number_text: string }>(
        sql`select id, status, number_text from ${sql.identifier(table)}
             where id = any(${`{${answered?.map((a) => a.id).join(',')}}`}::int[])`,
      );
      expect(
        kept.map((r) => [r.id, r.status, r.number_text]).sort((a, b) => Number(a[0]) - Number(b[0])),
        table,
      ).toEqual(
        answered?.map((a) => [a.id, 'posted', a.numberText]).sort((a, b) => Number(a[0]) - Number(b[0])),
      );
    }
    // Nothing half-written: every series gapless, every document whole, every kept total its rows' sum.
    expect(await booksApart(t.db, ids.client)).toEqual([]);

    // A new process on the same database finishes what the killed one left: its drafts post with
    // the next numbers and a run it left half-computed computes and closes.
    await startProcess();
    const left = await t.rows<{ kind: string; id: number }>(sql`
      select 'budget_document' as kind, id from budget_document where id_client = ${ids.client} and status = 'draft'
      union all select 'bank_movement', id from bank_movement where id_client = ${ids.client} and status = 'draft'
      union all select 'receipt', id from receipt where id_client = ${ids.client} and status = 'draft'
      union all select 'asset_movement', id from asset_movement where id_client = ${ids.client} and status = 'draft'
      union all select 'payroll_run', id from payroll_run where id_client = ${ids.client} and status = 'draft'
      order by 1, 2`);
    const routes: Record<string, string> = {
      budget_document: '/api/budget/document/post/',
      bank_movement: '/api/finance/bankingMovement/post/',
      receipt: '/api/collection/receipt/post/',
      asset_movement: '/api/inventory/assetMovement/post/',
      payroll_run: '/api/hr/payrollRun/post/',
    };
    expect(left).toContainEqual({ kind: 'bank_movement', id: saved.id });
    for (const { kind, id } of left) {
      if (kind === 'payroll_run') await http('POST', `/api/hr/payrollRun/compute/${id}`, { batch: 0 });
      await http('POST', `${routes[kind]}${id}`);
    }
    // And goes on: one more of each kind, numbered after all of them, and each kind's annulment (by
    // reversal, the original keeping its number) leaves the books as whole.
    for (const table of Object.keys(load) as Acknowledged['table'][]) {
      const posted = await load[table]();
      await http('POST', `${routes[table]?.replace('/post/', '/annul/')}${posted.id}`, {
        reason: 'Registrado por error en la prueba',
      });
    }
    expect(await booksApart(t.db, ids.client)).toEqual([]);
    const [drafts] = await t.rows<{ n: number }>(sql`
      select (select count(*) from budget_document where id_client = ${ids.client} and status = 'draft')
           + (select count(*) from bank_movement where id_client = ${ids.client} and status = 'draft')
           + (select count(*) from receipt where id_client = ${ids.client} and status = 'draft')
           + (select count(*) from asset_movement where id_client = ${ids.client} and status = 'draft')
           + (select count(*) from payroll_run where id_client = ${ids.client} and status = 'draft') as n`);
    expect(Number(drafts?.n)).toBe(0);
    console.log(
      `kill -9 tras ${loadMs} ms: ${Object.entries(byKind)
        .map(([table, list]) => `${table} ${list?.length}`)
        .join(
          ', ',
        )} confirmados; ${left.length} borradores o nóminas a medias terminados por el proceso nuevo`,
    );

    // The checks see damage: a counter ahead of its numbers, a document without a line, a book moved
    // by nothing (written and undone in one transaction).
    const planted = await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update bank_movement_number set last_number = last_number + 1 where id_client = ${ids.client}`,
        );
        await tx.execute(sql`delete from budget_imputation where id_document = (select min(id) from budget_document
                              where id_client = ${ids.client} and description = 'Compromiso bajo carga')`);
        await tx.execute(
          sql`update bank_balance set movements = movements + 0.01 where id_bank_account = ${ids.bank}`,
        );
        throw new BooksSeen(await booksApart(tx, ids.client));
      })
      .catch((seen: unknown) => (seen instanceof BooksSeen ? seen.apart : Promise.reject(seen)));
    expect(planted.join('\n')).toMatch(/bank_movement serie .* con el contador en/);
    expect(planted.join('\n')).toMatch(/documento presupuestario \d+: líneas 1\/0/);
    expect(planted.join('\n')).toMatch(/partida \d+: saldo guardado/);
    expect(planted.join('\n')).toMatch(/cuenta \d+: libro guardado/);
  });
});
