import {
  type FieldError,
  formatMoney,
  THIRD_PARTY_KIND,
  WITHHOLDING_KINDS,
  type WithholdingPaymentDraft,
  type WithholdingRow,
  withholdingEndpoints,
  withholdingPaymentEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField, isDate } from '../../../platform/DateField.tsx';
import { Refusals, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { editedDraft, useDocumentDetail } from '../../../platform/documents/detail.ts';
import { canOpen } from '../../../platform/menu.ts';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { PaymentSection, PendingSection } from './PaymentFormParts.tsx';
import { describedAs, fromDetail, IN_PLACE, type Values } from './paymentForm.values.ts';
import { FAMILY, kindLabel, SCREEN } from './withholdings.shared.ts';

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
    ...FAMILY,
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
          message:
            v.idKind === THIRD_PARTY_KIND
              ? 'Indique el tercero que recibe el pago'
              : 'Indique el ente que recauda el impuesto (el SENIAT, la oficina de hacienda del estado)',
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
      `¿Enterar ${
        d.idKind === THIRD_PARTY_KIND
          ? `${d.withholdings.length === 1 ? 'una deducción' : `${d.withholdings.length} deducciones`} a favor de terceros`
          : `${d.withholdings.length === 1 ? 'una retención' : `${d.withholdings.length} retenciones`} de ${kindLabel(d.idKind)}`
      } por ${formatMoney(total(d.withholdings))}? Se emiten la orden de pago, el comprobante de egreso y ${d.method === 'cheque' ? 'el cheque' : 'la transferencia'}; un enteramiento registrado no se modifica: se anula.`,
  });
  const { values: v, set, bind, errors, serverError, busy, save } = state;
  const wholeDate = isDate(v.upTo) && v.upTo !== '';
  // A third party's deductions are paid to that third party: they are listed once it is chosen.
  const thirdParty = v.idKind === THIRD_PARTY_KIND;
  const idPayee = thirdParty ? v.beneficiary?.id : undefined;
  const pending = useQuery({
    queryKey: ['withholding-pending', v.idKind, v.upTo, idPayee ?? null],
    enabled: wholeDate && (!thirdParty || idPayee !== undefined),
    queryFn: async () =>
      (await call(withholdingEndpoints.pending, { query: { idKind: v.idKind, to: v.upTo, idPayee } })).data,
  });
  rows = pending.data?.rows ?? [];
  const chosen = new Set(picked(v));
  const selectedTotal = total([...chosen]);
  // Picked in a saved draft and no longer to pay over (paid by another payment meanwhile).
  const gone = pending.data ? (v.selected?.filter((s) => !rows.some((r) => r.id === s)).length ?? 0) : 0;
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
        <SelectField
          label="Impuesto"
          options={WITHHOLDING_KINDS}
          {...bind('idKind')}
          onChange={(idKind) => {
            set('idKind', idKind);
            set('selected', null);
          }}
          sx={{ minWidth: 220 }}
        />
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

      <PendingSection
        v={v}
        wholeDate={wholeDate}
        payeeMissing={thirdParty && idPayee === undefined}
        pending={pending}
        rows={rows}
        chosen={chosen}
        selectedTotal={selectedTotal}
        rowErrors={rowErrors}
        gone={gone}
        onPick={(selected) => set('selected', selected)}
      />

      <PaymentSection fields={state} />

      <Refusals serverError={serverError} errors={elsewhere} />
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
