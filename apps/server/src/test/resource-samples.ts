import {
  classifierParent,
  DEFAULT_CHEQUE_LAYOUT,
  type FieldDef,
  MOVEMENT_TYPES,
  RESOURCES,
  type ResourceDef,
  resourceNamed,
  rifOf,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../platform/access/token.ts';
import { todayOf } from '../platform/clock.ts';
import type { Db } from '../platform/db/database.ts';
import { AppError } from '../platform/errors.ts';
import { currentPeriodOf } from '../platform/periods/period.ts';
import { type Row, resourceService } from '../platform/resources/resource.service.ts';

let counter = 0;

/** A value the field accepts, different on every call where the field must be unique. */
export function sampleValue(fd: FieldDef, n: number, position = 0): unknown {
  if (fd.example) {
    // Overwrite the example's last digits with n, so unique codes do not collide.
    const digits = String(n).padStart(4, '0').slice(-4).split('');
    const chars = fd.example.split('');
    if (/^[A-Z]{2}$/.test(fd.example)) {
      // A country's two letters: ISO 3166 leaves X? to private use, so a sample never takes a real
      // country's code (the master starts with every one of them).
      return `X${String.fromCharCode(65 + (n % 26))}`;
    }
    if (!/\d/.test(fd.example)) {
      // Letters only (a currency code): the last two become n in base 26.
      const letter = (k: number) => String.fromCharCode(65 + (k % 26));
      chars[chars.length - 1] = letter(n);
      chars[chars.length - 2] = letter(Math.floor(n / 26));
      return chars.join('');
    }
    for (let i = chars.length - 1; i >= 0 && digits.length > 0; i--) {
      if (/\d/.test(chars[i] ?? '')) chars[i] = digits.pop() ?? '0';
    }
    return chars.join('');
  }
  switch (fd.kind) {
    case 'text': {
      // The number first when the field is short, so the value stays unique and searchable.
      const text = `Prueba ${fd.label} ${n}`;
      return fd.max && text.length > fd.max ? `${n} ${fd.label}`.slice(0, fd.max) : text;
    }
    case 'email':
      return `prueba${n}@erario.test`;
    case 'integer':
      return 1000 + n;
    case 'boolean':
      return true;
    case 'date':
      // Later fields get later dates, so "end after start" rules hold.
      return position === 0 ? '2026-01-01' : '2026-12-31';
    case 'money':
      return '1234.56';
    case 'rate':
      return '36.12345678';
    case 'enum':
      return fd.options?.[n % (fd.options?.length || 1)]?.value;
    case 'ref':
      return null;
  }
}

/** A valid new row of a master for the given client, creating what it refers to first. */
export async function createSample(
  db: Db,
  auth: AuthContext,
  def: ResourceDef,
  overrides: Row = {},
): Promise<Row> {
  const refs: Row = {};
  for (const fd of def.fields) {
    if (fd.kind === 'ref' && overrides[fd.name] === undefined)
      refs[fd.name] = await sampleRef(db, auth, def, fd);
  }
  // A master with few possible unique values (an enum) may collide with rows already there: try the next.
  for (let attempt = 0; ; attempt++) {
    const input = { ...sampleInput(def, ++counter), ...overrides };
    await prepareSample(db, auth.idClient, def, input);
    try {
      const row = await agreeingRefs(db, def, { ...input, ...refs, ...overrides });
      return await resourceService(def).create(db, auth, row);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409) || attempt > 30) throw error;
    }
  }
}

/**
 * A row for a reference field to point at: a new sample of the target, except that the structure's
 * masters share the institution's current period, the one their lists show.
 */
export async function sampleRef(db: Db, auth: AuthContext, def: ResourceDef, fd: FieldDef): Promise<number> {
  if (def.period && fd.ref?.resource === 'budgetPeriod') {
    const current = await db.execute<{ id: number }>(sql`select ${currentPeriodOf(auth)} as id`);
    return current.rows[0]?.id as number;
  }
  if (fd.ref?.resource === 'country') {
    // The master holds every country, and a sample has few free codes (X?): a reference takes Venezuela.
    const found = await db.execute<{ id: number }>(sql`select id from country where code = 'VE'`);
    if (found.rows[0]) return found.rows[0].id;
  }
  return (await createSample(db, auth, resourceNamed(fd.ref?.resource ?? ''))).id as number;
}

