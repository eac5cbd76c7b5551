import {
  type BillInput,
  type BudgetAccountOption,
  bankAccountResource,
  billTotals,
  DISBURSEMENT_METHODS,
  type DisbursementMethod,
  type DocumentDetail,
  type DocumentDraftInput,
  documentAmount,
  documentEndpoints,
  documentShapeErrors,
  type FieldError,
  formatDate,
  formatMoney,
  MODIFICATION_KINDS,
  MONEY_PATTERN,
  type PendingItem,
  togglePending,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
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
import { useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { call, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { editedDraft } from '../../../platform/documents/detail.ts';
import { AddIcon, DeleteIcon } from '../../../platform/icons.tsx';
import { apiMoney, MoneyField } from '../../../platform/MoneyField.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { moneyCell } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { useDebounced } from '../../../platform/useDebounced.ts';
import { type Beneficiary, BeneficiaryPicker } from '../beneficiaries/BeneficiaryPicker.tsx';
import { DOCUMENT_PATHS, useDocument, useFormData } from './documentApi.ts';

interface Line {
  account: BudgetAccountOption | null;
  amount: string;
  type: 'C' | 'R' | null;
}
interface Chosen {
  idDocumentSource: number;
  idBudgetAccount: number | null;
  amount: string;
}

/** What the budget document form holds: what the user typed, amounts as shown (`1.234,56`). */
interface Values {
  idDocumentType: number | '';
  dateOrder: string;
  description: string;
  beneficiary: Beneficiary | null;
  idFundingSource: number | '';
  patrimonialAmount: string;
  /** A modification's approving act. */
  actNumber: string;
  actDate: string;
  actBody: string;
  lines: Line[];
  chosen: Chosen[];
  bills: BillInput[];
  /** An egress voucher's payment: the account, cheque or transfer, its number or reference. */
  bankAccount: Option | null;
  paymentMethod: DisbursementMethod;
  paymentReference: string;
}

/** Who usually approves a modification; any other may be typed. */
const APPROVING_BODIES = [
  'Concejo Municipal',
  'Alcalde o Alcaldesa',
  'Consejo Legislativo',
  'Gobernador o Gobernadora',
];

const today = institutionToday;
const isMoney = (v: string) => MONEY_PATTERN.test(v);
const BILL_AMOUNTS = [
  'amountTaxed',
  'amountWithoutTaxIva',
  'amountTaxIva',
  'amountBase',
  'retentionIva',
  'ivaRate',
  'retentionIslr',
  'retentionTimbre',
] as const;
const emptyBill = (): BillInput => ({
  dateBill: today(),
  control: '',
  number: '',
  amountTaxed: '0,00',
  amountWithoutTaxIva: '0,00',
  amountTaxIva: '0,00',
  amountBase: '0,00',
  retentionIva: '0,00',
  ivaRate: '16,00',
  retentionIslr: '0,00',
  islrConcept: '',
  islrRate: '',
  retentionTimbre: '0,00',
});
const defaults = (): Values => ({
  idDocumentType: '',
  dateOrder: today(),
  description: '',
  beneficiary: null,
  idFundingSource: '',
  patrimonialAmount: '',
  actNumber: '',
  actDate: '',
  actBody: '',
  lines: [],
  chosen: [],
  bills: [],
  bankAccount: null,
  paymentMethod: 'transfer',
  paymentReference: '',
});

/** A saved draft, read back, as the form holds it. */
function valuesOf(doc: DocumentDetail): Values {
  return {
    idDocumentType: doc.idDocumentType,
    dateOrder: doc.dateOrder,
    description: doc.description,
    beneficiary: doc.beneficiary && doc.idBeneficiary ? { id: doc.idBeneficiary, ...doc.beneficiary } : null,
    idFundingSource: doc.idFundingSource ?? '',
    patrimonialAmount: doc.typeCode === 11 ? formatMoney(doc.amount) : '',
    actNumber: doc.act?.number ?? '',
    actDate: doc.act?.date ?? '',
    actBody: doc.act?.body ?? '',
    bankAccount: doc.disbursement
      ? { id: doc.disbursement.idBankAccount, label: doc.disbursement.accountNumber }
      : null,
    paymentMethod: doc.disbursement?.method ?? 'transfer',
    paymentReference: doc.disbursement?.reference ?? '',
    chosen: doc.sources.map((s) => ({
      idDocumentSource: s.idDocumentSource,
      idBudgetAccount: s.idBudgetAccount,
      amount: formatMoney(s.amount),
    })),
    lines:
      doc.sources.length > 0
        ? []
        : doc.lines.map((l) => ({
            type: l.type,
            amount: formatMoney(l.amount),
            account: {
              id: l.idBudgetAccount,
              code: l.budgetaccount.code,
              accountCode: '',
              description: l.budgetaccount.description,
              initial: '',
              modified: '',
              committed: '',
              caused: '',
              paid: '',
              // Not read with the draft: shown again once the account is picked anew.
              available: '',
            },
          })),
    bills: doc.bills.map(({ id: _id, ...b }) => ({
      ...b,
      ...Object.fromEntries(BILL_AMOUNTS.map((f) => [f, formatMoney(b[f])])),
      islrConcept: b.islrConcept ?? '',
      islrRate: b.islrRate ? formatMoney(b.islrRate) : '',
    })),
  };
}

/** A bill as the API takes it: amounts as decimal text. */
const billToApi = (b: BillInput): BillInput => ({
  ...b,
  ...Object.fromEntries(BILL_AMOUNTS.map((f) => [f, apiMoney(b[f])])),
  islrConcept: b.islrConcept || null,
  islrRate: b.islrRate ? apiMoney(b.islrRate) : null,
});

function AccountPicker({
  idPeriod,
  value,
  onChange,
  label,
  autoFocus,
}: {
  idPeriod: number;
  value: BudgetAccountOption | null;
  onChange(v: BudgetAccountOption | null): void;
  label: string;
  /** A row just added takes the focus, so the keyboard goes on where the eye does. */
  autoFocus?: boolean;
}) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 250);
  const options = useQuery({
    queryKey: ['budget-accounts', idPeriod, search],
    queryFn: async () =>
      (await call(documentEndpoints.accounts, { params: { idPeriod }, query: { search } })).data,
  });
  return (
    <Autocomplete
      size="small"
      options={options.data ?? []}
      value={value}
      loading={options.isFetching}
      filterOptions={(x) => x}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v, reason) => reason === 'input' && setInput(v)}
      getOptionLabel={(o) => `${o.code} · ${o.description}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="Sin cuentas que coincidan"
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          <Box>
            <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>{o.code}</Box>
            <Box sx={{ fontSize: 13 }}>
              {o.description} · disponible {formatMoney(o.available)}
            </Box>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder="Código o denominación" autoFocus={autoFocus} />
      )}
      sx={{ minWidth: 320, flex: 1 }}
    />
  );
}

/** The pending list of a causación, payment order or egress: each item toggles in and out. */
function PendingList({
  items,
  chosen,
  onToggle,
  onAmount,
}: {
  items: PendingItem[];
  chosen: Chosen[];
  onToggle(item: PendingItem): void;
  onAmount(item: PendingItem, amount: string): void;
}) {
  if (items.length === 0)
    return <Alert severity="info">No hay documentos pendientes para este beneficiario en el período.</Alert>;
  return (
    <Table size="small" aria-label="Pendientes">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>Documento</TableCell>
          <TableCell>Fecha</TableCell>
          <TableCell>Cuenta</TableCell>
          <TableCell sx={moneyCell}>Pendiente</TableCell>
          <TableCell sx={moneyCell}>A tomar</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const pick = chosen.find(
            (c) => c.idDocumentSource === item.idDocumentSource && c.idBudgetAccount === item.idBudgetAccount,
          );
          const label = `${item.typeName} ${item.sourceNumber}${item.accountCode ? ` ${item.accountCode}` : ''}`;
          return (
            <TableRow key={`${item.idDocumentSource}-${item.idBudgetAccount ?? ''}`} selected={Boolean(pick)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={Boolean(pick)}
                  onChange={() => onToggle(item)}
                  slotProps={{ input: { 'aria-label': `Tomar ${label}` } }}
                />
              </TableCell>
              <TableCell>
                {item.typeName} N° {item.sourceNumber} {item.status === 'Parcial' ? '(parcial)' : ''}
              </TableCell>
              <TableCell>{formatDate(item.dateOrder)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{item.accountCode ?? 'Orden completa'}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(item.pending)}</TableCell>
              <TableCell sx={moneyCell}>
                {pick && (
                  <MoneyField
                    label="Monto"
                    name={`Monto a tomar de ${label}`}
                    value={pick.amount}
                    onChange={(v) => onAmount(item, v)}
                  />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The bills of the document: a field array of the form. */
function BillsEditor({
  bills,
  keys,
  onSet,
  onAdd,
  onRemove,
}: {
  bills: BillInput[];
  keys: string[];
  onSet(index: number, field: keyof BillInput, value: string): void;
  onAdd(): void;
  onRemove(index: number): void;
}) {
  const moneyFields: [keyof BillInput, string][] = [
    ['amountTaxed', 'Exento'],
    ['amountWithoutTaxIva', 'Sin IVA'],
    ['amountBase', 'Base imponible'],
    ['ivaRate', 'Alícuota de IVA %'],
    ['amountTaxIva', 'IVA'],
    ['retentionIva', 'Retención de IVA'],
  ];
  // What the institution withholds besides IVA, as a withholding agent (Decreto 1.808, 1×1000).
  const otherWithholdings: [keyof BillInput, string][] = [
    ['retentionIslr', 'Retención de ISLR'],
    ['islrRate', '% de ISLR'],
    ['retentionTimbre', 'Timbre fiscal 1×1000'],
  ];
  return (
    <Stack spacing={1}>
      {bills.map((b, i) => (
        <Stack
          key={keys[i]}
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        >
          <DateField
            size="small"
            label="Fecha"
            name={`Fecha de la factura ${i + 1}`}
            value={b.dateBill}
            onChange={(date) => onSet(i, 'dateBill', date)}
          />
          <TextField
            size="small"
            label="N° de control"
            value={b.control}
            onChange={(e) => onSet(i, 'control', e.target.value)}
            sx={{ width: 140 }}
          />
          <TextField
            size="small"
            label="N° de factura"
            value={b.number}
            onChange={(e) => onSet(i, 'number', e.target.value)}
            sx={{ width: 140 }}
          />
          {moneyFields.map(([field, label]) => (
            <MoneyField
              key={field}
              label={label}
              name={`${label} de la factura ${i + 1}`}
              value={b[field] ?? ''}
              onChange={(v) => onSet(i, field, v)}
            />
          ))}
          <TextField
            size="small"
            label="Concepto de ISLR"
            placeholder="002"
            value={b.islrConcept ?? ''}
            onChange={(e) => onSet(i, 'islrConcept', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            sx={{ width: 130 }}
          />
          {otherWithholdings.map(([field, label]) => (
            <MoneyField
              key={field}
              label={label}
              name={`${label} de la factura ${i + 1}`}
              value={b[field] ?? ''}
              onChange={(v) => onSet(i, field, v)}
            />
          ))}
          <IconButton aria-label={`Quitar la factura ${i + 1}`} onClick={() => onRemove(i)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          Agregar factura
        </Button>
      </Box>
    </Stack>
  );
}

/** The imputations: a field array of the form, each line an account and an amount (and in a traslado, its side). */
function ImputationLines({
  idPeriod,
  transfer,
  lines,
  keys,
  onAccount,
  onSide,
  onAmount,
  onAdd,
  onRemove,
  errorFor,
}: {
  idPeriod: number;
  transfer: boolean;
  lines: Line[];
  keys: string[];
  onAccount(index: number, account: BudgetAccountOption | null): void;
  onSide(index: number, side: 'C' | 'R'): void;
  onAmount(index: number, amount: string): void;
  onAdd(): void;
  onRemove(index: number): void;
  errorFor(field: string): string | undefined;
}) {
  // Summed on every render: the form's values change in place, so nothing here is memoised on them.
  const sumOf = (t: 'C' | 'R') =>
    lines
      .filter((l) => l.type === t && isMoney(apiMoney(l.amount)))
      .reduce((a, l) => a.plus(apiMoney(l.amount)), new Decimal(0))
      .toFixed(2);
  const ceded = sumOf('C');
  const received = sumOf('R');
  // The row "Agregar cuenta" added: its account field takes the focus when it appears.
  const [added, setAdded] = useState<number | null>(null);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Imputaciones
      </Typography>
      <Stack spacing={1}>
        {lines.map((line, i) => (
          <Stack
            key={keys[i]}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <AccountPicker
              idPeriod={idPeriod}
              label={`Cuenta ${i + 1}`}
              autoFocus={added === i}
              value={line.account}
              onChange={(account) => onAccount(i, account)}
            />
            {transfer && (
              <TextField
                select
                size="small"
                label="Partida"
                value={line.type ?? ''}
                onChange={(e) => onSide(i, e.target.value as 'C' | 'R')}
                sx={{ width: 150 }}
              >
                <MenuItem value="C">Cedente</MenuItem>
                <MenuItem value="R">Receptora</MenuItem>
              </TextField>
            )}
            <MoneyField
              label="Monto"
              name={`Monto de la cuenta ${i + 1}`}
              value={line.amount}
              onChange={(amount) => onAmount(i, amount)}
              // Spec section 4: a line reduced to zero leaves the document.
              onLeave={(amount) =>
                isMoney(apiMoney(amount)) && new Decimal(apiMoney(amount)).isZero() && onRemove(i)
              }
              error={errorFor(`lines.${i}.idBudgetAccount`) ?? errorFor(`lines.${i}.type`)}
            />
            {line.account && line.account.available !== '' && (
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
                Disponible {formatMoney(line.account.available)}
              </Typography>
            )}
            <IconButton aria-label={`Quitar la cuenta ${i + 1}`} onClick={() => onRemove(i)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => {
              setAdded(lines.length);
              onAdd();
            }}
          >
            Agregar cuenta
          </Button>
        </Box>
      </Stack>
      {transfer && (
        <Typography sx={{ mt: 1 }} color={ceded === received ? 'text.secondary' : 'error'}>
          Total cedido {formatMoney(ceded)} · total recibido {formatMoney(received)}
        </Typography>
      )}
    </Box>
  );
}

/** The fields whose refusals show under the field itself. */
const IN_PLACE = [
  'description',
  'idDocumentType',
  'dateOrder',
  'idBeneficiary',
  'idFundingSource',
  'amount',
  'act',
  'act.number',
  'act.date',
  'act.body',
  'disbursement',
  'disbursement.idBankAccount',
  'disbursement.reference',
];

/**
 * Generar documentos: a draft of any of the spec's document types, with its imputations (or the
 * pending documents it draws on), its bills and totals, on the kit's document form. It saves as a
 * draft or saves and posts; the server applies budget control and numbering on posting and its
 * refusal is shown as it comes. What is here is the budget's own: its types, lines and pendings.
 */
export function DocumentFormPage() {
  const [params] = useSearchParams();
  const editingId = Number(params.get('id')) || null;
  const existing = useDocument(editingId);
  const { period, user } = useSession();
  const formData = useFormData(period?.idPeriod);
  const types = formData.data?.documentTypes ?? [];
  const kindOf = (idType: number | '') => types.find((t) => t.id === idType)?.kind;

  const editing = useMemo(() => editedDraft(existing.data, valuesOf), [existing.data]);

  const toDraft = (v: Values): DocumentDraftInput | null => {
    const kind = kindOf(v.idDocumentType);
    if (!period || v.idDocumentType === '' || !kind) return null;
    const takesSources = (types.find((t) => t.id === v.idDocumentType)?.sourceKinds.length ?? 0) > 0;
    const takesLines = kind !== 'patrimonialPayment' && kind !== 'egress' && v.chosen.length === 0;
    return {
      idPeriod: period.idPeriod,
      idDocumentType: v.idDocumentType,
      dateOrder: v.dateOrder,
      description: v.description.trim(),
      idBeneficiary: v.beneficiary?.id ?? null,
      idFundingSource: kind === 'credit' && v.idFundingSource !== '' ? v.idFundingSource : null,
      amount: kind === 'patrimonialPayment' && v.patrimonialAmount ? apiMoney(v.patrimonialAmount) : null,
      // Sent once anything of it is typed: the server names what is missing.
      act:
        MODIFICATION_KINDS.includes(kind) && (v.actNumber || v.actDate || v.actBody)
          ? { number: v.actNumber.trim(), date: v.actDate, body: v.actBody.trim() }
          : null,
      lines: takesLines
        ? v.lines
            .filter((l) => l.account)
            .map((l) => ({
              idBudgetAccount: l.account?.id ?? 0,
              amount: apiMoney(l.amount),
              type: kind === 'transfer' ? l.type : null,
            }))
        : [],
      sources: takesSources ? v.chosen.map((c) => ({ ...c, amount: apiMoney(c.amount) })) : [],
      bills: v.bills.map(billToApi),
      disbursement:
        kind === 'egress' && v.bankAccount
          ? {
              idBankAccount: v.bankAccount.id,
              method: v.paymentMethod,
              reference: v.paymentReference.trim() || null,
            }
          : null,
    };
  };
  const amountsValid = (d: DocumentDraftInput | null) =>
    (d?.lines.every((l) => isMoney(l.amount)) ?? false) &&
    (d?.sources.every((s) => isMoney(s.amount)) ?? false) &&
    (!d?.amount || isMoney(d.amount));
  const totalOf = (d: DocumentDraftInput | null) => {
    const kind = d ? kindOf(d.idDocumentType) : undefined;
    return d && kind && amountsValid(d) ? documentAmount(kind, d) : '0.00';
  };

  const state = useDocumentForm<Values, DocumentDraftInput>({
    endpoints: documentEndpoints,
    defaults: defaults(),
    editing,
    toDraft,
    check(v, draft, andPost) {
      const kind = kindOf(v.idDocumentType);
      if (!draft || !kind) return [{ field: 'idDocumentType', message: 'Elija el tipo de documento' }];
      const local: FieldError[] = [];
      if (!draft.description) local.push({ field: 'description', message: 'Este campo es requerido' });
      if (!amountsValid(draft))
        local.push({
          field: 'lines',
          message: 'Revise los montos: use hasta 2 decimales, por ejemplo 1.234,56',
        });
      if (andPost) local.push(...documentShapeErrors(kind, draft));
      return local;
    },
    confirmPost: (draft) =>
      `¿Registrar ${types.find((t) => t.id === draft.idDocumentType)?.name} por ${formatMoney(totalOf(draft))}? Un documento registrado no se modifica.`,
    paths: DOCUMENT_PATHS,
    queryKeys: ['documents', 'document'],
  });
  const { form, errorFor, setErrors } = state;
  const lineArray = useFieldArray({ control: form.control, name: 'lines' });
  const billArray = useFieldArray({ control: form.control, name: 'bills' });
  const v = form.watch();

  const type = types.find((t) => t.id === v.idDocumentType);
  const kind = type?.kind;
  const takesSources = (type?.sourceKinds.length ?? 0) > 0;
  const takesLines =
    kind !== undefined && kind !== 'patrimonialPayment' && kind !== 'egress' && v.chosen.length === 0;

  const pending = useQuery({
    queryKey: ['pending', period?.idPeriod, type?.code, v.beneficiary?.id],
    enabled: Boolean(period && type && takesSources && v.beneficiary),
    queryFn: async () =>
      (
        await call(documentEndpoints.pending, {
          params: { idPeriod: period?.idPeriod as number },
          query: { typeCode: type?.code as number, idBeneficiary: v.beneficiary?.id },
        })
      ).data,
  });

  const draft = toDraft(v);
  const total = totalOf(draft);
  const sentBills = v.bills.map(billToApi);
  const billSums = sentBills.every((b) => BILL_AMOUNTS.every((f) => isMoney(b[f])))
    ? billTotals(sentBills)
    : null;

  if (!period)
    return <Alert severity="info">Elija un período en la barra superior para generar documentos.</Alert>;
  if (user?.isConsultant)
    return (
      <Alert severity="warning">
        Su acceso a esta institución es de consulta: no puede generar documentos.
      </Alert>
    );
  if (formData.isPending || (editingId && existing.isPending))
    return <CircularProgress aria-label="Cargando" />;
  if (formData.isError) return <Alert severity="error">{messageOf(formData.error)}</Alert>;
  if (existing.data && existing.data.status !== 'draft')
    return (
      <Alert severity="warning">
        Este documento ya fue registrado: un documento registrado no se modifica.
      </Alert>
    );
  const form_ = formData.data;
  const set = form.setValue;

  const changeType = (id: number) => {
    set('idDocumentType', id);
    set('chosen', []);
    lineArray.replace([]);
    setErrors([]);
  };

  return (
    <DocumentForm
      title={`${editingId ? `Borrador de ${existing.data?.typeName ?? 'documento'}` : 'Generar documento'} · ${form_.period.description}`}
      total={total}
      state={state}
      fieldsShownInPlace={IN_PLACE}
    >
      {form_.period.closed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          El ejercicio {form_.period.description} está cerrado: no admite registros ni anulaciones.
        </Alert>
      ) : (
        form_.period.expired && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            El período {form_.period.description} está vencido: no admite nuevos registros.
          </Alert>
        )
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Tipo de documento"
          value={v.idDocumentType}
          onChange={(e) => changeType(Number(e.target.value))}
          error={Boolean(errorFor('idDocumentType'))}
          helperText={errorFor('idDocumentType')}
          sx={{ minWidth: 280 }}
        >
          {form_.documentTypes.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.code} · {t.name}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label="Fecha"
          value={v.dateOrder}
          onChange={(date) => set('dateOrder', date)}
          error={errorFor('dateOrder')}
          helperText={`Del ${formatDate(form_.period.startDate)} al ${formatDate(form_.period.endDate)}`}
        />
        <BeneficiaryPicker
          value={v.beneficiary}
          onChange={(b) => {
            set('beneficiary', b);
            set('chosen', []);
          }}
          error={errorFor('idBeneficiary')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Descripción"
          value={v.description}
          onChange={(e) => set('description', e.target.value)}
          error={Boolean(errorFor('description'))}
          helperText={errorFor('description')}
          multiline
          minRows={2}
          fullWidth
        />
        {kind === 'credit' && (
          <TextField
            select
            label="Fuente de financiamiento"
            value={v.idFundingSource}
            onChange={(e) => set('idFundingSource', Number(e.target.value))}
            error={Boolean(errorFor('idFundingSource'))}
            helperText={errorFor('idFundingSource')}
            sx={{ minWidth: 260 }}
          >
            {form_.fundingSources.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.code} · {f.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {kind === 'patrimonialPayment' && (
          <MoneyField
            label="Monto de la orden"
            value={v.patrimonialAmount}
            onChange={(amount) => set('patrimonialAmount', amount)}
            error={errorFor('amount')}
          />
        )}
      </Stack>

      {kind && MODIFICATION_KINDS.includes(kind) && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          role="group"
          aria-label="Acto de aprobación"
          sx={{ mb: 2, alignItems: 'flex-start' }}
        >
          <TextField
            label="Acto N.º"
            value={v.actNumber}
            onChange={(e) => set('actNumber', e.target.value)}
            error={Boolean(errorFor('act') ?? errorFor('act.number'))}
            helperText={
              errorFor('act') ?? errorFor('act.number') ?? 'Acuerdo, decreto o resolución que aprueba'
            }
            slotProps={{ htmlInput: { maxLength: 40 } }}
            sx={{ minWidth: 220 }}
          />
          <DateField
            label="Fecha del acto"
            value={v.actDate}
            onChange={(date) => set('actDate', date)}
            error={errorFor('act.date')}
            sx={{ minWidth: 180 }}
          />
          <Autocomplete
            freeSolo
            options={APPROVING_BODIES}
            value={v.actBody}
            onInputChange={(_e, text) => set('actBody', text)}
            sx={{ minWidth: 260, flex: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Aprobado por"
                error={Boolean(errorFor('act.body'))}
                helperText={errorFor('act.body')}
              />
            )}
          />
        </Stack>
      )}

      {takesSources && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Pendientes
          </Typography>
          {!v.beneficiary ? (
            <Alert severity="info">Elija el beneficiario para ver sus documentos pendientes.</Alert>
          ) : pending.isPending ? (
            <CircularProgress size={24} aria-label="Cargando pendientes" />
          ) : (
            <PendingList
              items={pending.data ?? []}
              chosen={v.chosen}
              onToggle={(item) =>
                set(
                  'chosen',
                  togglePending(v.chosen, {
                    idDocumentSource: item.idDocumentSource,
                    idBudgetAccount: item.idBudgetAccount,
                    amount: formatMoney(item.pending),
                  }),
                )
              }
              onAmount={(item, amount) =>
                set(
                  'chosen',
                  v.chosen.map((x) =>
                    x.idDocumentSource === item.idDocumentSource && x.idBudgetAccount === item.idBudgetAccount
                      ? { ...x, amount }
                      : x,
                  ),
                )
              }
            />
          )}
          {kind !== 'egress' && v.chosen.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Sin pendientes elegidos, el documento es directo: compromete
              {kind === 'budgetPayment' ? ', causa y paga' : ' y causa'} en las cuentas que impute abajo.
            </Typography>
          )}
        </Box>
      )}

      {kind === 'egress' && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          role="group"
          aria-label="Pago"
          sx={{ mb: 3, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: 1, minWidth: 260 }}>
            <RefSelect
              target={bankAccountResource}
              label="Cuenta bancaria"
              value={v.bankAccount?.id ?? null}
              valueLabel={v.bankAccount?.label}
              onChange={(o) => set('bankAccount', o)}
              error={Boolean(errorFor('disbursement.idBankAccount') ?? errorFor('disbursement'))}
              helperText={
                errorFor('disbursement.idBankAccount') ??
                errorFor('disbursement') ??
                'De ella sale el pago: el movimiento queda en su libro'
              }
              required
            />
          </Box>
          <TextField
            select
            label="Forma de pago"
            value={v.paymentMethod}
            onChange={(e) => set('paymentMethod', e.target.value as DisbursementMethod)}
            sx={{ minWidth: 180 }}
          >
            {DISBURSEMENT_METHODS.map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={v.paymentMethod === 'cheque' ? 'Número del cheque' : 'Referencia de la transferencia'}
            value={v.paymentReference}
            onChange={(e) => set('paymentReference', e.target.value)}
            error={Boolean(errorFor('disbursement.reference'))}
            helperText={errorFor('disbursement.reference')}
            slotProps={{ htmlInput: { maxLength: 30 } }}
            required
            sx={{ minWidth: 220 }}
          />
        </Stack>
      )}

      {takesLines && (
        <ImputationLines
          idPeriod={period.idPeriod}
          transfer={kind === 'transfer'}
          lines={v.lines}
          keys={lineArray.fields.map((f) => f.id)}
          onAccount={(i, account) => set(`lines.${i}.account`, account)}
          onSide={(i, side) => set(`lines.${i}.type`, side)}
          onAmount={(i, amount) => set(`lines.${i}.amount`, amount)}
          onAdd={() =>
            lineArray.append({ account: null, amount: '', type: kind === 'transfer' ? 'C' : null })
          }
          onRemove={lineArray.remove}
          errorFor={errorFor}
        />
      )}

      {kind && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Facturas
          </Typography>
          <BillsEditor
            bills={v.bills}
            keys={billArray.fields.map((f) => f.id)}
            onSet={(i, field, value) => set(`bills.${i}.${field}`, value)}
            onAdd={() => billArray.append(emptyBill())}
            onRemove={billArray.remove}
          />
          {v.bills.length > 0 && billSums && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Subtotal {formatMoney(billSums.subtotal)} · IVA {formatMoney(billSums.iva)} · Total{' '}
              {formatMoney(billSums.total)} · Exento {formatMoney(billSums.exempt)} · Base{' '}
              {formatMoney(billSums.base)} · Monto con IVA {formatMoney(billSums.amountWithIva)} · Retención{' '}
              {formatMoney(billSums.retention)}
            </Typography>
          )}
        </Box>
      )}
    </DocumentForm>
  );
}
