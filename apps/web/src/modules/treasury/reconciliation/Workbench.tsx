import {
  endpointUrl,
  formatDate,
  formatMoney,
  MONTHS,
  MOST_GROUP_DAYS,
  type ReconciliationItem,
  type ReconciliationView,
  reconciliationEndpoints,
} from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { call, download, messageOf } from '../../../platform/api.ts';
import { shownDateTime } from '../../../platform/clock.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import { BookLineDialog } from './BookLineDialog.tsx';
import { ItemTable, Matches, SummaryTable } from './ReconciliationTables.tsx';
import { itemKey, QUERY_KEY } from './reconciliation.shared.ts';

/** How far apart the items the automatic run groups against one of the other side may be dated. */
const GROUP_DAYS = Array.from({ length: MOST_GROUP_DAYS + 1 }, (_, n) => ({
  id: n,
  label: n === 0 ? 'del mismo día' : `hasta ${n} ${n === 1 ? 'día' : 'días'} de diferencia`,
}));

/** The two sides of what is in transit: what the books have and the bank not, and the other way round. */
const SIDES = [
  { side: 'book', title: 'En libros, no en el banco' },
  { side: 'bank', title: 'En el banco, no en libros' },
] as const;

/**
 * An account's month once read: its state and what can be done to it, the statement of the
 * reconciliation, what is in transit on each side (ticked to match by hand) and the matches made.
 */
export function Workbench({ r }: { r: ReconciliationView }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [booking, setBooking] = useState<ReconciliationItem | null>(null);
  const [groupDays, setGroupDays] = useState(0);
  const key = { idBankAccount: r.idBankAccount, idPeriod: r.idPeriod, month: r.month };
  const open = r.status === 'open';
  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      setNotice({ ok: true, text: (await work()) ?? 'Listo' });
      setChosen(new Set());
      await queryClient.invalidateQueries({ queryKey: [QUERY_KEY] });
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
          <>
            <SelectField
              label="Agrupar partidas"
              size="small"
              value={groupDays}
              onChange={setGroupDays}
              options={GROUP_DAYS}
              sx={{ minWidth: 200 }}
            />
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                run(
                  async () =>
                    (await call(reconciliationEndpoints.auto, { body: { ...key, groupDays } })).message,
                )
              }
            >
              Conciliar automáticamente
            </Button>
          </>
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

      <SummaryTable summary={r.summary} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3, mb: 2 }}>
        {SIDES.map(({ side, title }) => (
          <ItemTable
            key={side}
            title={title}
            items={r[side]}
            more={r[`${side}More`]}
            chosen={chosen}
            onToggle={open ? toggle : undefined}
            onBook={open && side === 'bank' ? setBooking : undefined}
          />
        ))}
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

      <Matches
        r={r}
        open={open}
        busy={busy}
        onUndo={(id) =>
          run(async () => (await call(reconciliationEndpoints.unmatch, { params: { id } })).message)
        }
      />
      {booking && (
        <BookLineDialog
          line={booking}
          reconciliation={key}
          onClose={() => setBooking(null)}
          onDone={(message) => {
            setBooking(null);
            void run(async () => message);
          }}
        />
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
