import TablePagination from '@mui/material/TablePagination';
import type { ServerGrid } from './useServerGrid.ts';

/**
 * The pager under a plain table paged by the server (useServerGrid's `grid`), where a DataGrid does
 * not serve: rows that open under themselves, a table the journeys read as a table. A new page size
 * starts again at the first page.
 */
export function TablePager({
  grid,
  label = 'Filas',
}: {
  grid: Pick<ServerGrid, 'rowCount' | 'paginationModel' | 'onPaginationModelChange' | 'pageSizeOptions'>;
  /** What the page size is said to count. */
  label?: string;
}) {
  const { page, pageSize } = grid.paginationModel;
  return (
    <TablePagination
      component="div"
      count={grid.rowCount}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={grid.pageSizeOptions}
      onPageChange={(_e, next) => grid.onPaginationModelChange({ page: next, pageSize })}
      onRowsPerPageChange={(e) => grid.onPaginationModelChange({ page: 0, pageSize: Number(e.target.value) })}
      labelRowsPerPage={label}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
    />
  );
}
