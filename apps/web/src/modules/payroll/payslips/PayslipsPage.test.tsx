import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp, signIn, stubNetwork } from '../../../platform/test-render.tsx';
import { PayslipsPage } from './PayslipsPage.tsx';

afterEach(resetApp);

describe('PayslipsPage', () => {
  it('says there is nothing to show where the institution keeps no payroll, and asks the server nothing', async () => {
    const sent = stubNetwork();
    signIn({ screens: ['PRE-DOC-01'] });
    renderApp(<PayslipsPage />);
    expect(
      await screen.findByText(
        'Alcaldía de Prueba no lleva su nómina en Erario: no hay recibos de pago que mostrar aquí.',
      ),
    ).toBeTruthy();
    expect(sent.filter((r) => r.url.pathname.includes('/payslip'))).toEqual([]);
  });

  it('reads the own payslips where it does', async () => {
    const sent = stubNetwork(() => ({ employee: null, rows: [] }));
    signIn({ screens: ['NOM-REG-01'] });
    renderApp(<PayslipsPage />);
    expect(await screen.findByText(/Su usuario no está asociado a un trabajador/)).toBeTruthy();
    expect(sent.some((r) => r.url.pathname.endsWith('/payslip/mine'))).toBe(true);
  });
});
