import type { DocumentEndpoints } from '@erario/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call, messageOf } from '../api.ts';
import { useConfirm } from '../confirm.tsx';

/**
 * Issues a document in one gesture, once the user confirms `question`: its draft created and posted
 * at once, the family's queries refreshed and the document opened (to print); a refusal shows the
 * server's message and leaves no draft behind. The server decides; the screen only offers it.
 */
export function useIssueNow(family: {
  endpoints: Pick<DocumentEndpoints, 'create' | 'post' | 'remove'>;
  queryKeys: readonly string[];
  view(id: number): string;
}) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = async (question: string, draft: Record<string, unknown>) => {
    if (!(await confirm(question))) return;
    setError(null);
    setBusy(true);
    let id: number | null = null;
    try {
      const made = (await call(family.endpoints.create, { body: draft })).data as { id: number };
      id = made.id;
      await call(family.endpoints.post, { params: { id: made.id } });
      for (const key of family.queryKeys) await queryClient.invalidateQueries({ queryKey: [key] });
      navigate(family.view(made.id));
    } catch (e) {
      setError(messageOf(e));
      if (id !== null) await call(family.endpoints.remove, { params: { id } }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };
  return { issue, error, busy };
}
