import { DEFAULT_TIME_ZONE, dateIn, MONTHS } from '@erario/contracts';
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { seedRevenueDemo } from './demo-revenue.seed.ts';
import { ONAPRE_EXPENSE_CLASSIFIER } from './modules/budget/classifier/onapre.catalogue.ts';

/**
 * What the demo institution (the first one the demo seeds) has on its first day, so that every
 * report and the dashboard show something the first time a newcomer opens them: VES, USD and EUR;
 * the national banks with their four-digit codes; a few suppliers; an approved budget on two
 * structure paths; the treasury's account at the Banco de Venezuela with its opening balance and
 * the monthly transfer of the situado; and, month by month up to today, the payroll and purchases
 * committed, caused, paid and disbursed from that account (payroll by transfer, suppliers by
 * cheque), with one traslado approved by the council.
 *
 * Everything goes through the API as the admin, so each row passes the same rules and numbering a
 * person's would. It runs only in the start that created the demo (an empty database), so it never
 * runs twice; the second institution is left empty.
 */
export async function seedDemoData(
  app: FastifyInstance,
  adminPassword: string,
  // The demo institution's date (Caracas): its year and the months that have begun.
  today = dateIn(new Date(), DEFAULT_TIME_ZONE),
) {
  const auth = await app.inject({
    method: 'POST',
    url: '/api/user/auth',
    payload: { usuario: 'admin', password: adminPassword },
  });
  if (auth.statusCode !== 200) throw new Error(`demostración: inicio de sesión rechazado: ${auth.body}`);
  const session = auth.json().data;
  const token: string = session.tokenInfo.access_token;
  const { idPeriod, idClient } = session.userInfo[0] as { idPeriod: number; idClient: number };
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'GET' ? {} : { payload: payload as object }),
    });
    if (res.statusCode !== 200) throw new Error(`demostración: ${url} rechazado: ${res.body}`);
    return res.json().data;
  };
  const create = (path: string, row: Record<string, unknown>) => api('POST', `/api/${path}/create`, row);

  const currencies = new Map<string, number>();
  for (const [code, name, symbol] of CURRENCIES)
    currencies.set(code, (await create('finance/currency', { code, name, symbol })).id);
  const banks = new Map<string, number>();
  for (const [code, name] of BANKS)
    banks.set(code, (await create('finance/bank', { code, name, active: true })).id);
  const treasury = (
    await create('finance/bankAccount', {
      idBank: banks.get('0102'),
      accountNumber: TREASURY_ACCOUNT,
      accountType: 'CORRIENTE',
      description: 'Cuenta principal de la tesorería municipal',
      idCurrency: currencies.get('VES'),
      active: true,
    })
  ).id as number;
  await create('finance/openingBalance', {
    idPeriod,
    idBankAccount: treasury,
    bookBalance: '850000.00',
    bankBalance: '850000.00',
    note: 'Conciliación de cierre del ejercicio anterior',
  });
  const suppliers: number[] = [];
  for (const [code, name] of SUPPLIERS)
    suppliers.push((await create('finance/beneficiary', { code, name, active: true })).id);

  // The approved budget: each path of the structure down to its obra, then its accounts.
  const accounts = new Map<string, number>();
  for (const path of STRUCTURE) {
    let parent: Record<string, number> = { idPeriod };
    for (const [n, [code, name]] of path.levels.entries()) {
      const row = await create(`budget/budget-local${n + 1}`, { ...parent, code, name });
      parent = { [`idLevel${n + 1}`]: row.id };
    }
    for (const [code, initial] of path.accounts) {
      const description = CLASSIFIER.get(code);
      if (!description) throw new Error(`demostración: ${code} no está en el clasificador`);
      const row = await create('budget/budget-specific', {
        ...parent,
        accountCode: code,
        description,
        initialAmount: initial,
      });
      accounts.set(`${path.key}:${code}`, row.id);
    }
  }
  const account = (key: string) => accounts.get(key) as number;

  const year = Number(today.slice(0, 4));
  const iso = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const passed = (month: number, day: number) => iso(month, day) <= today;
  const post = async (type: number, date: string, description: string, rest: Record<string, unknown>) => {
    const draft = await create('budget/document', {
      idPeriod,
      idDocumentType: type,
      dateOrder: date,
      description,
      idBeneficiary: null,
      ...rest,
    });
    return (await api('POST', `/api/budget/document/post/${draft.id}`, {})).document as {
      id: number;
      amount: string;
    };
  };
  const [food, stationery, furniture, roads, payroll] = suppliers as [number, number, number, number, number];
  let cheques = 0;
  /** Commits, causes, orders the payment of and disburses one expense, each step on its own day. */
  const cycle = async (
    month: number,
    days: [number, number, number, number],
    description: string,
    idBeneficiary: number,
    lines: [string, string][],
    /** The supplier's bill, received with the causación: what it withholds enters the register. */
    bill?: Record<string, string>,
  ) => {
    if (!passed(month, days[0])) return;
    const commitment = await post(8, iso(month, days[0]), description, {
      idBeneficiary,
      lines: lines.map(([key, amount]) => ({ idBudgetAccount: account(key), amount })),
    });
    if (!passed(month, days[1])) return;
    const from = (id: number) =>
      lines.map(([key, amount]) => ({ idDocumentSource: id, idBudgetAccount: account(key), amount }));
    const causation = await post(9, iso(month, days[1]), description, {
      idBeneficiary,
      sources: from(commitment.id),
      bills: bill ? [{ dateBill: iso(month, days[1]), ...bill }] : [],
    });
    if (!passed(month, days[2])) return;
    const order = await post(10, iso(month, days[2]), description, {
      idBeneficiary,
      sources: from(causation.id),
    });
    if (!passed(month, days[3])) return;
    // The payroll goes to its account by transfer; suppliers are paid by cheque, numbered in turn.
    const payment =
      idBeneficiary === payroll
        ? { method: 'transfer', reference: `NOM-${year}${String(month).padStart(2, '0')}` }
        : { method: 'cheque', reference: String(10000001 + cheques++).padStart(8, '0') };
    await post(12, iso(month, days[3]), `Pago: ${description}`, {
      idBeneficiary,
      sources: [{ idDocumentSource: order.id, idBudgetAccount: null, amount: order.amount }],
      disbursement: { idBankAccount: treasury, ...payment },
    });
  };

  const lastMonth = Number(today.slice(5, 7));
  for (let month = 1; month <= lastMonth; month++) {
    const name = MONTHS[month - 1];
    if (passed(month, 1)) {
      // The situado arrives on the first of the month: what the month's payments are made from.
      const deposit = await api('POST', '/api/finance/bankingMovement/create', {
        idPeriod,
        idBankAccount: treasury,
        idKind: 3,
        movementDate: iso(month, 1),
        reference: `SIT-${year}${String(month).padStart(2, '0')}`,
        description: `Transferencia del situado constitucional, ${name}`,
        amount: '2500000.00',
      });
      await api('POST', `/api/finance/bankingMovement/post/${deposit.id}`, {});
    }
    await cycle(month, [2, 10, 14, 15], `Nómina de empleados fijos, ${name}`, payroll, [
      ['A:4.01.01.01.00', '1550000.00'],
      ['A:4.01.06.01.00', '139500.00'],
    ]);
    await cycle(month, [5, 12, 19, 22], `Alimentos para el comedor, ${name}`, food, [
      ['A:4.02.01.01.00', (60000 + month * 1250).toFixed(2)],
    ]);
    if (month % 3 === 1)
      await cycle(
        month,
        [6, 13, 20, 23],
        `Útiles de oficina, trimestre que empieza en ${name}`,
        stationery,
        [
          ['A:4.02.10.05.00', '84500.00'],
          ['A:4.03.18.01.00', '13520.00'],
        ],
        withholdingBill(`PE-${month}`, '84500.00', '13520.00', '0.00'),
      );
    if (month % 2 === 0)
      await cycle(
        month,
        [8, 16, 24, 27],
        `Bacheo y mantenimiento de la Av. Bolívar, ${name}`,
        roads,
        [
          ['B:4.04.02.02.00', (410000 + month * 7300).toFixed(2)],
          ['B:4.03.18.01.00', '65600.00'],
        ],
        withholdingBill(
          `CV-${month}`,
          (410000 + month * 7300).toFixed(2),
          '65600.00',
          new Decimal(410000 + month * 7300).div(1000).toFixed(2),
        ),
      );
  }
  if (passed(3, 18)) {
    // Mobiliario got more than it needs; the council moves part of it to road works.
    await post(4, iso(3, 18), 'Traslado de mobiliario a mantenimiento vial', {
      act: { number: `AC-${year}-021`, date: iso(3, 17), body: 'Concejo Municipal' },
      lines: [
        { idBudgetAccount: account('A:4.04.09.01.00'), amount: '350000.00', type: 'C' },
        { idBudgetAccount: account('B:4.04.02.02.00'), amount: '350000.00', type: 'R' },
      ],
    });
  }
  if (passed(4, 9))
    await cycle(4, [9, 21, 28, 28], 'Escritorios y sillas para la Dirección de Hacienda', furniture, [
      ['A:4.04.09.01.00', '486000.00'],
    ]);
  // A dollar account funded from the main one: its book in dollars, valued in bolívares at the BCV
  // rate (one demo rate, which the office replaces with the ones the BCV publishes).
  const dollars = (
    await create('finance/bankAccount', {
      idBank: banks.get('0102'),
      accountNumber: DOLLAR_ACCOUNT,
      accountType: 'CORRIENTE',
      description: 'Cuenta en divisas de la tesorería',
      idCurrency: currencies.get('USD'),
      active: true,
    })
  ).id as number;
  if (passed(1, 20)) {
    await create('finance/exchangeRate', {
      currency: 'USD',
      validFrom: iso(1, 20),
      rate: '36.50000000',
      source: 'Dato de demostración: registre las tasas que publica el BCV',
    });
    const bought = await api('POST', '/api/finance/bankingMovement/create', {
      idPeriod,
      idBankAccount: treasury,
      idKind: 2,
      movementDate: iso(1, 20),
      reference: `DIV-${year}01`,
      description: 'Compra de divisas para repuestos importados',
      amount: '36600.00',
      idToAccount: dollars,
      toAmount: '1000.00',
    });
    await api('POST', `/api/finance/bankingMovement/post/${bought.id}`, {});
  }
  await seedRevenueDemo(create, api, {
    idPeriod,
    today,
    bank: banks.get('0134') as number,
    currency: currencies.get('VES') as number,
  });
  await app.inject({
    method: 'POST',
    url: '/api/user/logout',
    headers: { authorization: `Bearer ${token}` },
  });
  return { idClient, idPeriod };
}

