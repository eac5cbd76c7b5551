import { type BudgetBeneficiary, beneficiaryBudgetEndpoints } from '@erario/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api.ts';
import { SearchPicker } from './SearchPicker.tsx';
import { renderApp, resetApp, type SentRequest, signIn, stubNetwork, success } from './test-render.tsx';

afterEach(resetApp);

// Rows as the endpoint gives them: more than their label shows.
const ANA: BudgetBeneficiary = {
  id: 3,
  code: 'V-12345678',
  name: 'Ana Pérez',
  address: 'Av. Bolívar 12',
  phone: null,
  email: 'ana@example.com',
  active: true,
  ivaWithholding: '75',
};
const ANDRES: BudgetBeneficiary = { ...ANA, id: 4, code: 'V-87654321', name: 'Andrés Gil', email: null };

/** The beneficiaries whose name holds the filter, or whose cédula its digits, as the server finds them. */
function server() {
  return stubNetwork((request) => {
    const filter = String((request.body as { filter?: string }).filter ?? '').toLowerCase();
    const digits = filter.replace(/\D/g, '');
    const list = [ANA, ANDRES].filter(
      (b) => b.name.toLowerCase().includes(filter) || (digits !== '' && b.code.includes(digits)),
    );
    return success({ list, total: list.length });
  });
}

/** The picker as a family uses it: the search is the endpoint's, the row the endpoint's row. */
function renderPicker(onChange: (row: BudgetBeneficiary | null) => void = () => {}) {
  signIn({ screens: ['PRE-DOC-02'] });
  return renderApp(
    <SearchPicker<BudgetBeneficiary>
      queryKey={['beneficiaries']}
      find={async (filter) =>
        (await call(beneficiaryBudgetEndpoints.find, { body: { filter: filter || undefined, size: 20 } }))
          .data.list
      }
      value={null}
      onChange={onChange}
      label="Beneficiario"
      optionLabel={(b) => `${b.code} · ${b.name}`}
      noOptionsText="Sin beneficiarios que coincidan"
    />,
  );
}

const filters = (sent: SentRequest[]) => sent.map((r) => (r.body as { filter?: string }).filter);

/** Types `text` into the picker, as a person does: in the field, focused. */
function type(text: string) {
  const input = screen.getByLabelText('Beneficiario', { selector: 'input' });
  input.focus();
  fireEvent.change(input, { target: { value: text } });
}

/** Types `text` and lets the search's pause pass (and the answer come). */
async function search(text: string) {
  type(text);
  await act(() => vi.advanceTimersByTimeAsync(250));
  await act(() => vi.advanceTimersByTimeAsync(20));
}

describe('SearchPicker', () => {
  it('searches 250 ms after the typing stops, once, and shows what the server found', async () => {
    const sent = server();
    renderPicker();
    await waitFor(() => expect(sent).toHaveLength(1));
    vi.useFakeTimers();
    for (const text of ['a', 'an', 'ana ']) {
      type(text);
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(filters(sent)).toEqual([undefined]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(filters(sent)).toEqual([undefined, 'ana']);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByText('V-12345678 · Ana Pérez')).toBeTruthy();
    expect(screen.queryByText('V-87654321 · Andrés Gil')).toBeNull();
  });

  it("shows the server's matches as they are, without filtering them again", async () => {
    const sent = server();
    renderPicker();
    await waitFor(() => expect(sent).toHaveLength(1));
    vi.useFakeTimers();
    // The server finds the cédula written with dots; the option's label does not hold them.
    await search('12.345.678');
    expect(screen.getByText('V-12345678 · Ana Pérez')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    const sent = server();
    renderPicker();
    await waitFor(() => expect(sent).toHaveLength(1));
    vi.useFakeTimers();
    await search('zoe');
    expect(screen.getByText('Sin beneficiarios que coincidan')).toBeTruthy();
  });

  it('gives the row picked whole, as the endpoint gave it', async () => {
    const sent = server();
    const onChange = vi.fn();
    renderPicker(onChange);
    await waitFor(() => expect(sent).toHaveLength(1));
    vi.useFakeTimers();
    await search('ana');
    fireEvent.click(screen.getByText('V-12345678 · Ana Pérez'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(ANA);
  });
});
