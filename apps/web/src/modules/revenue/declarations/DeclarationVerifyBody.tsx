import {
  formatDate,
  formatMoney,
  incomeDeclarationEndpoints,
  type VerifiedDeclaration,
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

/** A declaration of gross income: who declared what for which period, and whether it is in force. */
function DeclarationVerifyBody({ d }: { d: VerifiedDeclaration }) {
  const holds = d.estado === 'VIGENTE';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {d.tipo} N° {d.numero}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificada" color="success" size="small" />
        <Chip label={d.estado} color={holds ? 'success' : 'error'} size="small" variant="outlined" />
      </Stack>
      {!holds && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Esta declaración es auténtica, pero fue anulada: no está en vigor.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{d.institucion}</Field>
        <Field label="Contribuyente">
          {d.contribuyente} · RIF {d.rif}
        </Field>
        <Field label="Licencia">{d.licencia}</Field>
        <Field label="Período">{d.periodo}</Field>
        <Field label="Presentada">{formatDate(d.fecha)}</Field>
        <Field label="Ingresos brutos">Bs. {formatMoney(d.ingresos)}</Field>
        <Field label="Impuesto en bolívares">Bs. {formatMoney(d.impuestoBs)}</Field>
        <Field label="Mínimo en TCMMV">{formatMoney(d.impuestoTcmmv)}</Field>
      </Box>
    </>
  );
}

/** Revenue's `incomeDeclaration` verification, declared in revenue.screens.tsx. */
export const declarationVerification: VerifyBody<VerifiedDeclaration> = {
  read: async (id) => (await call(incomeDeclarationEndpoints.verify, { params: { id } })).data,
  render: (d) => <DeclarationVerifyBody d={d} />,
};
