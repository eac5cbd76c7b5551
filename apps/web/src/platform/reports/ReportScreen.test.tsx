import { treasuryReports } from '@erario/contracts';
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
