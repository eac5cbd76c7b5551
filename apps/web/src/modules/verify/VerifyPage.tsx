import {
  actText,
  documentEndpoints,
  formatDate,
  formatMoney,
  unwrapAmountWords,
  type VerifiedDocument,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError, api, call } from '../../platform/api.ts';
import { VerifiedIcon } from '../../platform/icons.tsx';
import { QueryProvider } from '../../platform/query.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { Bills, Imputations, momentLabels } from '../budget/index.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function DocumentContent({ doc }: { doc: VerifiedDocument }) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="h5" component="h1">
          {doc.typeName} N° {doc.numOrder}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificado" color="success" size="small" />
        {doc.annulledOn && <Chip label="ANULADO" color="error" size="small" />}
      </Stack>
      {doc.annulledOn && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Este documento fue anulado el {formatDate(doc.annulledOn)}: es auténtico, pero ya no tiene efecto
          presupuestario.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{doc.cliente}</Field>
        <Field label="Período">{doc.codePeriod}</Field>
        <Field label="Fecha">{formatDate(doc.dateOrder)}</Field>
        <Field label="Identificador del documento">
          <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {doc.id}
          </Box>
        </Field>
        <Field label="Beneficiario">
          {doc.beneficiary ? `${doc.beneficiary.code} · ${doc.beneficiary.name}` : '—'}
        </Field>
        <Field label="Efecto presupuestario">
          {momentLabels(doc).length === 0
            ? 'Sin efecto en los momentos del gasto'
            : momentLabels(doc).join(', ')}
        </Field>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Field label="Total">
        <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(doc.amount)}
        </Typography>
      </Field>
      <Box sx={{ mt: 1 }}>
        <Field label="Total en letras">{unwrapAmountWords(doc.amountInWords, 'document')}</Field>
      </Box>
      <Box sx={{ mt: 1 }}>
        <Field label="Descripción">{doc.description}</Field>
      </Box>
      {doc.act && (
        <Box sx={{ mt: 1 }}>
          <Field label="Aprobado por">{actText(doc.act)}</Field>
        </Box>
      )}
      <Imputations typeCode={doc.idDocumentType} rows={doc.imputations} />
      <Bills rows={doc.bills} />
    </>
  );
}

/**
 * Public verification of a budget document or a collection receipt, reached from the QR code of the
 * printout. A document shows what spec section 2 lists, marked ANULADO with the day when it was
 * annulled; an unknown one, the not-found text. Receipts come with the revenue module.
 */
/** The public verification page: a citizen's scan lands here, outside the signed-in frame. */
export function VerifyPage({ kind }: { kind: 'document' | 'receipt' }) {
  usePageTitle(kind === 'document' ? 'Verificación de documento' : 'Verificación de recibo');
  return (
    <QueryProvider>
      <Verification kind={kind} />
    </QueryProvider>
  );
}

function Verification({ kind }: { kind: 'document' | 'receipt' }) {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['verify', kind, id],
    queryFn: async () =>
      kind === 'document'
        ? (await call(documentEndpoints.verify, { params: { id } })).data
        : // Receipts come with the revenue module, which declares their endpoint.
          (
            await api<VerifiedDocument>('online', `/receipt/verify/${encodeURIComponent(id)}`, {
              anonymous: true,
            })
          ).data,
    retry: false,
  });
  const notFound = kind === 'document' ? 'Documento no encontrado' : 'RECIBO NO ENCONTRADO';
  const reason =
    query.error instanceof ApiError &&
    query.error.message !== notFound &&
    query.error.message.startsWith(notFound)
      ? query.error.message.slice(notFound.length).replace(/^:\s*/, '')
      : null;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 1, sm: 3 } }}
    >
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 960, width: '100%' }}>
        <Typography variant="overline" color="text.secondary">
          Erario · verificación {kind === 'document' ? 'de documento' : 'de recibo'}
        </Typography>
        {query.isPending ? (
          <CircularProgress sx={{ display: 'block', mx: 'auto', mt: 2 }} aria-label="Cargando" />
        ) : query.data && kind === 'document' ? (
          <DocumentContent doc={query.data} />
        ) : (
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h5" component="h1" color="error" sx={{ mt: 1 }}>
              {notFound}
            </Typography>
            {reason && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {reason.charAt(0).toUpperCase() + reason.slice(1)}
              </Typography>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
