import { formatDate } from '@erario/contracts';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A grid column as every server-paged list has it: its field, heading and width, and not sorted
 * (the server pages in its own order); `how` says what the column adds (alignment, formatting).
 */
export function listColumn<Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  width: number,
  how: Partial<GridColDef<Row>> = {},
): GridColDef<Row> {
  return { field, headerName, width, sortable: false, ...how } as GridColDef<Row>;
}

/** Calendar dates as every list shows them (`dd/mm/aaaa`); an empty date is a dash. */
export const dateColumn = <Row extends GridValidRowModel>(field: string, headerName: string, width = 100) =>
  listColumn<Row>(field, headerName, width, {
    valueFormatter: (value: string | null | undefined) => (value ? formatDate(value) : '—'),
  });

/** A count (bienes, retenciones, trabajadores): right aligned, as the amounts beside it. */
export const countColumn = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  width: number,
) => listColumn<Row>(field, headerName, width, { align: 'right', headerAlign: 'right' });
