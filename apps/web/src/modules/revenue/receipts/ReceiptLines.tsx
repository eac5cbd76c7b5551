import {
  bankResource,
  conceptNet,
  formatDate,
  formatMoney,
  formatRate,
  PERIOD_SAMPLE,
  type ReceiptFormData,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DateField } from '../../../platform/DateField.tsx';
import { DeleteIcon } from '../../../platform/icons.tsx';
import { apiMoney, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { RefField } from '../../../platform/masters/RefSelect.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import {
  type ConceptRow,
  emptyConcept,
  emptyVoucher,
  lineAmount,
  type VoucherRow,
} from './receiptForm.values.ts';

type ErrorFor = (field: string) => string | undefined;

/**
 * One editable list of the receipt under its heading: a row of fields per line, each with a button
 * that removes it but for the last one (a receipt takes at least a concept and a payment), and a
 * button that adds a blank line.
 */
function EditableRows<Row extends { key: number }>({
  title,
  noun,
  rows,
  onRows,
  blank,
  addLabel,
  addSx,
  notice,
  children,
}: {
  title: string;
  /** What a line is called in its remove button: `Quitar el ${noun} 2`. */
  noun: string;
  rows: Row[];
  onRows(rows: Row[]): void;
  blank(): Row;
  addLabel: string;
  addSx?: SxProps<Theme>;
  /** A refusal about the list as a whole, shown above its lines. */
  notice?: ReactNode;
  children(row: Row, index: number, patch: (change: Partial<Row>) => void): ReactNode;
}) {
  return (
    <>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {notice}
      {rows.map((row, i) => (
        <Stack
          key={row.key}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          // A line with many fields (a transfer: account, reference, details) wraps rather than squeezes.
          useFlexGap
          sx={{ my: 1.5, alignItems: { md: 'flex-start' }, flexWrap: { md: 'wrap' } }}
        >
          {children(row, i, (change) => onRows(rows.map((r, k) => (k === i ? { ...r, ...change } : r))))}
          <IconButton
            aria-label={`Quitar el ${noun} ${i + 1}`}
            onClick={() => onRows(rows.filter((_, k) => k !== i))}
            disabled={rows.length === 1}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => onRows([...rows, blank()])} sx={addSx}>
        {addLabel}
      </Button>
    </>
  );
}

/**
 * The concepts charged: each its amount, discount and net, and a periodic one the period it pays and
 * its interest on late payment.
 */
export function ConceptLines({
  data,
  rows,
  onRows,
  errorFor,
}: {
  data: ReceiptFormData;
  rows: ConceptRow[];
  onRows(rows: ConceptRow[]): void;
  errorFor: ErrorFor;
}) {
  const conceptsById = new Map(data.concepts.map((c) => [c.id, c]));
  return (
    <EditableRows
      title="Conceptos"
      noun="concepto"
      rows={rows}
      onRows={onRows}
      blank={emptyConcept}
      addLabel="Agregar concepto"
      addSx={{ mb: 2 }}
    >
      {(l, i, patch) => {
        const concept = l.idCollectionConcept === '' ? undefined : conceptsById.get(l.idCollectionConcept);
        const periodicity = concept?.periodicity;
        const inUnit = concept?.tariffUnit === 'TCMMV';
        const rate = data.tcmmv;
        const line = {
          amount: apiMoney(l.amount || '0'),
          discount: apiMoney(l.discount || '0'),
          interest: apiMoney(l.interest || '0'),
        };
        const net =
          /^\d+(\.\d+)?$/.test(line.amount) && /^\d+(\.\d+)?$/.test(line.interest)
            ? conceptNet(line).toFixed(2)
            : '0.00';
        return (
          <>
            <SelectField
              size="small"
              label={`Concepto ${i + 1}`}
              options={data.concepts.map((c) => ({ id: c.id, label: `${c.code} · ${c.description}` }))}
              value={l.idCollectionConcept}
              onChange={(idConcept) => {
                const chosen = conceptsById.get(idConcept);
                const tcmmv = chosen?.tariffUnit === 'TCMMV';
                patch({
                  idCollectionConcept: idConcept,
                  // Another concept pays no fine or instalment the line named.
                  idFine: null,
                  idAgreement: null,
                  instalment: null,
                  debtLabel: '',
                  // Another concept owes its own interest (none if it is not periodic): not this one's.
                  interest: '',
                  units: tcmmv && chosen?.tariff ? shownMoney(chosen.tariff) : '',
                  ...(chosen && (tcmmv || !l.amount)
                    ? { amount: lineAmount(chosen.tariffUnit, chosen.tariff, data.tcmmv) }
                    : {}),
                });
              }}
              error={errorFor(`concepts.${i}.idCollectionConcept`) ?? errorFor(`concepts.${i}`)}
              sx={{ minWidth: 260, flex: 2 }}
            />
            {inUnit && (
              <MoneyField
                label="TCMMV"
                name={`TCMMV del concepto ${i + 1}`}
                value={l.units}
                onChange={(t) => patch({ units: t, amount: lineAmount('TCMMV', t, rate) })}
                error={errorFor(`concepts.${i}.units`)}
                helperText={
                  rate
                    ? `× ${formatRate(rate.rate)} Bs (${rate.currency}, ${formatDate(rate.validFrom)})`
                    : 'Sin tasa del BCV registrada para hoy'
                }
              />
            )}
            <MoneyField
              label="Monto"
              name={`Monto del concepto ${i + 1}`}
              value={l.amount}
              onChange={(t) => patch({ amount: t })}
              error={errorFor(`concepts.${i}.amount`)}
              // In TCMMV the bolívares are the multiples at the day's rate: not typed.
              disabled={inUnit}
            />
            {l.idFine === null && l.idAgreement === null && (
              // A fine or an instalment is paid whole: no discount to type.
              <MoneyField
                label="Descuento"
                name={`Descuento del concepto ${i + 1}`}
                value={l.discount}
                onChange={(t) => patch({ discount: t })}
                error={errorFor(`concepts.${i}.discount`)}
              />
            )}
            {((periodicity && periodicity !== 'once') ||
              (l.idAgreement !== null && l.instalment === null)) && (
              // Interest on late payment to the box's day (of a period, or of an ended agreement's
              // balance): what is pending brings it; the server computes it and says what it must be.
              <MoneyField
                label="Intereses de mora"
                name={`Intereses del concepto ${i + 1}`}
                value={l.interest}
                onChange={(t) => patch({ interest: t })}
                error={errorFor(`concepts.${i}.interest`)}
              />
            )}
            <TextField size="small" label="Neto" value={formatMoney(net)} disabled sx={{ width: 130 }} />
            {(l.idFine !== null ||
              l.idAgreement !== null ||
              errorFor(`concepts.${i}.idFine`) ||
              errorFor(`concepts.${i}.idAgreement`)) && (
              // The fine or the instalment a line pays comes from what is pending; the server says if
              // it cannot be paid.
              <TextField
                size="small"
                label={l.idAgreement !== null || errorFor(`concepts.${i}.idAgreement`) ? 'Convenio' : 'Multa'}
                value={l.debtLabel}
                disabled
                error={Boolean(errorFor(`concepts.${i}.idFine`) ?? errorFor(`concepts.${i}.idAgreement`))}
                helperText={errorFor(`concepts.${i}.idFine`) ?? errorFor(`concepts.${i}.idAgreement`)}
                sx={{ width: 230 }}
              />
            )}
            {periodicity && periodicity !== 'once' && (
              <TextField
                size="small"
                label="Período"
                value={l.period}
                onChange={(e) => patch({ period: e.target.value })}
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
              onChange={(e) => patch({ details: e.target.value })}
              error={Boolean(errorFor(`concepts.${i}.details`))}
              helperText={errorFor(`concepts.${i}.details`) ?? 'Hasta 8 valores, separados por ;'}
              sx={{ flex: 2, minWidth: 200 }}
            />
          </>
        );
      }}
    </EditableRows>
  );
}

/**
 * The payments received: each its form of payment, amount and date; a cheque its bank and number,
 * a transfer, card or mobile payment the account it lands in and its reference.
 */
export function VoucherLines({
  data,
  day,
  owed,
  rows,
  onRows,
  errorFor,
}: {
  data: ReceiptFormData;
  /** The box's day, which a new payment is dated. */
  day: string;
  /** What the concepts still exceed the payments by. */
  owed: string;
  rows: VoucherRow[];
  onRows(rows: VoucherRow[]): void;
  errorFor: ErrorFor;
}) {
  const forms = new Map(data.paymentForms.map((f) => [f.id, f]));
  const accounts = [
    ...new Map(
      data.paymentForms.filter((f) => f.idBankAccount).map((f) => [f.idBankAccount, f.accountNumber]),
    ).entries(),
  ];
  return (
    <EditableRows
      title="Pagos"
      noun="pago"
      rows={rows}
      onRows={onRows}
      blank={() => emptyVoucher(day)}
      addLabel="Agregar pago"
      notice={
        errorFor('vouchers') && (
          <Alert severity="error" sx={{ my: 1 }}>
            {errorFor('vouchers')}
          </Alert>
        )
      }
    >
      {(x, i, patch) => {
        const kind = x.idPaymentForm === '' ? undefined : forms.get(x.idPaymentForm)?.kind;
        const banked = kind === 'transfer' || kind === 'card' || kind === 'mobile';
        return (
          <>
            <SelectField
              size="small"
              label={`Forma de pago ${i + 1}`}
              options={data.paymentForms.map((f) => ({ id: f.id, label: f.description }))}
              value={x.idPaymentForm}
              onChange={(idPaymentForm) => {
                patch({
                  idPaymentForm,
                  idBankAccount: forms.get(idPaymentForm)?.idBankAccount ?? '',
                  // Only a cheque names the bank that issued it: another form does not keep it.
                  ...(forms.get(idPaymentForm)?.kind === 'cheque' ? {} : { bank: null }),
                  // The first payment proposes what is still owed.
                  ...(!x.amount && Number(owed) > 0 ? { amount: shownMoney(owed) } : {}),
                });
              }}
              error={errorFor(`vouchers.${i}.idPaymentForm`)}
              sx={{ minWidth: 200 }}
            />
            <MoneyField
              label="Monto"
              name={`Monto del pago ${i + 1}`}
              value={x.amount}
              onChange={(t) => patch({ amount: t })}
              error={errorFor(`vouchers.${i}.amount`)}
            />
            <DateField
              label="Fecha"
              name={`Fecha del pago ${i + 1}`}
              value={x.voucherDate}
              onChange={(d) => patch({ voucherDate: d })}
              error={errorFor(`vouchers.${i}.voucherDate`)}
              size="small"
              required
            />
            {kind === 'cheque' && (
              <RefField
                target={bankResource}
                label="Banco del cheque"
                size="small"
                value={x.bank}
                onChange={(o) => patch({ bank: o })}
                error={errorFor(`vouchers.${i}.idBank`)}
                required
                sx={{ minWidth: 220 }}
              />
            )}
            {banked && (
              <SelectField
                size="small"
                label="Cuenta que recibe"
                options={accounts.map(([idAccount, number]) => ({
                  value: idAccount as number,
                  label: number,
                }))}
                value={x.idBankAccount}
                onChange={(idBankAccount) => patch({ idBankAccount })}
                error={errorFor(`vouchers.${i}.idBankAccount`)}
                sx={{ minWidth: 220 }}
              />
            )}
            {(kind === 'cheque' || banked) && (
              <TextField
                size="small"
                label={kind === 'cheque' ? 'N.º de cheque' : 'Referencia'}
                value={x.reference}
                onChange={(e) => patch({ reference: e.target.value })}
                error={Boolean(errorFor(`vouchers.${i}.reference`))}
                helperText={errorFor(`vouchers.${i}.reference`)}
                slotProps={{ htmlInput: { maxLength: 30 } }}
                sx={{ minWidth: 150 }}
              />
            )}
            {(kind === 'cheque' || banked) && (
              <TextField
                size="small"
                label="Detalles"
                value={x.details}
                onChange={(e) => patch({ details: e.target.value })}
                error={Boolean(errorFor(`vouchers.${i}.details`))}
                helperText={errorFor(`vouchers.${i}.details`) ?? 'Lote, aprobación…, separados por ;'}
                sx={{ minWidth: 200 }}
              />
            )}
          </>
        );
      }}
    </EditableRows>
  );
}
