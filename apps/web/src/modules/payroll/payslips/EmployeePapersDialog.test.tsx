import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  renderApp,
  resetApp,
  type SentRequest,
  signIn,
  stubNetwork,
} from '../../../platform/test-render.tsx';
import { EmployeePapersDialog } from './EmployeePapersDialog.tsx';

afterEach(resetApp);

const ROW = { id: 5, idNumber: 'V-20000001', name: 'ARAUJO, ANA' } as never;

describe('EmployeePapersDialog', () => {
  it("prints the worker's employment certificate and the AR-C of the year asked, and says a refusal", async () => {
    const sent = stubNetwork(
      (r: SentRequest) =>
        new Response(JSON.stringify({ result: false, message: 'Trabajador no encontrado' }), {
          status: r.url.pathname.endsWith('/payslip/arc') ? 404 : 500,
        }),
    );
    signIn({ screens: ['NOM-REG-01'] });
    renderApp(<EmployeePapersDialog row={ROW} onClose={() => {}} onSaved={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Constancia y AR-C de ARAUJO, ANA' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Constancia de trabajo' }));
    await waitFor(() =>
      expect(
        sent.find((r) => r.url.pathname.endsWith('/payslip/certificate'))?.url.searchParams.get('idEmployee'),
      ).toBe('5'),
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Ejercicio' }), { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'AR-C del ejercicio' }));
    expect(await screen.findByText('Trabajador no encontrado')).toBeTruthy();
    const arc = sent.find((r) => r.url.pathname.endsWith('/payslip/arc'));
    expect(Object.fromEntries(arc?.url.searchParams ?? [])).toEqual({ idEmployee: '5', year: '2025' });
  });
});