const CLASSIFIER = new Map(ONAPRE_EXPENSE_CLASSIFIER.map(([code, name]) => [code, name]));

/** The treasury's main account, at the Banco de Venezuela. */
const TREASURY_ACCOUNT = '01020001110000012345';
/** Its account in dollars, at the same bank. */
const DOLLAR_ACCOUNT = '01020001110000067890';

const CURRENCIES: [string, string, string][] = [
  ['VES', 'Bolívar digital', 'Bs.'],
  ['USD', 'Dólar estadounidense', 'US$'],
  ['EUR', 'Euro', '€'],
];

/** The banks of the national system with their four-digit codes (Sudeban). */
const BANKS: [string, string][] = [
  ['0102', 'Banco de Venezuela'],
  ['0104', 'Venezolano de Crédito'],
  ['0105', 'Banco Mercantil'],
  ['0108', 'BBVA Provincial'],
  ['0114', 'Bancaribe'],
  ['0115', 'Banco Exterior'],
  ['0128', 'Banco Caroní'],
  ['0134', 'Banesco'],
  ['0137', 'Banco Sofitasa'],
  ['0138', 'Banco Plaza'],
  ['0151', 'BFC Banco Fondo Común'],
  ['0156', '100% Banco'],
  ['0157', 'DelSur Banco Universal'],
  ['0163', 'Banco del Tesoro'],
  ['0166', 'Banco Agrícola de Venezuela'],
  ['0168', 'Bancrecer'],
  ['0169', 'R4 Banco Microfinanciero'],
  ['0171', 'Banco Activo'],
  ['0172', 'Bancamiga'],
  ['0174', 'Banplus'],
  ['0175', 'Banco Digital de los Trabajadores'],
  ['0177', 'Banco de la Fuerza Armada Nacional Bolivariana'],
  ['0191', 'Banco Nacional de Crédito'],
];

