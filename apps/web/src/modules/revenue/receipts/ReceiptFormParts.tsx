import {
  cashBoxEndpoints,
  cashBoxResource,
  formatDate,
  formatMoney,
  type PendingObligation,
  type ReceiptFormData,
  taxpayerEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { apiMoney, MoneyField } from '../../../platform/MoneyField.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { PendingRows } from '../taxpayers/PendingRows.tsx';
import { pendingKey } from './receiptForm.values.ts';

/** The cashier's box: the one open, or a way to open one with its float. */
export function OpenBox({ data }: { data: ReceiptFormData }) {
  const queryClient = useQueryClient();
  const [box, setBox] = useState<Option | null>(null);
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (data.box)
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {data.box.cashBoxName} · {data.box.collectionPointName}, abierta el {formatDate(data.box.day)} por{' '}
        {data.box.cashier} · {data.box.receipts} recibos, {formatMoney(data.box.collected)} cobrados
      </Alert>
    );
  const open = async () => {
    setError(null);
    try {
      await call(cashBoxEndpoints.open, {
        body: { idCashBox: box?.id as number, openingFloat: apiMoney(float || '0') },
      });
      await queryClient.invalidateQueries({ queryKey: ['receipt-form'] });
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography sx={{ mb: 1 }}>No tiene una caja abierta. Ábrala con su fondo para cobrar.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <RefField
          target={cashBoxResource}
          label="Caja"
          value={box}
          onChange={setBox}
          required
          sx={{ minWidth: 240 }}
        />
        <MoneyField label="Fondo de caja" value={float} onChange={setFloat} />
        <Button variant="contained" onClick={open} disabled={!box}>
          Abrir caja
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * What the taxpayer owes, on the chosen taxed object or on all: each period with a button that adds
 * it to the receipt (its concept, its period and its tariff), the oldest first.
 */
export function Pending({
  idTaxpayer,
  taxedObject,
  charged,
  onAdd,
}: {
  idTaxpayer: number;
  taxedObject: string;
  /** `concept/period` of the lines already on the receipt. */
  charged: Set<string>;
  onAdd(obligation: PendingObligation): void;
}) {
  const statement = useQuery({
    queryKey: ['taxpayer-statement', idTaxpayer, 'pending'],
    queryFn: async () =>
      (await call(taxpayerEndpoints.statement, { params: { idTaxpayer }, query: { page: 0, size: 1 } })).data,
  });
  const pending = (statement.data?.pending ?? []).filter(
    (p) =>
      // A fine or an agreement is the taxpayer's, whichever object the receipt charges.
      (!taxedObject ||
        p.objectKind === 'fine' ||
        p.objectKind === 'agreement' ||
        taxedObject === `${p.objectKind}:${p.idObject}`) &&
      !charged.has(pendingKey(p)),
  );
  if (!statement.data) return null;
  if (pending.length === 0)
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {taxedObject ? 'Nada pendiente sobre este objeto.' : 'El contribuyente no tiene nada pendiente.'}
      </Alert>
    );
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Pendiente ({pending.length})
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Períodos pendientes">
          <HeadRow cells={['Concepto', 'Período', 'Objeto', ...right('Tarifa', 'Intereses'), '']} />
          <TableBody>
            <PendingRows
              pending={pending.slice(0, 12)}
              action={(p) => (
                <Button
                  size="small"
                  onClick={() => onAdd(p)}
                  aria-label={`Agregar ${p.code} de ${p.periodLabel}, ${p.objectLabel}`}
                >
                  Agregar
                </Button>
              )}
            />
          </TableBody>
        </Table>
      </Box>
      {pending.length > 12 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Y {pending.length - 12} períodos más, que se muestran al agregar estos.
        </Typography>
      )}
    </Paper>
  );
}
