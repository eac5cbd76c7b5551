import {
  assetEndpoints,
  type BudgetAssetLine,
  FROM_LINE_MAX,
  formatDate,
  formatMoney,
  subgroupResource,
  workUnitResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { apiMoney, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { useSession } from '../../../platform/session.tsx';

/**
 * Registers the assets a causación bought on capital goods (4.04): the officer picks the line, says
 * how many assets it bought and what they are; the amount is shared among them to the cent.
 */
export function FromBudgetDialog({ onClose }: { onClose(): void }) {
  const { period } = useSession();
  const client = useQueryClient();
  const [line, setLine] = useState<BudgetAssetLine | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [subgroup, setSubgroup] = useState<Option | null>(null);
  const [unit, setUnit] = useState<Option | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lines = useQuery({
    queryKey: ['budget-asset-lines', period?.idPeriod],
    enabled: Boolean(period),
    queryFn: async () =>
      (
        await call(assetEndpoints.budgetLines, {
          params: { idPeriod: period?.idPeriod as number },
          query: { page: 0, size: 50 },
        })
      ).data.rows,
  });
  const save = useMutation({
    mutationFn: async () =>
      call(assetEndpoints.fromBudgetLine, {
        body: {
          idLine: line?.idLine as number,
          quantity: Number(quantity),
          amount: amount ? apiMoney(amount) : null,
          description,
          idSubgroup: subgroup?.id as number,
          idWorkUnit: unit?.id as number,
          condition: 'good',
        },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['assets'] });
      await client.invalidateQueries({ queryKey: ['budget-asset-lines'] });
      onClose();
    },
    onError: (e) => setError(messageOf(e)),
  });
  const open = (lines.data ?? []).filter((l) => Number(l.remaining) > 0);
  const ready = line && subgroup && unit && description.trim() && Number(quantity) >= 1;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="from-budget-title">
      <DialogTitle id="from-budget-title">Registrar bienes comprados con el presupuesto</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {open.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            No hay líneas causadas en partidas de bienes de capital (4.04) con bienes por registrar en el
            período.
          </Alert>
        ) : (
          <Table size="small" aria-label="Líneas causadas en 4.04" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Documento</TableCell>
                <TableCell>Fecha</TableCell>
                <TableCell>Beneficiario</TableCell>
                <TableCell>Partida</TableCell>
                <TableCell>Detalle</TableCell>
                <TableCell align="right">Causado</TableCell>
                <TableCell align="right">Por registrar</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {open.map((l) => (
                <TableRow
                  key={l.idLine}
                  hover
                  selected={line?.idLine === l.idLine}
                  onClick={() => setLine(l)}
                >
                  <TableCell padding="checkbox">
                    <Radio
                      checked={line?.idLine === l.idLine}
                      onChange={() => setLine(l)}
                      slotProps={{
                        input: { 'aria-label': `Línea ${l.accountCode} de ${l.documentNumber ?? ''}` },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    {l.documentType} {l.documentNumber}
                  </TableCell>
                  <TableCell>{formatDate(l.date)}</TableCell>
                  <TableCell>{l.beneficiary ?? '—'}</TableCell>
                  <TableCell>{l.accountCode}</TableCell>
                  <TableCell>{l.detail ?? '—'}</TableCell>
                  <TableCell align="right">{formatMoney(l.caused)}</TableCell>
                  <TableCell align="right">{formatMoney(l.remaining)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          <TextField
            label="Cantidad de bienes"
            type="number"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: FROM_LINE_MAX } }}
            required
          />
          <MoneyField
            label="Valor de estos bienes"
            value={amount}
            onChange={setAmount}
            helperText={
              line ? `En blanco: ${shownMoney(line.remaining)}, lo que queda de la línea` : undefined
            }
            fullWidth
          />
          <TextField
            label="Descripción"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            required
          />
          <RefField
            target={subgroupResource}
            label="Subgrupo"
            value={subgroup}
            onChange={setSubgroup}
            required
          />
          <RefField
            target={workUnitResource}
            label="Unidad de trabajo"
            value={unit}
            onChange={setUnit}
            required
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={!ready || save.isPending} onClick={() => save.mutate()}>
          Registrar bienes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
