import { inventoryReports, treasuryReports } from '@erario/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, signIn, stubNetwork } from '../test-render.tsx';
import { ReportScreen } from './ReportScreen.tsx';

const ACCOUNT = { id: 5, label: '01020000000000000001' };

/** The report kit's one-day parameter, as the items in transit at a day ask for it. */
describe('a report asked for one day', () => {
  afterEach(resetApp);

  it("proposes the period's last day once it has ended, and asks the server for the day shown", async () => {
    signIn({ screens: ['TES-REP-04'] });
    const sent = stubNetwork((request) =>
      request.url.pathname.endsWith('/options')
        ? [ACCOUNT]
        : {
            title: 'Partidas en tránsito',
            subtitle: 'Período Ejercicio 2025 · 01020000000000000001 · al 31/12/2025',
            columns: treasuryReports.transitAtDate.columns,
            rows: [],
            totals: { book: '0.00', bank: '0.00' },
            total: 0,
            page: 0,
            size: 100,
          },
    );
    renderApp(<ReportScreen report={treasuryReports.transitAtDate} />);
    // The test's period is 2025, ended: its last day, not today.
    expect((screen.getByRole('textbox', { name: 'Al' }) as HTMLInputElement).value).toBe('31/12/2025');
    fireEvent.change(screen.getByRole('combobox', { name: 'Cuenta bancaria' }), {
      target: { value: '0102' },
    });
    fireEvent.click(await screen.findByRole('option', { name: /01020000000000000001/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect(sent.some((r) => r.url.pathname === '/api/reports/treasury/partidas-en-transito')).toBe(true),
    );
    const asked = sent.find((r) => r.url.pathname === '/api/reports/treasury/partidas-en-transito');
    expect(asked?.url.searchParams.get('asOf')).toBe('2025-12-31');
    expect(asked?.url.searchParams.get('idBankAccount')).toBe('5');
    expect(await screen.findByText(/al 31\/12\/2025/)).toBeTruthy();
  });
});

/** A BM form with no reference in force: the screen says so and links where it is recorded. */
describe('a report whose paper lacks its heading', () => {
  afterEach(resetApp);

  const answer = {
    title: 'BM-1',
    subtitle: 'Período Ejercicio 2025',
    columns: inventoryReports.bm1.columns,
    rows: [],
    totals: { value: '0.00' },
    total: 0,
    page: 0,
    size: 100,
    notices: [
      {
        message:
          'Falta la referencia de los formularios BM vigente al 31/12/2025: el formulario sale sin el encabezado oficial (estado, municipio, unidad administradora) ni las firmas. Regístrela en Referencias para registro BM.',
        screen: 'INV-REF-01',
      },
    ],
  };

  it('says what is missing and opens the screen that records it, for who may open it', async () => {
    signIn({ screens: ['INV-REP-01', 'INV-REF-01'] });
    stubNetwork((request) => (request.url.pathname.endsWith('/options') ? [] : answer));
    renderApp(<ReportScreen report={inventoryReports.bm1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(
      await screen.findByText(/^Falta la referencia de los formularios BM vigente al 31\/12\/2025/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir' }).getAttribute('href')).toBe(
      '/pages/InventarioBM7I-referencia-para-registro-datos-BM',
    );
  });

  it('says it without the link to who may not open that screen', async () => {
    signIn({ screens: ['INV-REP-01'] });
    stubNetwork((request) => (request.url.pathname.endsWith('/options') ? [] : answer));
    renderApp(<ReportScreen report={inventoryReports.bm1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(/^Falta la referencia de los formularios BM/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Abrir' })).toBeNull();
  });
});
