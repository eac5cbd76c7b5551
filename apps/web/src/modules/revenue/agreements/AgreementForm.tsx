import {
  type AgreementDebtKey,
  agreementTypeResource,
  formatDate,
  formatMoney,
  type PaymentAgreementDetail,
  type PaymentAgreementDraft,
  type PendingObligation,
  paymentAgreementEndpoints,
  periodLabel,
  proposeInstalments,
  taxpayerResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { useEditedDraft } from '../../../platform/documents/detail.ts';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { DeleteIcon } from '../../../platform/icons.tsx';
import { apiMoney, isMoneyText, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { useSession } from '../../../platform/session.tsx';
import { FAMILY } from './agreements.shared.ts';

interface Instalment {
  dueDate: string;
  /** As shown: `1.234,56`. */
  amount: string;
}

interface Values {
  agreementDate: string;
  taxpayer: Option | null;
  agreementType: Option | null;
  debts: AgreementDebtKey[];
  /** How many instalments and what share the first takes, to propose them. */
  count: string;
  firstPercent: string;
  instalments: Instalment[];
  note: string;
}

const IN_PLACE = ['agreementDate', 'idTaxpayer', 'idAgreementType', 'debts', 'instalments', 'note'];

const keyOf = (d: AgreementDebtKey | PendingObligation) =>
  `${d.objectKind}:${d.idObject}:${d.idCollectionConcept}:${d.period}`;

const fromDetail = (g: PaymentAgreementDetail): Values => ({
  agreementDate: g.agreementDate,
  taxpayer: { id: g.idTaxpayer, label: `${g.taxpayerRif} · ${g.taxpayerName}` },
  agreementType: { id: g.idAgreementType, label: g.typeDescription },
  debts: g.debts.map(({ objectKind, idObject, idCollectionConcept, period }) => ({
    objectKind,
    idObject,
    idCollectionConcept,
    period,
  })),
  count: String(g.instalments.length),
  firstPercent: '20',
  instalments: g.instalments.map((i) => ({ dueDate: i.dueDate, amount: shownMoney(i.amount) })),
  note: g.note ?? '',
});

/** What a chosen debt comes to today: its amount and its interest. */
const owedBy = (p: PendingObligation) => new Decimal(p.amount ?? 0).plus(p.interest ?? 0);

/**
 * A payment agreement to sign: the taxpayer, its kind, the debts it takes (all of what it owes today,
 * unless some are left out), and its instalments, proposed from how many and the first one's share,
 * each changeable. The server holds them to the kind and to the debts, to the céntimo.
 */
export function AgreementForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = useEditedDraft(paymentAgreementEndpoints.detail, 'payment-agreement', id, fromDetail);
  const today = institutionToday();
  const state = useDocumentForm<Values, PaymentAgreementDraft>({
    ...FAMILY,
    defaults: {
      agreementDate: today,
      taxpayer: null,
      agreementType: null,
      debts: [],
      count: '6',
      firstPercent: '20',
      instalments: [],
      note: '',
    },
    editing,
    toDraft: (v) =>
      period && v.taxpayer && v.agreementType
        ? {
            idPeriod: period.idPeriod,
            agreementDate: v.agreementDate,
            idTaxpayer: v.taxpayer.id,
            idAgreementType: v.agreementType.id,
            debts: v.debts,
            instalments: v.instalments.map((i) => ({ dueDate: i.dueDate, amount: apiMoney(i.amount) })),
            note: v.note.trim() || null,
          }
        : null,
    check: (v) => [
      ...(v.taxpayer ? [] : [{ field: 'idTaxpayer', message: 'Elija el contribuyente' }]),
      ...(v.agreementType ? [] : [{ field: 'idAgreementType', message: 'Elija el tipo de convenio' }]),
      ...(v.debts.length > 0 ? [] : [{ field: 'debts', message: 'Elija al menos una deuda' }]),
      ...(v.instalments.length > 0
        ? []
        : [{ field: 'instalments', message: 'Proponga o escriba las cuotas' }]),
      ...v.instalments.flatMap((i, n) =>
        isMoneyText(i.amount)
          ? []
          : [{ field: `instalments.${n}.amount`, message: 'Indique el monto de la cuota' }],
      ),
    ],
    confirmPost: (d) =>
      `¿Firmar el convenio de ${d.instalments.length} ${d.instalments.length === 1 ? 'cuota' : 'cuotas'}? Sus deudas se deberán por el convenio; uno firmado no se modifica, se anula mientras no tenga pagos.`,
  });
  const { values: v, set, bind, bindText, errorFor } = state;
  const owed = useQuery({
    queryKey: ['agreeable-debts', v.taxpayer?.id],
    enabled: Boolean(v.taxpayer),
    queryFn: async () =>
      (await call(paymentAgreementEndpoints.debts, { params: { idTaxpayer: v.taxpayer?.id ?? 0 } })).data,
  });
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const rows = owed.data ?? [];
  const chosen = new Set(v.debts.map(keyOf));
  // Chosen in a draft but owed no more today (paid, or taken by another agreement): shown, to remove.
  const gone = owed.data ? v.debts.filter((d) => !rows.some((p) => keyOf(p) === keyOf(d))) : [];
  const total = rows
    .filter((p) => chosen.has(keyOf(p)))
    .reduce((sum, p) => sum.plus(owedBy(p)), new Decimal(0));
  const instalmentsSum = v.instalments.reduce(
    (sum, i) => sum.plus(isMoneyText(i.amount) ? apiMoney(i.amount) : 0),
    new Decimal(0),
  );
  const toggle = (p: PendingObligation) =>
    set(
      'debts',
      chosen.has(keyOf(p))
        ? v.debts.filter((d) => keyOf(d) !== keyOf(p))
        : [
            ...v.debts,
            {
              objectKind: p.objectKind as AgreementDebtKey['objectKind'],
              idObject: p.idObject,
              idCollectionConcept: p.idCollectionConcept,
              period: p.period,
            },
          ],
    );
  const propose = () =>
    set(
      'instalments',
      proposeInstalments(
        total.toFixed(2),
        Math.max(1, Math.min(60, Number(v.count) || 1)),
        isMoneyText(v.firstPercent) ? apiMoney(v.firstPercent) : '0',
        v.agreementDate,
      ).map((i) => ({ dueDate: i.dueDate, amount: shownMoney(i.amount) })),
    );
  const patchInstalment = (n: number, patch: Partial<Instalment>) =>
    set(
      'instalments',
      v.instalments.map((i, k) => (k === n ? { ...i, ...patch } : i)),
    );
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de convenio' : 'Nuevo convenio de pago'} · ${period.description}`}
      total={total.toFixed(2)}
      state={state}
      fieldsShownInPlace={[
        ...IN_PLACE,
        ...v.debts.map((_d, i) => `debts.${i}`),
        ...v.instalments.flatMap((_i, n) => [`instalments.${n}.dueDate`, `instalments.${n}.amount`]),
      ]}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <RefField
          target={taxpayerResource}
          label="Contribuyente"
          value={v.taxpayer}
          onChange={(taxpayer) => {
            set('taxpayer', taxpayer);
            set('debts', []);
            set('instalments', []);
          }}
          error={errorFor('idTaxpayer')}
          required
          sx={{ flex: 1, minWidth: 260 }}
        />
        <RefField
          target={agreementTypeResource}
          label="Tipo de convenio"
          value={v.agreementType}
          onChange={(agreementType) => set('agreementType', agreementType)}
          error={errorFor('idAgreementType')}
          required
          sx={{ flex: 1, minWidth: 240 }}
        />
        <DateField label="Fecha" {...bind('agreementDate')} required />
      </Stack>
      <Typography variant="subtitle1" component="h2">
        Deudas que toma
      </Typography>
      {errorFor('debts') && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errorFor('debts')}
        </Alert>
      )}
      {gone.length > 0 && (
        <Alert
          severity="warning"
          sx={{ my: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() =>
                set(
                  'debts',
                  v.debts.filter((d) => !gone.includes(d)),
                )
              }
            >
              Quitarlas
            </Button>
          }
        >
          {gone.length === 1
            ? 'Una deuda del borrador ya no se debe'
            : `${gone.length} deudas del borrador ya no se deben`}{' '}
          (se pagaron o entraron en otro convenio): {gone.map((d) => periodLabel(d.period)).join(', ')}.
        </Alert>
      )}
      <Stack sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small" aria-label="Deudas del contribuyente">
          <HeadRow cells={['', 'Deuda', 'Objeto', ...right('Vencimiento', 'Monto', 'Intereses')]} />
          <TableBody>
            {rows.map((p) => (
              <TableRow key={keyOf(p)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.has(keyOf(p))}
                    onChange={() => toggle(p)}
                    slotProps={{ input: { 'aria-label': `Incluir ${p.code} de ${p.periodLabel}` } }}
                  />
                </TableCell>
                <TableCell>
                  {p.code} · {p.periodLabel}
                  {v.debts.some((d, i) => keyOf(d) === keyOf(p) && errorFor(`debts.${i}`)) && (
                    <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                      {errorFor(`debts.${v.debts.findIndex((d) => keyOf(d) === keyOf(p))}`)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{p.objectLabel}</TableCell>
                <TableCell align="right">{formatDate(p.dueDate)}</TableCell>
                <TableCell align="right">{formatMoney(p.amount)}</TableCell>
                <TableCell align="right">{formatMoney(p.interest)}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>
                  {v.taxpayer
                    ? 'El contribuyente no debe nada que un convenio pueda tomar.'
                    : 'Elija el contribuyente.'}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Stack>
      <Typography variant="subtitle1" component="h2">
        Cuotas
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Cuotas"
          value={v.count}
          onChange={(e) => set('count', e.target.value)}
          sx={{ width: 110 }}
        />
        <MoneyField
          label="Inicial (% de la deuda)"
          value={v.firstPercent}
          onChange={(firstPercent) => set('firstPercent', firstPercent)}
        />
        <Button variant="outlined" onClick={propose} disabled={total.isZero()}>
          Proponer cuotas
        </Button>
        <Typography role="status" color={instalmentsSum.eq(total) ? 'text.secondary' : 'error'}>
          Cuotas {formatMoney(instalmentsSum.toFixed(2))} · Deuda {formatMoney(total.toFixed(2))}
        </Typography>
      </Stack>
      {errorFor('instalments') && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errorFor('instalments')}
        </Alert>
      )}
      <Stack spacing={1} sx={{ mb: 2 }}>
        {v.instalments.map((i, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an instalment is its place in the plan
          <Stack key={n} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography sx={{ width: 80, pt: 1 }}>{n === 0 ? '1 (inicial)' : n + 1}</Typography>
            <DateField
              size="small"
              label="Vence"
              name={`Vencimiento de la cuota ${n + 1}`}
              value={i.dueDate}
              onChange={(dueDate) => patchInstalment(n, { dueDate })}
              error={errorFor(`instalments.${n}.dueDate`)}
              required
            />
            <MoneyField
              label="Monto"
              name={`Monto de la cuota ${n + 1}`}
              value={i.amount}
              onChange={(amount) => patchInstalment(n, { amount })}
              error={errorFor(`instalments.${n}.amount`)}
            />
            <IconButton
              aria-label={`Quitar la cuota ${n + 1}`}
              onClick={() =>
                set(
                  'instalments',
                  v.instalments.filter((_x, k) => k !== n),
                )
              }
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <TextField label="Observación" fullWidth {...bindText('note')} />
    </DocumentForm>
  );
}
