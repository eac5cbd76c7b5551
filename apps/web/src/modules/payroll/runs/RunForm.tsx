import {
  employeeTypeResource,
  ordinaryDates,
  PAYROLL_RUN_KINDS,
  type PayrollRunDetail,
  type PayrollRunDraft,
  payrollRunEndpoints,
  resourceEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { useEditedDraft } from '../../../platform/documents/detail.ts';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { FAMILY } from './payroll-runs.shared.ts';

interface Values {
  type: Option | null;
  runKind: 'ordinary' | 'vacation' | 'special';
  fromDate: string;
  toDate: string;
  payDate: string;
  description: string;
}

const IN_PLACE = ['idEmployeeType', 'runKind', 'fromDate', 'toDate', 'payDate', 'description'];

/** A draft as the form holds it. */
const fromDetail = (r: PayrollRunDetail): Values => ({
  type: { id: r.idEmployeeType, label: r.employeeTypeName },
  runKind: r.runKind,
  fromDate: r.fromDate,
  toDate: r.toDate,
  payDate: r.payDate,
  description: r.description,
});

export function RunForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = useEditedDraft(payrollRunEndpoints.detail, 'payroll-run', id, fromDetail);
  const today = institutionToday();
  const fortnight = ordinaryDates('fortnightly', today);
  const state = useDocumentForm<Values, PayrollRunDraft>({
    ...FAMILY,
    defaults: {
      type: null,
      runKind: 'ordinary',
      fromDate: fortnight.from,
      toDate: fortnight.to,
      payDate: fortnight.to,
      description: '',
    },
    editing,
    toDraft: (v) =>
      period && v.type
        ? {
            idPeriod: period.idPeriod,
            idEmployeeType: v.type.id,
            runKind: v.runKind,
            fromDate: v.fromDate,
            toDate: v.toDate,
            payDate: v.payDate,
            description: v.description,
          }
        : null,
    check: (v) => (v.type ? [] : [{ field: 'idEmployeeType', message: 'Elija el tipo de personal' }]),
    confirmPost: () => '¿Cerrar la nómina?',
  });
  const { values: v, set, bind, bindText } = state;
  const typeRow = useQuery({
    queryKey: ['employee-type', v.type?.id],
    enabled: Boolean(v.type),
    queryFn: async () =>
      (await call(resourceEndpoints(employeeTypeResource).detail, { params: { id: v.type?.id as number } }))
        .data,
  });
  const frequency = typeRow.data?.frequency as string | undefined;
  // An ordinary run pays its personnel type's fortnight or month: the dates follow the first one.
  const follow = (from: string, kind = v.runKind) => {
    set('fromDate', from);
    if (kind === 'ordinary' && frequency) {
      const dates = ordinaryDates(frequency, from);
      set('fromDate', dates.from);
      set('toDate', dates.to);
      set('payDate', dates.to);
    }
  };
  // Once the personnel type's frequency is known, an ordinary run's dates are its fortnight or month.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new frequency moves the dates
  useEffect(() => {
    if (frequency && v.runKind === 'ordinary') follow(v.fromDate);
  }, [frequency]);
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de nómina' : 'Nueva nómina'} · ${period.description}`}
      state={state}
      fieldsShownInPlace={IN_PLACE}
      canPost={false}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <RefField
          target={employeeTypeResource}
          label="Tipo de personal"
          {...bind('type', 'idEmployeeType')}
          required
          sx={{ flex: 1, minWidth: 240 }}
        />
        <SelectField
          label="Nómina"
          options={PAYROLL_RUN_KINDS}
          value={v.runKind}
          onChange={(kind) => {
            set('runKind', kind);
            follow(v.fromDate, kind);
          }}
          sx={{ minWidth: 160 }}
        />
        <DateField label="Desde" {...bind('fromDate')} onChange={(d) => follow(d)} required />
        <DateField label="Hasta" {...bind('toDate')} required />
        <DateField label="Fecha de pago" {...bind('payDate')} required />
      </Stack>
      <TextField
        label="Descripción"
        {...bindText('description', 'description', 'Por ejemplo: Primera quincena de noviembre')}
        fullWidth
        sx={{ mb: 2 }}
      />
      <Alert severity="info">
        Guarde el borrador y, en la nómina, use «Calcular»: verá a cada trabajador, sus cambios frente a la
        nómina anterior y el presupuesto que comprometerá antes de cerrarla.
      </Alert>
    </DocumentForm>
  );
}
