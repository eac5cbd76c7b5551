import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';
import { bankAccount } from '../../test/treasury-fixtures.ts';

/**
 * The treasury's own masters (issue: countries, persons, opening balances, operations in transit):
 * what each holds and refuses beyond what the registry suite checks of every master.
 */
const t = testSuite();
let idPeriod: number;
let account: number;
let theirAccount: number;

beforeAll(async () => {
  const [home, other] = t.clients as [number, number];
  idPeriod = (
    await t.db.execute<{ id: number }>(
      sql`select id from period where id_client = ${home} order by id limit 1`,
    )
  ).rows[0]?.id as number;
  account = await bankAccount(t.db, home, '01020000000000000001');
  theirAccount = await bankAccount(t.db, other, '01020000000000000002');
});

const { call } = t.api;

async function countryId(code: string): Promise<number> {
  const found = await t.db.execute<{ id: number }>(sql`select id from country where code = ${code}`);
  return found.rows[0]?.id as number;
}

describe('countries', () => {
  it('start with the ISO 3166-1 list in Spanish, shared by every institution and written by the SA only', async () => {
    const all = await call('GET', '/api/finance/country/findAll?size=300');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.total).toBe(249);
    const options = await call('GET', '/api/finance/country/options?search=venez');
    expect(options.json().data).toEqual([{ id: expect.any(Number), label: 'Venezuela', detail: 'VE' }]);

    await createUser(t.db, {
      username: 'cajera-paises',
      password: 'Mapa del mundo 2026',
      memberships: [{ idClient: t.clients[0] as number, screens: ['CFG-PAI-01', 'TES-PER-01'] }],
    });
    const clerk = (await signIn(t.app, 'cajera-paises', 'Mapa del mundo 2026')).token;
    const refused = await call('POST', '/api/finance/country/create', { code: 'XA', name: 'Prueba' }, clerk);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/finance/country/findAll', undefined, clerk)).statusCode).toBe(200);
  });

  it('name the country of a beneficiary', async () => {
    const made = await call('POST', '/api/finance/beneficiary/create', {
      code: 'J-30000001-0',
      name: 'Importadora del Sur, C.A.',
      idCountry: await countryId('CO'),
      active: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ idCountryLabel: 'Colombia' });
  });
});

describe('persons', () => {
  it("carry their person type and country; a cédula is the institution's once", async () => {
    const company = await t.db.execute<{ id: number }>(
      sql`select id_company as id from client where id = ${t.clients[0]}`,
    );
    const type = await t.db.execute<{ id: number }>(sql`
      insert into person_type (id_company, code, description) values (${company.rows[0]?.id}, 'N', 'Natural') returning id`);
    const person = {
      code: 'V-12345678',
      name: 'Ana Rodríguez',
      idPersonType: type.rows[0]?.id,
      idCountry: await countryId('VE'),
      active: true,
    };
    const made = await call('POST', '/api/finance/person/create', person);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      idClient: t.clients[0],
      idPersonTypeLabel: 'Natural',
      idCountryLabel: 'Venezuela',
    });
    const twice = await call('POST', '/api/finance/person/create', { ...person, name: 'Otra' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ya existe una persona con esa cédula o RIF en esta institución');
    const listed = await call('GET', `/api/finance/person/findByIdClient/${t.clients[0]}`);
    expect(listed.json().data.rows.map((r: { name: string }) => r.name)).toEqual(['Ana Rodríguez']);
    const theirs = await call('GET', `/api/finance/person/findByIdClient/${t.clients[1]}`);
    expect(theirs.statusCode).toBe(403);
  });
});

/**
 * Creates a row of a treasury master of the home account (answered with what `shows` says, named by
 * its account), then the same again, which is refused as a duplicate: that refusal.
 */
async function onceOnly(path: string, body: object, shows: object) {
  const made = await call('POST', `/api/finance/${path}/create`, body);
  expect(made.statusCode, made.body).toBe(200);
  expect(made.json().data).toMatchObject({ ...shows, idBankAccountLabel: '01020000000000000001' });
  const twice = await call('POST', `/api/finance/${path}/create`, body);
  expect(twice.statusCode).toBe(409);
  return twice;
}

describe('opening balances', () => {
  it('are one per account and period, listed by period, named by their account', async () => {
    const balance = { idPeriod, idBankAccount: account, bookBalance: '150000.00', bankBalance: '162500.50' };
    const twice = await onceOnly('openingBalance', balance, {
      bookBalance: '150000.00',
      bankBalance: '162500.50',
    });
    expect(twice.json().message).toBe('Esa cuenta ya tiene saldo inicial en el período');

    const listed = await call('GET', `/api/finance/openingBalance/findByIdPeriod/${idPeriod}`);
    expect(listed.json().data.rows).toHaveLength(1);
    const options = await call('GET', `/api/finance/openingBalance/options?idPeriod=${idPeriod}`);
    expect(options.json().data.map((o: { label: string }) => o.label)).toEqual(['01020000000000000001']);
    // A search on a master with few searchable fields still answers, never a 500.
    expect((await call('GET', '/api/finance/openingBalance/findAll?search=acta')).statusCode).toBe(200);
  });

  it("refuse another institution's account, and an amount that is not money", async () => {
    const theirs = await call('POST', '/api/finance/openingBalance/create', {
      idPeriod,
      idBankAccount: theirAccount,
      bookBalance: '1.00',
      bankBalance: '1.00',
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe('Cuenta bancaria: no existe en esta institución.');
    const huge = await call('POST', '/api/finance/openingBalance/create', {
      idPeriod,
      idBankAccount: account,
      bookBalance: '1e30',
      bankBalance: '0',
    });
    expect(huge.statusCode).toBe(400);
    const rows = await t.db.execute(
      sql`select 1 from opening_balance where id_bank_account = ${theirAccount}`,
    );
    expect(rows.rows).toHaveLength(0);
  });
});

describe('operations in transit', () => {
  it('hold a cheque not yet cashed once per account, with a positive amount', async () => {
    const cheque = {
      idPeriod,
      idBankAccount: account,
      kind: 'CH',
      operationDate: '2025-12-29',
      reference: '00012345',
      description: 'Cheque a Suministros Andinos, C.A.',
      amount: '4200.00',
    };
    await onceOnly('financeOperationTransit', cheque, { kind: 'CH', amount: '4200.00' });
    const negative = await call('POST', '/api/finance/financeOperationTransit/create', {
      ...cheque,
      reference: '00012346',
      amount: '-10.00',
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toContainEqual({
      field: 'amount',
      message: 'El monto debe ser mayor que cero',
    });
    const listed = await call('GET', `/api/finance/financeOperationTransit/findByIdPeriod/${idPeriod}`);
    expect(listed.json().data.rows.map((r: { reference: string }) => r.reference)).toEqual(['00012345']);
  });
});
