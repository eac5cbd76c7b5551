import {
  bankResource,
  cashBoxEndpoints,
  conceptNet,
  formatDate,
  formatMoney,
  PERIOD_SAMPLE,
  type PendingObligation,
  type ReceiptDetail,
  type ReceiptDraft,
  receiptEndpoints,
  receiptTotals,
  taxpayerResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { editedDraft, useDocumentDetail } from '../../../platform/documents/detail.ts';
import { DeleteIcon } from '../../../platform/icons.tsx';
import { apiMoney, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { useSession } from '../../../platform/session.tsx';
import { OpenBox, Pending } from './ReceiptFormParts.tsx';
import { Balance } from './ReceiptView.tsx';
import { FORM_PATH, pathsFrom, QUERY_KEYS } from './receipts.shared.ts';

interface ConceptRow {
  /** The row's own key while it is edited (rows have no id until saved). */
  key: number;
  idCollectionConcept: number | '';
  amount: string;
  discount: string;
  /** The period a periodic concept's line pays: 2026-T1… */
  period: string;
  details: string;
}
interface VoucherRow {
  key: number;
  idPaymentForm: number | '';
  amount: string;
  voucherDate: string;
  bank: Option | null;
  idBankAccount: number | '';
  reference: string;
}
interface Values {
  taxpayer: Option | null;
  /** `kind:id` of the vehicle, patente or property charged, or ''. */
  taxedObject: string;
  note: string;
  concepts: ConceptRow[];
  vouchers: VoucherRow[];
}

let rowKeys = 0;
const emptyConcept = (): ConceptRow => ({
  key: ++rowKeys,
  idCollectionConcept: '',
  amount: '',
  discount: '',
  period: '',
  details: '',
});
const emptyVoucher = (day: string): VoucherRow => ({
  key: ++rowKeys,
  idPaymentForm: '',
  amount: '',
  voucherDate: day,
  bank: null,
  idBankAccount: '',
  reference: '',
});
/** Detail values are typed in one field, separated by `;` (at most eight). */
const detailsOf = (text: string) =>
  text
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);

const IN_PLACE = ['idTaxpayer', 'receiptDate', 'idCashBox', 'taxedObject'];

/** A draft as the form holds it. */
const fromDetail = (r: ReceiptDetail): Values => ({
  taxpayer: { id: r.idTaxpayer, label: r.taxpayerName },
  taxedObject: r.taxedObject ? `${r.taxedObject.kind}:${r.taxedObject.id}` : '',
  note: r.note ?? '',
  concepts: r.concepts.map((l) => ({
    key: ++rowKeys,
    idCollectionConcept: l.idCollectionConcept,
    amount: shownMoney(l.amount),
    discount: shownMoney(l.discount),
    period: l.period ?? '',
    details: l.details.join('; '),
  })),
  vouchers: r.vouchers.map((v) => ({
    key: ++rowKeys,
    idPaymentForm: v.idPaymentForm,
    amount: shownMoney(v.amount),
    voucherDate: v.voucherDate,
    bank: v.idBank ? { id: v.idBank, label: v.bankName ?? '' } : null,
    idBankAccount: v.idBankAccount ?? '',
    reference: v.reference ?? '',
  })),
});

export function ReceiptForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const formData = useQuery({
    queryKey: ['receipt-form'],
    queryFn: async () => (await call(cashBoxEndpoints.formData, {})).data,
  });
  const data = formData.data;
  const day = data?.box?.day ?? institutionToday();
  const editing = editedDraft(useDocumentDetail(receiptEndpoints.detail, 'receipt', id).data, fromDetail);
  const paths = pathsFrom(FORM_PATH);
  const state = useDocumentForm<Values, ReceiptDraft>({
    endpoints: receiptEndpoints,
    defaults: {
      taxpayer: null,
      taxedObject: '',
      note: '',
      concepts: [emptyConcept()],
      vouchers: [emptyVoucher(day)],
    },
    editing,
    toDraft: (v) =>
      period && data?.box && v.taxpayer
        ? {
            idPeriod: period.idPeriod,
            idCashBox: data.box.idCashBox,
            receiptDate: data.box.day,
            idTaxpayer: v.taxpayer.id,
            taxedObject: v.taxedObject
              ? {
                  kind: v.taxedObject.split(':')[0] as 'vehicle' | 'patent' | 'cadastre',
                  id: Number(v.taxedObject.split(':')[1]),
                }
              : null,
            note: v.note.trim() || null,
            concepts: v.concepts
              .filter((l) => l.idCollectionConcept !== '')
              .map((l) => ({
                idCollectionConcept: Number(l.idCollectionConcept),
                amount: apiMoney(l.amount),
                discount: apiMoney(l.discount || '0'),
                period: l.period.trim() || null,
                details: detailsOf(l.details),
              })),
            vouchers: v.vouchers
              .filter((x) => x.idPaymentForm !== '')
              .map((x) => ({
                idPaymentForm: Number(x.idPaymentForm),
                amount: apiMoney(x.amount),
                voucherDate: x.voucherDate,
                idBank: x.bank?.id ?? null,
                idBankAccount: x.idBankAccount === '' ? null : Number(x.idBankAccount),
                reference: x.reference.trim() || null,
              })),
          }
        : null,
    check: (v) => [
      ...(data?.box ? [] : [{ field: 'idCashBox', message: 'Abra su caja antes de cobrar' }]),
      ...(v.taxpayer ? [] : [{ field: 'idTaxpayer', message: 'Elija el contribuyente' }]),
      ...v.concepts.flatMap((l, i) =>
        detailsOf(l.details).length > 8
          ? [{ field: `concepts.${i}.details`, message: 'Hasta 8 valores de detalle, separados por ;' }]
          : [],
      ),
    ],
    confirmPost: (d) =>
      `¿Registrar el recibo por ${formatMoney(receiptTotals(d).concepts)}? Un recibo registrado no se modifica; se anula antes del cierre del día.`,
    paths,
    queryKeys: QUERY_KEYS,
  });
  const { form, errorFor } = state;
  const v = form.watch();
  const set = form.setValue;
  const idTaxpayer = v.taxpayer?.id;
  const objects = useQuery({
    queryKey: ['taxed-objects', idTaxpayer],
    queryFn: async () =>
      (await call(cashBoxEndpoints.taxedObjects, { params: { idTaxpayer: idTaxpayer as number } })).data,
    enabled: idTaxpayer !== undefined,
  });
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  if (!data) return null;
  const forms = new Map(data.paymentForms.map((f) => [f.id, f]));
  const tariffs = new Map(data.concepts.map((c) => [c.id, c.tariff]));
  const conceptsById = new Map(data.concepts.map((c) => [c.id, c]));
  const charged = new Set(v.concepts.map((l) => `${l.idCollectionConcept}/${l.period.trim()}`));
  const addPending = (p: PendingObligation) => {
    const line = {
      ...emptyConcept(),
      idCollectionConcept: p.idCollectionConcept,
      period: p.period,
      amount: p.tariff ? shownMoney(p.tariff) : '',
    };
    const blank = v.concepts.length === 1 && v.concepts[0]?.idCollectionConcept === '';
    set('taxedObject', `${p.objectKind}:${p.idObject}`);
    set('concepts', blank ? [line] : [...v.concepts, line]);
  };
  const lines = v.concepts.map((l) => ({
    amount: apiMoney(l.amount || '0'),
    discount: apiMoney(l.discount || '0'),
  }));
  const totals = receiptTotals({
    concepts: lines.filter((l) => /^-?\d+(\.\d+)?$/.test(l.amount) && /^-?\d+(\.\d+)?$/.test(l.discount)),
    vouchers: v.vouchers.map((x) => ({
      amount: /^\d+(\.\d+)?$/.test(apiMoney(x.amount || '0')) ? apiMoney(x.amount || '0') : '0',
    })),
  });
  const setConcept = (i: number, patch: Partial<ConceptRow>) =>
    set(
      'concepts',
      v.concepts.map((l, k) => (k === i ? { ...l, ...patch } : l)),
    );
  const setVoucher = (i: number, patch: Partial<VoucherRow>) =>
    set(
      'vouchers',
      v.vouchers.map((x, k) => (k === i ? { ...x, ...patch } : x)),
    );
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de recibo' : 'Nuevo recibo'} · ${period.description}`}
      total={totals.concepts}
      state={state}
      fieldsShownInPlace={IN_PLACE}
    >
      <OpenBox data={data} />
      {errorFor('idCashBox') && !data.box && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorFor('idCashBox')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <RefSelect
            target={taxpayerResource}
            label="Contribuyente"
            value={v.taxpayer?.id ?? null}
            valueLabel={v.taxpayer?.label}
            onChange={(o) => {
              set('taxpayer', o);
              set('taxedObject', '');
            }}
            error={Boolean(errorFor('idTaxpayer'))}
            helperText={errorFor('idTaxpayer') ?? 'Busque por nombre o RIF'}
            required
          />
        </Box>
        <TextField
          select
          label="Objeto gravado"
          value={v.taxedObject}
          onChange={(e) => set('taxedObject', e.target.value)}
          error={Boolean(errorFor('taxedObject'))}
          helperText={errorFor('taxedObject') ?? 'Vehículo, patente o inmueble, si el cobro es sobre uno'}
          sx={{ minWidth: 260, flex: 1 }}
        >
          <MenuItem value="">Ninguno</MenuItem>
          {(objects.data ?? []).map((o) => (
            <MenuItem key={`${o.kind}:${o.id}`} value={`${o.kind}:${o.id}`}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Fecha"
          value={data.box ? formatDate(data.box.day) : '—'}
          slotProps={{ input: { readOnly: true } }}
          helperText={errorFor('receiptDate') ?? 'El día de la caja'}
          error={Boolean(errorFor('receiptDate'))}
        />
      </Stack>

      {v.taxpayer && (
        <Pending
          idTaxpayer={v.taxpayer.id}
          taxedObject={v.taxedObject}
          charged={charged}
          onAdd={addPending}
        />
      )}
      <Typography variant="h6" component="h2">
        Conceptos
      </Typography>
      {v.concepts.map((l, i) => {
        const periodicity =
          l.idCollectionConcept === '' ? null : conceptsById.get(l.idCollectionConcept)?.periodicity;
        const net = /^\d+(\.\d+)?$/.test(lines[i]?.amount ?? '')
          ? conceptNet(lines[i] as { amount: string; discount: string }).toFixed(2)
          : '0.00';
        return (
          <Stack
            key={l.key}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            sx={{ my: 1.5, alignItems: { md: 'flex-start' } }}
          >
            <TextField
              select
              size="small"
              label={`Concepto ${i + 1}`}
              value={l.idCollectionConcept}
              onChange={(e) => {
                const idConcept = Number(e.target.value);
                const tariff = tariffs.get(idConcept);
                setConcept(i, {
                  idCollectionConcept: idConcept,
                  ...(tariff && !l.amount ? { amount: shownMoney(tariff) } : {}),
                });
              }}
              error={Boolean(errorFor(`concepts.${i}.idCollectionConcept`) ?? errorFor(`concepts.${i}`))}
              helperText={errorFor(`concepts.${i}.idCollectionConcept`) ?? errorFor(`concepts.${i}`)}
              sx={{ minWidth: 260, flex: 2 }}
            >
              {data.concepts.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.code} · {c.description}
                </MenuItem>
              ))}
            </TextField>
            <MoneyField
              label="Monto"
              name={`Monto del concepto ${i + 1}`}
              value={l.amount}
              onChange={(t) => setConcept(i, { amount: t })}
              error={errorFor(`concepts.${i}.amount`)}
            />
            <MoneyField
              label="Descuento"
              name={`Descuento del concepto ${i + 1}`}
              value={l.discount}
              onChange={(t) => setConcept(i, { discount: t })}
              error={errorFor(`concepts.${i}.discount`)}
            />
            <TextField size="small" label="Neto" value={formatMoney(net)} disabled sx={{ width: 130 }} />
            {periodicity && periodicity !== 'once' && (
              <TextField
                size="small"
                label="Período"
                value={l.period}
                onChange={(e) => setConcept(i, { period: e.target.value })}
                error={Boolean(errorFor(`concepts.${i}.period`))}
                helperText={errorFor(`concepts.${i}.period`) ?? `Como ${PERIOD_SAMPLE[periodicity]}`}
                required
                sx={{ width: 170 }}
              />
            )}
            <TextField
              size="small"
              label="Detalle"
              value={l.details}
              onChange={(e) => setConcept(i, { details: e.target.value })}
              error={Boolean(errorFor(`concepts.${i}.details`))}
              helperText={errorFor(`concepts.${i}.details`) ?? 'Hasta 8 valores, separados por ;'}
              sx={{ flex: 2, minWidth: 200 }}
            />
            <IconButton
              aria-label={`Quitar el concepto ${i + 1}`}
              onClick={() =>
                set(
                  'concepts',
                  v.concepts.filter((_, k) => k !== i),
                )
              }
              disabled={v.concepts.length === 1}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button onClick={() => set('concepts', [...v.concepts, emptyConcept()])} sx={{ mb: 2 }}>
        Agregar concepto
      </Button>

      <Typography variant="h6" component="h2">
        Pagos
      </Typography>
      {errorFor('vouchers') && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errorFor('vouchers')}
        </Alert>
      )}
      {v.vouchers.map((x, i) => {
        const kind = x.idPaymentForm === '' ? undefined : forms.get(x.idPaymentForm)?.kind;
        const banked = kind === 'transfer' || kind === 'card' || kind === 'mobile';
        return (
          <Stack
            key={x.key}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            sx={{ my: 1.5, alignItems: { md: 'flex-start' } }}
          >
            <TextField
              select
              size="small"
              label={`Forma de pago ${i + 1}`}
              value={x.idPaymentForm}
              onChange={(e) => {
                const form = forms.get(Number(e.target.value));
                setVoucher(i, {
                  idPaymentForm: Number(e.target.value),
                  idBankAccount: form?.idBankAccount ?? '',
                  // The first payment proposes what is still owed.
                  ...(!x.amount && Number(totals.difference) > 0
                    ? { amount: shownMoney(totals.difference) }
                    : {}),
                });
              }}
              error={Boolean(errorFor(`vouchers.${i}.idPaymentForm`))}
              helperText={errorFor(`vouchers.${i}.idPaymentForm`)}
              sx={{ minWidth: 200 }}
            >
              {data.paymentForms.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.description}
                </MenuItem>
              ))}
            </TextField>
            <MoneyField
              label="Monto"
              name={`Monto del pago ${i + 1}`}
              value={x.amount}
              onChange={(t) => setVoucher(i, { amount: t })}
              error={errorFor(`vouchers.${i}.amount`)}
            />
            <DateField
              label="Fecha"
              name={`Fecha del pago ${i + 1}`}
              value={x.voucherDate}
              onChange={(d) => setVoucher(i, { voucherDate: d })}
              error={errorFor(`vouchers.${i}.voucherDate`)}
              size="small"
            />
            {kind === 'cheque' && (
              <Box sx={{ minWidth: 220 }}>
                <RefSelect
                  target={bankResource}
                  label="Banco del cheque"
                  size="small"
                  value={x.bank?.id ?? null}
                  valueLabel={x.bank?.label}
                  onChange={(o) => setVoucher(i, { bank: o })}
                  error={Boolean(errorFor(`vouchers.${i}.idBank`))}
                  helperText={errorFor(`vouchers.${i}.idBank`)}
                  required
                />
              </Box>
            )}
            {banked && (
              <TextField
                select
                size="small"
                label="Cuenta que recibe"
                value={x.idBankAccount}
                onChange={(e) => setVoucher(i, { idBankAccount: Number(e.target.value) })}
                error={Boolean(errorFor(`vouchers.${i}.idBankAccount`))}
                helperText={errorFor(`vouchers.${i}.idBankAccount`)}
                sx={{ minWidth: 220 }}
              >
                {[
                  ...new Map(
                    data.paymentForms
                      .filter((f) => f.idBankAccount)
                      .map((f) => [f.idBankAccount, f.accountNumber]),
                  ).entries(),
                ].map(([idAccount, number]) => (
                  <MenuItem key={idAccount} value={idAccount as number}>
                    {number}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {(kind === 'cheque' || banked) && (
              <TextField
                size="small"
                label={kind === 'cheque' ? 'N.º de cheque' : 'Referencia'}
                value={x.reference}
                onChange={(e) => setVoucher(i, { reference: e.target.value })}
                error={Boolean(errorFor(`vouchers.${i}.reference`))}
                helperText={errorFor(`vouchers.${i}.reference`)}
                slotProps={{ htmlInput: { maxLength: 30 } }}
                sx={{ minWidth: 150 }}
              />
            )}
            <IconButton
              aria-label={`Quitar el pago ${i + 1}`}
              onClick={() =>
                set(
                  'vouchers',
                  v.vouchers.filter((_, k) => k !== i),
                )
              }
              disabled={v.vouchers.length === 1}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button onClick={() => set('vouchers', [...v.vouchers, emptyVoucher(day)])}>Agregar pago</Button>
      <Balance concepts={totals.concepts} vouchers={totals.vouchers} difference={totals.difference} />
      <TextField
        label="Observación"
        value={v.note}
        onChange={(e) => set('note', e.target.value)}
        fullWidth
        multiline
        minRows={1}
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { maxLength: 250 } }}
      />
    </DocumentForm>
  );
}
