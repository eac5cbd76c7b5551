import {
  type AssetMovementDetail,
  assetMovementEndpoints,
  CUSTODY,
  formatDate,
  formatMoney,
  TRANSFER,
} from '@erario/contracts';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { assetPath } from '../assets/assets.shared.ts';
import { FAMILY, PATHS } from './movements.shared.ts';

function LinesTable({ m }: { m: AssetMovementDetail }) {
  const moves = m.idKind === TRANSFER || m.idKind === CUSTODY;
  const custody = m.idKind === CUSTODY;
  return (
    <Table size="small" aria-label="Bienes del movimiento" sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>Número</TableCell>
          <TableCell>Descripción</TableCell>
          <TableCell>Clasificación</TableCell>
          <TableCell>{moves ? 'Desde' : 'Unidad de trabajo'}</TableCell>
          {moves && <TableCell>Hacia</TableCell>}
          <TableCell align="right">Valor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {m.lines.map((l) => (
          <TableRow key={l.idAsset}>
            <TableCell>
              <RouterLink to={assetPath(l.idAsset)} style={{ color: 'inherit' }}>
                {l.number}
              </RouterLink>
            </TableCell>
            <TableCell>{l.description}</TableCell>
            <TableCell>{l.classification}</TableCell>
            <TableCell>{(custody ? l.fromCustodian : l.fromUnit) ?? '—'}</TableCell>
            {moves && <TableCell>{(custody ? l.toCustodian : l.toUnit) ?? '—'}</TableCell>}
            <TableCell align="right">{formatMoney(l.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function MovementView({ id }: { id: number }) {
  const [m, unread] = useViewedDetail(
    assetMovementEndpoints.detail,
    'asset-movement',
    id,
    'Movimiento no encontrado.',
  );
  if (!m) return unread;
  return (
    <DocumentView
      doc={m}
      title={`${m.kindLabel} ${m.numberText ?? '(borrador)'}`}
      {...FAMILY}
      pdfName={`Movimiento de bienes ${m.numberText ?? m.id}.pdf`}
    >
      <Fields mb={2}>
        <Field label="Fecha">{formatDate(m.movementDate)}</Field>
        <Field label="Concepto">{m.conceptCode ? `${m.conceptCode} ${m.conceptName}` : '—'}</Field>
        <Field label="Valor">{formatMoney(m.amount)}</Field>
        {m.workUnitToName && <Field label="Unidad de destino">{m.workUnitToName}</Field>}
        {m.custodianToName && <Field label="Custodio">{m.custodianToName}</Field>}
        <Field label="Descripción">{m.description}</Field>
      </Fields>
      <LinesTable m={m} />
      <Button component={RouterLink} to={PATHS.list}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}
