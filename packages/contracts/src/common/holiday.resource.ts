import { defineResource, f } from '../resources/resource.ts';

/**
 * The institution's non-working days besides Saturdays and Sundays: what a "business days" count
 * skips (the support board's waits, deadlines in días hábiles). Venezuela's national holidays are
 * written in for each year (LOTTT art. 184 and the Ley de Fiestas Nacionales); the institution adds
 * its own (a decreed day, its patron saint's day) and removes one that a decree moved.
 */
export const holidayResource = defineResource({
  name: 'holiday',
  table: 'holiday',
  service: 'user',
  path: 'holiday',
  screen: 'CFG-FER-01',
  scope: { kind: 'client' },
  labels: { singular: 'día feriado', plural: 'días feriados' },
  display: 'description',
  defaultSort: { field: 'holidayDate', dir: 'desc' },
  fields: [
    f.date('holidayDate', 'Fecha', { required: true }),
    f.text('description', 'Motivo', {
      required: true,
      max: 120,
      search: true,
      example: 'Día de la Resistencia Indígena',
    }),
  ],
  uniques: [{ fields: ['holidayDate'], message: 'Ese día ya es feriado en esta institución' }],
});
