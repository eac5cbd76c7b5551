import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Ref } from 'react';
import { usePasswordReveal } from './PasswordReveal.tsx';

/**
 * A password field with its own button to show what was typed: its label, what the browser fills
 * in (`autoComplete`), what a form registers (name, handlers, ref), and its refusal or its hint.
 * Apart from PasswordReveal.tsx, which the sign-in page loads and which carries no TextField.
 */
export function PasswordField({
  error,
  helperText,
  ref,
  ...field
}: Omit<TextFieldProps, 'type' | 'error' | 'slotProps'> & { error?: string; ref?: Ref<HTMLDivElement> }) {
  const reveal = usePasswordReveal();
  return (
    <TextField
      type={reveal.type}
      slotProps={{ input: { endAdornment: reveal.endAdornment } }}
      ref={ref}
      {...field}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
