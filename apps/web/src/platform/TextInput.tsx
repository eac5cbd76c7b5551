import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

/**
 * An outlined text field that looks and reads like TextField, without the select machinery
 * TextField carries (menus, popovers, modals): the public session pages load first on a slow line
 * and need only text. Label, error and helper text are tied to the input as TextField ties them.
 */
export function TextInput({
  label,
  helperText,
  error,
  ...input
}: OutlinedInputProps & { label: string; helperText?: string }) {
  const id = useId();
  const help = helperText ? `${id}-help` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={help} {...input} />
      {helperText && <FormHelperText id={help}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
