import { formatDate, formatMoney, type PendingItem } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MoneyField } from '../../../platform/MoneyField.tsx';
import { moneyCell } from '../../../platform/money.ts';
import type { Chosen } from './documentForm.values.ts';

/** The pending list of a causación, payment order or egress: each item toggles in and out. */
export function PendingList({
  items,
  chosen,
  onToggle,
  onAmount,
}: {
  items: PendingItem[];
  chosen: Chosen[];
  onToggle(item: PendingItem): void;
  onAmount(item: PendingItem, amount: string): void;
}) {
  if (items.length === 0)
    return <Alert severity="info">No hay documentos pendientes para este beneficiario en el período.</Alert>;
  return (
    <Table size="small" aria-label="Pendientes">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>Documento</TableCell>
          <TableCell>Fecha</TableCell>
          <TableCell>Cuenta</TableCell>
          <TableCell sx={moneyCell}>Pendiente</TableCell>
          <TableCell sx={moneyCell}>A tomar</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const pick = chosen.find(
            (c) => c.idDocumentSource === item.idDocumentSource && c.idBudgetAccount === item.idBudgetAccount,
          );
          const label = `${item.typeName} ${item.sourceNumber}${item.accountCode ? ` ${item.accountCode}` : ''}`;
          return (
            <TableRow key={`${item.idDocumentSource}-${item.idBudgetAccount ?? ''}`} selected={Boolean(pick)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={Boolean(pick)}
                  onChange={() => onToggle(item)}
                  slotProps={{ input: { 'aria-label': `Tomar ${label}` } }}
                />
              </TableCell>
              <TableCell>
                {item.typeName} N° {item.sourceNumber} {item.status === 'Parcial' ? '(parcial)' : ''}
              </TableCell>
              <TableCell>{formatDate(item.dateOrder)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{item.accountCode ?? 'Orden completa'}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(item.pending)}</TableCell>
              <TableCell sx={moneyCell}>
                {pick && (
                  <MoneyField
                    label="Monto"
                    name={`Monto a tomar de ${label}`}
                    value={pick.amount}
                    onChange={(v) => onAmount(item, v)}
                  />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
