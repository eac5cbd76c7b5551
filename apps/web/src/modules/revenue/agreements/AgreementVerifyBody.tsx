import {
  formatDate,
  formatMoney,
  paymentAgreementEndpoints,
  type VerifiedAgreement,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call } from '../../../platform/api.ts';
import { VerifiedIcon } from '../../../platform/icons.tsx';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field } from '../../../platform/VerifyPage.tsx';

/** A payment agreement: with whom, for how much, how many instalments paid, and where it stands today. */
function AgreementVerifyBody({ g }: { g: VerifiedAgreement }) {
  const good = g.estado === 'AL DÍA' || g.estado === 'CUMPLIDO';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Convenio de pago N° {g.numero}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificado" color="success" size="small" />
        <Chip label={g.estado} color={good ? 'success' : 'error'} size="small" variant="outlined" />
      </Stack>
      {!good && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {g.estado === 'ANULADO'
            ? 'Este convenio es auténtico, pero fue anulado.'
            : 'Este convenio es auténtico, pero terminó por una cuota sin pagar: su saldo se debe de una vez.'}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{g.institucion}</Field>
        <Field label="Contribuyente">
          {g.contribuyente} · RIF {g.rif}
        </Field>
        <Field label="Firmado">{formatDate(g.fecha)}</Field>
        <Field label="Total convenido">{formatMoney(g.total)}</Field>
        <Field label="Cuotas pagadas">
          {g.pagadas} de {g.cuotas}
        </Field>
      </Box>
    </>
  );
}

/** Revenue's `paymentAgreement` verification, declared in revenue.screens.tsx. */
export const agreementVerification: VerifyBody<VerifiedAgreement> = {
  read: async (id) => (await call(paymentAgreementEndpoints.verify, { params: { id } })).data,
  render: (g) => <AgreementVerifyBody g={g} />,
};
