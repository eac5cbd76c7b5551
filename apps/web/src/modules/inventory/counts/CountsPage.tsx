import { type CountItem, countEndpoints, formatMoney, workUnitResource } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { call, messageOf } from '../../../platform/api.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { DeleteIcon } from '../../../platform/icons.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';

const BASE = '/pages/InventarioBM7I-inventario-fisico';
const MOVEMENTS = '/pages/InventarioBM7I-movimientos';

/** A work unit's physical count: start it, scan or type what is found, close it into draft movements. */
export function CountsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  return id > 0 ? <CountView id={id} /> : <CountStart />;
}

function CountStart() {
  const navigate = useNavigate();
  const [unit, setUnit] = useState<Option | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recent = useQuery({
    queryKey: ['counts'],
    queryFn: async () => (await call(countEndpoints.list, { query: { page: 0, size: 10 } })).data.rows,
  });
  const start = useMutation({
    mutationFn: async () =>
      (await call(countEndpoints.start, { body: { idWorkUnit: unit?.id as number } })).data,
    onSuccess: (count) => navigate(`${BASE}?id=${count.id}`),
    onError: (e) => setError(messageOf(e)),
  });
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Inventario físico
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography sx={{ mb: 2 }}>
          Elija la unidad de trabajo que va a recorrer: el inventario físico parte de los bienes que el
          registro dice que están allí.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RefField
            // The unit counted exists already: nothing is created from here.
            creatable={false}
            target={workUnitResource}
            label="Unidad de trabajo"
            value={unit}
            onChange={setUnit}
            required
            sx={{ minWidth: 280 }}
          />
          <Button variant="contained" disabled={!unit || start.isPending} onClick={() => start.mutate()}>
            Iniciar inventario
          </Button>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Inventarios recientes
      </Typography>
      <Table size="small" aria-label="Inventarios físicos recientes">
        <HeadRow
          cells={[
            'N.º',
            'Unidad de trabajo',
            'Estado',
            ...right('Esperados', 'Encontrados', 'Faltantes', 'Sobrantes'),
          ]}
        />
        <TableBody>
          {(recent.data ?? []).map((c) => (
            <TableRow key={c.id}>
              <TableCell>
                <RouterLink to={`${BASE}?id=${c.id}`} style={{ color: 'inherit' }}>
                  {c.id}
                </RouterLink>
              </TableCell>
              <TableCell>{c.workUnitName}</TableCell>
              <TableCell>{c.status === 'open' ? 'Abierto' : 'Cerrado'}</TableCell>
              <TableCell align="right">{c.expected}</TableCell>
              <TableCell align="right">{c.found}</TableCell>
              <TableCell align="right">{c.missing}</TableCell>
              <TableCell align="right">{c.misplaced}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function ItemsTable({
  title,
  items,
  onUnmark,
}: {
  title: string;
  items: CountItem[];
  onUnmark?: (item: CountItem) => void;
}) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title} ({items.length})
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>Número</TableCell>
            <TableCell>Descripción</TableCell>
            <TableCell>Clasificación</TableCell>
            <TableCell>Según el registro</TableCell>
            <TableCell align="right">Valor</TableCell>
            {onUnmark && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((i) => (
            <TableRow key={i.idAsset}>
              <TableCell>{i.number}</TableCell>
              <TableCell>{i.description}</TableCell>
              <TableCell>{i.classification}</TableCell>
              <TableCell>{i.unit}</TableCell>
              <TableCell align="right">{formatMoney(i.value)}</TableCell>
              {onUnmark && (
                <TableCell padding="checkbox">
                  <IconButton aria-label={`Desmarcar ${i.number}`} onClick={() => onUnmark(i)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
          {items.length === 0 && (
            <TableRow>
              <TableCell colSpan={onUnmark ? 6 : 5}>Ninguno.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

function CountView({ id }: { id: number }) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const [code, setCode] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [c, unread] = useViewedDetail(countEndpoints.detail, 'count', id, 'Inventario físico no encontrado.');
  const refresh = () => client.invalidateQueries({ queryKey: ['count', id] });
  const scan = useMutation({
    mutationFn: async (text: string) =>
      (await call(countEndpoints.scan, { params: { id }, body: { code: text } })).data,
    onSuccess: async (r) => {
      setSaid({ ok: r.outcome !== 'again', text: r.message });
      setCode('');
      await refresh();
    },
    onError: (e) => setSaid({ ok: false, text: messageOf(e) }),
  });
  const unmark = useMutation({
    mutationFn: async (item: CountItem) =>
      call(countEndpoints.unmark, { params: { id }, body: { idAsset: item.idAsset } }),
    onSuccess: refresh,
  });
  const close = useMutation({
    mutationFn: async () => (await call(countEndpoints.close, { params: { id } })).data,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['counts'] });
      await refresh();
    },
    onError: (e) => setSaid({ ok: false, text: messageOf(e) }),
  });
  if (!c) return unread;
  const open = c.status === 'open';
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Inventario físico N.º {c.id} · {c.workUnitName}
        </Typography>
        <Chip label={open ? 'Abierto' : 'Cerrado'} color={open ? 'primary' : 'default'} />
      </Stack>
      <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
        <Typography>Esperados: {c.expected}</Typography>
        <Typography>Encontrados: {c.found}</Typography>
        <Typography>Faltantes: {c.missing}</Typography>
        <Typography>Sobrantes: {c.misplaced}</Typography>
      </Stack>
      {open && (
        <Paper
          variant="outlined"
          component="form"
          sx={{ p: 2, mb: 3 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) scan.mutate(code);
          }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label="Número o código QR"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
              helperText="Lea la etiqueta con el lector o escriba el número y pulse Intro"
              sx={{ minWidth: 320 }}
            />
            <Button type="submit" variant="contained" disabled={scan.isPending} sx={{ mt: { sm: 1 } }}>
              Marcar encontrado
            </Button>
          </Stack>
        </Paper>
      )}
      {said && (
        <Alert severity={said.ok ? 'success' : 'warning'} sx={{ mb: 2 }} onClose={() => setSaid(null)}>
          {said.text}
        </Alert>
      )}
      {!open && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Cerrado.{' '}
          {c.idTransfer && (
            <RouterLink to={`${MOVEMENTS}?editar=${c.idTransfer}`}>Traspaso de los sobrantes</RouterLink>
          )}
          {c.idTransfer && c.idDisincorporation && ' · '}
          {c.idDisincorporation && (
            <RouterLink to={`${MOVEMENTS}?editar=${c.idDisincorporation}`}>
              Desincorporación de los faltantes
            </RouterLink>
          )}
          {(c.idTransfer || c.idDisincorporation) && ': quedan en borrador para revisarlos y registrarlos.'}
        </Alert>
      )}
      <ItemsTable title="Faltantes" items={c.missingItems} />
      <ItemsTable
        title="Sobrantes"
        items={c.misplacedItems}
        onUnmark={open ? (i) => unmark.mutate(i) : undefined}
      />
      <ItemsTable
        title="Encontrados"
        items={c.foundItems}
        onUnmark={open ? (i) => unmark.mutate(i) : undefined}
      />
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={BASE}>
          Volver
        </Button>
        {open && (
          <Button
            variant="contained"
            disabled={close.isPending}
            onClick={async () => {
              if (
                await confirm(
                  `¿Cerrar el inventario físico? Los ${c.missing} faltantes quedan en una desincorporación 60 y los ${c.misplaced} sobrantes en un traspaso a ${c.workUnitName}, ambos en borrador.`,
                )
              )
                close.mutate();
            }}
          >
            Cerrar inventario
          </Button>
        )}
      </Stack>
    </Box>
  );
}
