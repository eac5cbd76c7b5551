import { defineResource, f, type ResourceDef } from '../resources/resource.ts';

/**
 * The programme structure of the expense budget: seven local levels, each a child of the one above,
 * level 1 under the budget period. A level a structure does not use is coded 00.
 */
const LEVELS = [
  { singular: 'sector', plural: 'sectores' },
  { singular: 'programa', plural: 'programas' },
  { singular: 'subprograma', plural: 'subprogramas' },
  { singular: 'proyecto', plural: 'proyectos' },
  { singular: 'subproyecto', plural: 'subproyectos' },
  { singular: 'actividad', plural: 'actividades', feminine: true },
  { singular: 'obra', plural: 'obras', feminine: true },
] as const;

const CODE = {
  regex: /^\d{2}$/,
  message: 'El código son 2 dígitos, por ejemplo 01 (00 si el nivel no se usa)',
};

/** The ids of level `n`'s rows in period `$period`, joining up the chain to the sector. */
function levelRows(n: number): string {
  const joins = Array.from({ length: n - 1 }, (_, i) => n - 1 - i)
    .map((k) => `join budget_level${k} l${k} on l${k}.id = l${k + 1}.id_level${k}`)
    .join(' ');
  return `select l${n}.id from budget_level${n} l${n} ${joins} where l1.id_period = $period`;
}

function level(n: number): ResourceDef {
  const labels = LEVELS[n - 1] as (typeof LEVELS)[number];
  const parent =
    n === 1
      ? {
          resource: 'budgetPeriod',
          field: 'idPeriod',
          path: 'findByIdPeriod',
          label: 'Período',
          display: 'description',
        }
      : {
          resource: `budgetLevel${n - 1}`,
          field: `idLevel${n - 1}`,
          path: `findByIdLevel${n - 1}`,
          label: capital(LEVELS[n - 2]?.singular ?? ''),
          display: 'name',
        };
  return defineResource({
    name: `budgetLevel${n}`,
    table: `budget_level${n}`,
    service: 'budget',
    path: `budget-local${n}`,
    screen: `PRE-NIV-0${n}`,
    scope: { kind: 'parent', resource: parent.resource, field: parent.field, path: parent.path },
    period: { rows: levelRows(n) },
    labels: { singular: labels.singular, plural: labels.plural, feminine: 'feminine' in labels },
    display: 'name',
    defaultSort: { field: 'code', dir: 'asc' },
    fields: [
      f.ref(
        parent.field,
        parent.label,
        { resource: parent.resource, display: parent.display },
        { required: true },
      ),
      f.text('code', 'Código', { required: true, max: 2, search: true, pattern: CODE, example: '01' }),
      f.text('name', 'Denominación', { required: true, max: 250, search: true }),
    ],
    uniques: [
      {
        fields: [parent.field, 'code'],
        message: `Ya existe ese código en ${article(n)} ${LEVELS[n - 2]?.singular ?? 'período'}`,
      },
    ],
  });
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(n: number): string {
  if (n === 1) return 'el';
  return 'feminine' in (LEVELS[n - 2] ?? {}) ? 'la' : 'el';
}

export const budgetLevelResources: ResourceDef[] = [1, 2, 3, 4, 5, 6, 7].map(level);

/** A specific account: the partida of the expense classifier under an obra, with its initial amount. */
export const budgetSpecificResource = defineResource({
  name: 'budgetSpecific',
  table: 'budget_specific',
  service: 'budget',
  path: 'budget-specific',
  screen: 'PRE-ESP-01',
  scope: { kind: 'parent', resource: 'budgetLevel7', field: 'idLevel7', path: 'findByIdLevel7' },
  period: { rows: 'select id from budget_account where id_period = $period' },
  // budget_account is the specific account with its kept place in the structure.
  reads: ['budget_account_place'],
  labels: { singular: 'cuenta específica', plural: 'cuentas específicas', feminine: true },
  display: 'accountCode',
  defaultSort: { field: 'accountCode', dir: 'asc' },
  fields: [
    f.ref('idLevel7', 'Obra', { resource: 'budgetLevel7', display: 'name' }, { required: true }),
    f.text('accountCode', 'Partida', {
      required: true,
      max: 13,
      search: true,
      pattern: {
        regex: /^4\.\d{2}\.\d{2}\.\d{2}\.\d{2}$/,
        message:
          'La partida de gasto tiene la forma 4.01.01.01.00 (partida.genérica.específica.subespecífica)',
      },
      example: '4.03.18.01.00',
    }),
    f.text('description', 'Denominación', { required: true, max: 250, search: true }),
    f.money('initialAmount', 'Asignación inicial', { required: true, initial: '0.00' }),
    f.ref(
      'idFundingSource',
      'Fuente de financiamiento',
      { resource: 'fundingSource', display: 'name' },
      { list: false },
    ),
  ],
  uniques: [{ fields: ['idLevel7', 'accountCode'], message: 'Esa partida ya existe en la obra' }],
  rules: [
    {
      field: 'initialAmount',
      message: 'La asignación inicial no puede ser negativa',
      test: (row) =>
        !String(row.initialAmount ?? '')
          .trim()
          .startsWith('-'),
    },
  ],
});
