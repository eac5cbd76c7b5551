import type { VacationRow } from '@erario/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  renderApp,
  resetApp,
  type SentRequest,
  signIn,
  stubNetwork,
} from '../../../platform/test-render.tsx';
import { VacationsPage } from './VacationsPage.tsx';

const ROW: VacationRow = {
  id: 4,
  idEmployee: 3,
  idNumber: 'V-20000003',
  name: 'CASTILLO, CARLA',
  anniversary: '2099-06-01',
  serviceYears: 1,
  days: '15.00',
  enjoyed: '5.00',
  pending: '10.00',
  bonus: '1500.00',
  idRun: 9,
  runNumber: '3',
  leaves: [{ fromDate: '2026-06-01', toDate: '2026-06-08', returnDate: '2026-06-09', days: '5.00' }],
};

function serve() {
  return stubNetwork((r: SentRequest) =>
    r.url.pathname.endsWith('/leave') ? ROW : { rows: [ROW], total: 1, page: 0, size: 10 },
  );
}

afterEach(resetApp);

describe('VacationsPage', () => {
  it('lists the vacations with days to enjoy, and records days taken from one', async () => {
    const sent = serve();
    signIn({ screens: ['NOM-VAC-01'] });
    renderApp(<VacationsPage />);
    const table = await screen.findByRole('table', { name: 'Vacaciones por año de servicio' });
    await within(table).findByText('CASTILLO, CARLA');
    expect(within(table).getByText('1.500,00')).toBeTruthy();
    expect(
      within(table).getByText(/01\/06\/2026 al 08\/06\/2026 \(5 d\), vuelve el 09\/06\/2026/),
    ).toBeTruthy();
    expect(sent[0]?.url.searchParams.get('pending')).toBe('true');
    fireEvent.click(within(table).getByRole('button', { name: 'Registrar disfrute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disfrute de vacaciones de CASTILLO, CARLA' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Días hábiles' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ fromDate: '2099-06-01', days: 3 }),
    );
  });

  it('lets a consultant read but not record', async () => {
    serve();
    signIn({ screens: ['NOM-VAC-01'], consultant: true });
    renderApp(<VacationsPage />);
    await screen.findByText('CASTILLO, CARLA');
    expect(screen.queryByRole('button', { name: 'Registrar disfrute' })).toBeNull();
  });
});
