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
  const proposed = useRef('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new proposal fills the number
  useEffect(() => {
    const number = idBankAccount === null ? '' : (cheque?.number ?? '');
    if (number && (current === '' || current === proposed.current)) fill(number);
    proposed.current = number;
  }, [cheque?.number, idBankAccount]);
  if (idBankAccount === null || !cheque?.books) return undefined;
  return cheque.number
    ? `Próximo de sus chequeras: ${cheque.number}`
    : 'La cuenta no tiene cheques disponibles: registre una chequera nueva';
}
