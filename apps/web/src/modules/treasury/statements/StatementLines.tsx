import { formatDate, formatMoney, MONTHS, statementEndpoints } from '@erario/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useDocumentDetail } from '../../../platform/documents/detail.ts';
import { moneyCell } from '../../../platform/money.ts';
import { BankLinesHead } from './StatementParts.tsx';
import { DETAIL_KEY } from './statements.shared.ts';

/** One statement opened to its lines, as the bank sent them. */
export function StatementLines({ id, onClose }: { id: number; onClose(): void }) {
  // Not a document with a life, but read by id the same way the kit reads one.
  const s = useDocumentDetail(statementEndpoints.findById, DETAIL_KEY, id).data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{s ? `${s.accountNumber} · ${MONTHS[s.month - 1]}` : 'Estado de cuenta'}</DialogTitle>
      <DialogContent>
        {!s ? (
          <CircularProgress aria-label="Cargando" />
        ) : (
          <Table size="small" aria-label="Líneas del estado de cuenta">
            <BankLinesHead />
            <TableBody>
              {s.lines.map((l) => (
                <TableRow key={l.id}>
                  <TableCell>{formatDate(l.lineDate)}</TableCell>
                  <TableCell>{l.reference}</TableCell>
                  <TableCell>{l.description}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(l.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
