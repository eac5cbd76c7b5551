import { collectionNoticeEndpoints, type TaxpayerStatement } from '@erario/contracts';
import { institutionToday } from '../../../platform/clock.ts';
import { useIssueNow } from '../../../platform/documents/useIssueNow.ts';
import { useSession } from '../../../platform/session.tsx';

export const NOTICE_BASE = '/pages/Avisos-Cobro';
export const NOTICE_QUERY_KEYS = ['collection-notices', 'collection-notice', 'taxpayer-statement'];

/** Issues a collection notice to the taxpayer dated today on what it owes past due, and opens it to print. */
export function useIssueNotice(s: TaxpayerStatement | undefined) {
  const { period } = useSession();
  const now = useIssueNow({
    endpoints: collectionNoticeEndpoints,
    queryKeys: NOTICE_QUERY_KEYS,
    view: (id) => `${NOTICE_BASE}?id=${id}`,
  });
  const issue = async () => {
    if (!s || !period) return;
    await now.issue(`¿Emitir un aviso de cobro a ${s.taxpayer.name} por sus períodos vencidos?`, {
      idPeriod: period.idPeriod,
      noticeDate: institutionToday(),
      idTaxpayer: s.taxpayer.id,
    });
  };
  return { issue, error: now.error, busy: now.busy };
}
