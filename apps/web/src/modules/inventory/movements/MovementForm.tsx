import {
  ASSET_MOVEMENT_KINDS,
  type AssetMovementDetail,
  type AssetMovementDraft,
  assetMovementEndpoints,
  assetMovementKindLabel,
  CUSTODY,
  DISINCORPORATION,
  formatMoney,
  INCORPORATION,
  movementTypeResource,
  TRANSFER,
  workUnitResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Decimal from 'decimal.js';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { useEditedDraft } from '../../../platform/documents/detail.ts';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { DeleteIcon } from '../../../platform/icons.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { type CustodianValue, custodianIds, custodianValue, useCustodians } from '../assets/assets.shared.ts';
import { AssetPicker, type Picked } from './AssetPicker.tsx';
import { FAMILY } from './movements.shared.ts';

interface Values {
  idKind: number;
  movementDate: string;
  concept: Option | null;
  unitTo: Option | null;
  custodianTo: CustodianValue;
  description: string;
  assets: Picked[];
}

const IN_PLACE = [
  'idKind',
  'movementDate',
  'idMovementType',
  'idWorkUnitTo',
  'idCustodianTo',
  'idCustodianWorkerTo',
  'description',
  'assets',
];

/** A draft as the form holds it. */
const fromDetail = (m: AssetMovementDetail): Values => ({
  idKind: m.idKind,
  movementDate: m.movementDate,
  concept: m.idMovementType ? { id: m.idMovementType, label: `${m.conceptCode} ${m.conceptName}` } : null,
  unitTo: m.idWorkUnitTo ? { id: m.idWorkUnitTo, label: m.workUnitToName ?? '' } : null,
  custodianTo: custodianValue(m.idCustodianTo, m.idCustodianWorkerTo, m.custodianToName),
  description: m.description,
  assets: m.lines.map((l) => ({
    id: l.idAsset,
    number: l.number,
    description: l.description,
    value: l.amount,
    unit: l.fromUnit ?? '',
  })),
});

export function MovementForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = useEditedDraft(assetMovementEndpoints.detail, 'asset-movement', id, fromDetail);
  const today = institutionToday();
  const state = useDocumentForm<Values, AssetMovementDraft>({
    ...FAMILY,
    defaults: {
      idKind: INCORPORATION,
      movementDate: today,
      concept: null,
      unitTo: null,
      custodianTo: { option: null, worker: false },
      description: '',
      assets: [],
    },
    editing,
    toDraft: (v) =>
      period
        ? {
            idPeriod: period.idPeriod,
            idKind: v.idKind,
            movementDate: v.movementDate,
            idMovementType: v.concept?.id ?? null,
            idWorkUnitTo: v.unitTo?.id ?? null,
            idCustodianTo: custodianIds(v.custodianTo).person,
            idCustodianWorkerTo: custodianIds(v.custodianTo).worker,
            description: v.description,
            assets: v.assets.map((a) => a.id),
          }
        : null,
    check: (v, _d, andPost) =>
      andPost && v.assets.length === 0
        ? [{ field: 'assets', message: 'Agregue los bienes del movimiento' }]
        : [],
    confirmPost: (d) =>
      `¿Registrar ${assetMovementKindLabel(d.idKind).toLowerCase()} de ${d.assets.length} ${d.assets.length === 1 ? 'bien' : 'bienes'}? Un movimiento registrado no se modifica; se anula.`,
  });
  const { values: v, set, errorFor, bind, bindText } = state;
  const custodians = useCustodians();
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const total = v.assets.reduce((sum, a) => sum.plus(a.value), new Decimal(0)).toFixed(2);
  const withConcept = v.idKind === INCORPORATION || v.idKind === DISINCORPORATION;
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de movimiento' : 'Nuevo movimiento de bienes'} · ${period.description}`}
      total={total}
      state={state}
      fieldsShownInPlace={IN_PLACE}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SelectField
          label="Tipo de movimiento"
          options={ASSET_MOVEMENT_KINDS}
          value={v.idKind}
          onChange={(idKind) => {
            set('idKind', idKind);
            // What a waiting asset and one in the inventory can do differ: the list starts again.
            set('assets', []);
          }}
          sx={{ minWidth: 220 }}
        />
        {withConcept && (
          <RefField
            target={movementTypeResource}
            label="Concepto"
            {...bind('concept', 'idMovementType')}
            helperText={
              v.idKind === INCORPORATION ? 'De 01 a 49, por ejemplo 03 Compras' : 'De 50 a 99, por ejemplo 56'
            }
            required
            sx={{ flex: 1, minWidth: 260 }}
          />
        )}
        {v.idKind === TRANSFER && (
          <RefField
            target={workUnitResource}
            label="Unidad de destino"
            {...bind('unitTo', 'idWorkUnitTo')}
            required
            sx={{ flex: 1, minWidth: 240 }}
          />
        )}
        {(v.idKind === TRANSFER || v.idKind === CUSTODY) && (
          <RefField
            target={custodians.target}
            label={v.idKind === CUSTODY ? 'Nuevo custodio' : 'Nuevo custodio (si cambia)'}
            value={custodians.apart(v.custodianTo) ? null : v.custodianTo.option}
            onChange={(option) => set('custodianTo', custodians.picked(option))}
            helperText={custodians.apart(v.custodianTo)}
            error={errorFor('idCustodianWorkerTo') ?? errorFor('idCustodianTo')}
            required={v.idKind === CUSTODY}
            sx={{ flex: 1, minWidth: 240 }}
          />
        )}
        <DateField label="Fecha" {...bind('movementDate')} required />
      </Stack>
      <TextField label="Descripción" {...bindText('description')} fullWidth sx={{ mb: 2 }} />
      <AssetPicker
        idKind={v.idKind}
        onPick={(a) => {
          if (!v.assets.some((x) => x.id === a.id)) set('assets', [...v.assets, a]);
        }}
      />
      {errorFor('assets') && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorFor('assets')}
        </Alert>
      )}
      <Table size="small" aria-label="Bienes del movimiento" sx={{ my: 2 }}>
        <HeadRow cells={['Número', 'Descripción', 'Unidad de trabajo', ...right('Valor'), '']} />
        <TableBody>
          {v.assets.map((a) => (
            <TableRow key={a.id}>
              <TableCell>{a.number}</TableCell>
              <TableCell>{a.description}</TableCell>
              <TableCell>{a.unit}</TableCell>
              <TableCell align="right">{formatMoney(a.value)}</TableCell>
              <TableCell padding="checkbox">
                <IconButton
                  aria-label={`Quitar ${a.number}`}
                  onClick={() =>
                    set(
                      'assets',
                      v.assets.filter((x) => x.id !== a.id),
                    )
                  }
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {v.assets.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>Agregue los bienes con el buscador de arriba.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </DocumentForm>
  );
}
