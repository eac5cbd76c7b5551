import {
  type BillInput,
  type BudgetAccountOption,
  billTotals,
  type DocumentDraftInput,
  type DocumentKind,
  documentAmount,
  documentEndpoints,
  documentShapeErrors,
  type FieldError,
  formatDate,
  formatMoney,
  MONEY_PATTERN,
  type PendingItem,
  parseMoneyInput,
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
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, call, messageOf } from '../../platform/api.ts';
import { useConfirm } from '../../platform/confirm.tsx';
import { AddIcon, DeleteIcon } from '../../platform/icons.tsx';
import { useSession } from '../../platform/session.tsx';
import { useDebounced } from '../../platform/useDebounced.ts';
import { type Beneficiary, BeneficiaryPicker } from './BeneficiaryPicker.tsx';
import { type DocumentTypeOption, useDocument, useFormData } from './documentApi.ts';

interface Line {
  key: number;
  account: BudgetAccountOption | null;
  amount: string;
  type: 'C' | 'R' | null;
}
interface Chosen {
  idDocumentSource: number;
  idBudgetAccount: number | null;
  amount: string;
}
type BillRow = BillInput & { key: number };

const money = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const today = () => new Date().toISOString().slice(0, 10);
let keys = 0;
const nextKey = () => ++keys;
const isMoney = (v: string) => MONEY_PATTERN.test(v);
const emptyBill = (): BillRow => ({
  key: nextKey(),
  dateBill: today(),
  control: '',
  number: '',
  amountTaxed: '0,00',
  amountWithoutTaxIva: '0,00',
  amountTaxIva: '0,00',
  amountBase: '0,00',
  retentionIva: '0,00',
});

/** The API's decimal text of what is typed, or the text itself when it is not an amount. */
const apiMoney = (text: string) => parseMoneyInput(text);
/** An amount as the field shows it once typed: `1.234,56`. */
const shown = (text: string) => {
  const value = parseMoneyInput(text);
  return isMoney(value) ? formatMoney(value) : text;
};

/**
 * An amount field: takes `1.234,56` or `1234.56` and shows it back as `1.234,56` when the user
 * leaves it; the form sends the API's decimal text.
 */
function AmountField({
  value,
  onChange,
  label,
  name,
  error,
}: {
  value: string;
  onChange(v: string): void;
  /** The visible label. */
  label: string;
  /** What a screen reader says, when the label alone is ambiguous (which bill, which line). */
  name?: string;
  error?: string;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => onChange(shown(e.target.value))}
      error={Boolean(error) || (value !== '' && !isMoney(apiMoney(value)))}
      helperText={error}
      slotProps={{
        htmlInput: { 'aria-label': name ?? label, inputMode: 'decimal', style: { textAlign: 'right' } },
      }}
      sx={{ width: 150 }}
    />
  );
}

