/**
 * The permission catalogue: every module and every screen of the product, declared once.
 * The server seeds its permission tables from it and checks route access against it; the web app
 * builds its menu from it. Screen codes travel to the browser prefixed `SRC-X-` (spec section 3).
 */

export type ModuleCode = 'GEN' | 'CFG' | 'TES' | 'PRE' | 'REC' | 'INV' | 'NOM' | 'TUR' | 'SOP';

export interface ModuleDef {
  code: ModuleCode;
  description: string;
  /** Core modules are on for every client; the others are enabled per client. */
  core: boolean;
}

export const MODULES: readonly ModuleDef[] = [
  { code: 'GEN', description: 'General', core: true },
  { code: 'CFG', description: 'Configuración y maestros comunes', core: true },
  { code: 'TES', description: 'Tesorería', core: false },
  { code: 'PRE', description: 'Presupuesto de gastos', core: false },
  { code: 'REC', description: 'Recaudación', core: false },
  { code: 'INV', description: 'Inventario de bienes muebles', core: false },
  { code: 'NOM', description: 'Nómina', core: false },
  { code: 'TUR', description: 'Turnos', core: false },
  { code: 'SOP', description: 'Soporte', core: false },
];

export interface ScreenDef {
  code: string;
  module: ModuleCode;
  name: string;
  /** Route of the web app; `:param` marks a path parameter. */
  route: string;
  /** Menu group the screen sits under (reports are grouped apart from their module's masters). */
  group: string;
  /** Other spellings of the route that old links use; the web app sends them to `route`. */
  aliases?: string[];
  /**
   * Masters whose rows its forms and filters pick (a bank movement's account and beneficiary), by
   * master name: a holder of the screen may read those masters' options. Masters' own forms need not
   * say it (a reference field declares it), nor reports (their parameters do).
   */
  picks?: readonly string[];
  /**
   * A module that, when the institution has it, turns this screen off: a master kept by that module
   * (payroll's departments) which another module's office keeps where the institution lacks it.
   */
  unlessModule?: ModuleCode;
}

/** Whether a screen is on for an institution with these modules: its module on, and no module that replaces it. */
export function screenEnabled(screen: ScreenDef, modules: { has(code: string): boolean }): boolean {
  return modules.has(screen.module) && !(screen.unlessModule && modules.has(screen.unlessModule));
}

const s = (code: string, module: ModuleCode, group: string, name: string, route: string): ScreenDef => ({
  code,
  module,
  group,
  name,
  route,
});

