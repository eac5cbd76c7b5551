import {
  type DocumentDetail,
  documentEndpoints,
  endpointUrl,
  formatDate,
  formatDateTime,
  formatMoney,
  unwrapAmountWords,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { call, download, messageOf } from '../../platform/api.ts';
import { useConfirm } from '../../platform/confirm.tsx';
import { BlockIcon, DeleteIcon, EditIcon, PrintIcon, VerifiedIcon } from '../../platform/icons.tsx';
import { canOpen } from '../../platform/menu.ts';
import { Notice, type NoticeState } from '../../platform/Notice.tsx';
import { useSession } from '../../platform/session.tsx';
import { StatusChip } from './DocumentsPage.tsx';
import { Bills, Imputations, momentLabels } from './DocumentTables.tsx';
import { useDocument } from './documentApi.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

const money = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function Totals({ doc }: { doc: DocumentDetail }) {
  if (doc.bills.length === 0) return null;
  const t = doc.totals;
  const items: [string, string][] = [
    ['Subtotal', t.subtotal],
    ['IVA', t.iva],
    ['Total', t.total],
    ['Exento', t.exempt],
    ['Base imponible', t.base],
    ['Monto con IVA', t.amountWithIva],
    ['Retención de IVA', t.retention],
  ];
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1, mt: 2 }}
    >
      {items.map(([label, value]) => (
        <Field key={label} label={label}>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(value)}
          </Box>
        </Field>
      ))}
    </Box>
  );
}

function Sources({ doc }: { doc: DocumentDetail }) {
  if (doc.sources.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        Documentos de origen
      </Typography>
      <Table size="small" aria-label="Documentos de origen">
        <TableHead>
          <TableRow>
            <TableCell>Documento</TableCell>
            <TableCell>Cuenta</TableCell>
            <TableCell sx={money}>Monto tomado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {doc.sources.map((s) => (
            <TableRow key={`${s.idDocumentSource}-${s.idBudgetAccount ?? ''}`}>
              <TableCell>
                <Link component={RouterLink} to={`/pages/view-document?id=${s.idDocumentSource}`}>
                  N° {s.sourceNumber}
                </Link>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{s.accountCode ?? 'Orden completa'}</TableCell>
              <TableCell sx={money}>{formatMoney(s.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** One budget document as posted (or as drafted): header, imputations, sources, bills and totals. */
export function ViewDocumentPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const document = useDocument(id);
  const { user } = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [annulling, setAnnulling] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const canWrite = Boolean(user && canOpen(user, 'PRE-DOC-02') && !user.isConsultant);

  if (id === null)
    return (
      <Alert severity="info">
        Abra un documento desde la lista de{' '}
        <Link component={RouterLink} to="/pages/documents">
          Documentos
        </Link>
        .
      </Alert>
    );
  if (document.isPending) return <CircularProgress aria-label="Cargando" />;
  if (document.isError) return <Alert severity="error">{messageOf(document.error)}</Alert>;
  const doc = document.data;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['document'] });
    await queryClient.invalidateQueries({ queryKey: ['documents'] });
  };
  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      setNotice({ ok: true, text: (await work()) ?? 'Listo' });
      await refresh();
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const post = async () => {
    if (
      !(await confirm(
        `¿Registrar este documento por ${formatMoney(doc.amount)}? Un documento registrado no se modifica.`,
      ))
    )
      return;
    await run(async () => (await call(documentEndpoints.post, { params: { id: doc.id } })).message);
  };
  const remove = async () => {
    if (!(await confirm('¿Eliminar este borrador?'))) return;
    await run(async () => {
      const res = await call(documentEndpoints.remove, { params: { id: doc.id } });
      navigate('/pages/documents');
      return res.message;
    });
  };
  const annul = async () => {
    setAnnulling(false);
    if (!(await confirm('¿Anular este documento? Se registrará su reverso y ambos quedarán a la vista.')))
      return;
    await run(
      async () => (await call(documentEndpoints.annul, { params: { id: doc.id }, body: { reason } })).message,
    );
    setReason('');
  };
  const title = `${doc.typeName} ${doc.numOrder ? `N° ${doc.numOrder}` : '(borrador)'}`;

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
              <Button startIcon={<EditIcon />} component={RouterLink} to={`/pages/document-add?id=${doc.id}`}>
                Editar
              </Button>
              <Button startIcon={<DeleteIcon />} color="error" onClick={remove} disabled={busy}>
                Eliminar
              </Button>
              <Button variant="contained" onClick={post} disabled={busy}>
                Registrar
              </Button>
            </>
          )}
          {doc.status !== 'draft' && (
            <Button
              startIcon={<PrintIcon />}
              onClick={() =>
                download(
                  endpointUrl(documentEndpoints.pdf, { params: { id: doc.id } }),
                  `documento-${doc.typeCode}-${doc.numOrder ?? doc.id}.pdf`,
                ).catch((error) => setNotice({ ok: false, text: messageOf(error) }))
              }
            >
              Imprimir
            </Button>
          )}
          {doc.verifyId && (
            <Button startIcon={<VerifiedIcon />} href={`/document/verify/${doc.verifyId}`} target="_blank">
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
          Anulado{doc.annulledAt ? ` el ${formatDateTime(doc.annulledAt)}` : ''}: {doc.annulReason}.{' '}
          {doc.idReversal && (
            <Link component={RouterLink} to={`/pages/view-document?id=${doc.idReversal}`}>
              Ver el reverso
            </Link>
          )}
        </Alert>
      )}
      {doc.idReverses !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Reverso por anulación.{' '}
          <Link component={RouterLink} to={`/pages/view-document?id=${doc.idReverses}`}>
            Ver el documento anulado
          </Link>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        <Field label="Fecha">{formatDate(doc.dateOrder)}</Field>
        <Field label="Período">{doc.periodName}</Field>
        <Field label="Beneficiario">
          {doc.beneficiary ? `${doc.beneficiary.code} · ${doc.beneficiary.name}` : '—'}
        </Field>
        <Field label="Efecto presupuestario">
          {momentLabels(doc).join(', ') ||
            ([1, 2, 3, 4, 7].includes(doc.typeCode)
              ? 'Modificación presupuestaria'
              : 'Sin efecto en los momentos del gasto')}
        </Field>
        <Field label="Monto">
          <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(doc.amount)}
          </Typography>
        </Field>
        <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 3' } }}>
          <Field label="Monto en letras">{unwrapAmountWords(doc.amountInWords, 'document')}</Field>
        </Box>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Field label="Descripción">{doc.description}</Field>
      </Box>
      <Sources doc={doc} />
      <Imputations typeCode={doc.typeCode} rows={doc.lines} />
      <Bills rows={doc.bills} />
      <Totals doc={doc} />
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
