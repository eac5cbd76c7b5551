import {
  actText,
  documentEndpoints,
  formatDate,
  formatMoney,
  receiptEndpoints,
  solvencyEndpoints,
  unwrapAmountWords,
  type VerifiedDocument,
  type VerifiedReceipt,
  type VerifiedSolvency,
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
import { ApiError, call } from '../../platform/api.ts';
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

/** A small table of the verification, scrolling sideways on a phone rather than squeezing. */
function SmallTable({
  label,
  head,
  numeric,
  rows,
}: {
  label: string;
  head: string[];
  /** How many of the last columns hold amounts (aligned right). */
  numeric: number;
  rows: ReactNode[][];
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={label}
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 14,
          '& td, & th': { p: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
          '& .n': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} className={i >= head.length - numeric ? 'n' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed receipt's lines keep their order
            <tr key={r}>{row}</tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * A receipt as spec section 2 lists it: institution, cash box and number, period, date, taxpayer,
 * the concepts' total, the payments' total and their difference (in the error colour if not zero),
 * the net in figures and in words, and the concepts and payments, each list folded.
 */
function ReceiptContent({ r }: { r: VerifiedReceipt }) {
  const off = Number(r.difference) !== 0;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Recibo N° {r.receiptNumber}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificado" color="success" size="small" />
        {r.annulledOn && <Chip label="ANULADO" color="error" size="small" />}
      </Stack>
      {r.annulledOn && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Este recibo fue anulado el {formatDate(r.annulledOn)}: es auténtico, pero ya no vale como pago.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{r.cliente}</Field>
        <Field label="Caja">{r.cashRegister}</Field>
        <Field label="Período">{r.periodo}</Field>
        <Field label="Fecha">{formatDate(r.receiptDate)}</Field>
        <Field label="Contribuyente">{r.nameTaxPayer}</Field>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
        <Field label="Total conceptos">{formatMoney(r.amountConcepts)}</Field>
        <Field label="Total pagos">{formatMoney(r.amountVouchers)}</Field>
        <Field label="Diferencia">
          <Box component="span" sx={{ color: off ? 'error.main' : undefined }}>
            {formatMoney(r.difference)}
          </Box>
        </Field>
        <Field label="Total neto">
          <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(r.amountNet)}
          </Typography>
        </Field>
      </Box>
      <Box sx={{ mt: 1 }}>
        <Field label="Total en letras">{unwrapAmountWords(r.amountInWords, 'receipt')}</Field>
      </Box>
      <Box component="details" sx={{ mt: 2 }}>
        <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 500, py: 0.5 }}>
          Conceptos de recaudación ({r.forConcepts.length})
        </Box>
        <SmallTable
          label="Conceptos de recaudación"
          numeric={3}
          head={['Descripción', 'Descuento', 'Neto', 'Monto']}
          rows={r.forConcepts.map((c) => [
            <td key="d">
              {c.description}
              {c.obs && (
                <Typography variant="body2" color="text.secondary" component="div">
                  {c.obs}
                </Typography>
              )}
            </td>,
            <td key="x" className="n">
              {formatMoney(c.discount)}
            </td>,
            <td key="n" className="n">
              {formatMoney(c.amountNet)}
            </td>,
            <td key="m" className="n">
              {formatMoney(c.amount)}
            </td>,
          ])}
        />
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 500, py: 0.5 }}>
          Efectos de pago ({r.vouchers.length})
        </Box>
        <SmallTable
          label="Efectos de pago"
          numeric={1}
          head={['Fecha', 'Forma de pago', 'Banco', 'Cuenta', 'Referencias', 'Monto']}
          rows={r.vouchers.map((v) => [
            <td key="f">{formatDate(v.voucherDate)}</td>,
            <td key="p">{v.paymentMethod}</td>,
            <td key="b">{v.nameBank ?? '—'}</td>,
            <td key="c">{v.accountNumber ?? '—'}</td>,
            <td key="r">{v.reference ?? '—'}</td>,
            <td key="m" className="n">
              {formatMoney(v.amount)}
            </td>,
          ])}
        />
      </Box>
    </>
  );
}

/**
 * A solvency certificate: who it certifies, for what, since and until when, and whether it holds
 * today (VIGENTE) or no longer (VENCIDA, ANULADA).
 */
function SolvencyContent({ s }: { s: VerifiedSolvency }) {
  const holds = s.estado === 'VIGENTE';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {s.tipo} N° {s.numero}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificada" color="success" size="small" />
        <Chip label={s.estado} color={holds ? 'success' : 'error'} size="small" variant="outlined" />
      </Stack>
      {!holds && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {s.estado === 'ANULADA'
            ? 'Esta solvencia es auténtica, pero fue anulada: no acredita nada.'
            : `Esta solvencia es auténtica, pero venció el ${formatDate(s.validaHasta)}.`}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{s.institucion}</Field>
        <Field label="Contribuyente">
          {s.contribuyente} · RIF {s.rif}
        </Field>
        <Field label="Por">{s.objeto ?? 'Todos sus tributos'}</Field>
        <Field label="Emitida">{formatDate(s.fechaEmision)}</Field>
        <Field label="Válida hasta">{formatDate(s.validaHasta)}</Field>
      </Box>
    </>
  );
}

const TITLES = {
  document: 'Verificación de documento',
  receipt: 'Verificación de recibo',
  solvency: 'Verificación de solvencia',
};
const NOT_FOUND = {
  document: 'Documento no encontrado',
  receipt: 'RECIBO NO ENCONTRADO',
  solvency: 'SOLVENCIA NO ENCONTRADA',
};

/**
 * Public verification of a budget document, a collection receipt or a solvency certificate, reached
 * from the QR code of the printout: what spec section 2 lists, marked ANULADO with the day when it
 * was annulled; an unknown one, the not-found text.
 */
export function VerifyPage({ kind }: { kind: keyof typeof TITLES }) {
  usePageTitle(TITLES[kind]);
  return (
    <QueryProvider>
      <Verification kind={kind} />
    </QueryProvider>
  );
}

function Verification({ kind }: { kind: keyof typeof TITLES }) {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['verify', kind, id],
    queryFn: async (): Promise<
      | { kind: 'document'; doc: VerifiedDocument }
      | { kind: 'receipt'; receipt: VerifiedReceipt }
      | { kind: 'solvency'; solvency: VerifiedSolvency }
    > =>
      kind === 'document'
        ? { kind, doc: (await call(documentEndpoints.verify, { params: { id } })).data }
        : kind === 'receipt'
          ? { kind, receipt: (await call(receiptEndpoints.verify, { params: { id } })).data }
          : { kind, solvency: (await call(solvencyEndpoints.verify, { params: { id } })).data },
    retry: false,
  });
  const notFound = NOT_FOUND[kind];
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
          Erario · {TITLES[kind].toLowerCase()}
        </Typography>
        {query.isPending ? (
          <CircularProgress sx={{ display: 'block', mx: 'auto', mt: 2 }} aria-label="Cargando" />
        ) : query.data?.kind === 'document' ? (
          <DocumentContent doc={query.data.doc} />
        ) : query.data?.kind === 'receipt' ? (
          <ReceiptContent r={query.data.receipt} />
        ) : query.data?.kind === 'solvency' ? (
          <SolvencyContent s={query.data.solvency} />
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
