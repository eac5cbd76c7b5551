import { type FineDetail, fineEndpoints, formatDate, formatMoney } from '@erario/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { FAMILY, PATHS } from './fines.shared.ts';

/** The type's limits, as its unit says them. */
const limits = (f: FineDetail) =>
  f.kind === 'units'
    ? `${formatMoney(f.minimum)} a ${formatMoney(f.maximum)} TCMMV`
    : `${formatMoney(f.minimum)} % a ${formatMoney(f.maximum)} % del tributo`;

export function FineView({ id }: { id: number }) {
  const [f, unread] = useViewedDetail(fineEndpoints.detail, 'fine', id, 'Multa no encontrada.');
  if (!f) return unread;
  return (
    <DocumentView
      // A fine in TCMMV has no amount in bolívares until it is paid.
      doc={{ ...f, amount: f.amount ?? undefined }}
      title={`Multa ${f.numberText ?? '(borrador)'}`}
      {...FAMILY}
      pdfName={`Multa ${f.numberText ?? f.id} ${f.taxpayerRif}.pdf`}
    >
      <Fields mb={2}>
        <Field label="Contribuyente">
          {f.taxpayerRif} · {f.taxpayerName}
        </Field>
        <Field label="Impuesta">
          {formatDate(f.fineDate)}
          {f.issuedBy ? ` por ${f.issuedBy}` : ''}
        </Field>
        <Field label="Infracción">
          {f.typeCode} · {f.offence}
        </Field>
        <Field label="Base legal">
          {f.legalBasis} (límites: {limits(f)})
        </Field>
        <Field label="Acto">{f.act}</Field>
        {f.kind === 'taxPercent' ? (
          <Field label="Cálculo">
            {formatMoney(f.value)} % de {formatMoney(f.taxAmount)} Bs
            {f.amount !== null ? ` = ${formatMoney(f.amount)} Bs` : ''}
          </Field>
        ) : (
          <Field label="Monto">{formatMoney(f.value)} TCMMV, en bolívares a la tasa del día del pago</Field>
        )}
      </Fields>
      <Typography variant="subtitle2" component="h2">
        Hechos
      </Typography>
      <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{f.reason}</Typography>
      <Button component={RouterLink} to={PATHS.list}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}
