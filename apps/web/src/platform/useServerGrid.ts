import type { GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** One page of a list as the server answers it. */
export interface ServerPage<Row> {
  rows: Row[];
  total: number;
}

/** What a paged list gives its DataGrid (spread on it), or a TablePager under a plain table. */
export interface ServerGrid<Row extends GridValidRowModel = GridValidRowModel> {
  rows: Row[];
  rowCount: number;
  loading: boolean;
  paginationMode: 'server';
  paginationModel: GridPaginationModel;
  onPaginationModelChange(model: GridPaginationModel): void;
  pageSizeOptions: number[];
}

/**
 * A list paged by the server, for a DataGrid: the page and its size live here, the rows and the
 * total come from `fetchPage`, the previous page stays on screen while the next one loads, and a
 * change of `filters` goes back to the first page. Spread `grid` on the DataGrid.
 */
export function useServerGrid<Page extends ServerPage<GridValidRowModel>>({
  queryKey,
  filters,
  fetchPage,
  pageSize = 10,
  pageSizeOptions = [10, 25, 50, 100],
  enabled = true,
}: {
  /** What names the list in the query cache; the filters and the page are added to it. */
  queryKey: unknown[];
  /** What narrows the list (search, dates, type…): a new value starts again at page one. */
  filters?: unknown;
  /** One page, and whatever else the answer carries (a report's totals and heading). */
  fetchPage(page: { page: number; size: number }): Promise<Page>;
  pageSize?: number;
  pageSizeOptions?: number[];
  enabled?: boolean;
}) {
  const filtersKey = JSON.stringify(filters ?? null);
  const [state, setState] = useState({ filtersKey, page: 0, pageSize });
  // Filters changed since the page was chosen: the page chosen no longer means anything.
  const paginationModel: GridPaginationModel = {
    page: state.filtersKey === filtersKey ? state.page : 0,
    pageSize: state.pageSize,
  };
  const list = useQuery({
    queryKey: [...queryKey, filtersKey, paginationModel.page, paginationModel.pageSize],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () => fetchPage({ page: paginationModel.page, size: paginationModel.pageSize }),
  });
  const grid: ServerGrid<Page['rows'][number]> = {
    rows: list.data?.rows ?? [],
    rowCount: list.data?.total ?? 0,
    loading: list.isFetching,
    paginationMode: 'server',
    paginationModel,
    onPaginationModelChange: (model: GridPaginationModel) =>
      setState({ filtersKey, page: model.page, pageSize: model.pageSize }),
    pageSizeOptions,
  };
  return { list, paginationModel, grid };
}
