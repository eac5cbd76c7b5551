import { type AnyReport, column, defineReport, param } from '../reports/report.ts';

const { money, text } = column;

/**
 * The BM forms of the Contraloría (Publicación N.º 21), under /api/reports/inventory/: each for a
 * month of the period (or the whole period) and one work unit (or all). Their totals agree: BM-4's
 * incorporations and disincorporations are BM-2's, its missing assets BM-3's, its closing BM-1's.
 */
/** An asset as the inventory's forms name it: where it is classified, its number, what it is and where. */
const ASSET_COLUMNS = [
  text('classification', 'Clasificación'),
  text('number', 'Número'),
  text('description', 'Descripción'),
  text('unit', 'Unidad de trabajo'),
];

const unitAndMonth = [param.master('idWorkUnit', 'Unidad de trabajo', 'workUnit'), param.month()] as const;

export const inventoryReports = {
  /** BM-1: the assets in the inventory at the month's (or period's) last day, with their value then. */
  bm1: defineReport({
    screen: 'INV-REP-01',
    group: 'inventory',
    slug: 'bm-1',
    title: 'BM-1 Inventario de bienes muebles',
    params: unitAndMonth,
    columns: [
      ...ASSET_COLUMNS,
      { key: 'incorporatedOn', label: 'Incorporado', kind: 'date' },
      money('value', 'Valor'),
    ],
    wide: true,
  }),
  /** BM-2: each incorporation and disincorporation in the month, transfers as 51 out of one unit and 02 into the other. */
  bm2: defineReport({
    screen: 'INV-REP-02',
    group: 'inventory',
    slug: 'bm-2',
    title: 'BM-2 Relación del movimiento de bienes muebles',
    params: unitAndMonth,
    columns: [
      { key: 'entryDate', label: 'Fecha', kind: 'date' },
      text('concept', 'Concepto'),
      ...ASSET_COLUMNS,
      text('movement', 'Movimiento'),
      money('incorporations', 'Incorporaciones'),
      money('disincorporations', 'Desincorporaciones'),
    ],
    wide: true,
  }),
  /** BM-3: the assets taken out as missing (concept 60, faltantes por investigar) in the month. */
  bm3: defineReport({
    screen: 'INV-REP-03',
    group: 'inventory',
    slug: 'bm-3',
    title: 'BM-3 Relación de bienes muebles faltantes',
    params: unitAndMonth,
    columns: [
      { key: 'entryDate', label: 'Fecha', kind: 'date' },
      ...ASSET_COLUMNS,
      text('movement', 'Movimiento'),
      money('value', 'Valor'),
    ],
    wide: true,
  }),
  /**
   * BM-4: the account's summary by subgroup: what there was at the start, plus incorporations, minus
   * disincorporations and missing assets, equals what there is at the end.
   */
  bm4: defineReport({
    screen: 'INV-REP-04',
    group: 'inventory',
    slug: 'bm-4',
    title: 'BM-4 Resumen de la cuenta de bienes muebles',
    params: unitAndMonth,
    columns: [
      text('classification', 'Clasificación'),
      text('name', 'Subgrupo'),
      money('opening', 'Existencia anterior'),
      money('incorporations', 'Incorporaciones'),
      money('disincorporations', 'Desincorporaciones'),
      money('missing', 'Faltantes'),
      money('closing', 'Existencia final'),
    ],
    wide: true,
  }),
  /**
   * Straight-line depreciation (beyond the BM forms, for institutions that keep it): each asset in the
   * inventory at the month's (or period's) last day, its value there over its subgroup's useful life,
   * a month at a time from the month after its acquisition; an asset whose subgroup has no useful life
   * is left out, and the screen names those subgroups.
   */
  depreciation: defineReport({
    screen: 'INV-REP-05',
    group: 'inventory',
    slug: 'depreciacion',
    title: 'Depreciación de bienes muebles',
    params: unitAndMonth,
    columns: [
      ...ASSET_COLUMNS,
      { key: 'acquiredOn', label: 'Adquirido', kind: 'date' },
      money('value', 'Valor'),
      text('usefulLife', 'Vida útil (años)'),
      money('monthly', 'Depreciación mensual'),
      text('months', 'Meses'),
      money('accumulated', 'Depreciación acumulada'),
      money('net', 'Valor neto'),
    ],
    wide: true,
  }),
};

export const INVENTORY_REPORTS: AnyReport[] = Object.values(inventoryReports);
