import { bankAccountResource } from '@erario/contracts';
import Stack from '@mui/material/Stack';
import { DisbursementFields } from '../../../platform/DisbursementFields.tsx';
import type { FormFields } from '../../../platform/documents/DocumentForm.tsx';
import { RefField } from '../../../platform/masters/RefSelect.tsx';
import type { Values } from './documentForm.values.ts';

/**
 * An egress voucher's payment: the bank account it leaves from, by cheque or transfer, and the
 * cheque's number or the transfer's reference. Posting it writes the movement in that account's book.
 */
export function PaymentFields({ fields }: { fields: FormFields<Values> }) {
  const { bind, bindText, errorFor, values } = fields;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      role="group"
      aria-label="Pago"
      sx={{ mb: 3, alignItems: 'flex-start' }}
    >
      <RefField
        target={bankAccountResource}
        label="Cuenta bancaria"
        {...bind('bankAccount')}
        error={errorFor('disbursement.idBankAccount') ?? errorFor('disbursement')}
        helperText="De ella sale el pago: el movimiento queda en su libro"
        required
        sx={{ flex: 1, minWidth: 260 }}
      />
      <DisbursementFields
        idBankAccount={values.bankAccount?.id ?? null}
        method={bind('paymentMethod')}
        reference={bindText('paymentReference', 'disbursement.reference')}
        sx={{ method: { minWidth: 180 }, reference: { minWidth: 220 } }}
      />
    </Stack>
  );
}
