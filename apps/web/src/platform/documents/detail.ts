import type { Endpoint, EndpointData, EndpointInput } from '@erario/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api.ts';
import type { EditedDraft } from './DocumentForm.tsx';

/**
 * A family's document by id through its detail endpoint, under `[key, id]`: the one read its view and
 * its form share, refreshed when a save invalidates `key`. Nothing is read without an id.
 */
export function useDocumentDetail<E extends Endpoint>(endpoint: E, key: string, id: number | null) {
  return useQuery({
    queryKey: [key, id],
    enabled: id !== null,
    queryFn: async (): Promise<EndpointData<E>> =>
      (await call(endpoint, { params: { id: id as number } } as unknown as EndpointInput<E>)).data,
  });
}

/** What a form needs of a document to edit it: its id, the version read and whether it is a draft. */
interface DraftLike {
  id: number;
  version: number;
  status: string;
}

/**
 * The draft a form edits, as the form's values: null for a new document, while it loads, and once
 * it is no longer a draft (posted or annulled, its view shows it). Only the mapping is the family's.
 */
export function editedDraft<D extends DraftLike, Values>(
  detail: D | undefined,
  fromDetail: (detail: NoInfer<D>) => Values,
): EditedDraft<Values> | null {
  if (detail?.status !== 'draft') return null;
  return { id: detail.id, version: detail.version, values: fromDetail(detail) };
}

/**
 * The draft a family's form edits, by its id (none for a new document): its detail read as the view
 * reads it, as the form's values. What every form's first lines did alike.
 */
export function useEditedDraft<E extends Endpoint, Values>(
  endpoint: E,
  key: string,
  id: number | null,
  fromDetail: (detail: EndpointData<E>) => Values,
): EditedDraft<Values> | null {
  const detail = useDocumentDetail(endpoint, key, id).data as (EndpointData<E> & DraftLike) | undefined;
  return editedDraft(detail, fromDetail);
}