/**
 * References a master's rows must agree on, made to agree: a concept's subgroup is its section's
 * (each sampled on its own, the section would sit under another subgroup).
 */
const AGREEING_REFS: Record<string, (db: Db, row: Row) => Promise<Row>> = {
  // An assignment is not paid over to anyone: neither a fund nor a third party.
  payrollConcept: async (_db, row) => ({ ...row, remitAs: null, idPayee: null }),
  // A concept charged on a computed basis is a periodic one on the object its basis is read from.
  collectionConcept: async (_db, row) =>
    row.basis !== undefined && row.basis !== 'fixed'
      ? {
          ...row,
          periodicity: 'yearly',
          taxedObject:
            { vehicleClass: 'vehicle', cadastralValue: 'cadastre' }[row.basis as string] ?? 'patent',
          dueFrom: row.dueFrom ?? '2026-01-01',
        }
      : row,
  // An agreement's kind is collected under a concept charged once, in bolívares.
  agreementType: async (db, row) => {
    await db.execute(sql`
      update collection_concept set periodicity = 'once', tariff_unit = 'VES', basis = 'fixed', taxed_object = null,
             due_from = null
       where id = ${Number(row.idCollectionConcept)}`);
    return row;
  },
  // A fine type is collected under a concept charged once, in the unit the fine is measured in.
  fineType: async (db, row) => {
    await db.execute(sql`
      update collection_concept set periodicity = 'once', tariff_unit = ${row.kind === 'units' ? 'TCMMV' : 'VES'},
             basis = 'fixed', taxed_object = null, due_from = null
       where id = ${Number(row.idCollectionConcept)}`);
    return row;
  },
  generalConcept: async (db, row) => {
    if (row.idSection === null || row.idSection === undefined) return row;
    const found = await db.execute<{ id: number }>(
      sql`select id_subgroup as id from asset_section where id = ${Number(row.idSection)}`,
    );
    return { ...row, idSubgroup: found.rows[0]?.id ?? row.idSubgroup };
  },
  // An employee's account starts with the code of the bank it is at.
  employeeDetail: async (db, row) => {
    const found = await db.execute<{ code: string }>(
      sql`select code from bank where id = ${Number(row.idBank)}`,
    );
    const code = found.rows[0]?.code;
    return code ? { ...row, accountNumber: `${code}${String(row.accountNumber).slice(4)}` } : row;
  },
  // A voided cheque is one of its book's: the book's first.
  chequeVoid: async (db, row) => {
    const found = await db.execute<{ first: string }>(
      sql`select first_number as first from cheque_book where id = ${Number(row.idChequeBook)}`,
    );
    return { ...row, number: found.rows[0]?.first ?? row.number };
  },
};

export async function agreeingRefs(db: Db, def: ResourceDef, row: Row): Promise<Row> {
  return (await AGREEING_REFS[def.name]?.(db, row)) ?? row;
}

/** Codes of the movement concepts that the standard leaves free (the seeded ones are taken). */
const FREE_MOVEMENT_CODES = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).filter(
  (code) => !MOVEMENT_TYPES.some(([taken]) => taken === code),
);

const two = (k: number) => String(1 + (Math.floor(k) % 99)).padStart(2, '0');

/**
 * Sample values a field's example cannot give. Codes of the expense classifier, apart from each other
 * and from the ones tests name: accounts open on específicas of 4.08.97, classifier samples are
 * subespecíficas of 4.08.98. A taxpayer's RIF with its check digit (numbers from 39000000 up, which
 * tests leave alone); a vehicle's year; the day a value of the unidad tributaria starts.
 */
