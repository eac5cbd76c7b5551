import { monthAfter, monthBefore, periodOf, proposeInstalments, rifOf } from '@erario/contracts';

type Create = (path: string, row: Record<string, unknown>) => Promise<{ id: number }>;
type Api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) => Promise<Record<string, unknown>>;

/**
 * The demo's tax office, made through the API as a person would: the income classifier with the
 * period's goals, the collection concepts and payment forms, the town hall's collection point with
 * two boxes and a collection account, the short catalogues, the activity tax's classifier, four
 * taxpayers with their vehicles, patentes and properties, a licence's declaration of last month, and
 * the first receipts of the day on box 1, which stays open for the
 * admin (cashier and supervisor in the demo) to go on charging and to close.
 */
export async function seedRevenueDemo(
  create: Create,
  api: Api,
  ctx: { idPeriod: number; bank: number; currency: number; today: string },
): Promise<void> {
  const { idPeriod } = ctx;
  const account = await create('finance/bankAccount', {
    idBank: ctx.bank,
    accountNumber: COLLECTION_ACCOUNT,
    accountType: 'CORRIENTE',
    description: 'Cuenta recaudadora de la Dirección de Hacienda',
    idCurrency: ctx.currency,
    active: true,
  });
  for (const [code, name, estimated] of INCOME)
    await create('collection/incomeClassifier', { idPeriod, code, name, estimated });
  // The periodic taxes are owed from this year on: what came before is the old system's business.
  const dueFrom = `${ctx.today.slice(0, 4)}-01-01`;
  const concepts = new Map<string, number>();
  for (const [code, description, incomeCode, tariff, periodic] of CONCEPTS)
    concepts.set(
      code,
      (
        await create('collection/collectionConcepts', {
          code,
          description,
          incomeCode,
          tariff,
          ...(periodic ? { periodicity: periodic[0], taxedObject: periodic[1], dueFrom } : {}),
          active: true,
        })
      ).id,
    );
  // A fee in the legal unit, charged at the day's TCMMV: the demo records one euro rate to show it,
  // which the office replaces with the BCV's published ones.
  concepts.set(
    'PUBL',
    (
      await create('collection/collectionConcepts', {
        code: 'PUBL',
        description: 'Tasa por publicidad comercial (valla, por año)',
        incomeCode: '3.01.03.02.00',
        tariff: '5.00',
        tariffUnit: 'TCMMV',
        active: true,
      })
    ).id,
  );
  await create('finance/exchangeRate', {
    currency: 'EUR',
    validFrom: dueFrom,
    rate: '52.12345678',
    source: 'Dato de demostración: registre las tasas que publica el BCV',
  });
  const forms = new Map<string, number>();
  for (const [code, description, kind] of FORMS)
    forms.set(
      code,
      (
        await create('collection/paymentWay', {
          code,
          description,
          kind,
          idBankAccount: kind === 'cash' || kind === 'cheque' ? null : account.id,
          active: true,
        })
      ).id,
    );
  const point = await create('collection/collectionPoint', {
    code: 'SEDE',
    name: 'Sede de la Alcaldía',
    address: 'Av. Bolívar con calle Sucre, planta baja',
    active: true,
  });
  const box = await create('collection/box', {
    idCollectionPoint: point.id,
    code: 'C1',
    name: 'Caja 1',
    idBankAccount: account.id,
    active: true,
  });
  await create('collection/box', {
    idCollectionPoint: point.id,
    code: 'C2',
    name: 'Caja 2',
    idBankAccount: account.id,
    active: true,
  });
  const catalogue = async (path: string, rows: [string, string][]) => {
    const ids = new Map<string, number>();
    for (const [code, description] of rows)
      ids.set(code, (await create(`collection/${path}`, { code, description, active: true })).id);
    return ids;
  };
  const types = await catalogue('taxpayerType', [
    ['ORD', 'Ordinario'],
    ['ESP', 'Especial'],
    ['PN', 'Persona natural'],
  ]);
  await catalogue('operationType', [
    ['PAGO', 'Pago'],
    ['ABONO', 'Abono a cuenta'],
    ['CONV', 'Convenio de pago'],
  ]);
  const marks = await catalogue('vehicleMark', [
    ['TOY', 'Toyota'],
    ['CHE', 'Chevrolet'],
    ['FOR', 'Ford'],
  ]);
  const uses = await catalogue('vehicleUse', [
    ['PAR', 'Particular'],
    ['CAR', 'Carga'],
    ['TPU', 'Transporte público'],
  ]);
  const vehicleTypes = await catalogue('vehicleType', [
    ['AUT', 'Automóvil'],
    ['CAM', 'Camioneta'],
    ['CMN', 'Camión'],
  ]);
  const payers: number[] = [];
  for (const [letter, digits, name, type] of TAXPAYERS)
    payers.push(
      (
        await create('collection/taxpayer', {
          rif: rifOf(letter, digits),
          name,
          idTaxpayerType: types.get(type),
          address: 'Municipio Demo',
          active: true,
        })
      ).id,
    );
  const [bakery, hardware, transport, owner] = payers as [number, number, number, number];
  // The activity tax: the classifier's activities with their rates and monthly minimums, owed on
  // each licence's monthly declaration from last month on (by two concepts: the rates' bolívares and
  // the minimums' TCMMV).
  const lastMonth = monthBefore(ctx.today);
  const activities = new Map<string, number>();
  for (const [code, description, rate, minimumUnits] of ACTIVITIES) {
    const id = (await create('collection/economicActivity', { code, description, active: true })).id;
    activities.set(code, id);
    await create('collection/activityRate', {
      idEconomicActivity: id,
      validFrom: `${Number(lastMonth.slice(0, 4))}-01-01`,
      rate,
      minimumUnits,
      ordinance: 'Ordenanza de Impuesto sobre Actividades Económicas (demostración)',
    });
  }
  for (const [code, description, basis, tariffUnit] of [
    ['ISAE', 'Impuesto sobre actividades económicas', 'declaredIncome', 'VES'],
    ['ISAE-MIN', 'Mínimo tributable de actividades económicas', 'declaredMinimum', 'TCMMV'],
  ] as const)
    concepts.set(
      code,
      (
        await create('collection/collectionConcepts', {
          code,
          description,
          incomeCode: '3.01.02.01.00',
          tariffUnit,
          periodicity: 'monthly',
          taxedObject: 'patent',
          basis,
          dueFrom: `${lastMonth}-01`,
          active: true,
        })
      ).id,
    );
  const patent = await create('collection/patentTaxpayer', {
    idTaxpayer: bakery,
    licenceNumber: 'LAE-0117',
    activityCode: '1071',
    activity: 'Elaboración de productos de panadería',
    address: 'Calle Sucre 14',
    startDate: '2019-03-01',
    active: true,
  });
  const hardwareLicence = await create('collection/patentTaxpayer', {
    idTaxpayer: hardware,
    licenceNumber: 'LAE-0342',
    activityCode: '4752',
    activity: 'Venta al por menor de artículos de ferretería',
    address: 'Av. Bolívar 88',
    startDate: '2021-07-15',
    active: true,
  });
  // The bakery also sells groceries; the hardware store has not declared last month yet.
  for (const [idPatent, code] of [
    [patent.id, '1071'],
    [patent.id, '4711'],
    [hardwareLicence.id, '4752'],
  ] as const)
    await create('collection/patentActivity', { idPatent, idEconomicActivity: activities.get(code) });
  const truck = await create('collection/vehicle', {
    idTaxpayer: transport,
    plate: 'A47BC9K',
    idVehicleMark: marks.get('FOR'),
    model: 'F-350',
    year: 2016,
    color: 'Blanco',
    idVehicleUse: uses.get('CAR'),
    idVehicleType: vehicleTypes.get('CMN'),
    active: true,
  });
  const house = await create('collection/cadastreTaxpayer', {
    idTaxpayer: owner,
    cadastralCode: '21-05-01-U01-004-012-003',
    address: 'Urb. La Floresta, calle 3, casa 12',
    use: 'residential',
    landArea: '320.00',
    builtArea: '185.50',
    active: true,
  });

  // The morning's first receipts on box 1, opened with its float.
  const day = (await api('POST', '/api/collection/box/open', { idCashBox: box.id, openingFloat: '500.00' }))
    .day as string;
  const receipt = async (draft: Record<string, unknown>) => {
    const made = await create('collection/receipt', {
      idPeriod,
      idCashBox: box.id,
      receiptDate: day,
      ...draft,
    });
    await api('POST', `/api/collection/receipt/post/${made.id}`, {});
  };
  // The rates of interest on late payment the office recorded month by month since January of last
  // year (1,2 times the published lending rate).
  const firstMonth = `${Number(ctx.today.slice(0, 4)) - 1}-01`;
  for (let month = firstMonth; month <= ctx.today.slice(0, 7); month = monthAfter(month)) {
    const lending = (55 + (Number(month.slice(5, 7)) % 4) * 0.85).toFixed(2);
    await create('collection/lateInterestRate', {
      validFrom: `${month}-01`,
      lendingRate: lending,
      rate: (Number(lending) * 1.2).toFixed(2),
      source: `BCV, tasa activa promedio (demostración)`,
    });
  }
  // The bakery declares last month's income (the bread above its minimum, the groceries below it)
  // and pays it: the rate's bolívares, and the minimum's 2 TCMMV at the day's rate (52,12345678);
  // past the 15th, late, with the interest on late payment the statement computes.

  const declaration = await create('collection/incomeDeclaration', {
    idPeriod,
    declarationDate: day,
    idKind: 1,
    idTaxpayer: bakery,
    idPatent: patent.id,
    period: lastMonth,
    lines: [
      { idEconomicActivity: activities.get('1071'), income: '185000.00' },
      { idEconomicActivity: activities.get('4711'), income: '6000.00' },
    ],
  });
  await api('POST', `/api/collection/incomeDeclaration/post/${declaration.id}`, {});
  const owed = (await api('GET', `/api/collection/taxpayer/statement/${bakery}`)).pending as {
    idCollectionConcept: number;
    period: string;
    interest: string | null;
  }[];
  const interestOf = (code: string) =>
    owed.find((p) => p.idCollectionConcept === concepts.get(code) && p.period === lastMonth)?.interest ??
    '0.00';
  const interest = [interestOf('ISAE'), interestOf('ISAE-MIN')];
  await receipt({
    idTaxpayer: bakery,
    taxedObject: { kind: 'patent', id: patent.id },
    concepts: [
      {
        idCollectionConcept: concepts.get('ISAE'),
        amount: '1850.00',
        discount: '0.00',
        interest: interest[0],
        period: lastMonth,
        details: [],
      },
      {
        idCollectionConcept: concepts.get('ISAE-MIN'),
        units: '2.00',
        amount: '104.25',
        discount: '0.00',
        interest: interest[1],
        period: lastMonth,
        details: [],
      },
    ],
    vouchers: [
      {
        idPaymentForm: forms.get('EF'),
        // Céntimos: the bolívares and the interest, added as the receipt adds them.
        amount: (
          (195425 + Math.round(Number(interest[0]) * 100) + Math.round(Number(interest[1]) * 100)) /
          100
        ).toFixed(2),
        voucherDate: day,
      },
    ],
  });
  await receipt({
    idTaxpayer: transport,
    taxedObject: { kind: 'vehicle', id: truck.id },
    concepts: [
      {
        idCollectionConcept: concepts.get('VEH'),
        amount: '350.00',
        discount: '35.00',
        period: periodOf('yearly', day),
        details: ['Pronto pago: 10 %'],
      },
    ],
    vouchers: [
      {
        idPaymentForm: forms.get('TR'),
        amount: '315.00',
        voucherDate: day,
        idBankAccount: account.id,
        reference: '004512873',
      },
    ],
  });
  await receipt({
    idTaxpayer: owner,
    taxedObject: { kind: 'cadastre', id: house.id },
    concepts: [
      {
        idCollectionConcept: concepts.get('IIU'),
        amount: '960.00',
        discount: '0.00',
        period: periodOf('yearly', day),
        details: [],
      },
      {
        idCollectionConcept: concepts.get('ASEO'),
        amount: '120.00',
        discount: '0.00',
        details: ['Tres meses'],
      },
    ],
    vouchers: [
      {
        idPaymentForm: forms.get('PV'),
        amount: '1000.00',
        voucherDate: day,
        idBankAccount: account.id,
        reference: 'LOTE 118-0042',
      },
      { idPaymentForm: forms.get('EF'), amount: '80.00', voucherDate: day },
    ],
  });

  // The fines the office types, with the limits it reads in the COT (the demo's: the office records
  // the text in force), and one imposed: the hardware store did not declare last month.
  const fineConcept = async (code: string, description: string, tariffUnit: 'VES' | 'TCMMV') =>
    (
      await create('collection/collectionConcepts', {
        code,
        description,
        incomeCode: '3.01.09.01.00',
        tariffUnit,
        active: true,
      })
    ).id;
  const inBolivares = await fineConcept('MULT', 'Multas sobre el tributo', 'VES');
  const inUnits = await fineConcept('MULT-U', 'Multas en TCMMV', 'TCMMV');
  await create('collection/fineType', {
    code: 'PAG-RET',
    description: 'Pagar el tributo con retraso',
    legalBasis: 'COT art. 110 (demostración: verifique el texto vigente)',
    kind: 'taxPercent',
    minimum: '1.00',
    maximum: '100.00',
    idCollectionConcept: inBolivares,
    active: true,
  });
  const noDeclaration = await create('collection/fineType', {
    code: 'DEC-NO',
    description: 'No presentar la declaración de ingresos brutos en su plazo',
    legalBasis: 'COT art. 103 (demostración: verifique el texto vigente)',
    kind: 'units',
    minimum: '10.00',
    maximum: '100.00',
    idCollectionConcept: inUnits,
    active: true,
  });
  const fine = await create('collection/fine', {
    idPeriod,
    fineDate: day,
    idTaxpayer: hardware,
    idFineType: noDeclaration.id,
    value: '20.00',
    act: 'Resolución DH-DEMO-0001',
    reason: `No presentó la declaración de ingresos brutos de ${lastMonth} en su plazo, que venció el día 15.`,
  });
  await api('POST', `/api/collection/fine/post/${fine.id}`, {});

  // The office's payment agreements, and the hardware store's: its fine in three monthly instalments.
  const agreementConcept = (
    await create('collection/collectionConcepts', {
      code: 'CONV',
      description: 'Cuotas de convenios de pago',
      incomeCode: '3.01.09.01.00',
      active: true,
    })
  ).id;
  const agreementType = await create('collection/agreementType', {
    code: 'CNV-6',
    description: 'Convenio de hasta seis cuotas mensuales',
    legalBasis: 'Ordenanza de Hacienda (demostración: verifique el texto vigente)',
    maxInstalments: 6,
    minFirstPercent: '20.00',
    graceDays: 15,
    allowsSolvency: true,
    idCollectionConcept: agreementConcept,
    active: true,
  });
  const debts = (await api('GET', `/api/collection/paymentAgreement/debts/${hardware}`)) as unknown as {
    objectKind: string;
    idObject: number;
    idCollectionConcept: number;
    period: string;
    amount: string;
    interest: string;
  }[];
  const fineDebt = debts.filter((p) => p.objectKind === 'fine');
  const total = fineDebt
    .reduce((sum, p) => sum + Math.round(Number(p.amount) * 100) + Math.round(Number(p.interest) * 100), 0)
    .toString();
  const agreement = await create('collection/paymentAgreement', {
    idPeriod,
    agreementDate: day,
    idTaxpayer: hardware,
    idAgreementType: agreementType.id,
    debts: fineDebt.map(({ objectKind, idObject, idCollectionConcept, period }) => ({
      objectKind,
      idObject,
      idCollectionConcept,
      period,
    })),
    instalments: proposeInstalments((Number(total) / 100).toFixed(2), 3, '20.00', day),
  });
  await api('POST', `/api/collection/paymentAgreement/post/${agreement.id}`, {});
}

