import { MONTHS } from '@erario/contracts';

export { BarsWithTable } from '../../platform/charts/lazy.ts';

/** A month's name as the chart's axis and table show it: «ene 2026». */
export const monthLabel = (year: number, month: number) =>
  `${MONTHS[month - 1]?.slice(0, 3) ?? month} ${year}`;
