/**
 * The browser suite's server: the real one, on an in-memory database with the demo seed and the
 * users and budget the journeys start from.
 *
 * That database is prepared once per run (E2E_DUMP=<file>: prepared, dumped to the file, and the
 * process ends; e2e/global-setup.ts does it) and every spec file gets a server of its own loaded from
 * the dump (E2E_SNAPSHOT=<file>; e2e/tests/test.ts starts it), so no journey sees another's rows.
 * With neither, it prepares its own database and serves it. On PostgreSQL (E2E_PREPARE_URL) it prepares
 * the run's template database the same way, and each file's processes serve a copy (DATABASE_URL).
 */

import { readFile, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../apps/server/src/demo.seed.ts';
import { prepareDatabase, syncModules } from '../apps/server/src/modules.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { type Db, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { startServer } from '../apps/server/src/server.ts';
import { buildStructure, periodOf } from '../apps/server/src/test/budget-fixtures.ts';
import { createUser } from '../apps/server/src/test/harness.ts';
import { FIXTURE_PASSWORD } from './fixtures.ts';

// The SA's second factor is optional here (a TOTP code is taken once per 30 s, and the journeys sign
// the admin in many times a minute); a spec asks for it with SA_MFA=required.
const config = { ...loadConfig({ SA_MFA: 'optional', ...process.env }), demoData: false };

if (process.env.E2E_PREPARE_URL) {
  // The template of a run on PostgreSQL (E2E_DATABASE_URL): each file's database is copied from it.
  const database = await openDatabase({ url: process.env.E2E_PREPARE_URL });
  await prepareDatabase(database.db);
  if ((await seedDemo(database.db, config.adminPassword)).seeded) await syncModules(database.db);
  await prepareSuite(database.db);
  await database.close();
} else if (process.env.E2E_DUMP) {
  const database = await openDatabase({});
  await prepareDatabase(database.db);
  if ((await seedDemo(database.db, config.adminPassword)).seeded) await syncModules(database.db);
  await prepareSuite(database.db);
  if (!database.dump) throw new Error('la base de datos embebida no se pudo volcar');
  await writeFile(process.env.E2E_DUMP, new Uint8Array(await (await database.dump()).arrayBuffer()));
  await database.close();
} else if (process.env.E2E_SNAPSHOT) {
  await startServer(config, { snapshot: new Blob([await readFile(process.env.E2E_SNAPSHOT)]) });
} else if (config.databaseUrl) {
  // A file's copy of the prepared template (e2e/tests/test.ts), one of several processes on it.
  await startServer(config);
} else {
  await startServer(config, { prepare: prepareSuite });
}

// The journeys build their own budget on an institution that starts empty.
async function prepareSuite(db: Db): Promise<void> {
  const clients = await db.execute<{ id: number }>(sql`select id from client order by id`);
  const [first, second] = clients.rows.map((r) => r.id) as [number, number];
  // Last year's period, past its end date: the top bar must mark it expired.
  const lastYear = new Date().getFullYear() - 1;
  await db.execute(sql`insert into period (id_client, description, start_date, end_date)
  values (${first}, ${String(lastYear)}, ${`${lastYear}-01-01`}, ${`${lastYear}-12-31`})`);
  // A treasurer in the first institution who also reads budget documents in the second.
  await createUser(db, {
    username: 'tesorero',
    password: FIXTURE_PASSWORD,
    memberships: [
      { idClient: first, screens: ['TES-BAN-01', 'TES-CTA-01', 'TES-REP-01'] },
      { idClient: second, screens: ['PRE-DOC-01'] },
    ],
  });
  // A budget officer of the first institution, with the current period's structure to impute.
  await createUser(db, {
    username: 'presupuesto',
    password: FIXTURE_PASSWORD,
    memberships: [
      {
        idClient: first,
        screens: [
          'PRE-NIV-01',
          'PRE-DOC-01',
          'PRE-DOC-02',
          'PRE-DOC-03',
          'PRE-BEN-01',
          'PRE-REP-01',
          'PRE-REP-02',
          'PRE-REP-06',
        ],
      },
    ],
  });
  // Someone who reads budget documents and may not generate them.
  await createUser(db, {
    username: 'lector',
    password: FIXTURE_PASSWORD,
    memberships: [{ idClient: first, screens: ['PRE-DOC-01', 'PRE-DOC-03'] }],
  });
  // An institution's administrator (not the SA) and a colleague who holds screens she does not.
  await createUser(db, {
    username: 'jefa',
    role: 'ADMIN',
    password: FIXTURE_PASSWORD,
    memberships: [{ idClient: first, screens: ['CFG-TDO-01', 'CFG-USR-01', 'CFG-USR-02', 'TES-BAN-01'] }],
  });
  await createUser(db, {
    username: 'colega',
    password: FIXTURE_PASSWORD,
    memberships: [{ idClient: first, screens: ['CFG-USR-01', 'TES-BAN-01', 'TES-CTA-01', 'PRE-DOC-01'] }],
  });
  // The Contraloría's officer who puts requests to the support desk (the admin speaks for it).
  await createUser(db, {
    username: 'contralor',
    password: FIXTURE_PASSWORD,
    memberships: [{ idClient: second, screens: ['SOP-TAB-01'] }],
  });
  // The payroll officer of the Contraloría, and an employee there who only reads her own payslips: the
  // payroll journey works in the second institution, so its budget stays apart from the first's reports.
  await createUser(db, {
    username: 'nomina',
    password: FIXTURE_PASSWORD,
    memberships: [
      {
        idClient: second,
        screens: [
          'NOM-DEP-01',
          'NOM-TPE-01',
          'NOM-CAR-01',
          'NOM-REG-01',
          'NOM-REG-02',
          'NOM-AYD-01',
          'NOM-EMI-01',
          'NOM-VIS-01',
          'NOM-PRE-01',
          'NOM-VAC-01',
          'NOM-TBC-01',
        ],
      },
    ],
  });
  await createUser(db, {
    username: 'empleada',
    password: FIXTURE_PASSWORD,
    memberships: [{ idClient: second }],
  });
  // A cashier whose password was set under the old rules (eight characters): she must change it first.
  await createUser(db, {
    username: 'antigua',
    password: 'caja2020',
    memberships: [{ idClient: first, screens: ['TES-BAN-01'] }],
  });
  // Sector 96 of the Contraloría's period: where the payroll journey's department imputes its staff.
  await buildStructure(
    db,
    second,
    await periodOf(db, second),
    [
      '4.01.01.01.00',
      '4.01.03.08.00',
      '4.01.03.09.00',
      '4.01.06.01.00',
      '4.01.06.03.00',
      '4.01.06.04.00',
      '4.01.06.05.00',
    ].map((code) => ({ code, initial: '500000.00' })),
    '01',
    '96',
  );
  const period = await periodOf(db, first);
  await buildStructure(
    db,
    first,
    period,
    [
      { code: '4.02.01.01.00', initial: '250000.00', description: 'Alimentos y bebidas para personas' },
      { code: '4.03.18.01.00', initial: '40000.00', description: 'Impuesto al valor agregado' },
      { code: '4.04.09.01.00', initial: '90000.00', description: 'Mobiliario y equipos de oficina' },
      // Sector 97: apart from the codes the masters' journey types into the same period.
    ],
    '01',
    '97',
  );
  await db.execute(
    sql`insert into funding_source (id_client, code, name) values (${first}, '01', 'Ingresos ordinarios')`,
  );
  await db.execute(sql`insert into beneficiary (id_client, code, name) values
  (${first}, 'J-30567890-1', 'Suministros Andinos, C.A.'), (${first}, 'V-12345678', 'María Pérez')`);
  // The account the budget officer's egress vouchers pay from, in bolívares, funded for the period.
  // Its bank and currency are ones the masters' journey does not create itself.
  await db.execute(sql`
    with currency as (insert into currency (code, name, symbol) values ('VES', 'Bolívar digital', 'Bs.') returning id),
         bank as (insert into bank (id_client, code, name, active)
                  values (${first}, '0175', 'Banco Digital de los Trabajadores', true) returning id),
         account as (insert into bank_account (id_client, id_bank, account_number, account_type, id_currency,
                                               description, active)
                     select ${first}, bank.id, '01750000000000054321', 'CORRIENTE', currency.id,
                            'Cuenta de pagos', true from bank, currency returning id)
    insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance)
    select ${first}, ${period}, account.id, 500000.00, 500000.00 from account`);
  // The account the treasurer reconciles, on a bank of its own.
  await db.execute(sql`
    with bank as (insert into bank (id_client, code, name, active)
                  values (${first}, '0114', 'Bancaribe', true) returning id),
         account as (insert into bank_account (id_client, id_bank, account_number, account_type, id_currency,
                                               description, active)
                     select ${first}, bank.id, '01140000000000000777', 'CORRIENTE', c.id, 'Cuenta de recaudación',
                            true from bank, currency c where c.code = 'VES' returning id)
    insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance)
    select ${first}, ${period}, account.id, 5000.00, 5000.00 from account`);
}
