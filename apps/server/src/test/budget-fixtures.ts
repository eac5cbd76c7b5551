import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../platform/db/database.ts';
import { ADMIN_PASSWORD, bearer, signIn, startTestApp, type TestApp } from './harness.ts';

/**
 * A structure path (sector `sector`, then 01 … obra `obra`) under a period with the given accounts, written
 * straight to the tables (the masters' own suite tests their API). Returns the account ids in order.
 */
export async function buildStructure(
  db: Db,
  idClient: number,
  idPeriod: number,
  accounts: { code: string; initial: string; description?: string }[],
  obra = '01',
  sector = '01',
): Promise<number[]> {
  let parent = idPeriod;
  for (let n = 1; n <= 7; n++) {
    const parentColumn = sql.raw(n === 1 ? 'id_period' : `id_level${n - 1}`);
    const code = n === 7 ? obra : n === 1 ? sector : '01';
    const table = sql.identifier(`budget_level${n}`);
    const found = await db.execute<{ id: number }>(sql`
      select id from ${table} where ${parentColumn} = ${parent} and code = ${code}`);
    parent =
      found.rows[0]?.id ??
      ((
        await db.execute<{ id: number }>(sql`
          insert into ${table} (id_client, ${parentColumn}, code, name)
          values (${idClient}, ${parent}, ${code}, ${`Nivel ${n} ${code}`}) returning id`)
      ).rows[0]?.id as number);
  }
  const ids: number[] = [];
  for (const account of accounts) {
    const row = await db.execute<{ id: number }>(sql`
      insert into budget_specific (id_client, id_level7, account_code, description, initial_amount)
      values (${idClient}, ${parent}, ${account.code}, ${account.description ?? `Partida ${account.code}`}, ${account.initial})
      returning id`);
    ids.push(row.rows[0]?.id as number);
  }
  return ids;
}

/** The first period of a client (the demo seeds one for the current year). */
export async function periodOf(db: Db, idClient: number): Promise<number> {
  const found = await db.execute<{ id: number }>(
    sql`select id from period where id_client = ${idClient} order by id limit 1`,
  );
  const id = found.rows[0]?.id;
  if (id === undefined) throw new Error('el cliente no tiene período');
  return id;
}

/** Document type ids by code (1…12), as seeded. */
export async function documentTypeIds(db: Db): Promise<Map<number, number>> {
  const rows = await db.execute<{ id: number; code: number }>(sql`select id, code from document_type`);
  return new Map(rows.rows.map((r) => [r.code, r.id]));
}

/** The act a test's modifications cite (credits, traslados, reductions need one to post). */
export const TEST_ACT = {
  number: 'AC-2026-014',
  date: `${new Date().getFullYear()}-01-02`,
  body: 'Concejo Municipal',
};

/** Spec type codes of the modifications of the approved budget. */
export const MODIFICATION_TYPES = [1, 2, 3, 4, 7];

/**
 * Creates a draft through the API and posts it; fails the test with the server's message if refused.
 * A modification without an act gets the test act.
 */
export async function postThroughApi(
  app: FastifyInstance,
  token: string,
  input: Record<string, unknown>,
): Promise<{ id: number; numOrder: string; amount: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/budget/document/create',
    headers,
    payload: {
      ...input,
      act: input.act ?? (MODIFICATION_TYPES.includes(Number(input.idDocumentType)) ? TEST_ACT : null),
    },
  });
  if (created.statusCode !== 200) throw new Error(`borrador rechazado: ${created.body}`);
  const posted = await app.inject({
    method: 'POST',
    url: `/api/budget/document/post/${created.json().data.id}`,
    headers,
  });
  if (posted.statusCode !== 200) throw new Error(`registro rechazado: ${posted.body}`);
  return posted.json().data.document;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API as a test calls it: as the admin, or with another token. */
export type Caller = (
  method: Method,
  url: string,
  payload?: unknown,
  token?: string,
) => Promise<LightMyRequestResponse>;

/** What most budget suites start from: a server, the admin's token, a structure and a beneficiary. */
export interface BudgetTest {
  t: TestApp;
  token: string;
  idClient: number;
  idPeriod: number;
  /** The accounts asked for, in order, under one obra of the first institution's period. */
  accounts: number[];
  /** Spec type code → `idDocumentType`. */
  types: Map<number, number>;
  idBeneficiary: number;
  call: Caller;
  /** Posts a document of spec type `type` for the beneficiary through the API (see postThroughApi). */
  post(type: number, date: string, rest: Record<string, unknown>): Promise<{ id: number; numOrder: string }>;
}

export async function startBudgetTest(
  accounts: { code: string; initial: string }[],
  beneficiary = { code: 'J-40111222-3', name: 'Obras Sucre, C.A.' },
): Promise<BudgetTest> {
  const t = await startTestApp();
  const token = (await signIn(t.app, 'admin', ADMIN_PASSWORD)).token;
  const idClient = t.clients[0];
  const idPeriod = await periodOf(t.db, idClient);
  const ids = await buildStructure(t.db, idClient, idPeriod, accounts);
  const types = await documentTypeIds(t.db);
  const call: Caller = (method, url, payload, as = token) =>
    t.app.inject({ method, url, headers: bearer(as), payload: payload as object });
  const created = await call('POST', '/api/finance/beneficiary/create', { ...beneficiary, active: true });
  if (created.statusCode !== 200) throw new Error(`beneficiario rechazado: ${created.body}`);
  const idBeneficiary = created.json().data.id as number;
  const post = (type: number, date: string, rest: Record<string, unknown>) =>
    postThroughApi(t.app, token, {
      idPeriod,
      idDocumentType: types.get(type),
      dateOrder: date,
      description: `Documento tipo ${type}`,
      idBeneficiary,
      ...rest,
    });
  return { t, token, idClient, idPeriod, accounts: ids, types, idBeneficiary, call, post };
}
