import {
  formatDate,
  formatMoney,
  payslipEndpoints,
  type VerifiedEmploymentCertificate,
} from '@erario/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call } from '../../../platform/api.ts';
import { VerifiedIcon } from '../../../platform/icons.tsx';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field } from '../../../platform/VerifyPage.tsx';

/** An employment certificate as its QR code's page shows it: what it stated, as issued. */
function CertificateVerifyBody({ c }: { c: VerifiedEmploymentCertificate }) {
  const money = (amount: string) => (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      Bs. {formatMoney(amount)}
    </Box>
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="h5" component="h1">
          Constancia de trabajo · {formatDate(c.expedida)}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificada" color="success" size="small" />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">
          {c.institucion}
          {c.rif ? ` · RIF ${c.rif}` : ''}
        </Field>
        <Field label="Trabajador">
          {c.trabajador} · {c.cedula}
        </Field>
        <Field label="Cargo">
          {c.cargo} · {c.dependencia}
        </Field>
        <Field label="Servicio">
          {c.egreso
            ? `Del ${formatDate(c.ingreso)} al ${formatDate(c.egreso)}`
            : `Desde el ${formatDate(c.ingreso)}, en servicio`}
        </Field>
        <Field label="Sueldo básico mensual">{money(c.sueldoMensual)}</Field>
        {c.salarioNormal && <Field label="Salario normal mensual">{money(c.salarioNormal)}</Field>}
      </Box>
    </>
  );
}

/** Payroll's `employmentCertificate` verification, declared in payroll.screens.tsx. */
export const certificateVerification: VerifyBody<VerifiedEmploymentCertificate> = {
  read: async (id) => (await call(payslipEndpoints.verifyCertificate, { params: { id } })).data,
  render: (c) => <CertificateVerifyBody c={c} />,
};