/**
 * A supplier's bill as the municipality receives it: the taxable base, 16 % IVA of which it withholds
 * 75 % as a withholding agent, and the 1×1000 stamp tax on a contractor's work.
 */
function withholdingBill(number: string, base: string, iva: string, timbre: string): Record<string, string> {
  return {
    control: `00-${number}`,
    number,
    amountTaxed: '0.00',
    amountWithoutTaxIva: base,
    amountTaxIva: iva,
    amountBase: base,
    retentionIva: new Decimal(iva).times('0.75').toFixed(2),
    ivaRate: '16.00',
    retentionTimbre: timbre,
  };
}

const SUPPLIERS: [string, string][] = [
  ['J-30567890-1', 'Suministros Andinos, C.A.'],
  ['J-40123456-7', 'Papelería El Estudiante, C.A.'],
  ['J-29876543-2', 'Mobiliario Caribe, S.A.'],
  ['J-41234567-8', 'Construcciones Viales del Centro, C.A.'],
  // The payroll is paid to the institution's own payroll account, held as a beneficiary.
  ['G-20000001-1', 'Alcaldía del Municipio Demo (cuenta de nómina)'],
];

/**
 * Two paths of the programme structure: the mayor's office (sector 01) and road works (sector 11),
 * with their accounts and approved amounts in bolívares.
 */
