import { DISBURSEMENT_METHODS, type DisbursementMethod } from '@erario/contracts';
import TextField from '@mui/material/TextField';
import { useProposedCheque } from './proposedCheque.ts';
import { SelectField } from './SelectField.tsx';

/**
 * How money leaves a bank account, where a document pays (an egress voucher, a withholding
 * payment): by cheque or transfer, and the cheque's number or the transfer's reference, which the
 * posted bank movement carries. Each comes bound to its form (`bind`, `bindText`), refusal and all.
 * A cheque from an account that keeps cheque books takes the next one of them, as proposed.
 */
export function DisbursementFields({
  idBankAccount,
  method,
  reference,
  sx = {},
}: {
  /** The account paid from, once chosen: its next cheque is proposed. */
  idBankAccount: number | null;
  method: { value: DisbursementMethod; onChange(method: DisbursementMethod): void; error?: string };
  reference: {
    value: string;
    onChange(e: { target: { value: string } }): void;
    error: boolean;
    helperText?: string;
  };
  /** Each field's width, where they stand in a row of their own rather than in a grid. */
  sx?: { method?: object; reference?: object };
}) {
  const hint = useProposedCheque(
    method.value === 'cheque' ? idBankAccount : null,
    reference.value,
    (number) => reference.onChange({ target: { value: number } }),
  );
  return (
    <>
      <SelectField label="Forma de pago" options={DISBURSEMENT_METHODS} {...method} sx={sx.method} />
      <TextField
        label={method.value === 'cheque' ? 'Número del cheque' : 'Referencia de la transferencia'}
        {...reference}
        helperText={reference.helperText ?? hint}
        slotProps={{ htmlInput: { maxLength: 30 } }}
        required
        sx={sx.reference}
      />
    </>
  );
}