const SAMPLE_VALUES: Record<string, (n: number) => Row> = {
  budgetSpecific: (n) => ({ accountCode: `4.08.97.${two(n)}.00` }),
  budgetClassifier: (n) => ({ code: `4.08.98.${two(n)}.${two(n / 99)}` }),
  taxpayer: (n) => ({ rif: rifOf('J', String(39_000_000 + (n % 1_000_000))) }),
  vehicle: () => ({ year: 2020 }),
  // A yearly rate is a per cent.
  propertyRate: () => ({ rate: '0.50' }),
  // An activity's rate is a share of gross income the law caps at 3 %.
  activityRate: () => ({ rate: '1.50', minimumUnits: '2.00' }),
  // A term to pay is a concept's that falls due by periods: samples leave it to the tests.
  collectionConcept: () => ({ paymentDays: null, earlyDiscount: null, earlyDiscountDays: null }),
  // A rate of interest rules from a month's first day, one month of its own each, from 2040 on.
  // A withholding percentage within the ISLR's scale.
  islrEstimate: () => ({ percent: '3.00', estimatedIncome: '43200.00' }),
  benefitRate: (n) => ({
    month: new Date(Date.UTC(2040 + Math.floor(n / 12), n % 12, 1)).toISOString().slice(0, 10),
    rate: '15.50',
    lendingRate: '24.00',
  }),
  lateInterestRate: (n) => ({
    validFrom: new Date(Date.UTC(2040 + Math.floor(n / 12), n % 12, 1)).toISOString().slice(0, 10),
    rate: '20.00',
    lendingRate: '16.67',
  }),
  // An agreement's kind within its own limits.
  agreementType: () => ({ maxInstalments: 12, minFirstPercent: '10.00', graceDays: 15 }),
  // A fine within limits any value of the tests fits in.
  fineType: () => ({
    kind: 'taxPercent',
    minimum: '1.00',
    maximum: '100.00',
    appliesTo: 'latePayment',
    ruleValue: '10.00',
  }),
  // A licence is granted for three years at least.
  patent: () => ({ startDate: '2026-01-01', expiresOn: '2028-12-31', endDate: null }),
  // A day of its own for each sample from 2040 on, after any value a test names.
  taxUnit: (n) => ({ validFrom: new Date(Date.UTC(2040, 0, 1 + n)).toISOString().slice(0, 10) }),
  bmReference: (n) => ({ validFrom: new Date(Date.UTC(2040, 0, 1 + n)).toISOString().slice(0, 10) }),
  // Groups 1 and 2 are the standard's; a sample takes a two-digit code of its own.
  group: (n) => ({ code: String(10 + (n % 90)) }),
  // Past the standard's subgroups and sections, so a search by code finds the sample alone.
  subgroup: (n) => ({ code: String(20 + (n % 80)), usefulLife: 5 + (n % 20) }),
  section: (n) => ({ code: String(20 + (n % 80)) }),
  movementType: (n) => ({ code: FREE_MOVEMENT_CODES[n % FREE_MOVEMENT_CODES.length] }),
  // Payroll: a formula that parses, codes apart from the seeded ones and from each other, rates in 0–100.
  payrollConcept: (n) => ({
    code: `CONCEPTO_${n}`,
    kind: 'assignment',
    formula: `${n} * 2`,
    accountCode: '4.01.01.01.00',
    remitAs: null,
    idPayee: null,
  }),
  payrollParameter: (n) => ({ code: `PARAMETRO_${n}` }),
  academicPremium: (n) => ({
    percent: '20.00',
    validFrom: new Date(Date.UTC(2040, 0, 1 + n)).toISOString().slice(0, 10),
  }),
  seniorityPremium: () => ({ percent: '10.00' }),
  employee: () => ({ priorYears: 0, username: null }),
  employeeDetail: () => ({ children: 2 }),
  // A cheque's positions are millimetres inside it: the common layout's.
  chequeLayout: () => ({ ...DEFAULT_CHEQUE_LAYOUT }),
};

