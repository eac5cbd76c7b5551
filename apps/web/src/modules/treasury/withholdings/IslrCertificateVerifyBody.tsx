import { formatMoney, type VerifiedIslrCertificate, withholdingEndpoints } from '@erario/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call } from '../../../platform/api.ts';
import { VerifiedIcon } from '../../../platform/icons.tsx';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field } from '../../../platform/VerifyPage.tsx';

/** An annual ISLR certificate as its QR code's page shows it: who withheld, from whom, the year and its totals as printed. */
function IslrCertificateVerifyBody({ c }: { c: VerifiedIslrCertificate }) {
  const money = (amount: string) => (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      Bs. {formatMoney(amount)}
    </Box>
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="h5" component="h1">
          Retenciones del ISLR · ejercicio {c.ejercicio}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificado" color="success" size="small" />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Agente de retención">
          {c.institucion}
          {c.rifAgente ? ` · RIF ${c.rifAgente}` : ''}
        </Field>
        <Field label="Beneficiario">
          {c.beneficiario} · RIF {c.rif}
        </Field>
        <Field label="Monto pagado en el año">{money(c.montoPagado)}</Field>
        <Field label="Impuesto retenido en el año">{money(c.impuestoRetenido)}</Field>
        <Field label="Emitido">{c.emitido}</Field>
      </Box>
    </>
  );
}

/** Treasury's `islrCertificate` verification (`/islrCertificate/verify/:id`), declared in treasury.screens.tsx. */
export const islrCertificateVerification: VerifyBody<VerifiedIslrCertificate> = {
  read: async (id) => (await call(withholdingEndpoints.verifyIslrCertificate, { params: { id } })).data,
  render: (c) => <IslrCertificateVerifyBody c={c} />,
};
