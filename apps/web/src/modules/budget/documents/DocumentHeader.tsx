import { type DocumentKind, formatDate, MODIFICATION_KINDS } from '@erario/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateField } from '../../../platform/DateField.tsx';
import type { FormFields } from '../../../platform/documents/DocumentForm.tsx';
import { MoneyField } from '../../../platform/MoneyField.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import { BeneficiaryPicker } from '../beneficiaries/BeneficiaryPicker.tsx';
import type { FormData } from './documentApi.ts';
import { APPROVING_BODIES, proposedIvaWithholding, type Values } from './documentForm.values.ts';

interface FieldsProps {
  fields: FormFields<Values>;
}

/**
 * What the document is: its type, date, beneficiary and description, and what its type adds (a
 * credit's funding source, a patrimonial order's amount, a modification's approving act).
 */
export function DocumentHeader({
  formData,
  kind,
  onType,
  fields,
}: FieldsProps & {
  formData: FormData;
  kind: DocumentKind | undefined;
  /** Another type takes other lines and pendings, so the page clears them. */
  onType(idDocumentType: number): void;
}) {
  const { values: v, set, errorFor, bind, bindText } = fields;
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SelectField
          label="Tipo de documento"
          options={formData.documentTypes.map((t) => ({ id: t.id, label: `${t.code} · ${t.name}` }))}
          {...bind('idDocumentType')}
          onChange={(id) => onType(Number(id))}
          sx={{ minWidth: 280 }}
        />
        <DateField
          label="Fecha"
          {...bind('dateOrder')}
          required
          helperText={`Del ${formatDate(formData.period.startDate)} al ${formatDate(formData.period.endDate)}`}
        />
        <BeneficiaryPicker
          value={v.beneficiary}
          onChange={(b) => {
            set('beneficiary', b);
            // The pendings taken were the former beneficiary's.
            set('chosen', []);
            // Its IVA withholding is the new one's: 75 %, 100 % or none of each bill's IVA.
            const status = b?.ivaWithholding;
            if (status)
              v.bills.forEach((bill, i) => {
                const proposed = proposedIvaWithholding(bill, status);
                if (proposed) set(`bills.${i}.retentionIva`, proposed);
              });
          }}
          error={errorFor('idBeneficiary')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField label="Descripción" {...bindText('description')} multiline minRows={2} fullWidth />
        {kind === 'credit' && (
          <SelectField
            label="Fuente de financiamiento"
            options={formData.fundingSources.map((f) => ({ id: f.id, label: `${f.code} · ${f.name}` }))}
            {...bind('idFundingSource')}
            sx={{ minWidth: 260 }}
          />
        )}
        {kind === 'patrimonialPayment' && (
          <MoneyField label="Monto de la orden" {...bind('patrimonialAmount', 'amount')} />
        )}
      </Stack>
      {kind && MODIFICATION_KINDS.includes(kind) && <ApprovalAct fields={fields} />}
    </>
  );
}

/** A budget modification's approving act: its number, date and the body that approved it. */
function ApprovalAct({ fields }: FieldsProps) {
  const { values: v, set, errorFor, bind } = fields;
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
      <DateField label="Fecha del acto" {...bind('actDate', 'act.date')} sx={{ minWidth: 180 }} />
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
