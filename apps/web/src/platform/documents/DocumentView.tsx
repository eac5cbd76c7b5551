import { type DocumentEndpoints, type DocumentStatus, endpointUrl, formatMoney } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { call, download, messageOf } from '../api.ts';
import { shownDateTime } from '../clock.ts';
import { useConfirm } from '../confirm.tsx';
import { DownloadButton } from '../DownloadButton.tsx';
import { BlockIcon, DeleteIcon, EditIcon, PrintIcon, VerifiedIcon } from '../icons.tsx';
import { canOpen } from '../menu.ts';
import { Notice, type NoticeState } from '../Notice.tsx';
import { useSession } from '../session.tsx';
import { StatusChip } from './StatusChip.tsx';

/** What the shell needs of any family's document: its life, its links and its amount. */
export interface ViewedDocument {
  id: number;
  status: DocumentStatus;
  /** What it is for, when it is for money (a certificate is not). */
  amount?: string;
  verifyId: string | null;
  idReverses: number | null;
  idReversal?: number | null;
  annulledAt: string | null;
  annulReason: string | null;
}

/** One labelled value of a document's header. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** A document's header fields, three to a row on a wide screen, one under another on a narrow one. */
export function Fields({ mb, children }: { mb?: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb }}>
      {children}
    </Box>
  );
}

/**
 * The view of any family's document: its title and status, what may be done with it (a draft is
 * edited, deleted or posted by a writer; a posted one printed, verified and annulled with a
 * reason), where an annulled document's reversal is and the other way round, and the family's own
 * content as children. The server decides each action; this only offers what it would allow.
 */
export function DocumentView({
  doc,
  title,
  endpoints,
  writeScreen,
  paths,
  pdfName,
  queryKeys,
  post: posting,
  actions,
  children,
}: {
  doc: ViewedDocument;
  title: string;
  endpoints: Pick<DocumentEndpoints, 'remove' | 'post' | 'annul' | 'pdf'>;
  /** The screen that writes this family's documents. */
  writeScreen: string;
  paths: {
    list: string;
    edit(id: number): string;
    view(id: number): string;
    verify(verifyId: string): string;
  };
  pdfName: string;
  /** The queries to refresh after an action: the document and the lists it shows in. */
  queryKeys: string[];
  /** How the family names posting and asks before it (a payroll run is closed, not registered). */
  post?: { label: string; question: string };
  /** The family's own actions beside the kit's (a payroll run is computed). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { user } = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [annulling, setAnnulling] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const canWrite = Boolean(user && canOpen(user, writeScreen) && !user.isConsultant);

  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      setNotice({ ok: true, text: (await work()) ?? 'Listo' });
      for (const key of queryKeys) await queryClient.invalidateQueries({ queryKey: [key] });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const params = { id: doc.id };
  const post = async () => {
    const question =
      posting?.question ??
      `¿Registrar este documento${doc.amount === undefined ? '' : ` por ${formatMoney(doc.amount)}`}? Un documento registrado no se modifica.`;
    if (!(await confirm(question))) return;
    await run(async () => (await call(endpoints.post, { params })).message);
  };
  const remove = async () => {
    if (!(await confirm('¿Eliminar este borrador?'))) return;
    await run(async () => {
      const res = await call(endpoints.remove, { params });
      navigate(paths.list);
      return res.message;
    });
  };
  const annul = async () => {
    setAnnulling(false);
    if (!(await confirm('¿Anular este documento? Se registrará su reverso y ambos quedarán a la vista.')))
      return;
    await run(async () => (await call(endpoints.annul, { params, body: { reason } })).message);
    setReason('');
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <StatusChip doc={doc} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {doc.status === 'draft' && canWrite && (
            <>
              <Button startIcon={<EditIcon />} component={RouterLink} to={paths.edit(doc.id)}>
                Editar
              </Button>
              <Button startIcon={<DeleteIcon />} color="error" onClick={remove} disabled={busy}>
                Eliminar
              </Button>
              <Button variant="contained" onClick={post} disabled={busy}>
                {posting?.label ?? 'Registrar'}
              </Button>
            </>
          )}
          {actions}
          {doc.status !== 'draft' && (
            <DownloadButton
              icon={<PrintIcon />}
              onDownload={() => download(endpointUrl(endpoints.pdf, { params }), pdfName)}
              onError={(error) => setNotice({ ok: false, text: messageOf(error) })}
            >
              Imprimir
            </DownloadButton>
          )}
          {doc.verifyId && (
            <Button startIcon={<VerifiedIcon />} href={paths.verify(doc.verifyId)} target="_blank">
              Verificación pública
            </Button>
          )}
          {doc.status === 'posted' && doc.idReverses === null && canWrite && (
            <Button
              startIcon={<BlockIcon />}
              color="error"
              onClick={() => setAnnulling(true)}
              disabled={busy}
            >
              Anular
            </Button>
          )}
        </Stack>
      </Stack>
      {doc.status === 'annulled' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Anulado{doc.annulledAt ? ` el ${shownDateTime(doc.annulledAt)}` : ''}: {doc.annulReason}.{' '}
          {doc.idReversal && (
            <Link component={RouterLink} to={paths.view(doc.idReversal)}>
              Ver el reverso
            </Link>
          )}
        </Alert>
      )}
      {doc.idReverses !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Reverso por anulación.{' '}
          <Link component={RouterLink} to={paths.view(doc.idReverses)}>
            Ver el documento anulado
          </Link>
        </Alert>
      )}
      {children}
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <Dialog open={annulling} onClose={() => setAnnulling(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Anular {title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Motivo de la anulación"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText="Queda en el documento y en la auditoría (al menos 5 caracteres)"
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAnnulling(false)}>Cancelar</Button>
          <Button color="error" variant="contained" onClick={annul} disabled={reason.trim().length < 5}>
            Anular
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
