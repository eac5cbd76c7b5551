import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProposedCheque } from './proposedCheque.ts';

afterEach(cleanup);

/** Each account's next cheque, as the server would propose it. */
vi.mock('./api.ts', () => ({
  call: vi.fn(async (_endpoint: unknown, { params }: { params: { idBankAccount: number } }) => ({
    data: { books: true, number: `${params.idBankAccount}01`, idChequeBook: params.idBankAccount },
  })),
}));

/** The hook over a field the test can type in, as a form holds it. */
function renderField(initial: number | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ account }: { account: number | null }) => {
      const [value, setValue] = useState('');
      const hint = useProposedCheque(account, value, setValue);
      return { value, setValue, hint };
    },
    { wrapper, initialProps: { account: initial } },
  );
}

describe('the proposed cheque', () => {
  it("fills the account's next cheque, follows another account, and clears when no cheque is written", async () => {
    const field = renderField(1);
    await waitFor(() => expect(field.result.current.value).toBe('101'));
    expect(field.result.current.hint).toBe('Próximo de sus chequeras: 101');
    field.rerender({ account: 2 });
    await waitFor(() => expect(field.result.current.value).toBe('201'));
    // A transfer instead of a cheque: the number proposed for the cheque goes.
    field.rerender({ account: null });
    await waitFor(() => expect(field.result.current.value).toBe(''));
    expect(field.result.current.hint).toBeUndefined();
  });

  it('never overwrites a number the person typed', async () => {
    const field = renderField(1);
    await waitFor(() => expect(field.result.current.value).toBe('101'));
    act(() => field.result.current.setValue('777'));
    field.rerender({ account: 2 });
    await waitFor(() => expect(field.result.current.hint).toBe('Próximo de sus chequeras: 201'));
    expect(field.result.current.value).toBe('777');
  });
});
