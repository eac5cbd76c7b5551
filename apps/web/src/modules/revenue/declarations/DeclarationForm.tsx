import {
  DECLARATION_KINDS,
  type DeclarableLicence,
  formatMoney,
  type IncomeDeclarationDetail,
  type IncomeDeclarationDraft,
  incomeDeclarationEndpoints,
  MONTHLY_DECLARATION,
  monthBefore,
  PERIOD_EXAMPLE,
  periodOf,
  taxpayerResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { useEditedDraft } from '../../../platform/documents/detail.ts';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { apiMoney, isMoneyText, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { FAMILY } from './declarations.shared.ts';

interface Line {
  idEconomicActivity: number;
  label: string;
  income: string;
}

interface Values {
  idKind: number;
  declarationDate: string;
  taxpayer: Option | null;
  idPatent: number | '';
  period: string;
  note: string;
  lines: Line[];
}

const IN_PLACE = ['idKind', 'declarationDate', 'idTaxpayer', 'idPatent', 'period', 'note'];

/** The period a kind declares by default on `day`: last month, this year's estimate, last year's definitive. */
function periodFor(idKind: number, day: string): string {
  if (idKind === MONTHLY_DECLARATION) return monthBefore(day);
  const year = Number(periodOf('yearly', day));
  return String(idKind === 2 ? year : year - 1);
}

/** A draft as the form holds it. */
const fromDetail = (d: IncomeDeclarationDetail): Values => ({
  idKind: d.idKind,
  declarationDate: d.declarationDate,
  taxpayer: { id: d.idTaxpayer, label: `${d.taxpayerRif} · ${d.taxpayerName}` },
  idPatent: d.idPatent,
  period: d.period,
  note: d.note ?? '',
  lines: d.lines.map((l) => ({
    idEconomicActivity: l.idEconomicActivity,
    label: `${l.activityCode} · ${l.activity}`,
    income: shownMoney(l.income),
  })),
});

/** One line per activity the licence authorises, keeping the income already typed for each. */
const linesOf = (licence: DeclarableLicence, lines: Line[]): Line[] =>
  licence.activities.map((a) => ({
    idEconomicActivity: a.id,
    label: `${a.code} · ${a.description}`,
    income: lines.find((l) => l.idEconomicActivity === a.id)?.income ?? '',
  }));

export function DeclarationForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = useEditedDraft(incomeDeclarationEndpoints.detail, 'income-declaration', id, fromDetail);
  const today = institutionToday();
  const state = useDocumentForm<Values, IncomeDeclarationDraft>({
    ...FAMILY,
    defaults: {
      idKind: MONTHLY_DECLARATION,
      declarationDate: today,
      taxpayer: null,
      idPatent: '',
      period: periodFor(MONTHLY_DECLARATION, today),
      note: '',
      lines: [],
    },
    editing,
    toDraft: (v) =>
      period && v.taxpayer && v.idPatent !== ''
        ? {
            idPeriod: period.idPeriod,
            idKind: v.idKind,
            declarationDate: v.declarationDate,
            idTaxpayer: v.taxpayer.id,
            idPatent: v.idPatent,
            period: v.period.trim(),
            note: v.note.trim() || null,
            lines: v.lines.map((l) => ({
              idEconomicActivity: l.idEconomicActivity,
              income: apiMoney(l.income),
            })),
          }
        : null,
    check: (v) => [
      ...(v.taxpayer ? [] : [{ field: 'idTaxpayer', message: 'Elija el contribuyente' }]),
      ...(v.taxpayer && v.idPatent === ''
        ? [{ field: 'idPatent', message: 'Elija la licencia que declara' }]
        : []),
      ...v.lines.flatMap((l, i) =>
        l.income.trim() === ''
          ? [{ field: `lines.${i}.income`, message: 'Indique los ingresos (0,00 si no hubo)' }]
          : [],
      ),
    ],
    confirmPost: (d) =>
      `¿Registrar la declaración de ${d.period} con ingresos brutos de ${formatMoney(
        d.lines.reduce((sum, l) => sum.plus(isMoneyText(l.income) ? l.income : 0), new Decimal(0)).toFixed(2),
      )}? Una declaración registrada no se modifica; se anula y se presenta una sustitutiva.`,
  });
  const { values: v, set, bind, bindText, errorFor } = state;
  const licences = useQuery({
    queryKey: ['declarable-licences', v.taxpayer?.id],
    enabled: Boolean(v.taxpayer),
    queryFn: async () =>
      (await call(incomeDeclarationEndpoints.licences, { params: { idTaxpayer: v.taxpayer?.id ?? 0 } })).data,
  });
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const kind = DECLARATION_KINDS.find((k) => k.id === v.idKind) ?? DECLARATION_KINDS[0];
  const total = v.lines
    .reduce((sum, l) => sum.plus(isMoneyText(l.income) ? apiMoney(l.income) : 0), new Decimal(0))
    .toFixed(2);
  const choose = (idPatent: number) => {
    const licence = licences.data?.find((l) => l.id === idPatent);
    set('idPatent', idPatent);
    if (licence) set('lines', linesOf(licence, v.lines));
  };
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de declaración' : 'Nueva declaración de ingresos'} · ${period.description}`}
      total={total}
      state={state}
      fieldsShownInPlace={[...IN_PLACE, ...v.lines.map((_l, i) => `lines.${i}.income`)]}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SelectField
          label="Tipo de declaración"
          options={DECLARATION_KINDS.map((k) => ({ id: k.id, label: k.label }))}
          value={v.idKind}
          onChange={(idKind) => {
            set('idKind', idKind);
            set('period', periodFor(idKind, v.declarationDate));
          }}
          sx={{ minWidth: 220 }}
        />
        <RefField
          target={taxpayerResource}
          label="Contribuyente"
          value={v.taxpayer}
          onChange={(taxpayer) => {
            set('taxpayer', taxpayer);
            set('idPatent', '');
            set('lines', []);
          }}
          error={errorFor('idTaxpayer')}
          required
          sx={{ flex: 1, minWidth: 260 }}
        />
        <SelectField
          label="Licencia"
          options={(licences.data ?? []).map((l) => ({ id: l.id, label: l.licenceNumber }))}
          value={v.idPatent}
          onChange={choose}
          error={errorFor('idPatent')}
          helperText={
            v.taxpayer && licences.data?.length === 0
              ? 'El contribuyente no tiene licencias vigentes'
              : undefined
          }
          disabled={!v.taxpayer}
          sx={{ minWidth: 160 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Período declarado"
          {...bindText('period', 'period', PERIOD_EXAMPLE[kind.periodicity])}
          sx={{ minWidth: 220 }}
        />
        <DateField label="Fecha de presentación" {...bind('declarationDate')} required />
        <TextField label="Observación" {...bindText('note')} sx={{ flex: 1 }} />
      </Stack>
      {errorFor('lines') && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorFor('lines')}
        </Alert>
      )}
      <Table size="small" aria-label="Ingresos por actividad" sx={{ mb: 2 }}>
        <HeadRow cells={['Actividad autorizada', ...right('Ingresos brutos del período')]} />
        <TableBody>
          {v.lines.map((l, i) => (
            <TableRow key={l.idEconomicActivity}>
              <TableCell>{l.label}</TableCell>
              <TableCell align="right">
                <MoneyField
                  label="Ingresos"
                  name={`Ingresos de ${l.label}`}
                  value={l.income}
                  onChange={(income) =>
                    set(
                      'lines',
                      v.lines.map((x, j) => (j === i ? { ...x, income } : x)),
                    )
                  }
                  error={errorFor(`lines.${i}.income`) ?? errorFor(`lines.${i}.idEconomicActivity`)}
                />
              </TableCell>
            </TableRow>
          ))}
          {v.lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={2}>
                Elija el contribuyente y la licencia: se listan las actividades que autoriza.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </DocumentForm>
  );
}
