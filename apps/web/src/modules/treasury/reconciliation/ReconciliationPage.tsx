import {
  bankAccountResource,
  endpointUrl,
  formatDate,
  formatMoney,
  MATCH_RULES,
  MONTHS,
  periodMonths,
  type ReconciliationItem,
  type ReconciliationMatch,
  type ReconciliationView,
  reconciliationEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { call, download, messageOf } from '../../../platform/api.ts';
import { institutionToday, shownDateTime } from '../../../platform/clock.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { moneyCell } from '../../../platform/money.ts';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { useSession } from '../../../platform/session.tsx';

const itemKey = (i: Pick<ReconciliationItem, 'source' | 'id'>) => `${i.source}:${i.id}`;
const ruleLabel = (rule: ReconciliationMatch['rule']) =>
  MATCH_RULES.find((r) => r.value === rule)?.label ?? rule;

/**
 * Conciliación bancaria: an account's month, book against bank. The statement of the reconciliation
 * on top; below, what is in transit on each side (tick items of both sides that are the same money
 * to match them by hand), and the matches made, each with why, to undo. The server matches, checks
 * the sums and closes; the screen asks and shows.
 */
export function ReconciliationPage() {
  const { period } = useSession();
  const [account, setAccount] = useState<Option | null>(null);
  const today = institutionToday();
  const months = period ? periodMonths(period.startDate, period.endDate) : [];
  const [month, setMonth] = useState<number>(() => {
    const current = Number(today.slice(5, 7));
    return months.includes(current) ? current : (months[0] ?? 1);
  });
  const key = account && period ? { idBankAccount: account.id, idPeriod: period.idPeriod, month } : null;
  const reconciliation = useQuery({
    queryKey: ['reconciliation', key],
    enabled: key !== null,
    queryFn: async () =>
      (await call(reconciliationEndpoints.read, { query: key as NonNullable<typeof key> })).data,
  });

  if (!period)
    return <Alert severity="info">Elija un período en la barra superior para conciliar sus cuentas.</Alert>;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Conciliación bancaria · {period.description}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 260, maxWidth: { md: 480 } }}>
          <RefSelect
            target={bankAccountResource}
            label="Cuenta bancaria"
            value={account?.id ?? null}
            valueLabel={account?.label}
            onChange={setAccount}
            required
          />
        </Box>
        <TextField
          select
          label="Mes"
          value={month}
          onChange={(e) => setMonth(Number(e.target.value))}
          sx={{ minWidth: 180 }}
        >
          {months.map((m) => (
            <MenuItem key={m} value={m}>
              {MONTHS[m - 1]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {!key ? (
        <Alert severity="info">Elija la cuenta y el mes que va a conciliar.</Alert>
      ) : reconciliation.isPending ? (
        <CircularProgress aria-label="Cargando" />
      ) : reconciliation.isError ? (
        <Alert severity="error">{messageOf(reconciliation.error)}</Alert>
      ) : (
        <Workbench r={reconciliation.data} />
      )}
    </Paper>
  );
}

function Workbench({ r }: { r: ReconciliationView }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const key = { idBankAccount: r.idBankAccount, idPeriod: r.idPeriod, month: r.month };
  const open = r.status === 'open';
  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      setNotice({ ok: true, text: (await work()) ?? 'Listo' });
      setChosen(new Set());
      await queryClient.invalidateQueries({ queryKey: ['reconciliation'] });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const picked = (items: ReconciliationItem[]) => items.filter((i) => chosen.has(itemKey(i)));
  const sum = (items: ReconciliationItem[]) => items.reduce((t, i) => t.plus(i.amount), new Decimal(0));
  const book = picked(r.book);
  const bank = picked(r.bank);
  const balanced = book.length > 0 && bank.length > 0 && sum(book).eq(sum(bank));
  const toggle = (item: ReconciliationItem) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(itemKey(item))) next.delete(itemKey(item));
      else next.add(itemKey(item));
      return next;
    });
  const ids = (source: ReconciliationItem['source']) =>
    [...book, ...bank].filter((i) => i.source === source).map((i) => i.id);
  const difference = r.summary.difference === null ? null : new Decimal(r.summary.difference);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {r.accountNumber} · {r.bankName} · del {formatDate(r.from)} al {formatDate(r.to)}
        </Typography>
        {open ? (
          <Chip label="Abierta" color="warning" size="small" />
        ) : (
          <Chip
            label={`Cerrada${r.closedBy ? ` por ${r.closedBy}` : ''}${r.closedAt ? ` el ${shownDateTime(r.closedAt)}` : ''}`}
            color="success"
            size="small"
          />
        )}
        {open && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => run(async () => (await call(reconciliationEndpoints.auto, { body: key })).message)}
          >
            Conciliar automáticamente
          </Button>
        )}
        <DownloadButton
          icon={<PrintIcon />}
          onDownload={() =>
            download(
              endpointUrl(reconciliationEndpoints.pdf, { query: key }),
              `conciliacion-${r.accountNumber}-${r.month}.pdf`,
            )
          }
          onError={(error) => setNotice({ ok: false, text: messageOf(error) })}
        >
          Imprimir
        </DownloadButton>
        {open && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={async () => {
              if (!(await confirm(`¿Cerrar ${MONTHS[r.month - 1]}? Un mes cerrado no admite cambios.`)))
                return;
              await run(async () => (await call(reconciliationEndpoints.close, { body: key })).message);
            }}
          >
            Cerrar mes
          </Button>
        )}
      </Stack>

      <Table size="small" aria-label="Conciliación" sx={{ maxWidth: 640, mb: 3 }}>
        <TableBody>
          <SummaryRow label="Saldo según libros" amount={r.summary.bookBalance} strong />
          <SummaryRow
            label="Más: cheques y débitos del libro en tránsito"
            amount={r.summary.plusBookOutflows}
          />
          <SummaryRow
            label="Menos: depósitos y créditos del libro en tránsito"
            amount={r.summary.minusBookInflows}
          />
          <SummaryRow
            label="Más: créditos del banco no registrados en libros"
            amount={r.summary.plusBankCredits}
          />
          <SummaryRow
            label="Menos: débitos del banco no registrados en libros"
            amount={r.summary.minusBankDebits}
          />
          <SummaryRow label="Saldo según banco (calculado)" amount={r.summary.computedBankBalance} strong />
          <SummaryRow label="Saldo según estado de cuenta" amount={r.summary.bankBalance} strong />
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Diferencia</TableCell>
            <TableCell
              sx={{
                ...moneyCell,
                fontWeight: 600,
                color:
                  difference === null
                    ? 'text.secondary'
                    : difference.isZero()
                      ? 'success.main'
                      : 'error.main',
              }}
            >
              {difference === null ? 'Sin estado de cuenta del mes' : formatMoney(difference.toFixed(2))}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3, mb: 2 }}>
        <ItemTable
          title="En libros, no en el banco"
          items={r.book}
          more={r.bookMore}
          chosen={chosen}
          onToggle={open ? toggle : undefined}
        />
        <ItemTable
          title="En el banco, no en libros"
          items={r.bank}
          more={r.bankMore}
          chosen={chosen}
          onToggle={open ? toggle : undefined}
        />
      </Box>
      {open && (book.length > 0 || bank.length > 0) && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, mb: 3 }}
        >
          <Typography variant="body2" color={balanced ? 'text.primary' : 'error.main'}>
            Libro {formatMoney(sum(book).toFixed(2))} · banco {formatMoney(sum(bank).toFixed(2))}
            {!balanced && ' · elija partidas de ambos lados que sumen lo mismo'}
          </Typography>
          <Button
            variant="contained"
            disabled={busy || !balanced}
            onClick={() =>
              run(
                async () =>
                  (
                    await call(reconciliationEndpoints.match, {
                      body: {
                        ...key,
                        movements: ids('movement'),
                        lines: ids('line'),
                        transits: ids('transit'),
                      },
                    })
                  ).message,
              )
            }
          >
            Conciliar seleccionadas
          </Button>
        </Stack>
      )}

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
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() =>
                        run(
                          async () =>
                            (await call(reconciliationEndpoints.unmatch, { params: { id: m.id } })).message,
                        )
                      }
                    >
                      Deshacer
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

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

function ItemTable({
  title,
  items,
  more,
  chosen,
  onToggle,
}: {
  title: string;
  items: ReconciliationItem[];
  more: number;
  chosen: Set<string>;
  onToggle?: (item: ReconciliationItem) => void;
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
            <TableHead>
              <TableRow>
                {onToggle && <TableCell padding="checkbox" />}
                <TableCell>Fecha</TableCell>
                <TableCell>Referencia</TableCell>
                <TableCell>Descripción</TableCell>
                <TableCell sx={moneyCell}>Monto</TableCell>
              </TableRow>
            </TableHead>
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
                </TableRow>
              ))}
              {more > 0 && (
                <TableRow>
                  <TableCell colSpan={5}>… y {more} partidas más</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
