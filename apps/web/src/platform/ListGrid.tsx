import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import type { RefAttributes } from 'react';

/** The DataGrid's own texts in Spanish. */
export const gridLocaleText = esES.components.MuiDataGrid.defaultProps.localeText;

/**
 * A list's DataGrid as every screen shows it: in Spanish, as tall as its rows, a click on a row
 * selecting nothing. Any of the three may be given otherwise; the rest is the DataGrid's.
 */
export function ListGrid<R extends GridValidRowModel>(
  props: DataGridProps<R> & RefAttributes<HTMLDivElement>,
) {
  return <DataGrid<R> localeText={gridLocaleText} disableRowSelectionOnClick autoHeight {...props} />;
}
