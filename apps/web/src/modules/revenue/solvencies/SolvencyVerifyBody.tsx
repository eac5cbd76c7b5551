import { formatDate, solvencyEndpoints, type VerifiedSolvency } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call } from '../../../platform/api.ts';
import { VerifiedIcon } from '../../../platform/icons.tsx';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field } from '../../../platform/VerifyPage.tsx';

/**
 * A solvency certificate: who it certifies, for what, since and until when, and whether it holds
 * today (VIGENTE) or no longer (VENCIDA, ANULADA).
 */
function SolvencyVerifyBody({ s }: { s: VerifiedSolvency }) {
  const holds = s.estado === 'VIGENTE';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {s.tipo} N° {s.numero}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificada" color="success" size="small" />
        <Chip label={s.estado} color={holds ? 'success' : 'error'} size="small" variant="outlined" />
      </Stack>
      {!holds && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {s.estado === 'ANULADA'
            ? 'Esta solvencia es auténtica, pero fue anulada: no acredita nada.'
            : `Esta solvencia es auténtica, pero venció el ${formatDate(s.validaHasta)}.`}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{s.institucion}</Field>
        <Field label="Contribuyente">
          {s.contribuyente} · RIF {s.rif}
        </Field>
        <Field label="Por">{s.objeto ?? 'Todos sus tributos'}</Field>
        <Field label="Emitida">{formatDate(s.fechaEmision)}</Field>
        <Field label="Válida hasta">{formatDate(s.validaHasta)}</Field>
      </Box>
    </>
  );
}

/** Revenue's `solvency` verification (`/solvency/verify/:id`), declared in revenue.screens.tsx. */
export const solvencyVerification: VerifyBody<VerifiedSolvency> = {
  read: async (id) => (await call(solvencyEndpoints.verify, { params: { id } })).data,
  render: (s) => <SolvencyVerifyBody s={s} />,
};
