import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerGrid } from './useServerGrid.ts';

afterEach(cleanup);

interface Row {
  id: number;
}

/** A server of 60 rows, answering the page asked for (or holding it back until `release`). */
function server({ hold = false } = {}) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchPage = vi.fn(async ({ page, size }: { page: number; size: number }) => {
    if (hold && page > 0) await held;
    const rows: Row[] = Array.from({ length: size }, (_, i) => ({ id: page * size + i + 1 }));
    return { rows, total: 60 };
  });
  return { fetchPage, release: () => release() };
}

function renderGrid(
  fetchPage: ReturnType<typeof server>['fetchPage'],
  props: { filters?: unknown; enabled?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ filters, enabled }: { filters?: unknown; enabled?: boolean }) =>
      useServerGrid({ queryKey: ['rows'], filters, enabled, fetchPage }),
    { wrapper, initialProps: props },
  );
}

const firstIds = (result: { current: { grid: { rows: Row[] } } }) =>
  result.current.grid.rows.slice(0, 2).map((r) => r.id);

describe('useServerGrid', () => {
  it("asks for the first page of 10 and gives the grid the server's rows and total", async () => {
    const { fetchPage } = server();
    const { result } = renderGrid(fetchPage);
    await waitFor(() => expect(result.current.grid.rowCount).toBe(60));
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith({ page: 0, size: 10 });
    expect(result.current.grid).toMatchObject({
      paginationMode: 'server',
      paginationModel: { page: 0, pageSize: 10 },
      pageSizeOptions: [10, 25, 50, 100],
    });
    expect(result.current.grid.rows).toHaveLength(10);
  });

  it('asks for the page and size the grid moves to', async () => {
    const { fetchPage } = server();
    const { result } = renderGrid(fetchPage);
    await waitFor(() => expect(result.current.grid.rowCount).toBe(60));
    act(() => result.current.grid.onPaginationModelChange({ page: 2, pageSize: 25 }));
    await waitFor(() => expect(firstIds(result)).toEqual([51, 52]));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, size: 25 });
    expect(result.current.paginationModel).toEqual({ page: 2, pageSize: 25 });
  });

  it('goes back to page one when the filters change, keeping the page size', async () => {
    const { fetchPage } = server();
    const { result, rerender } = renderGrid(fetchPage, { filters: { search: '' } });
    await waitFor(() => expect(result.current.grid.rowCount).toBe(60));
    act(() => result.current.grid.onPaginationModelChange({ page: 3, pageSize: 25 }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, size: 25 }));
    rerender({ filters: { search: 'sillas' } });
    expect(result.current.paginationModel).toEqual({ page: 0, pageSize: 25 });
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 0, size: 25 }));
  });

  it('keeps the page on screen while the next one loads', async () => {
    const { fetchPage, release } = server({ hold: true });
    const { result } = renderGrid(fetchPage);
    await waitFor(() => expect(result.current.grid.rowCount).toBe(60));
    act(() => result.current.grid.onPaginationModelChange({ page: 1, pageSize: 10 }));
    await waitFor(() => expect(result.current.grid.loading).toBe(true));
    expect(firstIds(result)).toEqual([1, 2]);
    release();
    await waitFor(() => expect(firstIds(result)).toEqual([11, 12]));
    expect(result.current.grid.loading).toBe(false);
  });

  it('asks nothing until it is enabled', async () => {
    const { fetchPage } = server();
    const { result, rerender } = renderGrid(fetchPage, { enabled: false });
    expect(result.current.grid).toMatchObject({ rows: [], rowCount: 0, loading: false });
    expect(fetchPage).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.grid.rowCount).toBe(60));
    expect(fetchPage).toHaveBeenCalledOnce();
  });
});
