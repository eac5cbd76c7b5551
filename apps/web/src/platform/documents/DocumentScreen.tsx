import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A family's one screen, by what its address asks (documentPaths): the form of a new document or of
 * a draft, one document, or the list. One form serves a new document and its draft: a posting
 * refused right after the first save moves the address to the draft and the refusal stays on screen.
 */
export function DocumentScreen({
  form: Form,
  view: View,
  list: List,
}: {
  form: ComponentType<{ id: number | null }>;
  view: ComponentType<{ id: number }>;
  list: ComponentType;
}) {
  const [params] = useSearchParams();
  const editing = Number(params.get('editar') ?? 0);
  const id = Number(params.get('id') ?? 0);
  if (params.has('nuevo') || editing > 0) return <Form id={editing || null} />;
  if (id > 0) return <View id={id} />;
  return <List />;
}
