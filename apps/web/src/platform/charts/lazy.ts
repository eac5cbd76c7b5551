import { lazy } from 'react';

// The chart library is a chunk of its own, loaded when the first chart is drawn.
export const BarsWithTable = lazy(async () => ({
  default: (await import('./BarsWithTable.tsx')).BarsWithTable,
}));
