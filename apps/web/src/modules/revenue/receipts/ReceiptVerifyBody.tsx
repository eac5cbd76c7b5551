import {
  formatDate,
  formatMoney,
  receiptEndpoints,
  unwrapAmountWords,
  type VerifiedReceipt,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { call } from '../../../platform/api.ts';
import { VerifiedIcon } from '../../../platform/icons.tsx';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field } from '../../../platform/VerifyPage.tsx';

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

/** A payment's reference and its further values (v1 to v8), as one line. */
const references = (v: VerifiedReceipt['vouchers'][number]) =>
  [v.reference, v.v1, v.v2, v.v3, v.v4, v.v5, v.v6, v.v7, v.v8].filter(Boolean).join(' · ');

/**
 * A receipt as spec section 2 lists it: institution, cash box and number, period, date, taxpayer,
 * the concepts' total, the payments' total and their difference (in the error colour if not zero),
 * the net in figures and in words, and the concepts and payments, each list folded.
 */
function ReceiptVerifyBody({ r }: { r: VerifiedReceipt }) {
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
            <td key="r">{references(v) || '—'}</td>,
            <td key="m" className="n">
              {formatMoney(v.amount)}
            </td>,
          ])}
        />
      </Box>
    </>
  );
}

/** Revenue's `receipt` verification (`/receipt/verify/:id`), declared in revenue.screens.tsx. */
export const receiptVerification: VerifyBody<VerifiedReceipt> = {
  read: async (id) => (await call(receiptEndpoints.verify, { params: { id } })).data,
  render: (r) => <ReceiptVerifyBody r={r} />,
};
