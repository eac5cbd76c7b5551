import { collectionNoticeEndpoints, type TaxpayerStatement } from '@erario/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { useSession } from '../../../platform/session.tsx';

export const NOTICE_BASE = '/pages/Avisos-Cobro';
export const NOTICE_QUERY_KEYS = ['collection-notices', 'collection-notice', 'taxpayer-statement'];

/**
 * Issues a collection notice to the taxpayer dated today on what it owes past due, and opens it to
 * print: the draft and its posting in one gesture; a refusal leaves no draft behind.
 */
export function useIssueNotice(s: TaxpayerStatement | undefined) {
  const { period } = useSession();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    if (!s || !period) return;
    if (!(await confirm(`¿Emitir un aviso de cobro a ${s.taxpayer.name} por sus períodos vencidos?`))) return;
    setError(null);
    setBusy(true);
    let id: number | null = null;
    try {
      id = (
        await call(collectionNoticeEndpoints.create, {
          body: { idPeriod: period.idPeriod, noticeDate: institutionToday(), idTaxpayer: s.taxpayer.id },
        })
      ).data.id;
      await call(collectionNoticeEndpoints.post, { params: { id } });
      for (const key of NOTICE_QUERY_KEYS) await queryClient.invalidateQueries({ queryKey: [key] });
      navigate(`${NOTICE_BASE}?id=${id}`);
    } catch (e) {
      setError(messageOf(e));
      if (id !== null)
        await call(collectionNoticeEndpoints.remove, { params: { id } }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };
  return { issue, error, busy };
}
