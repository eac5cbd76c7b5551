import {
  actText,
  type DocumentDetail,
  disbursementText,
  formatDate,
  formatMoney,
  unwrapAmountWords,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Decimal from 'decimal.js';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messageOf } from '../../../platform/api.ts';
import { DocumentView, Field } from '../../../platform/documents/DocumentView.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { useSession } from '../../../platform/session.tsx';
import { Bills, Imputations, momentLabels } from './DocumentTables.tsx';
import { DOCUMENT_FAMILY, useDocument } from './documentApi.ts';

const money = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
const sumOf = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2);

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
    ['Retención de ISLR', sumOf(doc.bills.map((b) => b.retentionIslr))],
    ['Timbre fiscal 1×1000', sumOf(doc.bills.map((b) => b.retentionTimbre))],
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

/**
 * An egress voucher's payment: the instrument, its number, the account, and the bank movement it
 * issued, opened in the bank movements screen for whoever may open it.
 */
function Payment({ doc }: { doc: DocumentDetail }) {
  const { user } = useSession();
  const paid = doc.disbursement;
  if (!paid) return null;
  const movement =
    paid.idBankMovement && paid.movementNumber ? `movimiento N.º ${paid.movementNumber}` : null;
  return (
    <>
      {disbursementText(paid)}
      {movement && ' · '}
      {movement &&
        (user && canOpen(user, 'TES-MOV-01') ? (
          <Link component={RouterLink} to={`/pages/treasury-banking-transaction?id=${paid.idBankMovement}`}>
            {movement}
          </Link>
        ) : (
          movement
        ))}
    </>
  );
}

/** One budget document as posted (or as drafted), on the kit's view: header, sources, imputations, bills. */
export function ViewDocumentPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const document = useDocument(id);

  if (id === null)
    return (
      <>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Ver documento
        </Typography>
        <Alert severity="info">
          Abra un documento desde la lista de{' '}
          <Link component={RouterLink} to="/pages/documents">
            Documentos
          </Link>
          .
        </Alert>
      </>
    );
  if (document.isPending) return <CircularProgress aria-label="Cargando" />;
  if (document.isError) return <Alert severity="error">{messageOf(document.error)}</Alert>;
  const doc = document.data;

  return (
    <DocumentView
      doc={doc}
      title={`${doc.typeName} ${doc.numOrder ? `N° ${doc.numOrder}` : '(borrador)'}`}
      {...DOCUMENT_FAMILY}
      pdfName={`documento-${doc.typeCode}-${doc.numOrder ?? doc.id}.pdf`}
    >
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
        {doc.act && (
          <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 4' } }}>
            <Field label="Aprobado por">{actText(doc.act)}</Field>
          </Box>
        )}
        {doc.disbursement && (
          <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 4' } }}>
            <Field label="Pagado con">
              <Payment doc={doc} />
            </Field>
          </Box>
        )}
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
    </DocumentView>
  );
}
