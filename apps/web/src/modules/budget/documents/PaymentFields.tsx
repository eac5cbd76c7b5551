import { bankAccountResource, DISBURSEMENT_METHODS, type DisbursementMethod } from '@erario/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormSetValue } from 'react-hook-form';
import { RefSelect } from '../../../platform/masters/RefSelect.tsx';
import type { Values } from './documentForm.values.ts';

/**
 * An egress voucher's payment: the bank account it leaves from, by cheque or transfer, and the
 * cheque's number or the transfer's reference. Posting it writes the movement in that account's book.
 */
export function PaymentFields({
  values: v,
  set,
  errorFor,
}: {
  values: Values;
  set: UseFormSetValue<Values>;
  errorFor(field: string): string | undefined;
}) {
  return (
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
  );
}
