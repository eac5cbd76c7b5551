// What other modules may use of revenue: the unidad tributaria in force on a day.
export { taxUnitOn } from './tax-units/tax-units.ts';
