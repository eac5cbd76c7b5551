import { fineEndpoints, formatDate, type VerifiedFine } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call } from '../../../platform/api.ts';
import { VerifiedIcon } from '../../../platform/icons.tsx';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field } from '../../../platform/VerifyPage.tsx';

/** A fine: on whom, for what offence, by which act, how much, and whether it stands. */
function FineVerifyBody({ f }: { f: VerifiedFine }) {
  const stands = f.estado === 'VIGENTE';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Multa N° {f.numero}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificada" color="success" size="small" />
        <Chip label={f.estado} color={stands ? 'success' : 'error'} size="small" variant="outlined" />
      </Stack>
      {!stands && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Esta multa es auténtica, pero fue anulada: no se debe.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{f.institucion}</Field>
        <Field label="Contribuyente">
          {f.contribuyente} · RIF {f.rif}
        </Field>
        <Field label="Impuesta">{formatDate(f.fecha)}</Field>
        <Field label="Infracción">{f.infraccion}</Field>
        <Field label="Base legal">{f.baseLegal}</Field>
        <Field label="Acto">{f.acto}</Field>
        <Field label="Monto">{f.monto}</Field>
      </Box>
    </>
  );
}

/** Revenue's `fine` verification (`/fine/verify/:id`), declared in revenue.screens.tsx. */
export const fineVerification: VerifyBody<VerifiedFine> = {
  read: async (id) => (await call(fineEndpoints.verify, { params: { id } })).data,
  render: (f) => <FineVerifyBody f={f} />,
};
