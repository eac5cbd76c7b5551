import { defineResource, f, perPeriod } from '../resources/resource.ts';

/** The groups of a classifier code `4.pp.gg.ee.ss`: partida, genérica, específica, subespecífica. */
export function classifierGroups(code: string): [string, string, string, string] | null {
  const m = /^4\.(\d{2})\.(\d{2})\.(\d{2})\.(\d{2})$/.exec(code);
  return m ? [m[1] as string, m[2] as string, m[3] as string, m[4] as string] : null;
}

export const CLASSIFIER_LEVELS = ['Partida', 'Genérica', 'Específica', 'Subespecífica'] as const;

/**
 * The depth of a classifier code (0 partida … 3 subespecífica), or null when a group is used below an
 * unused one (4.01.00.01.00) or the partida is outside 4.01–4.98.
 */
export function classifierDepth(code: string): number | null {
  const groups = classifierGroups(code);
  if (!groups) return null;
  const partida = Number(groups[0]);
  if (partida < 1 || partida > 98) return null;
  const used = groups.slice(1).indexOf('00');
  const depth = used === -1 ? 3 : used;
  return groups.slice(depth + 1).every((g) => g === '00') ? depth : null;
}

/** The code of the entry one level up (4.01.01.01.00 → 4.01.01.00.00), or null for a partida. */
export function classifierParent(code: string): string | null {
  const depth = classifierDepth(code);
  if (depth === null || depth === 0) return null;
  const parts = code.split('.');
  parts[depth + 1] = '00';
  return parts.join('.');
}

/**
 * The expense classifier of ONAPRE (Clasificador Presupuestario de Recursos y Egresos), one
 * catalogue per budget period: partidas 4.01–4.98 with their genéricas, específicas and
 * subespecíficas. Every new period starts with the previous period's catalogue (the standard one for
 * an institution's first period); the specific accounts of the structure must name one of its
 * entries that takes imputations (an específica or subespecífica with nothing below it).
 */
export const budgetClassifierResource = defineResource({
  name: 'budgetClassifier',
  table: 'budget_classifier',
  service: 'budget',
  path: 'budget-classifier',
  screen: 'PRE-CLA-01',
  ...perPeriod('budget_classifier'),
  labels: { singular: 'partida del clasificador', plural: 'clasificador presupuestario', feminine: true },
  display: 'code',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.period({ owned: true }),
    f.text('code', 'Código', {
      required: true,
      max: 13,
      search: true,
      immutable: true,
      pattern: {
        regex: /^4\.\d{2}\.\d{2}\.\d{2}\.\d{2}$/,
        message: 'El código tiene la forma 4.01.01.01.00 (partida.genérica.específica.subespecífica)',
      },
      example: '4.08.99.01.01',
    }),
    f.text('name', 'Denominación', { required: true, max: 300, search: true }),
  ],
  rules: [
    {
      field: 'code',
      message:
        'Código inválido: la partida va de 4.01 a 4.98 y cada nivel (genérica, específica, subespecífica) usa el anterior',
      test: (row) =>
        typeof row.code !== 'string' || !classifierGroups(row.code) || classifierDepth(row.code) !== null,
    },
  ],
  computed: [
    {
      name: 'level',
      label: 'Nivel',
      kind: 'text',
      sql: `case when substr(t.code, 6, 2) = '00' then 'Partida' when substr(t.code, 9, 2) = '00' then 'Genérica'
                 when substr(t.code, 12, 2) = '00' then 'Específica' else 'Subespecífica' end`,
    },
  ],
  uniques: [{ fields: ['idPeriod', 'code'], message: 'Ese código ya está en el clasificador del período' }],
});
