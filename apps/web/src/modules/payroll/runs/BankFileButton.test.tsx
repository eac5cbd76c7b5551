import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  renderApp,
  resetApp,
  type SentRequest,
  signIn,
  stubNetwork,
} from '../../../platform/test-render.tsx';
import { BankFileButton } from './BankFileButton.tsx';

afterEach(resetApp);

describe('BankFileButton', () => {
  it('asks for the plain file without an account, and says in the dialog why the bank refused', async () => {
    const sent = stubNetwork(
      (r: SentRequest) =>
        new Response(
          JSON.stringify({
            result: false,
            message: 'Un trabajador no tiene cuenta para el pago: V-10000002 BRICEÑO, BETO.',
          }),
          { status: r.url.pathname.includes('/bankFile/') ? 422 : 404 },
        ),
    );
    signIn({ screens: ['NOM-EMI-01'] });
    renderApp(<BankFileButton idRun={7} numberText="3" canPickAccount onError={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archivo del banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archivo del banco · Nómina 3' });
    expect(within(dialog).getByRole('combobox', { name: 'Cuenta que se debita' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar el sencillo' }));
    await within(dialog).findByText('Un trabajador no tiene cuenta para el pago: V-10000002 BRICEÑO, BETO.');
    const file = sent.find((r) => r.url.pathname.endsWith('/payrollRun/bankFile/7'));
    expect(file?.url.searchParams.has('idBankAccount')).toBe(false);
  });

  it('downloads the plain file at once for whoever cannot pick the institution’s accounts', async () => {
    const sent = stubNetwork(
      () => new Response(JSON.stringify({ result: false, message: 'No' }), { status: 404 }),
    );
    signIn({ screens: ['NOM-VIS-01'] });
    const errors: string[] = [];
    renderApp(
      <BankFileButton idRun={7} numberText="3" canPickAccount={false} onError={(m) => errors.push(m)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Archivo del banco' }));
    await waitFor(() => expect(errors).toEqual(['No']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((r) => r.url.pathname.endsWith('/payrollRun/bankFile/7'))).toBe(true);
  });
});
