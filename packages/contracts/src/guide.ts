import { z } from 'zod';
import { findScreen, type ModuleCode } from './catalogue.ts';
import { access, defineEndpoint } from './endpoint.ts';
import { rowId } from './input.ts';

/**
 * A step of a module's first-run guide: what to set up, why, and the screens where it is done (the
 * first the institution has: its departments are payroll's, or the asset office's where it keeps no
 * payroll). The server says whether it is done, from the institution's own rows (its module's
 * `guide` checks, by `key`).
 */
export interface GuideStep {
  key: string;
  title: string;
  help: string;
  screens: readonly string[];
}

/** A module's guide: its steps in the order an office sets them up, ending with its first document. */
export interface ModuleGuide {
  module: ModuleCode;
  title: string;
  steps: readonly GuideStep[];
}

const step = (key: string, title: string, help: string, ...screens: string[]): GuideStep => {
  for (const code of screens) if (!findScreen(code)) throw new Error(`Pantalla desconocida: ${code}`);
  return { key, title, help, screens };
};

/**
 * What each office sets up, in order, so an empty institution reaches its first document without a
 * manual. The order is the one the screens require: a step needs the ones above it.
 */
export const GUIDES: readonly ModuleGuide[] = [
  {
    module: 'PRE',
    title: 'Presupuesto de gastos',
    steps: [
      step(
        'budget.period',
        'Abra el período',
        'El ejercicio en que se formula y ejecuta el presupuesto.',
        'CFG-PER-01',
      ),
      step(
        'budget.structure',
        'Formule la estructura presupuestaria',
        'Sector, programa, subprograma, proyecto, subproyecto, actividad y obra del período.',
        'PRE-NIV-01',
      ),
      step(
        'budget.specifics',
        'Asigne las específicas',
        'Cada partida bajo su categoría, con el monto aprobado en la ordenanza o ley de presupuesto.',
        'PRE-ESP-01',
      ),
      step(
        'budget.beneficiaries',
        'Registre los beneficiarios',
        'Proveedores, contratistas y trabajadores a quienes se compromete y paga.',
        'PRE-BEN-01',
        'TES-BEN-01',
      ),
      step(
        'budget.firstDocument',
        'Registre su primer documento',
        'Un compromiso, una causación o un pago, que afecta las disponibilidades al registrarse.',
        'PRE-DOC-02',
      ),
    ],
  },
  {
    module: 'TES',
    title: 'Tesorería',
    steps: [
      step(
        'treasury.banks',
        'Registre los bancos',
        'Los bancos donde la institución tiene cuentas.',
        'TES-BAN-01',
      ),
      step(
        'treasury.accounts',
        'Registre las cuentas bancarias',
        'Cada cuenta con su número de 20 dígitos, tipo y moneda.',
        'TES-CTA-01',
      ),
      step(
        'treasury.opening',
        'Cargue los saldos iniciales del período',
        'El saldo en libros y el del banco de cada cuenta al abrir el período: de ahí parte la conciliación.',
        'TES-SAL-01',
      ),
      step(
        'treasury.firstMovement',
        'Registre su primer movimiento bancario',
        'Un depósito, una nota de débito o de crédito: el libro de banco empieza a correr.',
        'TES-MOV-02',
      ),
    ],
  },
  {
    module: 'REC',
    title: 'Recaudación',
    steps: [
      step(
        'revenue.points',
        'Registre las estaciones de cobro',
        'Las oficinas donde se atiende y se cobra al contribuyente.',
        'REC-EST-01',
      ),
      step(
        'revenue.boxes',
        'Abra las cajas de cada estación',
        'Cada caja con la cuenta bancaria donde deposita y el papel en que imprime sus recibos.',
        'REC-CAJ-01',
      ),
      step(
        'revenue.cashiers',
        'Señale a los cajeros',
        'En Usuarios, marque «Cajero» en la institución de quien abre caja y cobra.',
        'CFG-USR-01',
      ),
      step(
        'revenue.paymentForms',
        'Registre las formas de pago',
        'Efectivo, punto de venta, transferencia, cheque: las que acepta cada caja.',
        'REC-FP-01',
      ),
      step(
        'revenue.incomeClassifier',
        'Cargue el clasificador de ingresos',
        'Los ramos de ingreso del período (3.01…) con la meta de recaudación de cada uno.',
        'REC-CPI-01',
      ),
      step(
        'revenue.concepts',
        'Registre los conceptos de recaudación',
        'Lo que se cobra (impuestos, tasas, multas), cada uno con su ramo de ingreso y su tarifa.',
        'REC-CC-01',
      ),
      step(
        'revenue.firstReceipt',
        'Cobre su primer recibo',
        'Con una caja abierta por su cajero: el recibo sale con su código QR de verificación.',
        'REC-REC-02',
      ),
    ],
  },
  {
    module: 'INV',
    title: 'Inventario de bienes muebles',
    steps: [
      step(
        'inventory.departments',
        'Registre los departamentos',
        'Las dependencias de la institución, donde viven sus unidades de trabajo.',
        'NOM-DEP-01',
        'INV-DEP-01',
      ),
      step(
        'inventory.workUnits',
        'Registre las unidades de trabajo',
        'Donde se usan los bienes, con su responsable patrimonial de uso (lo imprime el BM-1).',
        'INV-ENT-01',
      ),
      step(
        'inventory.reference',
        'Registre la referencia de los formularios BM',
        'Estado, municipio, unidad administradora y firmas: el encabezado oficial de los BM-1 a BM-4.',
        'INV-REF-01',
      ),
      step(
        'inventory.firstAsset',
        'Registre su primer bien',
        'Con su clasificación, valor, unidad y custodio; o desde una causación de bienes de capital (4.04).',
        'INV-BMU-01',
      ),
      step(
        'inventory.firstIncorporation',
        'Incorpórelo con un movimiento',
        'Una incorporación por compra (03) u otro concepto: el bien entra al inventario y a los BM.',
        'INV-MOV-01',
      ),
    ],
  },
  {
    module: 'NOM',
    title: 'Nómina',
    steps: [
      step(
        'payroll.departments',
        'Registre los departamentos con su categoría presupuestaria',
        'La categoría (01.02.00.00.00.51.00) dice dónde se imputa la nómina de su personal.',
        'NOM-DEP-01',
      ),
      step(
        'payroll.employeeTypes',
        'Registre los tipos de personal',
        'Empleados, obreros, contratados…: con su frecuencia de pago y a quién se emiten sus órdenes de pago.',
        'NOM-TPE-01',
      ),
      step('payroll.cargos', 'Registre los cargos', 'Cada cargo con su sueldo básico mensual.', 'NOM-CAR-01'),
      step(
        'payroll.employees',
        'Registre al personal',
        'Cada trabajador con su cédula, ingreso, departamento, tipo de personal y cargo.',
        'NOM-REG-01',
      ),
      step(
        'payroll.details',
        'Cargue la cuenta de pago de cada trabajador',
        'Banco y número de cuenta, y la carga familiar que leen las fórmulas.',
        'NOM-REG-02',
      ),
      step(
        'payroll.firstRun',
        'Emita su primera nómina',
        'Calcúlela como borrador, revísela y ciérrela: se causa en el presupuesto.',
        'NOM-EMI-01',
      ),
    ],
  },
  {
    module: 'TUR',
    title: 'Turnos',
    steps: [
      step(
        'queue.services',
        'Registre los servicios de la estación',
        'Lo que el ciudadano elige en el quiosco (Pagos, Consultas…), cada uno con su prefijo.',
        'TUR-CFG-01',
      ),
      step('queue.counters', 'Registre las taquillas', 'Los puestos que llaman turnos.', 'TUR-CFG-01'),
      step(
        'queue.devices',
        'Enrole el quiosco y la pantalla de la sala',
        'Equipos que quedan encendidos sin sesión de usuario: el quiosco entrega turnos, la pantalla los llama.',
        'TUR-CFG-01',
      ),
      step(
        'queue.firstTicket',
        'Entregue su primer turno',
        'Desde el quiosco o desde «Solicitar turno».',
        'TUR-SOL-01',
      ),
    ],
  },
];

/** Every step's key, for the server's checks (one per key). */
export const GUIDE_KEYS: readonly string[] = GUIDES.flatMap((g) => g.steps.map((s) => s.key));

export const guideState = z.object({
  modules: z.array(
    z.object({
      module: z.string(),
      steps: z.array(z.object({ key: z.string(), done: z.boolean() })),
    }),
  ),
});
export type GuideState = z.infer<typeof guideState>;

/** Where the guide's ticks come from. */
export const guideEndpoints = {
  state: defineEndpoint({
    method: 'GET',
    service: 'user',
    path: '/setup/guide',
    summary: 'Primeros pasos: qué está listo de cada módulo del usuario en la institución y el período',
    // Each user sees the guides of the modules they hold a screen of (the server filters).
    access: access.session,
    query: z.object({ idPeriod: rowId.optional() }),
    response: guideState,
  }),
};