/** The tax office's collection account, at Banesco. */
const COLLECTION_ACCOUNT = '01340002220000067890';

/** The income classifier's entries the concepts collect under, with the period's goals. */
const INCOME: [string, string, string][] = [
  ['3.01.02.01.00', 'Impuesto sobre actividades económicas', '4800000.00'],
  ['3.01.02.02.00', 'Impuesto sobre inmuebles urbanos', '1900000.00'],
  ['3.01.02.03.00', 'Impuesto sobre vehículos', '650000.00'],
  ['3.01.03.01.00', 'Tasa de aseo urbano', '420000.00'],
  ['3.01.03.02.00', 'Tasas administrativas: solvencias y certificaciones', '120000.00'],
  ['3.01.09.01.00', 'Multas y recargos', '90000.00'],
];

/** Code, description, income entry, tariff, and for a periodic tax its periodicity and what it falls on. */
const CONCEPTS: [string, string, string, string | null, [string, string]?][] = [
  ['IIU', 'Impuesto sobre inmuebles urbanos', '3.01.02.02.00', null, ['yearly', 'cadastre']],
  ['VEH', 'Impuesto sobre vehículos', '3.01.02.03.00', '350.00', ['yearly', 'vehicle']],
  ['ASEO', 'Tasa de aseo urbano (mensual)', '3.01.03.01.00', '40.00'],
  ['SOLV', 'Solvencia municipal', '3.01.03.02.00', '60.00'],
];

/** The classifier's activities of the demo: code, activity, rate on gross income (%), monthly minimum (TCMMV). */
const ACTIVITIES: [string, string, string, string][] = [
  ['1071', 'Elaboración de productos de panadería', '1.00', '2.00'],
  ['4711', 'Comercio al por menor de alimentos', '1.20', '2.00'],
  ['4752', 'Venta al por menor de artículos de ferretería', '1.50', '3.00'],
];

const FORMS: [string, string, string][] = [
  ['EF', 'Efectivo', 'cash'],
  ['CH', 'Cheque', 'cheque'],
  ['TR', 'Transferencia', 'transfer'],
  ['PV', 'Tarjeta de débito (punto de venta)', 'card'],
  ['PM', 'Pago móvil', 'mobile'],
];

const TAXPAYERS: [string, string, string, string][] = [
  ['J', '30987654', 'Panadería La Espiga, C.A.', 'ORD'],
  ['J', '31456789', 'Ferretería El Tornillo, C.A.', 'ORD'],
  ['J', '40876543', 'Transporte Andino de Carga, C.A.', 'ESP'],
  ['V', '14567890', 'María Fernanda Rojas', 'PN'],
];