/** Every non-reference field of a master filled with sample values. */
export function sampleInput(def: ResourceDef, n: number): Row {
  let dates = 0;
  const input: Row = {};
  const datesApart =
    def.name === 'budgetPeriod' ||
    def.uniques.some((u) =>
      u.fields.some((name) => def.fields.find((fd) => fd.name === name)?.kind === 'date'),
    );
  const ownYear = datesApart ? String(3000 + (n % 6000)) : null;
  for (const fd of def.fields) {
    if (fd.kind !== 'ref') input[fd.name] = sampleValue(fd, n, fd.kind === 'date' ? dates++ : 0);
    // A period's days, or dates that must be unique (a holiday), are the sample's own: a year of its own.
    if (fd.kind === 'date' && ownYear) input[fd.name] = String(input[fd.name]).replace(/^\d{4}/, ownYear);
  }
  return { ...input, ...SAMPLE_VALUES[def.name]?.(n) };
}

/**
 * The classifier entries a sample names besides its references, top-down: an account's code with
 * the entries above it, a classifier entry's parents.
 */
export function classifierEntriesFor(def: ResourceDef, input: Row): string[] {
  const code =
    def.name === 'budgetSpecific' ? input.accountCode : def.name === 'budgetClassifier' ? input.code : null;
  if (typeof code !== 'string') return [];
  const needed: string[] = [];
  for (let c = def.name === 'budgetSpecific' ? code : classifierParent(code); c; c = classifierParent(c)) {
    needed.unshift(c);
  }
  return needed;
}

/** Puts a sample's classifier entries in every period of the client. */
export async function prepareSample(db: Db, idClient: number, def: ResourceDef, input: Row): Promise<void> {
  const needed = classifierEntriesFor(def, input);
  for (const c of needed) {
    await db.execute(sql`
      insert into budget_classifier (id_client, id_period, code, name)
      select ${idClient}, p.id, ${c}, ${`Prueba ${c}`} from period p
       where p.id_client = ${idClient}
         and not exists (select 1 from budget_classifier k where k.id_period = p.id and k.code = ${c})`);
  }
}

/** The context of a service call made as the SA of a client (tests only). */
export function systemAuth(idClient: number, idUser = 1): AuthContext {
  return {
    idUser,
    idClient,
    role: 'SA',
    screens: new Set(),
    modules: new Set(),
    readOnly: false,
    sessionId: 0,
    timeZone: 'America/Caracas',
    now: new Date(),
  };
}

/**
 * One row of every master in each client, a draft budget document, a draft bank movement, a statement,
 * a reconciliation match, a withholding, a draft withholding payment, a cash box's day with a draft receipt,
 * a draft close, a solvency, a draft collection notice, a draft income declaration, a turn ticket, an asset, a draft asset movement, a physical count and a draft payroll
 * run, so every route has something to find and to refuse.
 */
