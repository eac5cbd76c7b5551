import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type ReactNode, useState } from 'react';
import { VisibilityIcon, VisibilityOffIcon } from './icons.tsx';

/**
 * A password field's button to show what was typed, and hide it again (ASVS 2.1.12): a long phrase
 * is easier to type right when one can read it. Its name does not say «contraseña», so that the
 * field's label stays the only thing answering to it.
 */
export function RevealButton({ shown, onToggle }: { shown: boolean; onToggle(): void }) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={shown ? 'Ocultar lo escrito' : 'Mostrar lo escrito'}
        aria-pressed={shown}
        onClick={onToggle}
        onMouseDown={(e) => e.preventDefault()}
        edge="end"
      >
        {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );
}

/** The field's type and its button, for a field of its own (each field has its own). */
export function usePasswordReveal(): { type: 'password' | 'text'; endAdornment: ReactNode } {
  const [shown, setShown] = useState(false);
  return {
    type: shown ? 'text' : 'password',
    endAdornment: <RevealButton shown={shown} onToggle={() => setShown((s) => !s)} />,
  };
}
