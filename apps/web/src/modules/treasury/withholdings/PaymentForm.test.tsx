import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  renderApp,
  resetApp,
  type SentRequest,
  signIn,
  stubNetwork,
} from '../../../platform/test-render.tsx';
import { PaymentForm } from './PaymentForm.tsx';

afterEach(resetApp);

describe('PaymentForm', () => {
  it('lists a third party’s deductions only once the third party is chosen, and names the field for them', async () => {
    const sent = stubNetwork((r: SentRequest) =>
      r.url.pathname.endsWith('/withholding/pending') ? { rows: [], amount: '0.00' } : null,
    );
    signIn({ screens: ['TES-PAG-01'] });
    renderApp(<PaymentForm id={null} />);
    await screen.findByText(/No hay retenciones de IVA por enterar/);
    expect(screen.getByRole('combobox', { name: /Ente recaudador/ })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Impuesto' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'Deducciones a favor de terceros',
      }),
    );
    expect(
      await screen.findByText(
        'Elija abajo el tercero que recibe el pago: se listan las deducciones a su favor.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Tercero que recibe el pago/ })).toBeTruthy();
    // Nothing of the third parties was read without one chosen.
    expect(sent.filter((r) => r.url.searchParams.get('idKind') === '8')).toEqual([]);
  });
});
