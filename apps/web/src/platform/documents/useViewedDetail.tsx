import type { Endpoint, EndpointData } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import type { ReactElement } from 'react';
import { messageOf } from '../api.ts';
import { useDocumentDetail } from './detail.ts';

/**
 * A view's document by id (useDocumentDetail), and what the view shows instead until it is read:
 * nothing while it loads; when it cannot be read, the family's "not found" text, or without one the
 * server's message. What every view's first lines did alike:
 * `const [doc, unread] = useViewedDetail(…); if (!doc) return unread;`
 */
export function useViewedDetail<E extends Endpoint>(
  endpoint: E,
  key: string,
  id: number,
  notFound?: string,
): [EndpointData<E>, null] | [undefined, ReactElement | null] {
  const query = useDocumentDetail(endpoint, key, id);
  if (query.isError) {
    const failure = <Alert severity="error">{notFound ?? messageOf(query.error)}</Alert>;
    return [undefined, failure];
  }
  if (!query.data) return [undefined, null];
  return [query.data, null];
}
