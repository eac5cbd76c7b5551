import {
  type AccountTransfer,
  type BankMovementDetail,
  type BankMovementDraft,
  bankAccountEndpoints,
  bankAccountResource,
  bankMovementEndpoints,
  beneficiaryResource,
  chequeBookEndpoints,
  endpointUrl,
  formatDate,
  formatMoney,
  formatRate,
  LOCAL_CURRENCY,
  MOVEMENT_KINDS,
  movementKind,
  TRANSFER_KIND,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, download, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { dateColumn } from '../../../platform/columns.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentScreen } from '../../../platform/documents/DocumentScreen.tsx';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useEditedDraft } from '../../../platform/documents/detail.ts';
import { documentPaths } from '../../../platform/documents/paths.ts';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { apiMoney, isMoneyText, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useProposedCheque } from '../../../platform/proposedCheque.ts';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';

const SCREEN = 'TES-MOV-01';
const BASE = '/pages/treasury-banking-transaction';
const PATHS = documentPaths(BASE);
const QUERY_KEYS = ['bank-movements', 'bank-movement'];
/** The family as the kit's list, view and form take it: spread on each. */
const FAMILY = {
  endpoints: bankMovementEndpoints,
  writeScreen: SCREEN,
  paths: PATHS,
  queryKeys: QUERY_KEYS,
};

/** The number a movement is known by: its kind and its number in that kind's series. */
const numbered = (m: Pick<BankMovementDetail, 'kindCode' | 'numberText'>) =>
  m.numberText ? `${m.kindCode} ${m.numberText}` : null;

/** Treasury's banking transactions: cheques, transfers, deposits, withdrawals and bank notes. */
export function BankMovementsPage() {
  return <DocumentScreen form={MovementForm} view={MovementView} list={MovementList} />;
}

function MovementList() {
  const columns: GridColDef<BankMovementDetail>[] = [
    { field: 'kindLabel', headerName: 'Tipo', width: 105, sortable: false },
    dateColumn('movementDate', 'Fecha'),
    { field: 'accountNumber', headerName: 'Cuenta', width: 170, sortable: false },
    { field: 'reference', headerName: 'Referencia', width: 100, sortable: false },
    { field: 'beneficiaryName', headerName: 'Beneficiario', flex: 1, minWidth: 100, sortable: false },
    { field: 'description', headerName: 'Concepto', flex: 1.5, minWidth: 100, sortable: false },
    // Money leaving the account shows with its sign, as the bank book shows it.
    moneyColumn('signedAmount', 'Monto', 120),
  ];
  return (
    <DocumentList<BankMovementDetail>
      title="Transacciones bancarias"
      {...FAMILY}
      number={numbered}
      columns={columns}
      filterBy={[
        { param: 'idBankAccount', label: 'Cuenta bancaria', minWidth: 260, target: bankAccountResource },
        { param: 'idKind', label: 'Tipo', minWidth: 170, options: MOVEMENT_KINDS },
      ]}
      newDocument={{ label: 'Nuevo movimiento' }}
      searchHint="Número, referencia, concepto o beneficiario"
    />
  );
}

function MovementView({ id }: { id: number }) {
  const [m, unread] = useViewedDetail(
    bankMovementEndpoints.detail,
    'bank-movement',
    id,
    'Movimiento no encontrado.',
  );
  const [printError, setPrintError] = useState<string | null>(null);
  if (!m) return unread;
  return (
    <DocumentView
      doc={m}
      title={`${m.kindLabel} ${m.numberText ?? '(borrador)'}`}
      {...FAMILY}
      pdfName={`${m.kindCode} ${m.numberText ?? m.id}.pdf`}
      actions={
        // A posted cheque also prints on its bank's cheque, as its layout places each thing.
        m.idKind === 1 && m.status === 'posted' && m.idReverses === null ? (
          <DownloadButton
            icon={<PrintIcon />}
            onDownload={() =>
              download(
                endpointUrl(chequeBookEndpoints.print, { params: { id } }),
                `Cheque ${m.reference}.pdf`,
              )
            }
            onError={(error) => setPrintError(messageOf(error))}
          >
            Imprimir cheque
          </DownloadButton>
        ) : undefined
      }
    >
      {printError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {printError}
        </Alert>
      )}
      <Fields mb={2}>
        <Field label="Fecha">{formatDate(m.movementDate)}</Field>
        <Field label="Cuenta">
          {m.accountNumber} · {m.bankName}
        </Field>
        <Field label="Referencia">{m.reference ?? '—'}</Field>
        <Field label="Beneficiario">
          {m.beneficiaryName ? `${m.beneficiaryCode} · ${m.beneficiaryName}` : '—'}
        </Field>
        <Field label={m.currencyCode === LOCAL_CURRENCY ? 'Monto' : `Monto (${m.currencyCode})`}>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
            {formatMoney(m.signedAmount)}
          </Box>
        </Field>
        <Field label="Concepto">{m.description}</Field>
        {m.transfer && <TransferFields t={m.transfer} currency={m.currencyCode} />}
      </Fields>
      <Button component={RouterLink} to={PATHS.list}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}

interface Values {
  account: Option | null;
  /** A transfer to another of the institution's accounts, and what reaches it in its currency. */
  toAccount: Option | null;
  toAmount: string;
  idKind: number;
  movementDate: string;
  reference: string;
  beneficiary: Option | null;
  description: string;
  amount: string;
}

const IN_PLACE = [
  'idBankAccount',
  'idKind',
  'movementDate',
  'reference',
  'idBeneficiary',
  'description',
  'amount',
  'idToAccount',
  'toAmount',
];

/** A draft as the form holds it. */
const fromDetail = (m: BankMovementDetail): Values => ({
  account: { id: m.idBankAccount, label: m.accountNumber },
  toAccount: m.transfer ? { id: m.transfer.idToAccount, label: m.transfer.toAccountNumber } : null,
  toAmount:
    m.transfer?.toAmount && m.transfer.toCurrencyCode !== m.currencyCode
      ? shownMoney(m.transfer.toAmount)
      : '',
  idKind: m.idKind,
  movementDate: m.movementDate,
  reference: m.reference ?? '',
  beneficiary: m.idBeneficiary ? { id: m.idBeneficiary, label: m.beneficiaryName ?? '' } : null,
  description: m.description,
  amount: shownMoney(m.amount),
});

function MovementForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = useEditedDraft(bankMovementEndpoints.detail, 'bank-movement', id, fromDetail);
  const today = institutionToday();
  const currencies = useAccountCurrencies();
  /** Between accounts of two currencies, both amounts are given; within one, what left arrives. */
  const twoCurrencies = (v: Values) => {
    const from = v.account ? currencies.get(v.account.id) : undefined;
    const to = v.toAccount ? currencies.get(v.toAccount.id) : undefined;
    return from !== undefined && to !== undefined && from !== to;
  };
  const state = useDocumentForm<Values, BankMovementDraft>({
    ...FAMILY,
    defaults: {
      account: null,
      toAccount: null,
      toAmount: '',
      idKind: 1,
      movementDate: today,
      reference: '',
      beneficiary: null,
      description: '',
      amount: '',
    },
    editing,
    toDraft: (v) =>
      period && v.account
        ? {
            idPeriod: period.idPeriod,
            idBankAccount: v.account.id,
            idKind: v.idKind,
            movementDate: v.movementDate,
            reference: v.reference.trim() || null,
            idBeneficiary: v.beneficiary?.id ?? null,
            description: v.description,
            amount: apiMoney(v.amount),
            idToAccount: v.idKind === TRANSFER_KIND ? (v.toAccount?.id ?? null) : null,
            toAmount:
              v.idKind === TRANSFER_KIND && twoCurrencies(v) && v.toAmount ? apiMoney(v.toAmount) : null,
          }
        : null,
    check: (v) => (v.account ? [] : [{ field: 'idBankAccount', message: 'Elija la cuenta bancaria' }]),
    confirmPost: (d) =>
      `¿Registrar ${movementKind(d.idKind)?.label.toLowerCase() ?? 'el movimiento'} por ${formatMoney(d.amount)}? Un movimiento registrado no se modifica; se anula.`,
  });
  const { values: v, set, bind, bindText } = state;
  const kind = movementKind(v.idKind);
  const from = v.account ? currencies.get(v.account.id) : undefined;
  const to = v.idKind === TRANSFER_KIND && v.toAccount ? currencies.get(v.toAccount.id) : undefined;
  // Between two currencies the bank's two amounts are typed; the rate follows from them.
  const exchanged = from !== undefined && to !== undefined && from !== to;
  const internal = v.idKind === TRANSFER_KIND && v.toAccount !== null;
  // A draft keeps its account while it is edited: its number stays unless it was only the proposal
  // and the account changes (a saved draft's number is the person's, as typed or accepted).
  const chequeHint = useProposedCheque(
    v.idKind === 1 ? (v.account?.id ?? null) : null,
    v.reference,
    (number) => set('reference', number),
  );
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de movimiento' : 'Nuevo movimiento bancario'} · ${period.description}`}
      total={v.amount ? apiMoney(v.amount) : '0'}
      state={state}
      fieldsShownInPlace={IN_PLACE}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SelectField
          label="Tipo de movimiento"
          options={MOVEMENT_KINDS}
          {...bind('idKind')}
          helperText={kind?.out ? 'Sale dinero de la cuenta' : 'Entra dinero a la cuenta'}
          sx={{ minWidth: 220 }}
        />
        <RefField
          target={bankAccountResource}
          label="Cuenta bancaria"
          {...bind('account', 'idBankAccount')}
          required
          sx={{ flex: 1, minWidth: 260 }}
        />
        <DateField label="Fecha" {...bind('movementDate')} required />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={v.idKind === 1 ? 'Número del cheque' : 'Referencia'}
          {...bindText('reference', 'reference', v.idKind === 1 ? chequeHint : undefined)}
          slotProps={{ htmlInput: { maxLength: 30 } }}
          sx={{ minWidth: 200 }}
        />
        <RefField
          target={beneficiaryResource}
          label="Beneficiario"
          {...bind('beneficiary', 'idBeneficiary')}
          required={v.idKind === 1 || (v.idKind === TRANSFER_KIND && !internal)}
          sx={{ flex: 1, minWidth: 260 }}
        />
        <Box sx={{ width: { md: 200 } }}>
          <MoneyField
            label={from && from !== LOCAL_CURRENCY ? `Monto (${from})` : 'Monto'}
            {...bind('amount')}
            required
            fullWidth
          />
        </Box>
      </Stack>
      {v.idKind === TRANSFER_KIND && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <RefField
            target={bankAccountResource}
            label="A otra cuenta de la institución"
            {...bind('toAccount', 'idToAccount')}
            helperText="Déjela vacía si la transferencia es a un tercero"
            sx={{ flex: 1, minWidth: 260 }}
          />
          {exchanged && (
            <Box sx={{ width: { md: 260 } }}>
              <MoneyField
                label={`Recibido en la cuenta destino (${to})`}
                {...bind('toAmount')}
                required
                fullWidth
                helperText={rateHint(from, to, v.amount, v.toAmount)}
              />
            </Box>
          )}
        </Stack>
      )}
      <TextField
        label="Concepto"
        {...bindText('description')}
        multiline
        minRows={2}
        fullWidth
        sx={{ mb: 2 }}
      />
    </DocumentForm>
  );
}

