import {
  formatDate,
  formatMoney,
  MATCH_RULES,
  MONTHS,
  type ReconciliationItem,
  type ReconciliationMatch,
  type ReconciliationView,
} from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Decimal from 'decimal.js';
import { AddIcon } from '../../../platform/icons.tsx';
import { moneyCell } from '../../../platform/money.ts';
import { BankLinesHead } from '../statements/StatementParts.tsx';
import { itemKey } from './reconciliation.shared.ts';

const ruleLabel = (rule: ReconciliationMatch['rule']) =>
  MATCH_RULES.find((r) => r.value === rule)?.label ?? rule;

const described = (i: ReconciliationItem) =>
  `${formatDate(i.date)} ${i.kind ?? ''} ${i.reference ?? ''} ${formatMoney(i.amount)}`.replace(/\s+/g, ' ');

function SummaryRow({ label, amount, strong }: { label: string; amount: string | null; strong?: boolean }) {
  return (
    <TableRow>
      <TableCell sx={{ fontWeight: strong ? 600 : undefined }}>{label}</TableCell>
      <TableCell sx={{ ...moneyCell, fontWeight: strong ? 600 : undefined }}>
        {amount === null ? '—' : formatMoney(amount)}
      </TableCell>
    </TableRow>
  );
}

/** The statement of the reconciliation, from the book's balance to the bank's, and what is left. */
export function SummaryTable({ summary }: { summary: ReconciliationView['summary'] }) {
  const difference = summary.difference === null ? null : new Decimal(summary.difference);
  return (
    <Table size="small" aria-label="Conciliación" sx={{ maxWidth: 640, mb: 3 }}>
      <TableBody>
        <SummaryRow label="Saldo según libros" amount={summary.bookBalance} strong />
        <SummaryRow label="Más: cheques y débitos del libro en tránsito" amount={summary.plusBookOutflows} />
        <SummaryRow
          label="Menos: depósitos y créditos del libro en tránsito"
          amount={summary.minusBookInflows}
        />
        <SummaryRow
          label="Más: créditos del banco no registrados en libros"
          amount={summary.plusBankCredits}
        />
        <SummaryRow
          label="Menos: débitos del banco no registrados en libros"
          amount={summary.minusBankDebits}
        />
        <SummaryRow label="Saldo según banco (calculado)" amount={summary.computedBankBalance} strong />
        <SummaryRow label="Saldo según estado de cuenta" amount={summary.bankBalance} strong />
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>Diferencia</TableCell>
          <TableCell
            sx={{
              ...moneyCell,
              fontWeight: 600,
              color:
                difference === null ? 'text.secondary' : difference.isZero() ? 'success.main' : 'error.main',
            }}
          >
            {difference === null ? 'Sin estado de cuenta del mes' : formatMoney(difference.toFixed(2))}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** One side's items in transit; ticking them is offered while the month is open. */
export function ItemTable({
  title,
  items,
  more,
  chosen,
  onToggle,
  onBook,
}: {
  title: string;
  items: ReconciliationItem[];
  more: number;
  chosen: Set<string>;
  onToggle?: (item: ReconciliationItem) => void;
  /** Offered on the bank's lines: enter one in the book and match it at once. */
  onBook?: (item: ReconciliationItem) => void;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title} ({items.length + more})
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nada en tránsito.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <BankLinesHead picks={Boolean(onToggle)} acts={Boolean(onBook)} />
            <TableBody>
              {items.map((i) => (
                <TableRow key={itemKey(i)} hover selected={chosen.has(itemKey(i))}>
                  {onToggle && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={chosen.has(itemKey(i))}
                        onChange={() => onToggle(i)}
                        slotProps={{
                          input: { 'aria-label': `Elegir ${i.description} ${formatMoney(i.amount)}` },
                        }}
                      />
                    </TableCell>
                  )}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(i.date)}</TableCell>
                  <TableCell>
                    {i.kind ? `${i.kind} ` : ''}
                    {i.reference ?? ''}
                  </TableCell>
                  <TableCell>{i.description}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(i.amount)}</TableCell>
                  {onBook && (
                    <TableCell padding="checkbox">
                      {/* An icon: beside the two sides at a desk's width, a worded button pushed the amounts out. */}
                      {i.source === 'line' && (
                        <Tooltip title="Registrar en libros">
                          <IconButton
                            size="small"
                            color="primary"
                            onClick={() => onBook(i)}
                            aria-label={`Registrar en libros ${i.description} ${formatMoney(i.amount)}`}
                          >
                            <AddIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {more > 0 && (
                <TableRow>
                  <TableCell colSpan={6}>… y {more} partidas más</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** The month's matches, each with its rule and why; undone one by one while the month is open. */
export function Matches({
  r,
  open,
  busy,
  onUndo,
}: {
  r: Pick<ReconciliationView, 'month' | 'matchCount' | 'matches'>;
  open: boolean;
  busy: boolean;
  onUndo(id: number): void;
}) {
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Conciliadas en {MONTHS[r.month - 1]} ({r.matchCount})
      </Typography>
      {r.matches.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nada conciliado en este mes todavía.
        </Typography>
      ) : (
        <Table size="small" aria-label="Conciliadas">
          <TableHead>
            <TableRow>
              <TableCell>Regla</TableCell>
              <TableCell>Por qué</TableCell>
              <TableCell>Libro</TableCell>
              <TableCell>Banco</TableCell>
              {open && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {r.matches.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <Chip label={ruleLabel(m.rule)} size="small" variant="outlined" />
                </TableCell>
                <TableCell sx={{ minWidth: 240 }}>{m.reason}</TableCell>
                <TableCell>{m.book.map(described).join('; ')}</TableCell>
                <TableCell>{m.bank.map(described).join('; ')}</TableCell>
                {open && (
                  <TableCell>
                    <Button size="small" disabled={busy} onClick={() => onUndo(m.id)}>
                      Deshacer
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
