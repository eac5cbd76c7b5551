import { type DocumentStatus, STATUS_LABELS } from '@erario/contracts';
import Chip from '@mui/material/Chip';

const COLORS = { draft: 'default', posted: 'success', annulled: 'error' } as const;

/** Where a document is in its life; a reversal says so instead of its status. */
export function StatusChip({ doc }: { doc: { status: DocumentStatus; idReverses: number | null } }) {
  if (doc.idReverses !== null) return <Chip size="small" color="warning" label="Reverso" />;
  return <Chip size="small" color={COLORS[doc.status]} label={STATUS_LABELS[doc.status]} />;
}
