import { chequeBookEndpoints } from '@erario/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from './api.ts';

/**
 * The next cheque of an account's books, proposed where a cheque is written (a bank movement, an
 * egress voucher, a withholding payment): it fills the number unless the person typed another, and
 * answers the hint to show under it. No account (or not a cheque): nothing asked, no hint.
 */
export function useProposedCheque(
  idBankAccount: number | null,
  current: string,
  fill: (number: string) => void,
): string | undefined {
  const cheque = useQuery({
    queryKey: ['next-cheque', idBankAccount],
    enabled: idBankAccount !== null,
    queryFn: async () =>
      (await call(chequeBookEndpoints.next, { params: { idBankAccount: idBankAccount as number } })).data,
  }).data;
  // What was proposed last, and for which account: a number still as proposed follows the account.
  const last = useRef<{ account: number | null; number: string }>({ account: null, number: '' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new account or proposal fills the number
  useEffect(() => {
    const number = idBankAccount === null ? '' : (cheque?.number ?? '');
    const prior = last.current;
    // The person typed nothing, or kept what was proposed: the field follows the proposal.
    const untouched = current === '' || current === prior.number;
    if (untouched && number !== current) {
      if (number) fill(number);
      // Another account, or no cheque any more: the last one's number is not this one's.
      else if (prior.number && idBankAccount !== prior.account) fill('');
    }
    last.current = { account: idBankAccount, number };
  }, [idBankAccount, cheque?.number]);
  if (idBankAccount === null || !cheque?.books) return undefined;
  return cheque.number
    ? `Próximo de sus chequeras: ${cheque.number}`
    : 'La cuenta no tiene cheques disponibles: registre una chequera nueva';
}
