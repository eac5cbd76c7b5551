import {
  bankAccountResource,
  beneficiaryResource,
  DISBURSEMENT_METHODS,
  type DisbursementMethod,
  type FieldError,
  formatDate,
  formatMoney,
  WITHHOLDING_KINDS,
  type WithholdingPaymentDetail,
  type WithholdingPaymentDraft,
  type WithholdingRow,
  withholdingEndpoints,
  withholdingPaymentEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { call, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField, isDate } from '../../../platform/DateField.tsx';
import { useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { editedDraft, useDocumentDetail } from '../../../platform/documents/detail.ts';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { moneyCell } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { Withheld } from './RegisterPanel.tsx';
import { kindLabel, PATHS, QUERY_KEYS, SCREEN } from './withholdings.shared.ts';

/** What the form holds: the tax and the day up to which to pay, what is picked, and how it is paid. */
interface Values {
  idKind: number;
  upTo: string;
  /** The withholdings picked; null: every one still to pay over (what a new payment starts with). */
  selected: number[] | null;
  beneficiary: Option | null;
  account: Option | null;
  method: DisbursementMethod;
  reference: string;
  paymentDate: string;
  description: string;
}

/** Refusals shown under their own field; the rest go to the box above the buttons. */
const IN_PLACE = [
  'idKind',
  'idBeneficiary',
  'idBankAccount',
  'method',
  'reference',
  'paymentDate',
  'description',
];

/** What a payment is described as when the treasurer writes nothing. */
const describedAs = (v: Pick<Values, 'idKind' | 'upTo'>) =>
  `Retenciones de ${kindLabel(v.idKind)} practicadas hasta el ${isDate(v.upTo) && v.upTo ? formatDate(v.upTo) : '…'}`;

/** A draft as the form holds it. */
const fromDetail = (p: WithholdingPaymentDetail): Values => ({
  idKind: p.idKind,
  upTo: p.paymentDate,
  selected: p.withholdings.map((w) => w.id),
  beneficiary: p.idBeneficiary ? { id: p.idBeneficiary, label: p.beneficiaryName ?? '' } : null,
  account: p.idBankAccount ? { id: p.idBankAccount, label: p.accountNumber ?? '' } : null,
  method: p.method ?? 'transfer',
  reference: p.reference ?? '',
  paymentDate: p.paymentDate,
  description: p.description,
});

/**
 * Enterar: one tax's withholdings still to pay, withheld up to a day (all picked to start with,
 * the picked total said as it changes), paid to the collecting body from a bank account by cheque
 * or transfer. "Enterar" saves the draft and posts it after the confirmation; a refusal (no funds,
 * a withholding already paid, a missing field) is said by the fields and the draft stays open.
 */
export function PaymentForm({ id }: { id: number | null }) {
  const { period, user } = useSession();
  const editing = editedDraft(
    useDocumentDetail(withholdingPaymentEndpoints.detail, 'withholding-payment', id).data,
    fromDetail,
  );
  const today = institutionToday();
  // The rows still to pay are read below, with the form's tax and day (this render's, once read);
  // what the draft sends is what is picked of them.
  let rows: WithholdingRow[] = [];
  const picked = (v: Values): number[] => {
    const ids = new Set(rows.map((r) => r.id));
    return v.selected === null ? [...ids] : v.selected.filter((s) => ids.has(s));
  };
  const total = (ids: number[]): string => {
    const wanted = new Set(ids);
    return rows
      .filter((r) => wanted.has(r.id))
      .reduce((s, r) => s.plus(r.amount), new Decimal(0))
      .toFixed(2);
  };
  const state = useDocumentForm<Values, WithholdingPaymentDraft>({
    endpoints: withholdingPaymentEndpoints,
    defaults: {
      idKind: WITHHOLDING_KINDS[0].id,
      upTo: today,
      selected: null,
      beneficiary: null,
      account: null,
      method: 'transfer',
      reference: '',
      paymentDate: today,
      description: '',
    },
    editing,
    toDraft: (v) =>
      period
        ? {
            idPeriod: period.idPeriod,
            idKind: v.idKind,
            paymentDate: v.paymentDate,
            idBeneficiary: v.beneficiary?.id ?? null,
            description: v.description.trim() || describedAs(v),
            idBankAccount: v.account?.id ?? null,
            method: v.method,
            reference: v.reference.trim() || null,
            withholdings: picked(v),
          }
        : null,
    check: (v, draft, andPost) => {
      const errors: FieldError[] = [];
      if (!andPost || !draft) return errors;
      if (draft.withholdings.length === 0)
        errors.push({ field: 'withholdings', message: 'Elija al menos una retención por enterar' });
      if (!v.beneficiary)
        errors.push({
          field: 'idBeneficiary',
          message: 'Indique el ente que recauda el impuesto (el SENIAT, la oficina de hacienda del estado)',
        });
      if (!v.account)
        errors.push({ field: 'idBankAccount', message: 'Indique la cuenta bancaria de la que sale el pago' });
      if (!v.reference.trim())
        errors.push({
          field: 'reference',
          message:
            v.method === 'cheque'
              ? 'Indique el número del cheque'
              : 'Indique la referencia de la transferencia',
        });
      return errors;
    },
    confirmPost: (d) =>
      `¿Enterar ${d.withholdings.length === 1 ? 'una retención' : `${d.withholdings.length} retenciones`} de ${kindLabel(d.idKind)} por ${formatMoney(total(d.withholdings))}? Se emiten la orden de pago, el comprobante de egreso y ${d.method === 'cheque' ? 'el cheque' : 'la transferencia'}; un enteramiento registrado no se modifica: se anula.`,
    paths: PATHS,
    queryKeys: QUERY_KEYS,
  });
  const { form, errorFor, errors, serverError, busy, save } = state;
  const v = form.watch();
  const set = form.setValue;
  const wholeDate = isDate(v.upTo) && v.upTo !== '';
  const pending = useQuery({
    queryKey: ['withholding-pending', v.idKind, v.upTo],
    enabled: wholeDate,
    queryFn: async () =>
      (await call(withholdingEndpoints.pending, { query: { idKind: v.idKind, to: v.upTo } })).data,
  });
  rows = pending.data?.rows ?? [];
  const chosen = new Set(picked(v));
  const selectedTotal = total([...chosen]);
  // Picked in a saved draft and no longer to pay over (paid by another payment meanwhile).
  const gone = pending.data ? (v.selected?.filter((s) => !rows.some((r) => r.id === s)).length ?? 0) : 0;
  const toggle = (row: WithholdingRow) =>
    set('selected', chosen.has(row.id) ? [...chosen].filter((s) => s !== row.id) : [...chosen, row.id]);
  const ofRows = (field: string) => field === 'withholdings' || field.startsWith('withholdings.');
  const rowErrors = errors.filter((e) => ofRows(e.field));
  const elsewhere = errors.filter((e) => !IN_PLACE.includes(e.field) && !ofRows(e.field));
  const canWrite = Boolean(user && canOpen(user, SCREEN) && !user.isConsultant);

  if (!period) return null;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {editing ? 'Borrador de enteramiento' : 'Enterar retenciones'} · {period.description}
      </Typography>
      {!canWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Puede consultar lo que está por enterar; enterar lo hace quien registra en esta pantalla.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Impuesto"
          value={v.idKind}
          onChange={(e) => {
            set('idKind', Number(e.target.value));
            set('selected', null);
          }}
          error={Boolean(errorFor('idKind'))}
          helperText={errorFor('idKind')}
          sx={{ minWidth: 220 }}
        >
          {WITHHOLDING_KINDS.map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label="Retenidas hasta"
          value={v.upTo}
          onChange={(date) => {
            set('upTo', date);
            if (isDate(date)) set('selected', null);
          }}
          helperText="Lo retenido hasta ese día, de cualquier período"
        />
      </Stack>

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
                      onChange={() => set('selected', chosen.size === rows.length ? [] : null)}
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
                    <TableCell>{r.billNumber}</TableCell>
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
          <RefSelect
            target={beneficiaryResource}
            label="Ente recaudador"
            value={v.beneficiary?.id ?? null}
            valueLabel={v.beneficiary?.label}
            onChange={(o) => set('beneficiary', o)}
            error={Boolean(errorFor('idBeneficiary'))}
            helperText={errorFor('idBeneficiary') ?? 'El SENIAT, o la oficina de hacienda del estado'}
            required
          />
          <RefSelect
            target={bankAccountResource}
            label="Cuenta bancaria"
            value={v.account?.id ?? null}
            valueLabel={v.account?.label}
            onChange={(o) => set('account', o)}
            error={Boolean(errorFor('idBankAccount'))}
            helperText={errorFor('idBankAccount') ?? 'De ella sale el pago: el movimiento queda en su libro'}
            required
          />
          <DateField
            label="Fecha del enteramiento"
            value={v.paymentDate}
            onChange={(date) => set('paymentDate', date)}
            error={errorFor('paymentDate')}
            required
            fullWidth
            sx={{ minWidth: 0 }}
          />
          <TextField
            select
            label="Forma de pago"
            value={v.method}
            onChange={(e) => set('method', e.target.value as DisbursementMethod)}
            error={Boolean(errorFor('method'))}
            helperText={errorFor('method')}
          >
            {DISBURSEMENT_METHODS.map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={v.method === 'cheque' ? 'Número del cheque' : 'Referencia de la transferencia'}
            value={v.reference}
            onChange={(e) => set('reference', e.target.value)}
            error={Boolean(errorFor('reference'))}
            helperText={errorFor('reference')}
            slotProps={{ htmlInput: { maxLength: 30 } }}
            required
          />
        </Box>
        <TextField
          label="Descripción"
          value={v.description}
          onChange={(e) => set('description', e.target.value)}
          placeholder={describedAs(v)}
          error={Boolean(errorFor('description'))}
          helperText={errorFor('description') ?? `Si la deja en blanco: «${describedAs(v)}»`}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 250 } }}
          multiline
          minRows={2}
          fullWidth
        />
      </Box>

      {(elsewhere.length > 0 || serverError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError && <div>{serverError}</div>}
          {elsewhere.map((e) => (
            <div key={`${e.field}-${e.message}`}>{e.message}</div>
          ))}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}
      >
        <Typography variant="h6" component="p" sx={{ flex: 1, fontVariantNumeric: 'tabular-nums' }}>
          Total a enterar {formatMoney(selectedTotal)}
        </Typography>
        <Button onClick={() => save(false)} disabled={busy || !canWrite}>
          Guardar borrador
        </Button>
        <Button variant="contained" onClick={() => save(true)} disabled={busy || !canWrite}>
          Enterar
        </Button>
      </Stack>
    </Paper>
  );
}
