import { formatMoney } from '@erario/contracts';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { listColumn } from './columns.ts';

/** An amount in a table cell: right aligned, its digits in columns, never wrapped. */
export const moneyCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** A grid column of amounts as every list shows them (`1.234.567,89`, right aligned); an empty amount is a dash. */
export const moneyColumn = <Row extends GridValidRowModel>(field: string, headerName: string, width = 120) =>
  listColumn<Row>(field, headerName, width, {
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: string | null | undefined) =>
      value === null || value === undefined ? '—' : formatMoney(value),
  });
