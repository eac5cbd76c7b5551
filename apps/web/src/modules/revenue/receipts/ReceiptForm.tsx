import {
  cashBoxEndpoints,
  formatDate,
  formatMoney,
  type PendingObligation,
  type ReceiptDraft,
  receiptEndpoints,
  receiptTotals,
  taxpayerResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { useEditedDraft } from '../../../platform/documents/detail.ts';
import { apiMoney, shownMoney } from '../../../platform/MoneyField.tsx';
import { RefField } from '../../../platform/masters/RefSelect.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { OpenBox, Pending } from './ReceiptFormParts.tsx';
import { ConceptLines, VoucherLines } from './ReceiptLines.tsx';
import { Balance } from './ReceiptView.tsx';
import {
  chargedKey,
  detailsOf,
  emptyConcept,
  emptyVoucher,
  fromDetail,
  instalmentOf,
  lineAmount,
  type Values,
} from './receiptForm.values.ts';
import { FORM_PATH, pathsFrom, receiptFamily } from './receipts.shared.ts';

const IN_PLACE = ['idTaxpayer', 'receiptDate', 'idCashBox', 'taxedObject'];

export function ReceiptForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const formData = useQuery({
    queryKey: ['receipt-form'],
    queryFn: async () => (await call(cashBoxEndpoints.formData, {})).data,
  });
  const data = formData.data;
  const day = data?.box?.day ?? institutionToday();
  const editing = useEditedDraft(receiptEndpoints.detail, 'receipt', id, fromDetail);
  const state = useDocumentForm<Values, ReceiptDraft>({
    ...receiptFamily(pathsFrom(FORM_PATH)),
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
                interest: apiMoney(l.interest || '0'),
                units: l.units.trim() ? apiMoney(l.units) : null,
                period: l.period.trim() || null,
                details: detailsOf(l.details),
                idFine: l.idFine,
                idAgreement: l.idAgreement,
                instalment: l.idAgreement ? l.instalment : null,
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
                details: detailsOf(x.details),
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
      ...v.vouchers.flatMap((x, i) =>
        detailsOf(x.details).length > 8
          ? [{ field: `vouchers.${i}.details`, message: 'Hasta 8 valores de detalle, separados por ;' }]
          : [],
      ),
    ],
    confirmPost: (d) =>
      `¿Registrar el recibo por ${formatMoney(receiptTotals(d).concepts)}? Un recibo registrado no se modifica; se anula antes del cierre del día.`,
  });
  const { values: v, set, errorFor, bind } = state;
  const idTaxpayer = v.taxpayer?.id;
  const objects = useQuery({
    queryKey: ['taxed-objects', idTaxpayer],
    queryFn: async () =>
      (await call(cashBoxEndpoints.taxedObjects, { params: { idTaxpayer: idTaxpayer as number } })).data,
    enabled: idTaxpayer !== undefined,
  });
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  if (!data) return null;
  const charged = new Set(v.concepts.map((l) => chargedKey(l)));
  const addPending = (p: PendingObligation) => {
    const fine = p.objectKind === 'fine';
    const agreement = p.objectKind === 'agreement';
    const line = {
      ...emptyConcept(),
      idCollectionConcept: p.idCollectionConcept,
      // A fine or an agreement's instalment has no period: the line names what it pays.
      period: fine || agreement ? '' : p.period,
      idFine: fine ? p.idObject : null,
      idAgreement: agreement ? p.idObject : null,
      instalment: agreement ? instalmentOf(p.period) : null,
      debtLabel: fine || agreement ? p.periodLabel : '',
      // A tariff in TCMMV is charged at the box day's rate: its multiples, and their bolívares.
      units: p.tariffUnit === 'TCMMV' && p.tariff ? shownMoney(p.tariff) : '',
      amount: lineAmount(p.tariffUnit, p.tariff, data.tcmmv),
      interest: p.interest && Number(p.interest) > 0 ? shownMoney(p.interest) : '',
      // The ordinance's early-payment discount, while its days last.
      discount: p.discount && Number(p.discount) > 0 ? shownMoney(p.discount) : '',
    };
    const blank = v.concepts.length === 1 && v.concepts[0]?.idCollectionConcept === '';
    // A fine or an agreement is the taxpayer's, on no taxed object: the receipt keeps the one it names.
    if (!fine && !agreement) set('taxedObject', `${p.objectKind}:${p.idObject}`);
    set('concepts', blank ? [line] : [...v.concepts, line]);
    // The button pressed goes with the period it added: the keyboard goes on from the line's amount
    // (or, where it is not typed, the next period's «Agregar»), not from the page's top.
    const index = blank ? 1 : v.concepts.length + 1;
    requestAnimationFrame(() => {
      const amount = document.querySelector<HTMLInputElement>(
        `input[aria-label="Monto del concepto ${index}"]`,
      );
      const next = document.querySelector<HTMLButtonElement>(
        'table[aria-label="Períodos pendientes"] button',
      );
      (amount && !amount.disabled ? amount : next)?.focus();
    });
  };
  const lines = v.concepts.map((l) => ({
    amount: apiMoney(l.amount || '0'),
    discount: apiMoney(l.discount || '0'),
    interest: apiMoney(l.interest || '0'),
  }));
  const number = (t: string) => /^-?\d+(\.\d+)?$/.test(t);
  const totals = receiptTotals({
    concepts: lines.filter((l) => number(l.amount) && number(l.discount) && number(l.interest)),
    vouchers: v.vouchers.map((x) => ({
      amount: /^\d+(\.\d+)?$/.test(apiMoney(x.amount || '0')) ? apiMoney(x.amount || '0') : '0',
    })),
  });
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
        <RefField
          target={taxpayerResource}
          label="Contribuyente"
          value={v.taxpayer}
          onChange={(o) => {
            set('taxpayer', o);
            set('taxedObject', '');
          }}
          error={errorFor('idTaxpayer')}
          helperText="Busque por nombre o RIF"
          required
          sx={{ flex: 1, minWidth: 260 }}
        />
        <SelectField
          label="Objeto gravado"
          all="Ninguno"
          options={(objects.data ?? []).map((o) => ({ value: `${o.kind}:${o.id}`, label: o.label }))}
          {...bind('taxedObject')}
          helperText="Vehículo, patente o inmueble, si el cobro es sobre uno"
          sx={{ minWidth: 260, flex: 1 }}
        />
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
      <ConceptLines
        data={data}
        rows={v.concepts}
        onRows={(rows) => set('concepts', rows)}
        errorFor={errorFor}
      />
      <VoucherLines
        data={data}
        day={day}
        owed={totals.difference}
        rows={v.vouchers}
        onRows={(rows) => set('vouchers', rows)}
        errorFor={errorFor}
      />
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
