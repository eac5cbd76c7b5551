import {
  DISBURSEMENT_METHODS,
  formatDate,
  formatMoney,
  WITHHOLDING_KINDS,
  type WithholdingPaymentDetail,
  type WithholdingPaymentHeader,
  withholdingPaymentEndpoints,
} from '@erario/contracts';
import { SCREENS } from '@erario/contracts/catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { messageOf } from '../../../platform/api.ts';
import { countColumn, dateColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { HeadRow, money } from '../../../platform/HeadRow.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { moneyCell, moneyColumn } from '../../../platform/money.ts';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { useSession } from '../../../platform/session.tsx';
import { ReceiptButton, StatusOf, Withheld } from './RegisterPanel.tsx';
import { FAMILY, kindLabel, PATHS, paymentNumber } from './withholdings.shared.ts';

const methodLabel = (method: string | null) => DISBURSEMENT_METHODS.find((m) => m.value === method)?.label;

/** Enteramientos: the period's withholding payments, on the document kit's list, by tax. */
export function PaymentList() {
  const columns: GridColDef<WithholdingPaymentHeader>[] = [
    { field: 'kindCode', headerName: 'Impuesto', width: 90, sortable: false },
    dateColumn('paymentDate', 'Fecha'),
    { field: 'beneficiaryName', headerName: 'Ente recaudador', flex: 1, minWidth: 140, sortable: false },
    {
      field: 'reference',
      headerName: 'Pago',
      width: 190,
      sortable: false,
      valueFormatter: (v: string | null, row) => (v ? `${methodLabel(row.method) ?? ''} ${v}`.trim() : '—'),
    },
    countColumn('count', 'Retenciones', 100),
    moneyColumn('amount', 'Monto', 130),
  ];
  return (
    <DocumentList<WithholdingPaymentHeader>
      title="Enteramientos"
      {...FAMILY}
      number={paymentNumber}
      columns={columns}
      filterBy={[{ param: 'idKind', label: 'Impuesto', minWidth: 190, options: WITHHOLDING_KINDS }]}
      newDocument={{ label: 'Nuevo enteramiento' }}
      searchHint="Número, descripción o ente recaudador"
    />
  );
}

/** Where a screen of another module lives, from the catalogue, if the user may open it. */
function useScreenLink(code: string): ((id: number) => string) | null {
  const { user } = useSession();
  const route = SCREENS.find((s) => s.code === code)?.route;
  if (!route || !user || !canOpen(user, code)) return null;
  return (id) => `${route}?id=${id}`;
}

/** A document the payment issued: its number, a link to it where the user may open it. */
function Issued({
  number,
  id,
  link,
}: {
  number: string | null;
  id: number | null;
  link: ((id: number) => string) | null;
}) {
  if (!number || id === null) return <>—</>;
  return link ? (
    <Link component={RouterLink} to={link(id)}>
      N.º {number}
    </Link>
  ) : (
    <>N.º {number}</>
  );
}

/**
 * A withholding payment: what it paid (tax, collecting body, account, cheque or transfer), what
 * posting it issued (the payment order, its egress voucher and the bank movement), and the
 * withholdings it takes, each with its receipt. The kit's view prints it and annuls it with a reason.
 */
export function PaymentView({ id }: { id: number }) {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [p, unread] = useViewedDetail(withholdingPaymentEndpoints.detail, 'withholding-payment', id);
  const budgetDocument = useScreenLink('PRE-DOC-03');
  const bankMovement = useScreenLink('TES-MOV-01');
  if (!p) return unread;
  const title = `Enteramiento de ${kindLabel(p.idKind)} ${p.numberText ? `N.º ${p.numberText}` : '(borrador)'}`;
  return (
    <DocumentView
      // The payment's header does not say when it was annulled; its reason and reversal it does.
      doc={p}
      title={title}
      {...FAMILY}
      pdfName={`Enteramiento ${p.kindCode} ${p.numberText ?? p.id}.pdf`}
    >
      <Fields mb={3}>
        <Field label="Impuesto">{kindLabel(p.idKind)}</Field>
        <Field label="Fecha">{formatDate(p.paymentDate)}</Field>
        <Field label="Monto">
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
            {formatMoney(p.amount)}
          </Box>
        </Field>
        <Field label="Ente recaudador">
          {p.beneficiaryName ? `${p.beneficiaryCode} · ${p.beneficiaryName}` : '—'}
        </Field>
        <Field label="Cuenta">{p.accountNumber ? `${p.accountNumber} · ${p.bankName}` : '—'}</Field>
        <Field label="Forma de pago">
          {p.method ? `${methodLabel(p.method)} ${p.reference ?? ''}` : '—'}
        </Field>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <Field label="Descripción">{p.description}</Field>
        </Box>
      </Fields>
      <Section title="Emitió">
        <Fields>
          <Field label="Orden de pago">
            <Issued number={p.orderNumber} id={p.idOrder} link={budgetDocument} />
          </Field>
          <Field label="Comprobante de egreso">
            <Issued number={p.voucherNumber} id={p.idVoucher} link={budgetDocument} />
          </Field>
          <Field label={p.method === 'cheque' ? 'Cheque' : 'Transferencia'}>
            <Issued number={p.movementNumber} id={p.idBankMovement} link={bankMovement} />
          </Field>
        </Fields>
        {p.status === 'draft' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Al registrarlo se emiten la orden de pago, su comprobante de egreso y el movimiento bancario.
          </Typography>
        )}
      </Section>
      <Section title={`Retenciones (${p.withholdings.length})`}>
        <Withholdings p={p} onError={(error) => setNotice({ ok: false, text: messageOf(error) })} />
      </Section>
      <Button component={RouterLink} to={PATHS.list}>
        Volver a la lista
      </Button>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </DocumentView>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Withholdings({ p, onError }: { p: WithholdingPaymentDetail; onError(error: unknown): void }) {
  if (p.withholdings.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Ninguna elegida.
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Retenciones del enteramiento">
        <HeadRow
          cells={[
            'Comprobante',
            'Fecha',
            'RIF y nombre',
            'Factura',
            'Documento',
            ...money('Base', '%', 'Monto'),
            'Estado',
          ]}
        />
        <TableBody>
          {p.withholdings.map((w) => (
            <TableRow key={w.id}>
              <TableCell sx={{ whiteSpace: 'nowrap', py: 0 }}>
                <ReceiptButton row={w} onError={onError} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(w.withheldOn)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <Withheld row={w} />
              </TableCell>
              <TableCell>{w.billNumber}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{w.documentName}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(w.base)}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(w.rate)}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(w.amount)}</TableCell>
              <TableCell>
                <StatusOf status={w.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