function AccountPicker({
  idPeriod,
  value,
  onChange,
  label,
}: {
  idPeriod: number;
  value: BudgetAccountOption | null;
  onChange(v: BudgetAccountOption | null): void;
  label: string;
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
      renderInput={(params) => <TextField {...params} label={label} placeholder="Código o denominación" />}
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
          <TableCell sx={money}>Pendiente</TableCell>
          <TableCell sx={money}>A tomar</TableCell>
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
              <TableCell sx={money}>{formatMoney(item.pending)}</TableCell>
              <TableCell sx={money}>
                {pick && (
                  <AmountField
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

function BillsEditor({ bills, onChange }: { bills: BillRow[]; onChange(b: BillRow[]): void }) {
  const set = (key: number, field: keyof BillInput, value: string) =>
    onChange(bills.map((b) => (b.key === key ? { ...b, [field]: value } : b)));
  const moneyFields: [keyof BillInput, string][] = [
    ['amountTaxed', 'Exento'],
    ['amountWithoutTaxIva', 'Sin IVA'],
    ['amountTaxIva', 'IVA'],
    ['amountBase', 'Base imponible'],
    ['retentionIva', 'Retención'],
  ];
  return (
    <Stack spacing={1}>
      {bills.map((b, i) => (
        <Stack
          key={b.key}
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
        >
          <TextField
            size="small"
            type="date"
            label="Fecha"
            value={b.dateBill}
            onChange={(e) => set(b.key, 'dateBill', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label="N° de control"
            value={b.control}
            onChange={(e) => set(b.key, 'control', e.target.value)}
            sx={{ width: 140 }}
          />
          <TextField
            size="small"
            label="N° de factura"
            value={b.number}
            onChange={(e) => set(b.key, 'number', e.target.value)}
            sx={{ width: 140 }}
          />
          {moneyFields.map(([field, label]) => (
            <AmountField
              key={field}
              label={label}
              name={`${label} de la factura ${i + 1}`}
              value={b[field]}
              onChange={(v) => set(b.key, field, v)}
            />
          ))}
          <IconButton
            aria-label={`Quitar la factura ${i + 1}`}
            onClick={() => onChange(bills.filter((x) => x.key !== b.key))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...bills, emptyBill()])}>
          Agregar factura
        </Button>
      </Box>
    </Stack>
  );
}

/** A bill as the API takes it: amounts as decimal text. */
function billToApi({ key: _key, ...b }: BillRow): BillInput {
  return {
    ...b,
    amountTaxed: apiMoney(b.amountTaxed),
    amountWithoutTaxIva: apiMoney(b.amountWithoutTaxIva),
    amountTaxIva: apiMoney(b.amountTaxIva),
    amountBase: apiMoney(b.amountBase),
    retentionIva: apiMoney(b.retentionIva),
  };
}

const usesFundingSource = (kind?: DocumentKind) => kind === 'credit';

/**
 * Generar documentos: a draft of any of the spec's document types, with its imputations (or the
 * pending documents it draws on), its bills and totals. It saves as a draft or saves and posts; the
 * server applies budget control and numbering on posting and its refusal is shown as it comes.
 */
export function DocumentFormPage() {
  const [params] = useSearchParams();
  const editingId = Number(params.get('id')) || null;
  const existing = useDocument(editingId);
  const { period, user } = useSession();
  const formData = useFormData(period?.idPeriod);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const [typeId, setTypeId] = useState<number | ''>('');
  const [dateOrder, setDateOrder] = useState(today());
  const [description, setDescription] = useState('');
  const [beneficiary, setBeneficiary] = useState<Beneficiary | null>(null);
  const [fundingSource, setFundingSource] = useState<number | ''>('');
  const [patrimonialAmount, setPatrimonialAmount] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [bills, setBills] = useState<BillRow[]>([]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState<number | null>(null);

  const type: DocumentTypeOption | undefined = formData.data?.documentTypes.find((t) => t.id === typeId);
  const kind = type?.kind;
  const takesSources = (type?.sourceKinds.length ?? 0) > 0;
  const takesLines =
    kind !== undefined && kind !== 'patrimonialPayment' && kind !== 'egress' && chosen.length === 0;

  // Opening a draft fills the form with it once.
  useEffect(() => {
    const doc = existing.data;
    if (!doc || loaded === doc.id) return;
    setLoaded(doc.id);
    setTypeId(doc.idDocumentType);
    setDateOrder(doc.dateOrder);
    setDescription(doc.description);
    setBeneficiary(
      doc.beneficiary && doc.idBeneficiary ? { id: doc.idBeneficiary, ...doc.beneficiary } : null,
    );
    setFundingSource(doc.idFundingSource ?? '');
    setPatrimonialAmount(doc.typeCode === 11 ? formatMoney(doc.amount) : '');
    setChosen(
      doc.sources.map((s) => ({
        idDocumentSource: s.idDocumentSource,
        idBudgetAccount: s.idBudgetAccount,
        amount: formatMoney(s.amount),
      })),
    );
    setLines(
      doc.sources.length > 0
        ? []
        : doc.lines.map((l) => ({
            key: nextKey(),
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
    );
    setBills(
      doc.bills.map(({ id: _id, ...b }) => ({
        ...b,
        key: nextKey(),
        amountTaxed: formatMoney(b.amountTaxed),
        amountWithoutTaxIva: formatMoney(b.amountWithoutTaxIva),
        amountTaxIva: formatMoney(b.amountTaxIva),
        amountBase: formatMoney(b.amountBase),
        retentionIva: formatMoney(b.retentionIva),
      })),
    );
  }, [existing.data, loaded]);

  const pending = useQuery({
    queryKey: ['pending', period?.idPeriod, type?.code, beneficiary?.id],
    enabled: Boolean(period && type && takesSources && beneficiary),
    queryFn: async () =>
      (
        await call(documentEndpoints.pending, {
          params: { idPeriod: period?.idPeriod as number },
          query: { typeCode: type?.code as number, idBeneficiary: beneficiary?.id },
        })
      ).data,
  });

  const input: DocumentDraftInput | null = useMemo(() => {
    if (!period || typeId === '') return null;
    return {
      idPeriod: period.idPeriod,
      idDocumentType: typeId,
      dateOrder,
      description: description.trim(),
      idBeneficiary: beneficiary?.id ?? null,
      idFundingSource: usesFundingSource(kind) && fundingSource !== '' ? fundingSource : null,
      amount: kind === 'patrimonialPayment' && patrimonialAmount ? apiMoney(patrimonialAmount) : null,
      lines: takesLines
        ? lines
            .filter((l) => l.account)
            .map((l) => ({
              idBudgetAccount: l.account?.id ?? 0,
              amount: apiMoney(l.amount),
              type: kind === 'transfer' ? l.type : null,
            }))
        : [],
      sources: takesSources ? chosen.map((c) => ({ ...c, amount: apiMoney(c.amount) })) : [],
      bills: bills.map(billToApi),
    };
  }, [
    period,
    typeId,
    dateOrder,
    description,
    beneficiary,
    kind,
    fundingSource,
    patrimonialAmount,
    takesLines,
    takesSources,
    lines,
    chosen,
    bills,
  ]);

  const amountsValid =
    (input?.lines.every((l) => isMoney(l.amount)) ?? false) &&
    (input?.sources.every((s) => isMoney(s.amount)) ?? false) &&
    (!input?.amount || isMoney(input.amount));
  const total = input && kind && amountsValid ? documentAmount(kind, input) : '0.00';
  const transferTotals = useMemo(() => {
    const sum = (t: 'C' | 'R') =>
      lines
        .filter((l) => l.type === t && isMoney(apiMoney(l.amount)))
        .reduce((a, l) => a.plus(apiMoney(l.amount)), new Decimal(0))
        .toFixed(2);
    return { ceded: sum('C'), received: sum('R') };
  }, [lines]);
  const totals = useMemo(() => {
    const sent = bills.map(billToApi);
    const valid = sent.every((b) =>
      [b.amountTaxed, b.amountWithoutTaxIva, b.amountTaxIva, b.amountBase, b.retentionIva].every(isMoney),
    );
    return valid ? billTotals(sent) : null;
  }, [bills]);

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
  const form = formData.data;

  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;
  const save = async (andPost: boolean) => {
    setServerError(null);
    if (!input || !kind) {
      setErrors([{ field: 'idDocumentType', message: 'Elija el tipo de documento' }]);
      return;
    }
    const local: FieldError[] = [];
    if (!input.description) local.push({ field: 'description', message: 'Este campo es requerido' });
    if (!amountsValid)
      local.push({
        field: 'lines',
        message: 'Revise los montos: use hasta 2 decimales, por ejemplo 1.234,56',
      });
    if (andPost) local.push(...documentShapeErrors(kind, input));
    setErrors(local);
    if (local.length > 0) return;
    if (
      andPost &&
      !(await confirm(
        `¿Registrar ${type?.name} por ${formatMoney(total)}? Un documento registrado no se modifica.`,
      ))
    )
      return;
    setBusy(true);
    try {
      const saved = editingId
        ? await call(documentEndpoints.update, {
            body: { ...input, id: editingId, version: existing.data?.version ?? 0 },
          })
        : await call(documentEndpoints.create, { body: input });
      const id = saved.data.id;
      if (andPost) {
        try {
          await call(documentEndpoints.post, { params: { id } });
        } catch (error) {
          // The draft is saved; the refusal says why it could not be posted.
          await queryClient.invalidateQueries({ queryKey: ['document'] });
          if (!editingId) navigate(`/pages/document-add?id=${id}`, { replace: true });
          throw error;
        }
      }
      await queryClient.invalidateQueries({ queryKey: ['documents'] });
      await queryClient.invalidateQueries({ queryKey: ['document'] });
      navigate(`/pages/view-document?id=${id}`);
    } catch (error) {
      setServerError(messageOf(error));
      if (error instanceof ApiError) setErrors(error.fields);
    } finally {
      setBusy(false);
    }
  };

  const changeType = (id: number) => {
    setTypeId(id);
    setChosen([]);
    setLines([]);
    setErrors([]);
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {editingId ? `Borrador de ${existing.data?.typeName ?? 'documento'}` : 'Generar documento'} ·{' '}
        {form.period.description}
      </Typography>
      {form.period.expired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          El período {form.period.description} está vencido: no admite nuevos registros.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Tipo de documento"
          value={typeId}
          onChange={(e) => changeType(Number(e.target.value))}
          error={Boolean(errorFor('idDocumentType'))}
          helperText={errorFor('idDocumentType')}
          sx={{ minWidth: 280 }}
        >
          {form.documentTypes.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.code} · {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label="Fecha"
          value={dateOrder}
          onChange={(e) => setDateOrder(e.target.value)}
          error={Boolean(errorFor('dateOrder'))}
          helperText={
            errorFor('dateOrder') ??
            `Del ${formatDate(form.period.startDate)} al ${formatDate(form.period.endDate)}`
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: form.period.startDate, max: form.period.endDate },
          }}
        />
        <BeneficiaryPicker
          value={beneficiary}
          onChange={(b) => {
            setBeneficiary(b);
            setChosen([]);
          }}
          error={errorFor('idBeneficiary')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Descripción"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={Boolean(errorFor('description'))}
          helperText={errorFor('description')}
          multiline
          minRows={2}
          fullWidth
        />
        {usesFundingSource(kind) && (
          <TextField
            select
            label="Fuente de financiamiento"
            value={fundingSource}
            onChange={(e) => setFundingSource(Number(e.target.value))}
            error={Boolean(errorFor('idFundingSource'))}
            helperText={errorFor('idFundingSource')}
            sx={{ minWidth: 260 }}
          >
            {form.fundingSources.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.code} · {f.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {kind === 'patrimonialPayment' && (
          <AmountField
            label="Monto de la orden"
            value={patrimonialAmount}
            onChange={setPatrimonialAmount}
            error={errorFor('amount')}
          />
        )}
      </Stack>

      {takesSources && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Pendientes
          </Typography>
          {!beneficiary ? (
            <Alert severity="info">Elija el beneficiario para ver sus documentos pendientes.</Alert>
          ) : pending.isPending ? (
            <CircularProgress size={24} aria-label="Cargando pendientes" />
          ) : (
            <PendingList
              items={pending.data ?? []}
              chosen={chosen}
              onToggle={(item) =>
                setChosen((c) =>
                  togglePending(c, {
                    idDocumentSource: item.idDocumentSource,
                    idBudgetAccount: item.idBudgetAccount,
                    amount: formatMoney(item.pending),
                  }),
                )
              }
              onAmount={(item, amount) =>
                setChosen((c) =>
                  c.map((x) =>
                    x.idDocumentSource === item.idDocumentSource && x.idBudgetAccount === item.idBudgetAccount
                      ? { ...x, amount }
                      : x,
                  ),
                )
              }
            />
          )}
          {kind !== 'egress' && chosen.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Sin pendientes elegidos, el documento es directo: compromete
              {kind === 'budgetPayment' ? ', causa y paga' : ' y causa'} en las cuentas que impute abajo.
            </Typography>
          )}
        </Box>
      )}

      {takesLines && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Imputaciones
          </Typography>
          <Stack spacing={1}>
            {lines.map((line, i) => (
              <Stack
                key={line.key}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
              >
                <AccountPicker
                  idPeriod={period.idPeriod}
                  label={`Cuenta ${i + 1}`}
                  value={line.account}
                  onChange={(account) =>
                    setLines((ls) => ls.map((l) => (l.key === line.key ? { ...l, account } : l)))
                  }
                />
                {kind === 'transfer' && (
                  <TextField
                    select
                    size="small"
                    label="Partida"
                    value={line.type ?? ''}
                    onChange={(e) =>
                      setLines((ls) =>
                        ls.map((l) => (l.key === line.key ? { ...l, type: e.target.value as 'C' | 'R' } : l)),
                      )
                    }
                    sx={{ width: 150 }}
                  >
                    <MenuItem value="C">Cedente</MenuItem>
                    <MenuItem value="R">Receptora</MenuItem>
                  </TextField>
                )}
                <AmountField
                  label="Monto"
                  name={`Monto de la cuenta ${i + 1}`}
                  value={line.amount}
                  onChange={(amount) =>
                    setLines((ls) => ls.map((l) => (l.key === line.key ? { ...l, amount } : l)))
                  }
                  error={errorFor(`lines.${i}.idBudgetAccount`) ?? errorFor(`lines.${i}.type`)}
                />
                {line.account && line.account.available !== '' && (
                  <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
                    Disponible {formatMoney(line.account.available)}
                  </Typography>
                )}
                <IconButton
                  aria-label={`Quitar la cuenta ${i + 1}`}
                  onClick={() => setLines((ls) => ls.filter((l) => l.key !== line.key))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                startIcon={<AddIcon />}
                onClick={() =>
                  setLines((ls) => [
                    ...ls,
                    { key: nextKey(), account: null, amount: '', type: kind === 'transfer' ? 'C' : null },
                  ])
                }
              >
                Agregar cuenta
              </Button>
            </Box>
          </Stack>
          {kind === 'transfer' && (
            <Typography
              sx={{ mt: 1 }}
              color={transferTotals.ceded === transferTotals.received ? 'text.secondary' : 'error'}
            >
              Total cedido {formatMoney(transferTotals.ceded)} · total recibido{' '}
              {formatMoney(transferTotals.received)}
            </Typography>
          )}
        </Box>
      )}

      {kind && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Facturas
          </Typography>
          <BillsEditor bills={bills} onChange={setBills} />
          {bills.length > 0 && totals && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Subtotal {formatMoney(totals.subtotal)} · IVA {formatMoney(totals.iva)} · Total{' '}
              {formatMoney(totals.total)} · Exento {formatMoney(totals.exempt)} · Base{' '}
              {formatMoney(totals.base)} · Monto con IVA {formatMoney(totals.amountWithIva)} · Retención{' '}
              {formatMoney(totals.retention)}
            </Typography>
          )}
        </Box>
      )}

      {(errors.length > 0 || serverError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError && <div>{serverError}</div>}
          {errors
            .filter(
              (e) =>
                ![
                  'description',
                  'idDocumentType',
                  'dateOrder',
                  'idBeneficiary',
                  'idFundingSource',
                  'amount',
                ].includes(e.field),
            )
            .map((e) => (
              <div key={`${e.field}-${e.message}`}>{e.message}</div>
            ))}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ flex: 1, fontVariantNumeric: 'tabular-nums' }}>
          Total {formatMoney(total)}
        </Typography>
        <Button onClick={() => save(false)} disabled={busy}>
          Guardar borrador
        </Button>
        <Button variant="contained" onClick={() => save(true)} disabled={busy}>
          Registrar
        </Button>
      </Stack>
    </Paper>
  );
}
