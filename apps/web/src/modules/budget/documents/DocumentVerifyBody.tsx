import {
  actText,
  documentEndpoints,
  formatDate,
  formatMoney,
  unwrapAmountWords,
  type VerifiedDocument,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { call } from '../../../platform/api.ts';
import { VerifiedIcon } from '../../../platform/icons.tsx';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field } from '../../../platform/VerifyPage.tsx';
import { Bills, Imputations, momentLabels } from './DocumentTables.tsx';

/** A budget document as its QR code's page shows it: spec section 2, marked ANULADO with the day. */
function DocumentVerifyBody({ doc }: { doc: VerifiedDocument }) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="h5" component="h1">
          {doc.typeName} N° {doc.numOrder}
        </Typography>
        <Chip icon={<VerifiedIcon />} label="Verificado" color="success" size="small" />
        {doc.annulledOn && <Chip label="ANULADO" color="error" size="small" />}
      </Stack>
      {doc.annulledOn && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Este documento fue anulado el {formatDate(doc.annulledOn)}: es auténtico, pero ya no tiene efecto
          presupuestario.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}>
        <Field label="Institución">{doc.cliente}</Field>
        <Field label="Período">{doc.codePeriod}</Field>
        <Field label="Fecha">{formatDate(doc.dateOrder)}</Field>
        <Field label="Identificador del documento">
          <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {doc.id}
          </Box>
        </Field>
        <Field label="Beneficiario">
          {doc.beneficiary ? `${doc.beneficiary.code} · ${doc.beneficiary.name}` : '—'}
        </Field>
        <Field label="Efecto presupuestario">
          {momentLabels(doc).length === 0
            ? 'Sin efecto en los momentos del gasto'
            : momentLabels(doc).join(', ')}
        </Field>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Field label="Total">
        <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(doc.amount)}
        </Typography>
      </Field>
      <Box sx={{ mt: 1 }}>
        <Field label="Total en letras">{unwrapAmountWords(doc.amountInWords, 'document')}</Field>
      </Box>
      <Box sx={{ mt: 1 }}>
        <Field label="Descripción">{doc.description}</Field>
      </Box>
      {doc.act && (
        <Box sx={{ mt: 1 }}>
          <Field label="Aprobado por">{actText(doc.act)}</Field>
        </Box>
      )}
      <Imputations typeCode={doc.idDocumentType} rows={doc.imputations} />
      <Bills rows={doc.bills} />
    </>
  );
}

/** The budget's `document` verification (`/document/verify/:id`), declared in budget.screens.tsx. */
export const documentVerification: VerifyBody<VerifiedDocument> = {
  read: async (id) => (await call(documentEndpoints.verify, { params: { id } })).data,
  render: (doc) => <DocumentVerifyBody doc={doc} />,
};
