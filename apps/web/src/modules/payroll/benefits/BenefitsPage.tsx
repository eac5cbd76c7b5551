import {
  BENEFIT_ENTRY_KINDS,
  type BenefitDeposit,
  type BenefitWorker,
  benefitEndpoints,
  formatDate,
  formatMoney,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { institutionToday, shownDateTime } from '../../../platform/clock.ts';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { SearchField, useSearchText } from '../../../platform/SearchField.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { TablePager } from '../../../platform/TablePager.tsx';
import { useServerGrid } from '../../../platform/useServerGrid.ts';
import {
  type Act,
  AnnulDialog,
  AnnulEntryButton,
  InterestPaymentButton,
  LedgerActions,
} from './BenefitActions.tsx';

const SCREEN = 'NOM-PRE-01';
const QUARTERS = [
  { value: 1, label: 'Primer trimestre (enero a marzo)' },
  { value: 2, label: 'Segundo trimestre (abril a junio)' },
  { value: 3, label: 'Tercer trimestre (julio a septiembre)' },
  { value: 4, label: 'Cuarto trimestre (octubre a diciembre)' },
];
const ORDINALS = ['1.er', '2.º', '3.er', '4.º'];
const KIND_LABEL = Object.fromEntries(BENEFIT_ENTRY_KINDS.map((k) => [k.value, k.label]));

/** The quarter after the last deposited, or the last one ended when none was. */
function nextQuarter(deposits: BenefitDeposit[]): { year: number; quarter: number } {
  const last = deposits.find((d) => d.status === 'posted');
  if (last)
    return last.quarter === 4
      ? { year: last.year + 1, quarter: 1 }
      : { year: last.year, quarter: last.quarter + 1 };
  const [y, m] = institutionToday().split('-').map(Number) as [number, number];
  const current = Math.ceil(m / 3);
  return current === 1 ? { year: y - 1, quarter: 4 } : { year: y, quarter: current - 1 };
}

/**
 * Prestaciones sociales (LOTTT art. 142-143): the quarters' deposits of the guarantee, and each
 * worker's ledger with what termination would pay. The server computes and checks all of it.
 */
export function BenefitsPage() {
  const { user } = useSession();
  const canWrite = Boolean(user && canOpen(user, SCREEN) && !user.isConsultant);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [depositing, setDepositing] = useState<{ year: number; quarter: number } | null>(null);
  const [annulling, setAnnulling] = useState<BenefitDeposit | null>(null);
  const [busy, setBusy] = useState(false);
  const deposits = useQuery({
    queryKey: ['benefits', 'deposits'],
    queryFn: async () => (await call(benefitEndpoints.deposits, {})).data,
  });
  const rows = deposits.data ?? [];
  const lastPosted = rows.find((d) => d.status === 'posted');

  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      setNotice({ ok: true, text: (await work()) ?? 'Listo' });
      await queryClient.invalidateQueries({ queryKey: ['benefits'] });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Prestaciones sociales
        </Typography>
        {canWrite && <InterestPaymentButton act={run} disabled={busy} />}
        {canWrite && (
          <Button variant="contained" onClick={() => setDepositing(nextQuarter(rows))} disabled={busy}>
            Abonar trimestre
          </Button>
        )}
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Abonos trimestrales de la garantía
      </Typography>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Abonos trimestrales (desplazable)"
        sx={{ overflowX: 'auto', mb: 3 }}
      >
        <Table size="small" aria-label="Abonos trimestrales">
          <HeadRow
            cells={[
              'Trimestre',
              'Estado',
              ...right('Trabajadores', 'Garantía', 'Días adicionales', 'Intereses'),
              'Registrado',
              '',
            ]}
          />
          <TableBody>
            {rows.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  {ORDINALS[d.quarter - 1]} trimestre {d.year} (al {formatDate(d.quarterEnd)})
                </TableCell>
                <TableCell>
                  {d.status === 'posted' ? 'Abonado' : `Anulado el ${shownDateTime(d.annulledAt ?? '')}`}
                </TableCell>
                <TableCell align="right">{d.employees}</TableCell>
                <TableCell align="right">{formatMoney(d.guarantee)}</TableCell>
                <TableCell align="right">{formatMoney(d.additional)}</TableCell>
                <TableCell align="right">{formatMoney(d.interest)}</TableCell>
                <TableCell>
                  {shownDateTime(d.postedAt)}
                  {d.postedBy ? ` · ${d.postedBy}` : ''}
                </TableCell>
                <TableCell>
                  {canWrite && d.id === lastPosted?.id && (
                    <Button color="error" size="small" onClick={() => setAnnulling(d)} disabled={busy}>
                      Anular
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !deposits.isFetching && (
              <TableRow>
                <TableCell colSpan={8}>
                  Aún no se ha abonado ningún trimestre. Registre las tasas del BCV (Tasas de prestaciones) y
                  cierre las nóminas ordinarias del trimestre antes de abonarlo.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Workers canWrite={canWrite} act={run} />
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <Dialog open={depositing !== null} onClose={() => setDepositing(null)} maxWidth="sm" fullWidth>
        <DialogTitle>Abonar la garantía de un trimestre</DialogTitle>
        {depositing && (
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              Abona a cada trabajador en servicio 5 días de salario integral por mes del trimestre, los días
              adicionales de quien cumplió su segundo año o más, y los intereses de cada mes a la tasa del
              BCV. El salario es el de las nóminas ordinarias cerradas del último mes.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
              <TextField
                label="Año"
                type="number"
                value={depositing.year}
                onChange={(e) => setDepositing({ ...depositing, year: Number(e.target.value) })}
                sx={{ width: { sm: 120 } }}
              />
              <SelectField
                label="Trimestre"
                options={QUARTERS}
                value={depositing.quarter}
                onChange={(quarter) => setDepositing({ ...depositing, quarter })}
                fullWidth
              />
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setDepositing(null)}>Cancelar</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={async () => {
              const body = depositing;
              setDepositing(null);
              if (body) await run(async () => (await call(benefitEndpoints.deposit, { body })).message);
            }}
          >
            Abonar
          </Button>
        </DialogActions>
      </Dialog>
      <AnnulDialog
        title="Anular el abono"
        open={annulling !== null}
        onClose={() => setAnnulling(null)}
        confirmLabel="Anular abono"
        onAnnul={async (reason) => {
          const id = annulling?.id;
          setAnnulling(null);
          if (id)
            await run(
              async () => (await call(benefitEndpoints.annul, { params: { id }, body: { reason } })).message,
            );
        }}
      >
        Se retiran del libro de cada trabajador la garantía, los días adicionales y los intereses de ese
        trimestre. Después puede abonarlo de nuevo.
      </AnnulDialog>
    </Paper>
  );
}

/** The workers with their guarantee, each opening its ledger and, once they left, the settlement. */
function Workers({ canWrite, act }: { canWrite: boolean; act: Act }) {
  const [open, setOpen] = useState<number | null>(null);
  const search = useSearchText();
  const { list, grid } = useServerGrid({
    queryKey: ['benefits', 'workers'],
    filters: { search: search.term },
    pageSizeOptions: [10, 25, 50],
    fetchPage: async (page) =>
      (await call(benefitEndpoints.workers, { query: { ...page, search: search.term } })).data,
  });
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Garantía por trabajador
      </Typography>
      <SearchField search={search} hint="Nombre o cédula" sx={{ mb: 1, minWidth: 280 }} />
      <Box
        tabIndex={0}
        role="region"
        aria-label="Garantía por trabajador (desplazable)"
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" aria-label="Garantía por trabajador">
          <HeadRow
            cells={[
              'Cédula',
              'Trabajador',
              'Ingreso',
              'Egreso',
              ...right('Abonado', 'Anticipos', 'Saldo', 'Intereses'),
            ]}
          />
          <TableBody>
            {grid.rows.map((w) => (
              <Fragment key={w.idEmployee}>
                <TableRow
                  hover
                  onClick={() => setOpen(open === w.idEmployee ? null : w.idEmployee)}
                  sx={{ cursor: 'pointer' }}
                  aria-expanded={open === w.idEmployee}
                >
                  <TableCell>{w.idNumber}</TableCell>
                  <TableCell>{w.name}</TableCell>
                  <TableCell>{formatDate(w.hireDate)}</TableCell>
                  <TableCell>{w.terminationDate ? formatDate(w.terminationDate) : '—'}</TableCell>
                  <TableCell align="right">{formatMoney(w.deposited)}</TableCell>
                  <TableCell align="right">{formatMoney(w.advances)}</TableCell>
                  <TableCell align="right">{formatMoney(w.balance)}</TableCell>
                  <TableCell align="right">{formatMoney(w.interest)}</TableCell>
                </TableRow>
                {open === w.idEmployee && (
                  <TableRow>
                    <TableCell colSpan={8} sx={{ bgcolor: 'action.hover' }}>
                      <Ledger worker={w} canWrite={canWrite} act={act} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
            {grid.rows.length === 0 && !list.isFetching && (
              <TableRow>
                <TableCell colSpan={8}>Ningún trabajador coincide.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePager grid={grid} />
    </Box>
  );
}

function Ledger({ worker, canWrite, act }: { worker: BenefitWorker; canWrite: boolean; act: Act }) {
  const ledger = useQuery({
    queryKey: ['benefits', 'ledger', worker.idEmployee],
    queryFn: async () =>
      (await call(benefitEndpoints.ledger, { params: { idEmployee: worker.idEmployee } })).data,
  });
  const entries = ledger.data?.entries ?? [];
  return (
    <Box>
      <Table size="small" aria-label={`Libro de prestaciones de ${worker.name}`}>
        <HeadRow
          cells={[
            'Fecha',
            'Movimiento',
            'Detalle',
            ...right('Días', 'Salario integral diario', 'Monto', 'Garantía', 'Intereses'),
            ...(canWrite && !worker.settled ? [''] : []),
          ]}
        />
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{formatDate(e.entryDate)}</TableCell>
              <TableCell>{KIND_LABEL[e.kind]}</TableCell>
              <TableCell>{e.description}</TableCell>
              <TableCell align="right">{e.days ? formatMoney(e.days) : ''}</TableCell>
              <TableCell align="right">{e.dailySalary ? formatMoney(e.dailySalary) : ''}</TableCell>
              <TableCell align="right">{formatMoney(e.amount)}</TableCell>
              <TableCell align="right">{formatMoney(e.balance)}</TableCell>
              <TableCell align="right">{formatMoney(e.interestBalance)}</TableCell>
              {canWrite && !worker.settled && (
                <TableCell>
                  {(e.kind === 'opening' || e.kind === 'advance' || e.kind === 'interestPayment') && (
                    <AnnulEntryButton entry={e} act={act} />
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
          {entries.length === 0 && !ledger.isFetching && (
            <TableRow>
              <TableCell colSpan={8}>Sin movimientos: ningún trimestre le ha abonado garantía.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {canWrite && !ledger.isFetching && (
        <LedgerActions worker={worker} empty={entries.length === 0} act={act} />
      )}
      {worker.terminationDate && !worker.settled && <Settlement worker={worker} />}
    </Box>
  );
}

/** What termination pays, as the server computes it, line by line as the auditor reads it. */
function Settlement({ worker }: { worker: BenefitWorker }) {
  const found = useQuery({
    queryKey: ['benefits', 'settlement', worker.idEmployee],
    retry: false,
    queryFn: async () =>
      (await call(benefitEndpoints.settlement, { params: { idEmployee: worker.idEmployee } })).data,
  });
  if (found.error)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {messageOf(found.error)}
      </Alert>
    );
  const s = found.data;
  if (!s) return null;
  const lines: [string, string][] = [
    ['Garantía abonada (literales a y b)', formatMoney(s.deposited)],
    [`Garantía del último trimestre sin abonar (${formatMoney(s.pendingDays)} días)`, formatMoney(s.pending)],
    ['Total de la garantía', formatMoney(s.guaranteeTotal)],
    [
      `30 días por año al último salario integral (literal c): ${s.retroactiveDays} días × ${formatMoney(s.integralDaily)}`,
      formatMoney(s.retroactive),
    ],
    [
      `Prestaciones: el mayor (${s.greater === 'guarantee' ? 'la garantía' : 'el cálculo por años'})`,
      formatMoney(s.benefits),
    ],
    ['Menos anticipos', formatMoney(s.advances)],
    ['Más intereses de la garantía', formatMoney(s.interest)],
    ['Prestaciones e intereses', formatMoney(s.total)],
    [
      `Vacaciones no disfrutadas (${formatMoney(s.vacationDays)} días × ${formatMoney(s.normalDaily)})`,
      formatMoney(s.vacation),
    ],
    [
      `Fracción de vacaciones y bono vacacional (${formatMoney(s.vacationFractionDays)} días)`,
      formatMoney(s.vacationFraction),
    ],
    [
      `Fracción de la bonificación de fin de año (${formatMoney(s.yearEndDays)} días)`,
      formatMoney(s.yearEnd),
    ],
    ...(s.lateDays > 0
      ? ([
          [
            `Intereses de mora de las prestaciones (${s.lateDays} días desde el ${formatDate(s.dueDate)} hasta hoy, a la tasa activa del BCV)`,
            formatMoney(s.lateInterest),
          ],
        ] as [string, string][])
      : []),
    ['Total a pagar', formatMoney(s.grandTotal)],
  ];
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      {s.warnings.map((w) => (
        <Alert key={w} severity="warning" sx={{ mb: 1 }}>
          {w}
        </Alert>
      ))}
      <Typography variant="subtitle1" component="h3">
        Liquidación al egreso del {formatDate(s.terminationDate)} ({s.years} {s.years === 1 ? 'año' : 'años'}{' '}
        y {s.months} {s.months === 1 ? 'mes' : 'meses'} de servicio)
      </Typography>
      <Typography variant="body2" color={s.lateDays > 0 ? 'error' : 'text.secondary'}>
        Se paga a más tardar el {formatDate(s.dueDate)}, a los 5 días del egreso (LOTTT art. 142 f)
        {s.lateDays > 0 ? `: lleva ${s.lateDays} días de retraso y genera intereses de mora.` : '.'}
      </Typography>
      <Table size="small" aria-label={`Liquidación de ${worker.name}`}>
        <TableBody>
          {lines.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
