import { formatMoney, payslipEndpoints, type VerifiedWorkerArc } from '@erario/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call } from '../../../platform/api.ts';
import { VerifiedIcon } from '../../../platform/icons.tsx';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field } from '../../../platform/VerifyPage.tsx';

/** A worker's AR-C as its QR code's page shows it: who withheld, from whom, the year and its totals as printed. */
function WorkerArcVerifyBody({ c }: { c: VerifiedWorkerArc }) {
  const money = (amount: string) => (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      Bs. {formatMoney(amount)}
    </Box>
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="h5" component="h1">
          AR-C · ejercicio {c.ejercicio}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificado" color="success" size="small" />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Agente de retención">
          {c.institucion}
          {c.rifAgente ? ` · RIF ${c.rifAgente}` : ''}
        </Field>
        <Field label="Trabajador">
          {c.trabajador} · {c.cedula}
        </Field>
        <Field label="Remuneraciones pagadas en el año">{money(c.remuneraciones)}</Field>
        <Field label="Impuesto retenido en el año">{money(c.impuestoRetenido)}</Field>
        <Field label="Emitido">{c.emitido}</Field>
      </Box>
    </>
  );
}

/** Payroll's `workerArc` verification (`/workerArc/verify/:id`), declared in payroll.screens.tsx. */
export const workerArcVerification: VerifyBody<VerifiedWorkerArc> = {
  read: async (id) => (await call(payslipEndpoints.verifyArc, { params: { id } })).data,
  render: (c) => <WorkerArcVerifyBody c={c} />,
};
