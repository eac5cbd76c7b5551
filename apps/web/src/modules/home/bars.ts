import { MONTHS } from '@erario/contracts';
import { lazy } from 'react';

// The chart library is a chunk of its own, loaded when the first chart is drawn.
export const BarsWithTable = lazy(async () => ({
  default: (await import('../../platform/charts/BarsWithTable.tsx')).BarsWithTable,
}));

/** A month's name as the chart's axis and table show it: «ene 2026». */
export const monthLabel = (year: number, month: number) =>
  `${MONTHS[month - 1]?.slice(0, 3) ?? month} ${year}`;
