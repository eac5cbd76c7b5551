import { type PasswordStrength, sessionEndpoints } from '@erario/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { call } from './api.ts';
import { useDebounced } from './useDebounced.ts';

/** How long typing must pause before what was typed is weighed: one request per pause, not per key. */
const PAUSE_MS = 300;

/**
 * How hard the new password being typed would be to guess (ASVS 2.1.8), weighed by the server with
 * the rule that will accept or refuse it, so the meter never calls «buena» a password the form then
 * refuses. From a reset link, `token` is the link's: the password is weighed against that account.
 */
export function PasswordMeter({ password, token }: { password: string; token?: string }) {
  const [reading, setReading] = useState<PasswordStrength | null>(null);
  const settled = useDebounced(password, PAUSE_MS);
  useEffect(() => {
    setReading(null);
    if (!settled) return;
    let live = true;
    const weighed = token
      ? call(sessionEndpoints.resetPasswordStrength, { body: { token, password: settled } })
      : call(sessionEndpoints.passwordStrength, { body: { password: settled } });
    // A reading that fails leaves the meter empty; saving says what is wrong.
    weighed.then((r) => live && setReading(r.data)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [settled, token]);

  const level = reading && password ? levelOf(reading) : null;
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 40 }}>
      {reading && level && (
        <>
          <LinearProgress
            variant="determinate"
            value={level.value}
            color={level.color}
            aria-label="Fortaleza de la contraseña"
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography
            variant="caption"
            color={level.color === 'error' ? 'error' : 'text.secondary'}
            sx={{ display: 'block', mx: 1.75, mt: 0.5 }}
          >
            {`Fortaleza: ${level.label}.`}
            {reading.weakness ? ` ${reading.weakness}` : ''}
          </Typography>
        </>
      )}
    </Box>
  );
}

function levelOf(reading: PasswordStrength): {
  label: string;
  value: number;
  color: 'error' | 'success';
} {
  if (reading.weakness) return { label: 'débil', value: reading.score < 2 ? 25 : 50, color: 'error' };
  return reading.score >= 4
    ? { label: 'muy buena', value: 100, color: 'success' }
    : { label: 'buena', value: 75, color: 'success' };
}
