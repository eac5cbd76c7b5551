import { formatMoney, MONTHS, type StatementHeader, statementEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { call, messageOf } from '../../../platform/api.ts';
import { HeadRow, money } from '../../../platform/HeadRow.tsx';
import { DeleteIcon, ViewIcon } from '../../../platform/icons.tsx';
import { moneyCell } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { LIST_KEY } from './statements.shared.ts';

const SOURCES: Record<string, string> = { manual: 'A mano', csv: 'CSV', xlsx: 'Excel', ofx: 'OFX' };

/** The period's statements, each account's month with its sums; opening and deleting are the page's. */
export function StatementList({
  idPeriod,
  onOpen,
  onRemove,
}: {
  idPeriod: number;
  onOpen(id: number): void;
  onRemove(statement: StatementHeader): void;
}) {
  const { user } = useSession();
  const list = useQuery({
    queryKey: [LIST_KEY, idPeriod],
    enabled: Boolean(user),
    queryFn: async () =>
      (
        await call(statementEndpoints.ofClientAndPeriod, {
          params: { idClient: user?.idClient as number, idPeriod },
        })
      ).data.data,
  });

  return list.isPending ? (
    <CircularProgress aria-label="Cargando" />
  ) : list.isError ? (
    <Alert severity="error">{messageOf(list.error)}</Alert>
  ) : list.data.length === 0 ? (
    <Alert severity="info">
      No hay estados de cuenta en el período. Importe el archivo que el banco envía cada mes.
    </Alert>
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Estados de cuenta">
        <HeadRow
          cells={[
            'Cuenta',
            'Mes',
            ...money('Saldo inicial', 'Créditos', 'Débitos', 'Saldo final', 'Líneas'),
            'Origen',
            '',
          ]}
        />
        <TableBody>
          {list.data.map((s) => (
            <TableRow key={s.id} hover>
              <TableCell>
                {s.accountNumber}
                <Typography variant="caption" component="div" color="text.secondary">
                  {s.bankName}
                </Typography>
              </TableCell>
              <TableCell>{MONTHS[s.month - 1]}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(s.openingBalance)}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(s.credits)}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(s.debits)}</TableCell>
              <TableCell sx={moneyCell}>{formatMoney(s.closingBalance)}</TableCell>
              <TableCell sx={moneyCell}>{s.lineCount}</TableCell>
              <TableCell>{SOURCES[s.source] ?? s.source}</TableCell>
              {/* Icons with their names (said aloud, and on hover): the row's figures keep the width at 1366. */}
              <TableCell sx={{ whiteSpace: 'nowrap', px: 1 }}>
                <Tooltip title="Ver las líneas">
                  <IconButton size="small" aria-label="Ver las líneas" onClick={() => onOpen(s.id)}>
                    <ViewIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Eliminar">
                  <IconButton size="small" color="error" aria-label="Eliminar" onClick={() => onRemove(s)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
