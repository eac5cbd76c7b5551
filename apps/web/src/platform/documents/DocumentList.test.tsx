import { type AssetMovementDetail, assetMovementEndpoints } from '@erario/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api.ts';
import { moneyColumn } from '../money.ts';
import {
  PERIOD,
  refusal,
  renderApp,
  resetApp,
  type SentRequest,
  signIn,
  stubNetwork,
} from '../test-render.tsx';
import { DocumentList } from './DocumentList.tsx';

/** A family's list as the asset movements' is: its endpoint, its number, its own columns. */
type Row = Pick<
  AssetMovementDetail,
  'id' | 'status' | 'idReverses' | 'numberText' | 'description' | 'amount'
>;

const ROWS: Row[] = [
  {
    id: 1,
    status: 'posted',
    idReverses: null,
    numberText: '0001',
    description: 'Alta de sillas',
    amount: '1234.56',
  },
  {
    id: 2,
    status: 'draft',
    idReverses: null,
    numberText: null,
    description: 'Traslado de mesas',
    amount: '80',
  },
];

const LIST_PATH = `/api/inventory/assetMovement/findByIdPeriod/${PERIOD.idPeriod}`;

function list(rows: Row[] = ROWS) {
  return stubNetwork(() => ({ rows, total: rows.length, page: 0, size: 10 }));
}

function renderList() {
  return renderApp(
    <DocumentList<Row>
      title="Movimientos de bienes"
      queryKey={['asset-movements']}
      fetchPage={async (query) =>
        (await call(assetMovementEndpoints.list, { params: { idPeriod: PERIOD.idPeriod }, query })).data
      }
      number={(row) => row.numberText}
      columns={[{ field: 'description', headerName: 'Descripción', flex: 1 }, moneyColumn('amount', 'Valor')]}
      newDocument={{ label: 'Nuevo movimiento', path: '/movimientos?nuevo=1', writeScreen: 'INV-MOV-01' }}
      viewPath={(id) => `/movimientos?id=${id}`}
    />,
    { path: '/movimientos' },
  );
}

/** The query of the last list request, as a plain object. */
const lastQuery = (sent: SentRequest[]) =>
  Object.fromEntries(sent.filter((r) => r.url.pathname === LIST_PATH).at(-1)?.url.searchParams ?? []);

afterEach(resetApp);

describe('DocumentList', () => {
  it('asks for a period before listing anything', () => {
    const sent = list();
    signIn({ screens: ['INV-MOV-01'], period: null });
    renderList();
    expect(screen.getByText('Elija un período en la barra superior para ver sus documentos.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("lists the period's first page: number or «Borrador», amount as 1.234,56, status", async () => {
    const sent = list();
    signIn({ screens: ['INV-MOV-01'] });
    renderList();
    expect(screen.getByText('Movimientos de bienes · Ejercicio 2025')).toBeTruthy();
    expect(await screen.findByText('Alta de sillas')).toBeTruthy();
    expect(lastQuery(sent)).toEqual({ page: '0', size: '10' });
    expect(screen.getByText('0001')).toBeTruthy();
    expect(screen.getByText('1.234,56')).toBeTruthy();
    expect(screen.getByText('80,00')).toBeTruthy();
    // The draft's number, and each row's status.
    expect(screen.getAllByText('Borrador').map((el) => el.tagName)).toContain('EM');
    expect(screen.getByText('Registrado', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByText('Borrador', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it('sends the status chosen, from page one', async () => {
    const sent = list([]);
    signIn({ screens: ['INV-MOV-01'] });
    renderList();
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.mouseDown(screen.getByLabelText('Estado'));
    const option = screen.getAllByText('Anulado').find((el) => el.closest('[role="option"]'));
    fireEvent.click(option as HTMLElement);
    await waitFor(() => expect(lastQuery(sent)).toEqual({ page: '0', size: '10', status: 'annulled' }));
  });

  it('sends a date once it is a whole date, as yyyy-MM-dd', async () => {
    const sent = list([]);
    signIn({ screens: ['INV-MOV-01'] });
    renderList();
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '01/03' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '31/03/2025' } });
    await waitFor(() => expect(lastQuery(sent)).toEqual({ page: '0', size: '10', to: '2025-03-31' }));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '01/03/2025' } });
    await waitFor(() =>
      expect(lastQuery(sent)).toEqual({ page: '0', size: '10', from: '2025-03-01', to: '2025-03-31' }),
    );
  });

  it('searches 300 ms after the typing stops, once, with the text trimmed', async () => {
    const sent = list([]);
    signIn({ screens: ['INV-MOV-01'] });
    renderList();
    await waitFor(() => expect(sent).toHaveLength(1));
    const box = screen.getByLabelText('Buscar');
    expect(box.getAttribute('placeholder')).toBe('Número o descripción');
    vi.useFakeTimers();
    for (const text of ['s', 'si', 'sil ']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(sent).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sent).toHaveLength(2);
    expect(lastQuery(sent)).toEqual({ page: '0', size: '10', search: 'sil' });
  });

  it('opens a document from its row', async () => {
    list();
    signIn({ screens: ['INV-MOV-01'] });
    const { location } = renderList();
    await screen.findByText('Alta de sillas');
    fireEvent.click(screen.getByLabelText('Ver documento 0001'));
    await waitFor(() => expect(location()).toBe('/movimientos?id=1'));
    fireEvent.click(screen.getByLabelText('Ver documento 2'));
    await waitFor(() => expect(location()).toBe('/movimientos?id=2'));
  });

  it('offers a new document to a writer only', async () => {
    list();
    signIn({ screens: ['INV-MOV-01'] });
    const { location, unmount } = renderList();
    fireEvent.click(screen.getByText('Nuevo movimiento'));
    await waitFor(() => expect(location()).toBe('/movimientos?nuevo=1'));
    unmount();
    signIn({ screens: ['INV-MOV-01'], consultant: true });
    renderList();
    expect(screen.getByText('Movimientos de bienes · Ejercicio 2025')).toBeTruthy();
    expect(screen.queryByText('Nuevo movimiento')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    stubNetwork(() => refusal(403, 'No tiene acceso a esta pantalla'));
    signIn({ screens: ['INV-MOV-01'] });
    renderList();
    expect(await screen.findByText('No tiene acceso a esta pantalla')).toBeTruthy();
  });
});