export const SCREENS: readonly ScreenDef[] = [
  s('MPI-OI1-01', 'GEN', 'Inicio', 'Tablero principal', '/dashboard/default'),

  s('CFG-CLI-01', 'CFG', 'Configuración', 'Clientes', '/pages/Clients'),
  s('CFG-MON-01', 'CFG', 'Configuración', 'Monedas', '/pages/Currency'),
  s('CFG-PAI-01', 'CFG', 'Configuración', 'Países', '/pages/Countries'),
  s('CFG-EMP-01', 'CFG', 'Configuración', 'Compañías', '/pages/Company'),
  s('CFG-TPE-01', 'CFG', 'Configuración', 'Tipos de persona', '/pages/Person-Type'),
  s('CFG-TDO-01', 'CFG', 'Configuración', 'Tipos de documento', '/pages/Tipo-De-Documento'),
  s('CFG-PER-01', 'CFG', 'Configuración', 'Períodos presupuestarios', '/pages/budget-period'),
  s('CFG-FER-01', 'CFG', 'Configuración', 'Días feriados', '/pages/configurations/holidays'),
  s('CFG-TCA-01', 'CFG', 'Configuración', 'Tasas de cambio (BCV)', '/pages/configurations/exchange-rates'),
  s('CFG-USR-01', 'CFG', 'Configuración', 'Usuarios', '/pages/Usuarios'),
  s(
    'CFG-USR-02',
    'CFG',
    'Configuración',
    'Permisos por usuario',
    '/pages/UsersManagementPermissions/:idUser',
  ),
  s(
    'CFG-NUM-01',
    'CFG',
    'Configuración',
    'Numeración de documentos',
    '/pages/configurations/document/number',
  ),
  s('CFG-PAR-01', 'CFG', 'Configuración', 'Parámetros generales', '/pages/configurations/generalparameter'),
  s('CFG-MIC-01', 'CFG', 'Configuración', 'Servicios', '/pages/configurations/microservices'),
  s('CFG-PRO-01', 'CFG', 'Configuración', 'Propiedades', '/pages/configurations/propertie'),
  s('CFG-COR-01', 'CFG', 'Configuración', 'Correo saliente', '/pages/configurations/outbox'),
  s('CFG-AUD-01', 'CFG', 'Configuración', 'Auditoría', '/pages/configurations/audit'),

  s('TES-FUE-01', 'TES', 'Tesorería', 'Fuentes de financiamiento', '/pages/treasury-Funding-sources'),
  s('TES-BEN-01', 'TES', 'Tesorería', 'Beneficiarios', '/pages/treasury-Beneficiary'),
  s('TES-BAN-01', 'TES', 'Tesorería', 'Bancos', '/pages/treasury-Banks'),
  s('TES-CTA-01', 'TES', 'Tesorería', 'Cuentas bancarias', '/pages/treasury-Bank-Accounts'),
  s('TES-SAL-01', 'TES', 'Tesorería', 'Saldos iniciales', '/pages/treasury-Opening-balances'),
  s(
    'TES-OPT-01',
    'TES',
    'Tesorería',
    'Operaciones en tránsito',
    '/pages/treasury-Finance-Operations-Transit',
  ),
  s('TES-CHQ-01', 'TES', 'Tesorería', 'Chequeras', '/pages/treasury-cheque-books'),
  s('TES-CHQ-02', 'TES', 'Tesorería', 'Cheques anulados', '/pages/treasury-cheque-voids'),
  s('TES-CHQ-03', 'TES', 'Tesorería', 'Formatos de cheque', '/pages/treasury-cheque-layouts'),
  {
    ...s('TES-MOV-01', 'TES', 'Tesorería', 'Transacciones bancarias', '/pages/treasury-banking-transaction'),
    picks: ['bankAccount', 'beneficiary'],
  },
  {
    ...s('TES-EDC-01', 'TES', 'Tesorería', 'Estados de cuenta', '/pages/treasury-account-statements'),
    picks: ['bankAccount'],
  },
  s('TES-MOV-02', 'TES', 'Tesorería', 'Movimientos', '/pages/treasury-Movements'),
  s('TES-PER-01', 'TES', 'Tesorería', 'Personas', '/pages/treasury-person'),
  {
    ...s('TES-CON-01', 'TES', 'Tesorería', 'Conciliación bancaria', '/pages/treasury-Bank/reconciliation'),
    picks: ['bankAccount'],
  },
  {
    ...s(
      'TES-PAG-01',
      'TES',
      'Tesorería',
      'Proceso de pago de retenciones',
      '/pages/treasury-payment-process',
    ),
    picks: ['bankAccount', 'beneficiary'],
  },
  s('TES-REP-01', 'TES', 'Reportes de tesorería', 'Libro de banco', '/pages/treasury-Book-Bank-Account'),
  s(
    'TES-REP-02',
    'TES',
    'Reportes de tesorería',
    'Libro de banco por rango de fechas',
    '/pages/treasury-Book-Range-Date-Bank-Account',
  ),
  s(
    'TES-REP-03',
    'TES',
    'Reportes de tesorería',
    'Reporte de cuentas bancarias',
    '/pages/treasury-account-bank-report',
  ),
  s('TES-REP-04', 'TES', 'Reportes de tesorería', 'Partidas en tránsito', '/pages/treasury-transit-report'),
  s(
    'TES-REP-05',
    'TES',
    'Reportes de tesorería',
    'Estado de cuenta del banco',
    '/pages/treasury-statement-report',
  ),
  s(
    'TES-REP-06',
    'TES',
    'Reportes de tesorería',
    'Declaración del timbre fiscal 1×1000',
    '/pages/treasury-stamp-tax-report',
  ),

  s('PRE-DOC-01', 'PRE', 'Presupuesto de gastos', 'Documentos', '/pages/documents'),
  {
    ...s('PRE-DOC-02', 'PRE', 'Presupuesto de gastos', 'Generar documentos', '/pages/document-add'),
    picks: ['bankAccount'],
  },
  s('PRE-DOC-03', 'PRE', 'Presupuesto de gastos', 'Ver documento', '/pages/view-document'),
  s('PRE-NIV-01', 'PRE', 'Presupuesto de gastos', 'Sector', '/pages/budget-local1'),
  s('PRE-NIV-02', 'PRE', 'Presupuesto de gastos', 'Programas', '/pages/budget-local2'),
  s('PRE-NIV-03', 'PRE', 'Presupuesto de gastos', 'Subprogramas', '/pages/budget-local3'),
  s('PRE-NIV-04', 'PRE', 'Presupuesto de gastos', 'Proyectos', '/pages/budget-local4'),
  s('PRE-NIV-05', 'PRE', 'Presupuesto de gastos', 'Subproyectos', '/pages/budget-local5'),
  s('PRE-NIV-06', 'PRE', 'Presupuesto de gastos', 'Actividades', '/pages/budget-local6'),
  s('PRE-NIV-07', 'PRE', 'Presupuesto de gastos', 'Obras', '/pages/budget-local7'),
  s('PRE-ESP-01', 'PRE', 'Presupuesto de gastos', 'Específicas', '/pages/budget-specific'),
  s('PRE-CLA-01', 'PRE', 'Presupuesto de gastos', 'Clasificador presupuestario', '/pages/budget-classifier'),
  s('PRE-CIE-01', 'PRE', 'Presupuesto de gastos', 'Cierre del ejercicio', '/pages/cierre-ejercicio'),
  s('PRE-BEN-01', 'PRE', 'Presupuesto de gastos', 'Beneficiarios', '/pages/Presupuesto-beneficiarios'),
  s('PRE-REP-01', 'PRE', 'Reportes de gastos', 'Ejecución por nivel', '/pages/Presupuesto-gastos-reporte'),
  s(
    'PRE-REP-02',
    'PRE',
    'Reportes de gastos',
    'Ejecución por cuentas',
    '/pages/Presupuesto-gastos-reporte-cuentas',
  ),
  s(
    'PRE-REP-03',
    'PRE',
    'Reportes de gastos',
    'Ejecución por mes',
    '/pages/Presupuesto-gastos-reporte-por-mes',
  ),
  s(
    'PRE-REP-04',
    'PRE',
    'Reportes de gastos',
    'Ejecución por mes y trimestre',
    '/pages/Presupuesto-gastos-reporte-mes-trimestre',
  ),
  s(
    'PRE-REP-05',
    'PRE',
    'Reportes de gastos',
    'Por documento',
    '/pages/presupuesto-gastos-reporte-por-documento',
  ),
  s(
    'PRE-REP-06',
    'PRE',
    'Reportes de gastos',
    'Por documento y rango de fechas',
    '/pages/presupuesto-gastos-reporte-por-documento-rango-fecha',
  ),
  s(
    'PRE-REP-07',
    'PRE',
    'Reportes de gastos',
    'Por beneficiario',
    '/pages/presupuesto-gastos-reporte-por-beneficiario',
  ),
  s('PRE-REP-08', 'PRE', 'Reportes de gastos', 'Gastos', '/pages/Presupuesto-gastos-reporte-gastos'),
  s(
    'PRE-REP-09',
    'PRE',
    'Reportes de gastos',
    'Resumen de documentos y retenciones',
    '/pages/Presupuesto-gastos-reporte-resumen-documentos-retenciones',
  ),
  s(
    'PRE-REP-10',
    'PRE',
    'Reportes de gastos',
    'Cuenta por trimestre',
    '/pages/Presupuesto-gastos-reporte-cuenta-trimestre',
  ),
  s(
    'PRE-REP-11',
    'PRE',
    'Reportes de gastos',
    'Ejecución financiera por rango',
    '/pages/reporte-ejecucion-financiera-por-rango',
  ),
  s(
    'PRE-REP-12',
    'PRE',
    'Reportes de gastos',
    'Ejecución por mes y período',
    '/pages/reporte-ejecucion-por-mes-y-periodo',
  ),
  s('PRE-REP-13', 'PRE', 'Reportes de gastos', 'Cajas', '/pages/Presupuesto-gastos-reporte-cajas'),
  s(
    'PRE-REP-14',
    'PRE',
    'Reportes de gastos',
    'Ejecución por partida del clasificador',
    '/pages/Presupuesto-gastos-reporte-clasificador',
  ),
  s(
    'PRE-REP-15',
    'PRE',
    'Reportes de gastos',
    'Deudas del ejercicio',
    '/pages/Presupuesto-gastos-reporte-deudas',
  ),

  s(
    'REC-CPI-01',
    'REC',
    'Maestros de recaudación',
    'Clasificador de ingresos',
    '/pages/Recaudación-Maestros-CPI',
  ),
  s('REC-FP-01', 'REC', 'Maestros de recaudación', 'Formas de pago', '/pages/Recaudación-Maestros-FP'),
  s(
    'REC-CC-01',
    'REC',
    'Maestros de recaudación',
    'Conceptos de recaudación',
    '/pages/Recaudación-Maestros-CC',
  ),
  s('REC-UT-01', 'REC', 'Maestros de recaudación', 'Unidad tributaria', '/pages/Recaudación-Maestros-UT'),
  s(
    'REC-TVE-01',
    'REC',
    'Maestros de recaudación',
    'Tarifas de vehículos',
    '/pages/Recaudación-Maestros-Tarifas-Vehiculos',
  ),
  s(
    'REC-ACE-01',
    'REC',
    'Maestros de recaudación',
    'Actividades económicas y alícuotas',
    '/pages/Recaudación-Maestros-Actividades',
  ),
  s(
    'REC-ZON-01',
    'REC',
    'Maestros de recaudación',
    'Zonas y valores de la tierra',
    '/pages/Recaudación-Maestros-Zonas',
  ),
  s(
    'REC-TCN-01',
    'REC',
    'Maestros de recaudación',
    'Tipos y valores de construcción',
    '/pages/Recaudación-Maestros-Construcción',
  ),
  s(
    'REC-ALI-01',
    'REC',
    'Maestros de recaudación',
    'Alícuotas de inmuebles',
    '/pages/Recaudación-Maestros-Alícuotas',
  ),
  s(
    'REC-TIM-01',
    'REC',
    'Maestros de recaudación',
    'Tasas de interés moratorio',
    '/pages/Recaudación-Maestros-Intereses',
  ),
  s('REC-TMU-01', 'REC', 'Maestros de recaudación', 'Tipos de multa', '/pages/Recaudación-Maestros-Multas'),
  s(
    'REC-TCV-01',
    'REC',
    'Maestros de recaudación',
    'Tipos de convenio de pago',
    '/pages/Recaudación-Maestros-Convenios',
  ),
  s(
    'REC-VMA-01',
    'REC',
    'Maestros de recaudación',
    'Marcas de vehículo',
    '/pages/Recaudación-Maestros-VehicleMark',
  ),
  {
    ...s(
      'REC-VUS-01',
      'REC',
      'Maestros de recaudación',
      'Usos de vehículo',
      '/pages/Recaudación-Maestros-VehicleUse',
    ),
    // The spec spells the route both ways.
    aliases: ['/pages/Recaudación-Maestros-VehicleUSe'],
  },
  s(
    'REC-VTI-01',
    'REC',
    'Maestros de recaudación',
    'Tipos de vehículo',
    '/pages/Recaudación-Maestros-VehicleType',
  ),
  s('REC-EST-01', 'REC', 'Recaudación', 'Estaciones de cobro', '/pages/Estaciones-De-Cobro'),
  s('REC-TCO-01', 'REC', 'Recaudación', 'Tipos de contribuyente', '/pages/Tipo-de-Contribuyentes'),
  s('REC-CON-01', 'REC', 'Recaudación', 'Contribuyentes', '/pages/Contribuyentes'),
  s('REC-VEH-01', 'REC', 'Recaudación', 'Vehículos', '/pages/Vehiculos'),
  s('REC-PAT-01', 'REC', 'Recaudación', 'Patentes por contribuyente', '/pages/Patentes-por-Contribuyentes'),
  s('REC-CAT-01', 'REC', 'Recaudación', 'Catastro por contribuyente', '/pages/Catastro-Contribuyente'),
  s('REC-CAJ-01', 'REC', 'Recaudación', 'Cajas', '/pages/Cajas'),
  { ...s('REC-REC-01', 'REC', 'Recaudación', 'Recibos', '/pages/Recibos'), picks: ['cashBox', 'taxpayer'] },
  {
    ...s('REC-REC-02', 'REC', 'Recaudación', 'Nuevo recibo', '/pages/add-recibo'),
    picks: [
      'bank',
      'bankAccount',
      'cashBox',
      'collectionConcept',
      'operationType',
      'paymentForm',
      'taxpayer',
    ],
  },
  {
    ...s('REC-REC-03', 'REC', 'Recaudación', 'Ver recibos', '/pages/View-Recibos'),
    picks: ['cashBox', 'taxpayer'],
  },
  s('REC-TOP-01', 'REC', 'Recaudación', 'Tipos de operación', '/pages/Operation-Type'),
  { ...s('REC-SOL-01', 'REC', 'Recaudación', 'Solvencias', '/pages/Solvencias'), picks: ['taxpayer'] },
  { ...s('REC-AVI-01', 'REC', 'Recaudación', 'Avisos de cobro', '/pages/Avisos-Cobro'), picks: ['taxpayer'] },
  { ...s('REC-MUL-01', 'REC', 'Recaudación', 'Multas', '/pages/Multas'), picks: ['taxpayer', 'fineType'] },
  {
    ...s('REC-CNV-01', 'REC', 'Recaudación', 'Convenios de pago', '/pages/Convenios-Pago'),
    picks: ['taxpayer', 'agreementType'],
  },
  {
    ...s('REC-DEC-01', 'REC', 'Recaudación', 'Declaraciones de ingresos', '/pages/Declaraciones-Ingresos'),
    picks: ['taxpayer', 'patent', 'patentActivity', 'economicActivity'],
  },
  {
    ...s('REC-REP-01', 'REC', 'Reportes de recaudación', 'Cierre diario', '/pages/Recaudacion-Reporte'),
    picks: ['cashBox'],
  },
  s(
    'REC-REP-02',
    'REC',
    'Reportes de recaudación',
    'Conceptos e impuestos del día',
    '/pages/ConceptsTaxesForDay',
  ),
  s('REC-REP-03', 'REC', 'Reportes de recaudación', 'Recaudación por concepto', '/pages/CollectionsConcepts'),
  s('REC-REP-04', 'REC', 'Reportes de recaudación', 'Cumplimiento de metas', '/pages/cumplimiento-metas'),
  s(
    'REC-REP-05',
    'REC',
    'Reportes de recaudación',
    'Pagadores por concepto',
    '/pages/pagadores-por-concepto',
  ),
  s(
    'REC-REP-06',
    'REC',
    'Reportes de recaudación',
    'Conceptos por fecha',
    '/pages/reporte-conceptos-por-fecha',
  ),
  s('REC-REP-07', 'REC', 'Reportes de recaudación', 'Comprobantes', '/pages/reporte-comprobantes'),
  s(
    'REC-REP-08',
    'REC',
    'Reportes de recaudación',
    'Comprobantes por forma de pago',
    '/pages/reporte-comprobantes-forma-pago',
  ),
  s(
    'REC-REP-09',
    'REC',
    'Reportes de recaudación',
    'Comprobantes por cuenta bancaria',
    '/pages/reporte-comprobantes-cuenta-bancaria',
  ),
  s(
    'REC-REP-10',
    'REC',
    'Reportes de recaudación',
    'Padrón catastral valorado',
    '/pages/reporte-padron-catastral',
  ),
  s(
    'REC-REP-11',
    'REC',
    'Reportes de recaudación',
    'Vehículos por clase',
    '/pages/reporte-vehiculos-por-clase',
  ),
  s('REC-REP-12', 'REC', 'Reportes de recaudación', 'Contribuyentes morosos', '/pages/reporte-morosos'),
  s(
    'REC-REP-13',
    'REC',
    'Reportes de recaudación',
    'Ingresos declarados por actividad',
    '/pages/reporte-ingresos-declarados',
  ),
  s(
    'REC-REP-14',
    'REC',
    'Reportes de recaudación',
    'Recaudación por actividad económica',
    '/pages/reporte-recaudacion-por-actividad',
  ),

  s('INV-CON-01', 'INV', 'Inventario', 'Conceptos y detalles', '/pages/InventarioBM7I-concepto-detalles'),
  s('INV-GRU-01', 'INV', 'Inventario', 'Grupos', '/pages/InventarioBM7I-grupos'),
  s('INV-SGR-01', 'INV', 'Inventario', 'Subgrupos', '/pages/InventarioBM7I-sub-grupos'),
  s('INV-SEC-01', 'INV', 'Inventario', 'Secciones', '/pages/InventarioBM7I-secciones'),
  s(
    'INV-REF-01',
    'INV',
    'Inventario',
    'Referencias para registro BM',
    '/pages/InventarioBM7I-referencia-para-registro-datos-BM',
  ),
  s(
    'INV-ENT-01',
    'INV',
    'Inventario',
    'Entidades de trabajo por departamento',
    '/pages/InventarioBM7I-Entidades-de-Trabajo-por-Departamentos',
  ),
  s('INV-TMO-01', 'INV', 'Inventario', 'Tipos de movimiento', '/pages/InventarioBM7I-Tipos-de-Movimientos'),
  // The departments work units live in, kept by the asset office where the institution has no payroll.
  {
    ...s('INV-DEP-01', 'INV', 'Inventario', 'Departamentos', '/pages/InventarioBM7I-departamentos'),
    unlessModule: 'NOM',
  },
  {
    ...s('INV-BMU-01', 'INV', 'Inventario', 'Bienes muebles', '/pages/InventarioBM7I-bienes-muebles'),
    // The custodian: a worker of payroll's register, or a person where the institution keeps no payroll.
    picks: ['employee', 'generalConcept', 'person', 'section', 'subgroup', 'workUnit'],
  },
  {
    ...s('INV-MOV-01', 'INV', 'Inventario', 'Movimientos de bienes', '/pages/InventarioBM7I-movimientos'),
    picks: ['employee', 'movementType', 'person', 'workUnit'],
  },
  {
    ...s('INV-CNT-01', 'INV', 'Inventario', 'Inventario físico', '/pages/InventarioBM7I-inventario-fisico'),
    picks: ['workUnit'],
  },
  s('INV-REP-01', 'INV', 'Reportes de inventario', 'BM-1 Inventario', '/pages/InventarioBM7I-BM-1'),
  s('INV-REP-02', 'INV', 'Reportes de inventario', 'BM-2 Movimiento', '/pages/InventarioBM7I-BM-2'),
  s('INV-REP-03', 'INV', 'Reportes de inventario', 'BM-3 Faltantes', '/pages/InventarioBM7I-BM-3'),
  s('INV-REP-04', 'INV', 'Reportes de inventario', 'BM-4 Resumen de la cuenta', '/pages/InventarioBM7I-BM-4'),
  s('INV-REP-05', 'INV', 'Reportes de inventario', 'Depreciación', '/pages/InventarioBM7I-depreciacion'),

  s('NOM-DEP-01', 'NOM', 'Nómina', 'Departamentos', '/pages/Nomina-Maestros-Departamentos'),
  s('NOM-TPE-01', 'NOM', 'Nómina', 'Tipos de personal', '/pages/Nomina-Maestros-Tipos-de-Personal'),
  s('NOM-CAR-01', 'NOM', 'Nómina', 'Cargos', '/pages/Nomina-Maestros-Cargos'),
  s('NOM-NAC-01', 'NOM', 'Nómina', 'Niveles académicos', '/pages/Nomina-Maestros-Niveles-Academicos'),
  s(
    'NOM-NAC-02',
    'NOM',
    'Nómina',
    'Primas de profesionalización',
    '/pages/Nomina-Maestros-Primas-Profesionalizacion',
  ),
  s('NOM-PAN-01', 'NOM', 'Nómina', 'Prima de antigüedad', '/pages/Nomina-Maestros-Prima-Antiguedad'),
  s('NOM-PAR-01', 'NOM', 'Nómina', 'Parámetros de nómina', '/pages/Nomina-Maestros-Parametros'),
  s('NOM-TBC-01', 'NOM', 'Nómina', 'Tasas de prestaciones', '/pages/Nomina-Maestros-Tasas-Prestaciones'),
  s('NOM-REG-01', 'NOM', 'Nómina', 'Registro de personal', '/pages/Nomina-Registro-Personal'),
  s('NOM-REG-02', 'NOM', 'Nómina', 'Detalle del personal', '/pages/Nomina-Registro-Personal-Detalle'),
  s('NOM-REG-03', 'NOM', 'Nómina', 'Montos por trabajador', '/pages/Nomina-Registro-Personal-Montos'),
  s('NOM-ISL-01', 'NOM', 'Nómina', 'Retención de ISLR (AR-I)', '/pages/Nomina-Registro-Personal-ISLR'),
  s('NOM-AYD-01', 'NOM', 'Nómina', 'Asignaciones y deducciones', '/pages/Nomina-asignaciones-y-deducciones'),
  {
    ...s('NOM-EMI-01', 'NOM', 'Nómina', 'Emisión de nóminas', '/pages/Nomina-Emision-de-Nominas'),
    // The institution's account a bank file debits (Banesco, Mercantil: their own layouts).
    picks: ['employeeType', 'bankAccount'],
  },
  {
    ...s('NOM-VAC-01', 'NOM', 'Nómina', 'Vacaciones', '/pages/Nomina-Vacaciones'),
    picks: ['employee'],
  },
  {
    ...s('NOM-PRE-01', 'NOM', 'Nómina', 'Prestaciones sociales', '/pages/Nomina-Prestaciones-Sociales'),
    picks: ['employee'],
  },
  {
    ...s('NOM-VIS-01', 'NOM', 'Nómina', 'Vista de nómina', '/pages/Nomina-Vista-Nomina'),
    picks: ['employeeType'],
  },

  {
    ...s('TUR-SOL-01', 'TUR', 'Turnos', 'Solicitar turno', '/turnos/solicitar-Turno'),
    picks: ['collectionPoint', 'queueService'],
  },
  {
    ...s('TUR-COL-01', 'TUR', 'Turnos', 'Cola de turnos', '/turnos/cola-de-Turnos'),
    picks: ['collectionPoint', 'queueCounter', 'queueService'],
  },
  s('TUR-CFG-01', 'TUR', 'Turnos', 'Configuración de turnos', '/turnos/configuracion-de-turnos'),
  {
    ...s('TUR-RST-01', 'TUR', 'Turnos', 'Reinicio de turnos', '/turnos/reset-de-turnos'),
    picks: ['collectionPoint', 'queueService'],
  },

  {
    ...s('SOP-TAB-01', 'SOP', 'Mesa de soporte', 'Tablero de soporte', '/support-board'),
    // The spec lists the board among the configuration screens under /pages/.
    aliases: ['/pages/support-board'],
  },
];

export const SCREEN_PREFIX = 'SRC-X-';

const screensByCode = new Map(SCREENS.map((screen) => [screen.code, screen]));

export function findScreen(code: string): ScreenDef | undefined {
  return screensByCode.get(code);
}

/**
 * The modules a client may use: the core ones, and those enabled for it that are in force. The queue
 * is in force only where the client has `queuingSystemApplies` too (spec: "Queue features apply only
 * if the client has queuingSystemApplies"): an institution without it sees no queue screen and the
 * server serves it no queue route, whatever its module list says.
 */
export function modulesInForce<M extends { code: string }>(
  enabled: readonly M[],
  client: { queuingSystemApplies: boolean },
): M[] {
  return enabled.filter((m) => m.code !== 'TUR' || client.queuingSystemApplies);
}

export function isModuleCode(value: string): value is ModuleCode {
  return MODULES.some((m) => m.code === value);
}