/** Where a transfer between the institution's accounts went, what arrived and at which rate. */
function TransferFields({ t, currency }: { t: AccountTransfer; currency: string }) {
  const foreign = currency === LOCAL_CURRENCY ? t.toCurrencyCode : currency;
  return (
    <>
      <Field label="Transferida a la cuenta">{t.toAccountNumber}</Field>
      <Field label={`Recibido (${t.toCurrencyCode})`}>{t.toAmount ? formatMoney(t.toAmount) : '—'}</Field>
      {t.rate && <Field label="Tasa aplicada">{`${formatRate(t.rate)} Bs por ${foreign}`}</Field>}
      {t.bcvRate && t.bcvValidFrom && (
        <Field label="Tasa del BCV">{`${formatRate(t.bcvRate)} (fecha valor ${formatDate(t.bcvValidFrom)})`}</Field>
      )}
    </>
  );
}

/** The rate two amounts make, in bolívares per unit of the foreign currency, as posting will keep it. */
function rateHint(from: string, to: string, sent: string, received: string): string {
  const [bolivares, units] = from === LOCAL_CURRENCY ? [sent, received] : [received, sent];
  const [b, u] = [apiMoney(bolivares), apiMoney(units)];
  // Half-typed amounts («100,») are not numbers yet: no rate until both are.
  if (!isMoneyText(b) || !isMoneyText(u) || new Decimal(b).lte(0) || new Decimal(u).lte(0))
    return 'Lo que acreditó el banco en la moneda de esa cuenta';
  return `Tasa aplicada: ${formatRate(new Decimal(b).div(u).toFixed(8))} Bs por ${from === LOCAL_CURRENCY ? to : from}`;
}

/** Each active account's currency, by its id: what a transfer's amounts are in. */
function useAccountCurrencies(): Map<number, string> {
  const { user } = useSession();
  const idClient = user?.idClient ?? 0;
  const found = useQuery({
    queryKey: ['account-currencies', idClient],
    enabled: idClient > 0,
    queryFn: async () =>
      (await call(bankAccountEndpoints.simpleOfClient, { params: { idClient } })).data.data,
  }).data;
  return new Map((found ?? []).map((a) => [a.id, a.currencyCode]));
}
