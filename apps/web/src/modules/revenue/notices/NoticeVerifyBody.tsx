import {
  collectionNoticeEndpoints,
  formatDate,
  formatMoney,
  type VerifiedCollectionNotice,
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

/** A collection notice: who it was sent to, on what day, what it claimed, and whether it stands. */
function NoticeVerifyBody({ n }: { n: VerifiedCollectionNotice }) {
  const stands = n.estado === 'EMITIDO';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Aviso de cobro N° {n.numero}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificado" color="success" size="small" />
        <Chip label={n.estado} color={stands ? 'success' : 'error'} size="small" variant="outlined" />
      </Stack>
      {!stands && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Este aviso es auténtico, pero fue anulado: no reclama nada.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{n.institucion}</Field>
        <Field label="Contribuyente">
          {n.contribuyente} · RIF {n.rif}
        </Field>
        <Field label="Emitido">{formatDate(n.fecha)}</Field>
        <Field label="Períodos vencidos">{n.periodos}</Field>
        <Field label="Total a la fecha del aviso">{formatMoney(n.total)}</Field>
      </Box>
    </>
  );
}

/** Revenue's `collectionNotice` verification (`/collectionNotice/verify/:id`), declared in revenue.screens.tsx. */
export const noticeVerification: VerifyBody<VerifiedCollectionNotice> = {
  read: async (id) => (await call(collectionNoticeEndpoints.verify, { params: { id } })).data,
  render: (n) => <NoticeVerifyBody n={n} />,
};
