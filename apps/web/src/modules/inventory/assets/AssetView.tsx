import {
  assetConditionLabel,
  assetEndpoints,
  assetStatusLabel,
  endpointUrl,
  formatDate,
  formatMoney,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, download } from '../../../platform/api.ts';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { PATHS as MOVEMENT_PATHS } from '../movements/movements.shared.ts';
import { AssetForm } from './AssetForm.tsx';
import { BASE, statusColor, useWrites } from './assets.shared.ts';

/** The card a label's QR code leads to, found by the number printed on it. */
export function AssetByNumber({ number }: { number: string }) {
  const found = useQuery({
    queryKey: ['assets', 'number', number],
    queryFn: async () => (await call(assetEndpoints.list, { query: { number, page: 0, size: 1 } })).data.rows,
  });
  if (found.isPending) return null;
  const asset = found.data?.[0];
  return asset ? (
    <AssetView id={asset.id} />
  ) : (
    <Alert severity="error">Bien N.º {number} no encontrado.</Alert>
  );
}

/** An asset's card: what describes it, where it is, and its history of movements. */
export function AssetView({ id }: { id: number }) {
  const writes = useWrites();
  const [editing, setEditing] = useState(false);
  // An asset is no document, but its card reads it as one, under the `asset` key its form refreshes.
  const [a, unread] = useViewedDetail(assetEndpoints.detail, 'asset', id, 'Bien no encontrado.');
  if (!a) return unread;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Bien N.º {a.number} · {a.description}
        </Typography>
        <Chip label={assetStatusLabel(a.status)} color={statusColor(a.status)} />
      </Stack>
      <Fields mb={3}>
        <Field label="Clasificación">
          {a.classification} · {a.classificationName}
        </Field>
        <Field label="Concepto">{a.conceptName ?? '—'}</Field>
        <Field label="Valor">{formatMoney(a.value)}</Field>
        <Field label="Unidad de trabajo">{a.workUnitName}</Field>
        <Field label="Custodio">{a.custodianName ?? '—'}</Field>
        <Field label="Estado de conservación">{assetConditionLabel(a.condition)}</Field>
        <Field label="Marca y modelo">{[a.brand, a.model].filter(Boolean).join(' · ') || '—'}</Field>
        <Field label="Serial">{a.serial ?? '—'}</Field>
        <Field label="Adquirido">{formatDate(a.acquiredOn)}</Field>
        {Object.entries(a.details).map(([name, value]) => (
          <Field key={name} label={name}>
            {value || '—'}
          </Field>
        ))}
      </Fields>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Historia
      </Typography>
      {a.history.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Ningún movimiento registrado todavía: el bien espera su incorporación.
        </Alert>
      ) : (
        <Table size="small" aria-label="Historia del bien" sx={{ mb: 2 }}>
          <HeadRow cells={['Fecha', 'Movimiento', 'Concepto', 'Desde', 'Hacia', ...right('Valor')]} />
          <TableBody>
            {a.history.map((h) => (
              <TableRow key={`${h.idMovement}`}>
                <TableCell>{formatDate(h.movementDate)}</TableCell>
                <TableCell>
                  <RouterLink to={MOVEMENT_PATHS.view(h.idMovement)} style={{ color: 'inherit' }}>
                    {h.kindLabel} {h.numberText}
                  </RouterLink>
                  {h.annulled && ' (anulado)'}
                </TableCell>
                <TableCell>{h.conceptCode ? `${h.conceptCode} ${h.conceptName}` : '—'}</TableCell>
                <TableCell>{h.kind === 4 ? h.fromCustodian : h.fromUnit}</TableCell>
                <TableCell>{h.kind === 4 ? h.toCustodian : h.toUnit}</TableCell>
                <TableCell align="right">{formatMoney(h.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={BASE}>
          Volver a la lista
        </Button>
        <DownloadButton
          icon={<PrintIcon />}
          onDownload={() =>
            download(endpointUrl(assetEndpoints.labels, { query: { id: a.id } }), `Etiqueta ${a.number}.pdf`)
          }
          onError={() => undefined}
        >
          Imprimir etiqueta
        </DownloadButton>
        {writes && a.status !== 'out' && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Modificar
          </Button>
        )}
      </Stack>
      {editing && <AssetForm asset={a} onClose={() => setEditing(false)} />}
    </Box>
  );
}
