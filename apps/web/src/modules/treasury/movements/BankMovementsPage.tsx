import {
  type BankingMovementDetail,
  type BankingMovementDraft,
  bankAccountResource,
  bankingMovementEndpoints,
  beneficiaryResource,
  formatDate,
  formatMoney,
  MOVEMENT_KINDS,
  movementKind,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentView, Field } from '../../../platform/documents/DocumentView.tsx';
import { editedDraft, useDocumentDetail } from '../../../platform/documents/detail.ts';
import { documentPaths } from '../../../platform/documents/paths.ts';
import { apiMoney, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';

const SCREEN = 'TES-MOV-01';
const BASE = '/pages/treasury-banking-transaction';
const PATHS = documentPaths(BASE);
const QUERY_KEYS = ['bank-movements', 'bank-movement'];

/** The number a movement is known by: its kind and its number in that kind's series. */
const numbered = (m: Pick<BankingMovementDetail, 'kindCode' | 'numberText'>) =>
  m.numberText ? `${m.kindCode} ${m.numberText}` : null;

/** Treasury's banking transactions: cheques, transfers, deposits, withdrawals and bank notes. */
export function BankMovementsPage() {
  const [params] = useSearchParams();
  const editing = Number(params.get('editar') ?? 0);
  const id = Number(params.get('id') ?? 0);
  // One form for a new movement and its draft: a posting refused right after the first save moves
  // the address to the draft and the refusal stays on screen.
  if (params.has('nuevo') || editing > 0) return <MovementForm id={editing || null} />;
  if (id > 0) return <MovementView id={id} />;
  return <MovementList />;
}

function MovementList() {
  const { period } = useSession();
  const [account, setAccount] = useState<Option | null>(null);
  const [kind, setKind] = useState('');
  const idBankAccount = account?.id;
  const idKind = kind ? Number(kind) : undefined;
  const columns: GridColDef<BankingMovementDetail>[] = [
    { field: 'kindLabel', headerName: 'Tipo', width: 105, sortable: false },
    {
      field: 'movementDate',
      headerName: 'Fecha',
      width: 100,
      sortable: false,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'accountNumber', headerName: 'Cuenta', width: 170, sortable: false },
    { field: 'reference', headerName: 'Referencia', width: 100, sortable: false },
    { field: 'beneficiaryName', headerName: 'Beneficiario', flex: 1, minWidth: 100, sortable: false },
    { field: 'description', headerName: 'Concepto', flex: 1.5, minWidth: 100, sortable: false },
    // Money leaving the account shows with its sign, as the bank book shows it.
    moneyColumn('signedAmount', 'Monto', 120),
  ];
  return (
    <DocumentList<BankingMovementDetail>
      title="Transacciones bancarias"
      queryKey={['bank-movements']}
      fetchPage={async (query) =>
        (
          await call(bankingMovementEndpoints.list, {
            params: { idPeriod: period?.idPeriod as number },
            query: { ...query, idBankAccount, idKind },
          })
        ).data
      }
      number={numbered}
      columns={columns}
      filters={{ idBankAccount, idKind }}
      familyFilters={
        <>
          <Box sx={{ minWidth: 260 }}>
            <RefSelect
              target={bankAccountResource}
              label="Cuenta bancaria"
              size="small"
              value={account?.id ?? null}
              valueLabel={account?.label}
              onChange={setAccount}
            />
          </Box>
          <TextField
            select
            label="Tipo"
            size="small"
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {MOVEMENT_KINDS.map((k) => (
              <MenuItem key={k.id} value={String(k.id)}>
                {k.label}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      newDocument={{ label: 'Nuevo movimiento', path: PATHS.create, writeScreen: SCREEN }}
      viewPath={PATHS.view}
      searchHint="Número, referencia, concepto o beneficiario"
    />
  );
}

function MovementView({ id }: { id: number }) {
  const movement = useDocumentDetail(bankingMovementEndpoints.detail, 'bank-movement', id);
  const m = movement.data;
  if (movement.isError) return <Alert severity="error">Movimiento no encontrado.</Alert>;
  if (!m) return null;
  return (
    <DocumentView
      doc={m}
      title={`${m.kindLabel} ${m.numberText ?? '(borrador)'}`}
      endpoints={bankingMovementEndpoints}
      writeScreen={SCREEN}
      paths={PATHS}
      pdfName={`${m.kindCode} ${m.numberText ?? m.id}.pdf`}
      queryKeys={QUERY_KEYS}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }}>
        <Field label="Fecha">{formatDate(m.movementDate)}</Field>
        <Field label="Cuenta">
          {m.accountNumber} · {m.bankName}
        </Field>
        <Field label="Referencia">{m.reference ?? '—'}</Field>
        <Field label="Beneficiario">
          {m.beneficiaryName ? `${m.beneficiaryCode} · ${m.beneficiaryName}` : '—'}
        </Field>
        <Field label="Monto">
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
            {formatMoney(m.signedAmount)}
          </Box>
        </Field>
        <Field label="Concepto">{m.description}</Field>
      </Box>
      <Button component={RouterLink} to={PATHS.list}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}

interface Values {
  account: Option | null;
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
];

/** A draft as the form holds it. */
const fromDetail = (m: BankingMovementDetail): Values => ({
  account: { id: m.idBankAccount, label: m.accountNumber },
  idKind: m.idKind,
  movementDate: m.movementDate,
  reference: m.reference ?? '',
  beneficiary: m.idBeneficiary ? { id: m.idBeneficiary, label: m.beneficiaryName ?? '' } : null,
  description: m.description,
  amount: shownMoney(m.amount),
});

function MovementForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = editedDraft(
    useDocumentDetail(bankingMovementEndpoints.detail, 'bank-movement', id).data,
    fromDetail,
  );
  const today = institutionToday();
  const state = useDocumentForm<Values, BankingMovementDraft>({
    endpoints: bankingMovementEndpoints,
    defaults: {
      account: null,
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
          }
        : null,
    check: (v) => (v.account ? [] : [{ field: 'idBankAccount', message: 'Elija la cuenta bancaria' }]),
    confirmPost: (d) =>
      `¿Registrar ${movementKind(d.idKind)?.label.toLowerCase() ?? 'el movimiento'} por ${formatMoney(d.amount)}? Un movimiento registrado no se modifica; se anula.`,
    paths: PATHS,
    queryKeys: QUERY_KEYS,
  });
  const { form, errorFor } = state;
  const v = form.watch();
  const set = form.setValue;
  const kind = movementKind(v.idKind);
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de movimiento' : 'Nuevo movimiento bancario'} · ${period.description}`}
      total={v.amount ? apiMoney(v.amount) : '0'}
      state={state}
      fieldsShownInPlace={IN_PLACE}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Tipo de movimiento"
          value={v.idKind}
          onChange={(e) => set('idKind', Number(e.target.value))}
          error={Boolean(errorFor('idKind'))}
          helperText={
            errorFor('idKind') ?? (kind?.out ? 'Sale dinero de la cuenta' : 'Entra dinero a la cuenta')
          }
          sx={{ minWidth: 220 }}
        >
          {MOVEMENT_KINDS.map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <RefSelect
            target={bankAccountResource}
            label="Cuenta bancaria"
            value={v.account?.id ?? null}
            valueLabel={v.account?.label}
            onChange={(o) => set('account', o)}
            error={Boolean(errorFor('idBankAccount'))}
            helperText={errorFor('idBankAccount')}
            required
          />
        </Box>
        <DateField
          label="Fecha"
          value={v.movementDate}
          onChange={(date) => set('movementDate', date)}
          error={errorFor('movementDate')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={v.idKind === 1 ? 'Número del cheque' : 'Referencia'}
          value={v.reference}
          onChange={(e) => set('reference', e.target.value)}
          error={Boolean(errorFor('reference'))}
          helperText={errorFor('reference')}
          slotProps={{ htmlInput: { maxLength: 30 } }}
          sx={{ minWidth: 200 }}
        />
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <RefSelect
            target={beneficiaryResource}
            label="Beneficiario"
            value={v.beneficiary?.id ?? null}
            valueLabel={v.beneficiary?.label}
            onChange={(o) => set('beneficiary', o)}
            error={Boolean(errorFor('idBeneficiary'))}
            helperText={errorFor('idBeneficiary')}
            required={v.idKind === 1 || v.idKind === 2}
          />
        </Box>
        <Box sx={{ width: { md: 200 } }}>
          <MoneyField
            label="Monto"
            value={v.amount}
            onChange={(text) => set('amount', text)}
            error={errorFor('amount')}
            required
            fullWidth
          />
        </Box>
      </Stack>
      <TextField
        label="Concepto"
        value={v.description}
        onChange={(e) => set('description', e.target.value)}
        error={Boolean(errorFor('description'))}
        helperText={errorFor('description')}
        multiline
        minRows={2}
        fullWidth
        sx={{ mb: 2 }}
      />
    </DocumentForm>
  );
}