const STRUCTURE: { key: string; levels: [string, string][]; accounts: [string, string][] }[] = [
  {
    key: 'A',
    levels: [
      ['01', 'Dirección superior del municipio'],
      ['01', 'Despacho del Alcalde'],
      ['00', 'Sin subprograma'],
      ['00', 'Sin proyecto'],
      ['00', 'Sin subproyecto'],
      ['51', 'Gestión administrativa del despacho'],
      ['00', 'Sin obra'],
    ],
    accounts: [
      ['4.01.01.01.00', '18600000.00'],
      ['4.01.06.01.00', '1674000.00'],
      ['4.02.01.01.00', '960000.00'],
      ['4.02.10.05.00', '420000.00'],
      ['4.03.18.01.00', '380000.00'],
      ['4.04.09.01.00', '1200000.00'],
    ],
  },
  {
    key: 'B',
    levels: [
      ['11', 'Vialidad y transporte'],
      ['01', 'Mantenimiento de la vialidad urbana'],
      ['00', 'Sin subprograma'],
      ['01', 'Rehabilitación de vías principales'],
      ['00', 'Sin subproyecto'],
      ['51', 'Bacheo y asfaltado'],
      ['01', 'Av. Bolívar, tramo centro'],
    ],
    accounts: [
      ['4.04.02.02.00', '2900000.00'],
      ['4.03.18.01.00', '520000.00'],
    ],
  },
];
