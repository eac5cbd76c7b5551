import { formatMoney } from '@erario/contracts';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** An amount in a table cell: right aligned, its digits in columns, never wrapped. */
export const moneyCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/**
 * A grid column of amounts as every list shows them (`1.234.567,89`, right aligned, not sorted: the
 * server pages in its own order); an empty amount is a dash.
 */
export function moneyColumn<Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  width = 120,
): GridColDef<Row> {
  return {
    field,
    headerName,
    width,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueFormatter: (value: string | null | undefined) =>
      value === null || value === undefined ? '—' : formatMoney(value),
  };
}
