import { DOCUMENT_WRITE, type DocumentFormData, documentEndpoints } from '@erario/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../platform/api.ts';
import { useDocumentDetail } from '../../../platform/documents/detail.ts';
import { useSession } from '../../../platform/session.tsx';

export type DocumentTypeOption = DocumentFormData['documentTypes'][number];
export type FormData = DocumentFormData;

/** The spec's loadFormData: types, funding sources, and the first accounts with their balances. */
export function useFormData(idPeriod: number | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['document-form', user?.idClient, idPeriod],
    enabled: Boolean(user && idPeriod),
    queryFn: async () =>
      (
        await call(documentEndpoints.formData, {
          params: { idClient: user?.idClient as number, idPeriod: idPeriod as number },
        })
      ).data,
    staleTime: 60_000,
  });
}

export function useDocument(id: number | null) {
  return useDocumentDetail(documentEndpoints.detail, 'document', id);
}

/** Where the budget documents' screens are, for the kit's shells. */
export const DOCUMENT_PATHS = {
  list: '/pages/documents',
  create: '/pages/document-add',
  edit: (id: number) => `/pages/document-add?id=${id}`,
  view: (id: number) => `/pages/view-document?id=${id}`,
  verify: (verifyId: string) => `/document/verify/${verifyId}`,
};

/** The budget documents as the kit's list, view and form take them: spread on each. */
export const DOCUMENT_FAMILY = {
  endpoints: documentEndpoints,
  writeScreen: DOCUMENT_WRITE,
  paths: DOCUMENT_PATHS,
  queryKeys: ['documents', 'document'],
};
