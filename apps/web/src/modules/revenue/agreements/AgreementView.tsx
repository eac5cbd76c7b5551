import {
  AGREEMENT_STATE_LABELS,
  formatDate,
  formatMoney,
  type PaymentAgreementDetail,
  paymentAgreementEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { FAMILY, PATHS } from './agreements.shared.ts';

/** The debts it took, as they stood on its day. */
function Debts({ g }: { g: PaymentAgreementDetail }) {
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" aria-label="Deudas del convenio">
        <HeadRow cells={['Deuda', 'Objeto', ...right('Vencimiento', 'Monto', 'Intereses')]} />
        <TableBody>
          {g.debts.map((d) => (
            <TableRow key={d.line}>
              <TableCell>
                {d.code} · {d.description} · {d.periodLabel}
                {d.interestBasis && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {d.interestBasis}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{d.objectLabel}</TableCell>
              <TableCell align="right">{d.dueDate ? formatDate(d.dueDate) : ''}</TableCell>
              <TableCell align="right">{formatMoney(d.amount)}</TableCell>
              <TableCell align="right">{formatMoney(d.interest)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Its instalments, each with the receipt that paid it. */
function Instalments({ g }: { g: PaymentAgreementDetail }) {
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" aria-label="Cuotas del convenio">
        <HeadRow cells={['Cuota', 'Vence', ...right('Monto'), 'Pagada']} />
        <TableBody>
          {g.instalments.map((i) => (
            <TableRow key={i.number}>
              <TableCell>{i.number === 1 ? '1 (inicial)' : i.number}</TableCell>
              <TableCell>{formatDate(i.dueDate)}</TableCell>
              <TableCell align="right">{formatMoney(i.amount)}</TableCell>
              <TableCell>{i.paidBy ? `Recibo N.º ${i.paidBy}` : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function AgreementView({ id }: { id: number }) {
  const [g, unread] = useViewedDetail(
    paymentAgreementEndpoints.detail,
    'payment-agreement',
    id,
    'Convenio no encontrado.',
  );
  if (!g) return unread;
  return (
    <DocumentView
      doc={{ ...g, amount: g.total ?? undefined }}
      title={`Convenio de pago ${g.numberText ?? '(borrador)'}`}
      {...FAMILY}
      pdfName={`Convenio ${g.numberText ?? g.id} ${g.taxpayerRif}.pdf`}
    >
      {g.state === 'breached' && g.breachedOn && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Incumplido desde el {formatDate(g.breachedOn)}: una cuota quedó sin pagar pasados sus {g.graceDays}{' '}
          días de gracia. Su saldo de {formatMoney(g.balance)} se debe de una vez, con intereses de mora.
        </Alert>
      )}
      <Fields mb={2}>
        <Field label="Contribuyente">
          {g.taxpayerRif} · {g.taxpayerName}
        </Field>
        <Field label="Firmado">
          {formatDate(g.agreementDate)}
          {g.issuedBy ? ` por ${g.issuedBy}` : ''}
        </Field>
        <Field label="Tipo">
          {g.typeCode} · {g.typeDescription} ({g.legalBasis})
        </Field>
        <Field label="Situación hoy">{AGREEMENT_STATE_LABELS[g.state]}</Field>
        {g.total !== null && (
          <Field label="Deuda convenida">
            {formatMoney(g.owed)} + {formatMoney(g.interest)} de intereses = {formatMoney(g.total)}
          </Field>
        )}
        {g.status !== 'draft' && <Field label="Saldo">{formatMoney(g.balance)}</Field>}
        {g.note && <Field label="Observación">{g.note}</Field>}
      </Fields>
      <Typography variant="h6" component="h2">
        Deudas
      </Typography>
      <Debts g={g} />
      <Typography variant="h6" component="h2">
        Cuotas
      </Typography>
      <Instalments g={g} />
      <Button component={RouterLink} to={PATHS.list}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}
