import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/**
 * The data cache, given by the pages that read through it (the signed-in frame, the public
 * verification page) rather than by the entry: the sign-in page does not load it. The signed-in
 * frame's cache lives as long as the frame, so signing out drops what the last user read.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
