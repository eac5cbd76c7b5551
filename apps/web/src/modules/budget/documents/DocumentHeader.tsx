import { type DocumentKind, formatDate, MODIFICATION_KINDS } from '@erario/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormSetValue } from 'react-hook-form';
import { DateField } from '../../../platform/DateField.tsx';
import { MoneyField } from '../../../platform/MoneyField.tsx';
import { BeneficiaryPicker } from '../beneficiaries/BeneficiaryPicker.tsx';
import type { FormData } from './documentApi.ts';
import { APPROVING_BODIES, type Values } from './documentForm.values.ts';

interface FieldsProps {
  values: Values;
  set: UseFormSetValue<Values>;
  errorFor(field: string): string | undefined;
}

/**
 * What the document is: its type, date, beneficiary and description, and what its type adds (a
 * credit's funding source, a patrimonial order's amount, a modification's approving act).
 */
export function DocumentHeader({
  formData,
  kind,
  onType,
  values: v,
  set,
  errorFor,
}: FieldsProps & {
  formData: FormData;
  kind: DocumentKind | undefined;
  /** Another type takes other lines and pendings, so the page clears them. */
  onType(idDocumentType: number): void;
}) {
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Tipo de documento"
          value={v.idDocumentType}
          onChange={(e) => onType(Number(e.target.value))}
          error={Boolean(errorFor('idDocumentType'))}
          helperText={errorFor('idDocumentType')}
          sx={{ minWidth: 280 }}
        >
          {formData.documentTypes.map((t) => (
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
          helperText={`Del ${formatDate(formData.period.startDate)} al ${formatDate(formData.period.endDate)}`}
        />
        <BeneficiaryPicker
          value={v.beneficiary}
          onChange={(b) => {
            set('beneficiary', b);
            // The pendings taken were the former beneficiary's.
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
            {formData.fundingSources.map((f) => (
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
      {kind && MODIFICATION_KINDS.includes(kind) && <ApprovalAct values={v} set={set} errorFor={errorFor} />}
    </>
  );
}

/** A budget modification's approving act: its number, date and the body that approved it. */
function ApprovalAct({ values: v, set, errorFor }: FieldsProps) {
  return (
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
        helperText={errorFor('act') ?? errorFor('act.number') ?? 'Acuerdo, decreto o resolución que aprueba'}
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
  );
}
