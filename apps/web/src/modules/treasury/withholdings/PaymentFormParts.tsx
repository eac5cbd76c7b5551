import {
  bankAccountResource,
  beneficiaryResource,
  type FieldError,
  formatDate,
  formatMoney,
  THIRD_PARTY_KIND,
  type WithholdingRow,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { messageOf } from '../../../platform/api.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DisbursementFields } from '../../../platform/DisbursementFields.tsx';
import type { FormFields } from '../../../platform/documents/DocumentForm.tsx';
import { RefField } from '../../../platform/masters/RefSelect.tsx';
import { moneyCell } from '../../../platform/money.ts';
import { describedAs, type Values } from './paymentForm.values.ts';
import { Withheld } from './RegisterPanel.tsx';
import { kindLabel } from './withholdings.shared.ts';

/**
 * Por enterar: the tax's withholdings still to pay up to the day, each ticked in or out, the picked
 * count and total said as they change, and what the draft picked that is no longer to pay.
 */
export function PendingSection({
  v,
  wholeDate,
  payeeMissing = false,
  pending,
  rows,
  chosen,
  selectedTotal,
  rowErrors,
  gone,
  onPick,
}: {
  v: Values;
  /** Whether the day is whole: nothing is read for a date half typed. */
  wholeDate: boolean;
  /** Deductions for third parties with no third party chosen yet: nothing is read. */
  payeeMissing?: boolean;
  pending: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
  rows: WithholdingRow[];
  chosen: Set<number>;
  selectedTotal: string;
  rowErrors: FieldError[];
  gone: number;
  /** The new pick; null: every row (the form's own way to say all). */
  onPick(selected: number[] | null): void;
}) {
  const toggle = (row: WithholdingRow) =>
    onPick(chosen.has(row.id) ? [...chosen].filter((s) => s !== row.id) : [...chosen, row.id]);
  return (
    <Box component="section" aria-labelledby="por-enterar" sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'baseline' }, mb: 1 }}
      >
        <Typography id="por-enterar" variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          Por enterar
        </Typography>
        <Typography
          aria-live="polite"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          color={rowErrors.length > 0 ? 'error' : undefined}
        >
          {rows.length > 0 && (
            <>
              {chosen.size} de {rows.length} {rows.length === 1 ? 'elegida' : 'elegidas'} · total{' '}
              <strong>{formatMoney(selectedTotal)}</strong>
            </>
          )}
        </Typography>
      </Stack>
      {!wholeDate ? (
        <Alert severity="info">Escriba la fecha hasta la que va a enterar.</Alert>
      ) : payeeMissing ? (
        <Alert severity="info">
          Elija abajo el tercero que recibe el pago: se listan las deducciones a su favor.
        </Alert>
      ) : pending.isPending ? (
        <CircularProgress aria-label="Cargando" />
      ) : pending.isError ? (
        <Alert severity="error">{messageOf(pending.error)}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">
          No hay retenciones de {kindLabel(v.idKind)} por enterar hasta el {formatDate(v.upTo)}.
        </Alert>
      ) : (
        <Box sx={{ overflow: 'auto', maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label="Retenciones por enterar">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.size === rows.length}
                    indeterminate={chosen.size > 0 && chosen.size < rows.length}
                    onChange={() => onPick(chosen.size === rows.length ? [] : null)}
                    slotProps={{ input: { 'aria-label': 'Elegir todas' } }}
                  />
                </TableCell>
                <TableCell>Comprobante</TableCell>
                <TableCell>Fecha</TableCell>
                <TableCell>RIF y nombre</TableCell>
                <TableCell>Factura</TableCell>
                <TableCell sx={moneyCell}>Base</TableCell>
                <TableCell sx={moneyCell}>%</TableCell>
                <TableCell sx={moneyCell}>Monto</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} hover selected={chosen.has(r.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.has(r.id)}
                      onChange={() => toggle(r)}
                      slotProps={{
                        input: {
                          'aria-label': `Elegir ${r.receiptNumber}, factura ${r.billNumber} de ${r.beneficiaryName}, ${formatMoney(r.amount)}`,
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.receiptNumber}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.withheldOn)}</TableCell>
                  <TableCell sx={{ maxWidth: 280 }}>
                    <Withheld row={r} />
                  </TableCell>
                  <TableCell>
                    {r.billNumber}
                    {r.idPayee !== null && r.concept && (
                      <Typography variant="body2" color="text.secondary">
                        {r.concept}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(r.base)}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(r.rate)}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(r.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {rowErrors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {rowErrors.map((e) => (
            <div key={`${e.field}-${e.message}`}>{e.message}</div>
          ))}
        </Alert>
      )}
      {gone > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {gone === 1
            ? 'Una retención del borrador ya no está'
            : `${gone} retenciones del borrador ya no están`}{' '}
          por enterar: se quitan del enteramiento.
        </Alert>
      )}
    </Box>
  );
}

/** Pago: who collects the tax, the account it is paid from, the day, how, and its description. */
export function PaymentSection({ fields }: { fields: FormFields<Values> }) {
  const { values: v, bind, bindText } = fields;
  return (
    <Box component="section" aria-labelledby="pago" sx={{ mb: 2 }}>
      <Typography id="pago" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        Pago
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr)' },
          gap: 2,
          mb: 2,
          alignItems: 'start',
        }}
      >
        <RefField
          target={beneficiaryResource}
          label={v.idKind === THIRD_PARTY_KIND ? 'Tercero que recibe el pago' : 'Ente recaudador'}
          {...bind('beneficiary', 'idBeneficiary')}
          helperText={
            v.idKind === THIRD_PARTY_KIND
              ? 'La caja de ahorro, el sindicato, quien recibe la pensión de alimentos'
              : 'El SENIAT, o la oficina de hacienda del estado'
          }
          required
        />
        <RefField
          target={bankAccountResource}
          label="Cuenta bancaria"
          {...bind('account', 'idBankAccount')}
          helperText="De ella sale el pago: el movimiento queda en su libro"
          required
        />
        <DateField
          label="Fecha del enteramiento"
          {...bind('paymentDate')}
          required
          fullWidth
          sx={{ minWidth: 0 }}
        />
        <DisbursementFields
          idBankAccount={v.account?.id ?? null}
          method={bind('method')}
          reference={bindText('reference')}
        />
      </Box>
      <TextField
        label="Descripción"
        {...bindText('description', 'description', `Si la deja en blanco: «${describedAs(v)}»`)}
        placeholder={describedAs(v)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 250 } }}
        multiline
        minRows={2}
        fullWidth
      />
    </Box>
  );
}
