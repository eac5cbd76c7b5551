import { bankAccountResource } from '@erario/contracts';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { moneyCell } from '../../../platform/money.ts';
import { monthChoices, SelectField } from '../../../platform/SelectField.tsx';

/**
 * What a bank statement is of: an account and a month of the period. Importing a statement and
 * reconciling an account both start here.
 */
export function AccountMonth({
  account,
  onAccount,
  month,
  onMonth,
  months,
  sx,
}: {
  account: Option | null;
  onAccount(account: Option | null): void;
  month: number;
  onMonth(month: number): void;
  months: number[];
  /** The account's width and the month's, in the row they stand in. */
  sx: { account: object; month: number };
}) {
  return (
    <>
      <RefField
        target={bankAccountResource}
        label="Cuenta bancaria"
        value={account}
        onChange={onAccount}
        required
        sx={sx.account}
      />
      <SelectField
        label="Mes"
        options={monthChoices(months)}
        value={month}
        onChange={onMonth}
        sx={{ minWidth: sx.month }}
      />
    </>
  );
}

/** The heading of a table of bank lines (the statement's, or those in transit), with a pick column where they are picked. */
export function BankLinesHead({ picks = false, acts = false }: { picks?: boolean; acts?: boolean }) {
  return (
    <TableHead>
      <TableRow>
        {picks && <TableCell padding="checkbox" />}
        <TableCell>Fecha</TableCell>
        <TableCell>Referencia</TableCell>
        <TableCell>Descripción</TableCell>
        <TableCell sx={moneyCell}>Monto</TableCell>
        {acts && <TableCell padding="checkbox" />}
      </TableRow>
    </TableHead>
  );
}