export async function sampleEveryResource(db: Db, clients: number[]): Promise<void> {
  for (const idClient of clients) {
    const today = sql`${todayOf(systemAuth(idClient))}::date`;
    for (const def of RESOURCES) await createSample(db, systemAuth(idClient), def);
    await db.execute(sql`
      insert into budget_document (id_client, id_period, id_document_type, date_order, description)
      select ${idClient}, p.id, dt.id, p.start_date, 'Documento de muestra'
        from period p, document_type dt
       where p.id_client = ${idClient} and dt.code = 8
       order by p.id limit 1`);
    await db.execute(sql`
      insert into bank_movement (id_client, id_period, id_kind, id_bank_account, movement_date, description, amount)
      select ${idClient}, p.id, 3, a.id, p.start_date, 'Depósito de muestra', 1
        from period p, bank_account a
       where p.id_client = ${idClient} and a.id_client = ${idClient}
       order by p.id, a.id limit 1`);
    await db.execute(sql`
      insert into bank_statement (id_client, id_period, id_bank_account, month, opening_balance, closing_balance)
      select ${idClient}, p.id, a.id, extract(month from p.start_date)::int, 0, 0
        from period p, bank_account a
       where p.id_client = ${idClient} and a.id_client = ${idClient}
       order by p.id, a.id limit 1`);
    await db.execute(sql`
      insert into reconciliation_match (id_client, id_period, id_bank_account, month, rule, sources, ids)
      select ${idClient}, p.id, a.id, extract(month from p.start_date)::int, 'manual', '{}', '{}'
        from period p, bank_account a
       where p.id_client = ${idClient} and a.id_client = ${idClient}
       order by p.id, a.id limit 1`);
    await db.execute(sql`
      insert into withholding (id_client, id_period, id_kind, source_table, id_source, id_document, id_beneficiary,
                               withheld_on, receipt_number, bill_date, bill_number, bill_control, bill_total,
                               taxable_base, exempt, tax, iva_rate, base, rate, amount)
      select ${idClient}, d.id_period, 1, 'budget_bill', 0, d.id, b.id, d.date_order, '20260100000001',
             d.date_order, 'M-1', '00-M-1', 116, 100, 0, 16, 16, 16, 75, 12
        from budget_document d, beneficiary b
       where d.id_client = ${idClient} and b.id_client = ${idClient}
       order by d.id, b.id limit 1`);
    await db.execute(sql`
      insert into withholding_payment (id_client, id_period, id_kind, payment_date, description)
      select ${idClient}, p.id, 1, p.start_date, 'Enteramiento de muestra'
        from period p where p.id_client = ${idClient} order by p.id limit 1`);
    await db.execute(sql`
      insert into cash_box_day (id_client, id_cash_box, day, id_cashier)
      select ${idClient}, b.id, ${today}, (select id from app_user order by id limit 1)
        from cash_box b where b.id_client = ${idClient} order by b.id limit 1`);
    await db.execute(sql`
      insert into receipt (id_client, id_period, id_cash_box, receipt_date, id_taxpayer)
      select ${idClient}, p.id, b.id, p.start_date, t.id
        from period p, cash_box b, taxpayer t
       where p.id_client = ${idClient} and b.id_client = ${idClient} and t.id_client = ${idClient}
       order by p.id, b.id, t.id limit 1`);
    await db.execute(sql`
      insert into cash_close (id_client, id_period, id_cash_box, id_cash_box_day, close_date, counted_cash)
      select ${idClient}, p.id, d.id_cash_box, d.id, d.day, 0
        from period p, cash_box_day d
       where p.id_client = ${idClient} and d.id_client = ${idClient}
       order by p.id, d.id limit 1`);
    await db.execute(sql`
      insert into solvency (id_client, id_period, id_kind, issue_date, id_taxpayer)
      select ${idClient}, p.id, 1, p.start_date, t.id
        from period p, taxpayer t
       where p.id_client = ${idClient} and t.id_client = ${idClient}
       order by p.id, t.id limit 1`);
    await db.execute(sql`
      insert into collection_notice (id_client, id_period, notice_date, id_taxpayer)
      select ${idClient}, p.id, p.start_date, t.id
        from period p, taxpayer t
       where p.id_client = ${idClient} and t.id_client = ${idClient}
       order by p.id, t.id limit 1`);
    await db.execute(sql`
      insert into fine (id_client, id_period, fine_date, id_taxpayer, id_fine_type, value, act, reason)
      select ${idClient}, p.id, p.start_date, t.id, y.id, 10, 'Resolución de muestra', 'Hechos de la muestra'
        from period p, taxpayer t, fine_type y
       where p.id_client = ${idClient} and t.id_client = ${idClient} and y.id_client = ${idClient}
       order by p.id, t.id, y.id limit 1`);
    await db.execute(sql`
      insert into payment_agreement (id_client, id_period, agreement_date, id_taxpayer, id_agreement_type)
      select ${idClient}, p.id, p.start_date, t.id, y.id
        from period p, taxpayer t, agreement_type y
       where p.id_client = ${idClient} and t.id_client = ${idClient} and y.id_client = ${idClient}
       order by p.id, t.id, y.id limit 1`);
    await db.execute(sql`
      insert into benefit_deposit (id_client, year, quarter, quarter_end, employees, guarantee, additional, interest)
      values (${idClient}, 2000, 1, '2000-03-31', 0, 0, 0, 0)`);
    await db.execute(sql`
      insert into benefit_entry (id_client, id_employee, entry_date, kind, description, amount)
      select ${idClient}, e.id, '2000-03-31', 'advance', 'Anticipo de muestra', 1
        from employee e where e.id_client = ${idClient} order by e.id limit 1`);
    await db.execute(sql`
      insert into collection_notice_batch (id_client, id_period, batch_date, filters, total)
      select ${idClient}, p.id, p.start_date, '{}'::jsonb, 0
        from period p where p.id_client = ${idClient} order by p.id limit 1`);
    await db.execute(sql`
      insert into income_declaration (id_client, id_period, id_kind, declaration_date, id_taxpayer, id_patent, period)
      select ${idClient}, p.id, 1, p.start_date, x.id_taxpayer, x.id, to_char(p.start_date, 'YYYY-MM')
        from period p, patent x
       where p.id_client = ${idClient} and x.id_client = ${idClient}
       order by p.id, x.id limit 1`);
    await db.execute(sql`
      insert into queue_ticket (id_client, id_collection_point, id_service, day, round, number, code, verify_id)
      select ${idClient}, s.id_collection_point, s.id, ${today}, 1, 1, s.prefix || '-001', md5(random()::text)
        from queue_service s where s.id_client = ${idClient} order by s.id limit 1`);
    await db.execute(sql`
      insert into queue_device (id_client, id_collection_point, kind, name, key_hash, enrolled_at)
      select ${idClient}, p.id, 'display', 'Pantalla de muestra', md5(random()::text), now()
        from collection_point p where p.id_client = ${idClient} order by p.id limit 1`);
    await db.execute(sql`
      insert into asset (id_client, number, id_subgroup, description, acquired_on, value, id_work_unit)
      select ${idClient}, 'MUESTRA', (select id from asset_subgroup order by id limit 1), 'Bien de muestra',
             ${today}, 1, w.id
        from work_unit w where w.id_client = ${idClient} order by w.id limit 1`);
    await db.execute(sql`
      insert into asset_movement (id_client, id_period, id_kind, movement_date, description)
      select ${idClient}, p.id, 1, p.start_date, 'Movimiento de muestra'
        from period p where p.id_client = ${idClient} order by p.id limit 1`);
    await db.execute(sql`
      insert into asset_count (id_client, id_work_unit)
      select ${idClient}, w.id from work_unit w where w.id_client = ${idClient} order by w.id limit 1`);
    await db.execute(sql`
      insert into payroll_run (id_client, id_period, id_employee_type, run_kind, from_date, to_date, pay_date, description)
      select ${idClient}, p.id, t.id, 'special', p.start_date, p.start_date, p.start_date, 'Nómina de muestra'
        from period p, employee_type t
       where p.id_client = ${idClient} and t.id_client = ${idClient}
       order by p.id, t.id limit 1`);
    await db.execute(sql`
      with run as (
        -- A closed vacation run of its own: a draft run holds no vacations and may be deleted.
        insert into payroll_run (id_client, id_period, id_employee_type, run_kind, from_date, to_date, pay_date,
                                 description, status, number_text)
        select ${idClient}, p.id, t.id, 'vacation', p.start_date, p.start_date, p.start_date, 'Vacaciones de muestra',
               'posted', 'MUESTRA'
          from period p, employee_type t
         where p.id_client = ${idClient} and t.id_client = ${idClient}
         order by p.id, t.id limit 1
        returning id)
      insert into vacation_entitlement (id_client, id_employee, id_run, anniversary, service_years, days, bonus)
      select ${idClient}, e.id, run.id, '2000-01-01', 1, 15, 0
        from employee e, run
       where e.id_client = ${idClient}
       order by e.id limit 1`);
  }
}
