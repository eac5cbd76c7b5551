import { MONTHS } from '@erario/contracts';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * One choice of a SelectField: the constants of contracts key theirs as `value` or as `id`, and a
 * list of plain values (years, date formats) shows each value as it is.
 */
export type Choice<V extends string | number> =
  | V
  | { value: V; label: ReactNode }
  | { id: V; label: ReactNode };

const choiceValue = <V extends string | number>(choice: Choice<V>): V =>
  typeof choice === 'object' ? ('value' in choice ? choice.value : choice.id) : choice;
const labelOf = <V extends string | number>(choice: Choice<V>): ReactNode =>
  typeof choice === 'object' ? choice.label : choice;

interface Common<V extends string | number> {
  label: string;
  options: readonly Choice<NoInfer<V>>[];
  /** The refusal shown under the field (it turns red); without one, `helperText` is shown. */
  error?: string;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Where a form library wants to know the field was left. */
  onBlur?(): void;
  sx?: SxProps<Theme>;
}

/**
 * The select of a form or of a list's filters, written once: a field of a form takes one of its
 * options; a filter, given `all` («Todos»), also takes none, as ''. What the option holds (a number
 * for an id) is what `onChange` gets, of the type the value has.
 */
export function SelectField<V extends string | number>(
  props: Common<V> &
    (
      | { all: string; value: V | ''; onChange(value: NoInfer<V> | ''): void }
      | { all?: undefined; value: V | ''; onChange(value: NoInfer<V>): void }
    ),
) {
  const { label, options, error, helperText, all, value, onChange, ...field } = props;
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => (onChange as (value: V | '') => void)(e.target.value as V | '')}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...field}
    >
      {all !== undefined && <MenuItem value="">{all}</MenuItem>}
      {options.map((choice) => (
        <MenuItem key={String(choiceValue(choice))} value={choiceValue(choice)}>
          {labelOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Months by number (1 for January), as a SelectField's choices: all twelve, or those of a period. */
export const monthChoices = (months: readonly number[] = MONTHS.map((_m, i) => i + 1)) =>
  months.map((m) => ({ value: m, label: MONTHS[m - 1] }));
