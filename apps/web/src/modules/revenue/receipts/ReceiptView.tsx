import {
  conceptNote,
  formatDate,
  formatMoney,
  type ReceiptDetail,
  receiptEndpoints,
} from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { FORM_PATH, type ReceiptPaths, receiptFamily } from './receipts.shared.ts';

const money = (v: string) => (
  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatMoney(v)}
  </Box>
);

/** The concepts, the payments and the balance between them, as the view and the verification show them. */
export function ReceiptLines({
  r,
}: {
  r: Pick<ReceiptDetail, 'concepts' | 'vouchers' | 'conceptsTotal' | 'vouchersTotal' | 'difference'>;
}) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Conceptos
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Conceptos del recibo">
          <HeadRow cells={['Código', 'Descripción', ...right('Monto', 'Descuento', 'Intereses', 'Neto')]} />
          <TableBody>
            {r.concepts.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.code}</TableCell>
                <TableCell>
                  {l.description}
                  {conceptNote(l) && (
                    <Typography variant="body2" color="text.secondary">
                      {conceptNote(l)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{money(l.amount)}</TableCell>
                <TableCell align="right">{money(l.discount)}</TableCell>
                <TableCell align="right">{money(l.interest)}</TableCell>
                <TableCell align="right">{money(l.amountNet)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Pagos
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Pagos del recibo">
          <HeadRow cells={['Fecha', 'Forma de pago', 'Banco', 'Cuenta', 'Referencia', ...right('Monto')]} />
          <TableBody>
            {r.vouchers.map((v) => (
              <TableRow key={v.id}>
                <TableCell>{formatDate(v.voucherDate)}</TableCell>
                <TableCell>{v.paymentForm}</TableCell>
                <TableCell>{v.bankName ?? '—'}</TableCell>
                <TableCell>{v.accountNumber ?? '—'}</TableCell>
                <TableCell>{[v.reference, ...v.details].filter(Boolean).join(' · ') || '—'}</TableCell>
                <TableCell align="right">{money(v.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Balance concepts={r.conceptsTotal} vouchers={r.vouchersTotal} difference={r.difference} />
    </>
  );
}

/** Concepts against payments; the difference in the error colour until it is zero (spec section 5). */
export function Balance({
  concepts,
  vouchers,
  difference,
}: {
  concepts: string;
  vouchers: string;
  difference: string;
}) {
  const off = Number(difference) !== 0;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 3 }}
      sx={{ my: 2, justifyContent: 'flex-end' }}
    >
      <Typography>Conceptos {money(concepts)}</Typography>
      <Typography>Pagos {money(vouchers)}</Typography>
      <Typography
        color={off ? 'error' : 'success.main'}
        sx={{ fontWeight: 500 }}
        data-testid="receipt-difference"
      >
        Diferencia {money(difference)}
      </Typography>
    </Stack>
  );
}

export function ReceiptView({ id, paths }: { id: number; paths: ReceiptPaths }) {
  const [r, unread] = useViewedDetail(receiptEndpoints.detail, 'receipt', id, 'Recibo no encontrado.');
  if (!r) return unread;
  return (
    <DocumentView
      doc={{ ...r, amount: r.conceptsTotal }}
      title={`Recibo ${r.numberText ?? '(borrador)'}`}
      {...receiptFamily(paths)}
      pdfName={`Recibo ${r.numberText ?? r.id}.pdf`}
    >
      <Fields mb={1}>
        <Field label="Fecha">{formatDate(r.receiptDate)}</Field>
        <Field label="Caja">
          {r.cashBoxName} · {r.collectionPointName}
        </Field>
        <Field label="Cajero">{r.cashier ?? '—'}</Field>
        <Field label="Contribuyente">
          {r.taxpayerRif} · {r.taxpayerName}
        </Field>
        <Field label="Objeto">{r.taxedObject?.label ?? '—'}</Field>
        <Field label="Observación">{r.note ?? '—'}</Field>
      </Fields>
      <ReceiptLines r={r} />
      <Button component={RouterLink} to={paths.list}>
        {paths.list === FORM_PATH ? 'Nuevo recibo' : 'Volver a la lista'}
      </Button>
    </DocumentView>
  );
}
