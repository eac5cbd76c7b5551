import {
  type FineDetail,
  type FineDraft,
  fineEndpoints,
  fineTypeResource,
  formatMoney,
  taxpayerResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { useEditedDraft } from '../../../platform/documents/detail.ts';
import { apiMoney, isMoneyText, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { useSession } from '../../../platform/session.tsx';
import { FAMILY } from './fines.shared.ts';

interface Values {
  fineDate: string;
  taxpayer: Option | null;
  fineType: Option | null;
  taxAmount: string;
  value: string;
  act: string;
  reason: string;
}

const IN_PLACE = ['fineDate', 'idTaxpayer', 'idFineType', 'taxAmount', 'value', 'act', 'reason'];

const fromDetail = (f: FineDetail): Values => ({
  fineDate: f.fineDate,
  taxpayer: { id: f.idTaxpayer, label: `${f.taxpayerRif} · ${f.taxpayerName}` },
  fineType: { id: f.idFineType, label: f.offence },
  taxAmount: f.taxAmount ? shownMoney(f.taxAmount) : '',
  value: shownMoney(f.value),
  act: f.act,
  reason: f.reason,
});

/**
 * A fine to impose: the taxpayer, the type of offence, the tax a percentage is applied to (none for
 * one in TCMMV), the percentage or TCMMV imposed, the act and the facts. The server holds it to the
 * type's limits and says them when it refuses.
 */
export function FineForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = useEditedDraft(fineEndpoints.detail, 'fine', id, fromDetail);
  const state = useDocumentForm<Values, FineDraft>({
    ...FAMILY,
    defaults: {
      fineDate: institutionToday(),
      taxpayer: null,
      fineType: null,
      taxAmount: '',
      value: '',
      act: '',
      reason: '',
    },
    editing,
    toDraft: (v) =>
      period && v.taxpayer && v.fineType && isMoneyText(v.value)
        ? {
            idPeriod: period.idPeriod,
            fineDate: v.fineDate,
            idTaxpayer: v.taxpayer.id,
            idFineType: v.fineType.id,
            taxAmount: v.taxAmount.trim() ? apiMoney(v.taxAmount) : null,
            value: apiMoney(v.value),
            act: v.act.trim(),
            reason: v.reason.trim(),
          }
        : null,
    check: (v) => [
      ...(v.taxpayer ? [] : [{ field: 'idTaxpayer', message: 'Elija el contribuyente' }]),
      ...(v.fineType ? [] : [{ field: 'idFineType', message: 'Elija el tipo de multa' }]),
      ...(isMoneyText(v.value)
        ? []
        : [{ field: 'value', message: 'Indique el porcentaje o las TCMMV de la multa' }]),
    ],
    confirmPost: (d) =>
      `¿Registrar la multa de ${formatMoney(d.value)}${d.taxAmount ? ` % de ${formatMoney(d.taxAmount)} Bs` : ' TCMMV'}? Una multa registrada no se modifica; se anula.`,
  });
  const { values: v, set, bind, bindText, errorFor } = state;
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de multa' : 'Nueva multa'} · ${period.description}`}
      state={state}
      fieldsShownInPlace={IN_PLACE}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <RefField
          target={taxpayerResource}
          label="Contribuyente"
          value={v.taxpayer}
          onChange={(taxpayer) => set('taxpayer', taxpayer)}
          error={errorFor('idTaxpayer')}
          required
          sx={{ flex: 1, minWidth: 260 }}
        />
        <RefField
          target={fineTypeResource}
          label="Tipo de multa"
          value={v.fineType}
          onChange={(fineType) => set('fineType', fineType)}
          error={errorFor('idFineType')}
          required
          sx={{ flex: 1, minWidth: 260 }}
        />
        <DateField label="Fecha" {...bind('fineDate')} required />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <MoneyField
          label="Tributo (Bs)"
          value={v.taxAmount}
          onChange={(taxAmount) => set('taxAmount', taxAmount)}
          error={errorFor('taxAmount')}
          helperText="Sobre el que se calcula una multa en porcentaje"
        />
        <MoneyField
          label="Porcentaje o TCMMV"
          value={v.value}
          onChange={(value) => set('value', value)}
          error={errorFor('value')}
          helperText="Dentro de los límites del tipo de multa"
          required
        />
        <TextField
          label="Acto que la impone"
          {...bindText('act', 'act', 'Número del acto administrativo: Resolución DH-2026-0153')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextField label="Hechos" multiline minRows={3} fullWidth {...bindText('reason')} />
    </DocumentForm>
  );
}
