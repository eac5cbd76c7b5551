import type { BudgetAccountOption, DocumentDetail, DocumentKind } from '@erario/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api.ts';
import { useSession } from '../../platform/session.tsx';

export interface DocumentTypeOption {
  id: number;
  code: number;
  name: string;
  kind: DocumentKind;
  sourceKinds: DocumentKind[];
}

export interface FormData {
  period: { idPeriod: number; description: string; startDate: string; endDate: string; expired: boolean };
  documentTypes: DocumentTypeOption[];
  fundingSources: { id: number; code: string; name: string }[];
  budgetlist: BudgetAccountOption[];
}

/** The spec's loadFormData: types, funding sources, and the first accounts with their balances. */
export function useFormData(idPeriod: number | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['document-form', user?.idClient, idPeriod],
    enabled: Boolean(user && idPeriod),
    queryFn: async () =>
      (await api<FormData>('budget', `/document/loadFormData/${user?.idClient}/${idPeriod}`))
        .data as FormData,
    staleTime: 60_000,
  });
}

export function useDocument(id: number | null) {
  return useQuery({
    queryKey: ['document', id],
    enabled: id !== null,
    queryFn: async () =>
      (await api<DocumentDetail>('budget', `/processQuery/document/${id}`)).data as DocumentDetail,
  });
}
