import {
  COMPUTE_BATCH,
  employeeTypeResource,
  endpointUrl,
  formatDate,
  formatMoney,
  ordinaryDates,
  PAYROLL_RUN_KINDS,
  type PayrollRunDetail,
  type PayrollRunDraft,
  payrollRunEndpoints,
  payrollRunKindLabel,
  payrollRunWorkEndpoints,
  payslipEndpoints,
  resourceEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { call, download, messageOf } from '../../../platform/api.ts';
import { institutionToday, shownDateTime } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentView, Field } from '../../../platform/documents/DocumentView.tsx';
import { editedDraft, useDocumentDetail } from '../../../platform/documents/detail.ts';
import { documentPaths } from '../../../platform/documents/paths.ts';
import { DownloadIcon, PrintIcon } from '../../../platform/icons.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { useDebounced } from '../../../platform/useDebounced.ts';

const SCREEN = 'NOM-EMI-01';
const BASE = '/pages/Nomina-Emision-de-Nominas';
const PATHS = documentPaths(BASE);
const QUERY_KEYS = ['payroll-runs', 'payroll-run', 'payroll-run-work'];
const KIND_LABELS = { assignment: 'Asignación', deduction: 'Deducción', contribution: 'Aporte patronal' };

/** Emisión de nóminas: runs by personnel type and period, computed, reviewed and closed. */
export function PayrollRunsPage() {
  const [params] = useSearchParams();
  const editing = Number(params.get('editar') ?? 0);
  const id = Number(params.get('id') ?? 0);
  if (params.has('nuevo') || editing > 0) return <RunForm id={editing || null} />;
  if (id > 0) return <RunView id={id} />;
  return <RunList />;
}

function RunList() {
  const { period } = useSession();
  const [type, setType] = useState<Option | null>(null);
  const columns: GridColDef<PayrollRunDetail>[] = [
    { field: 'employeeTypeName', headerName: 'Tipo de personal', flex: 1, minWidth: 150, sortable: false },
    {
      field: 'runKind',
      headerName: 'Nómina',
      width: 100,
      sortable: false,
      valueFormatter: (v: string) => payrollRunKindLabel(v),
    },
    {
      field: 'fromDate',
      headerName: 'Fechas',
      width: 190,
      sortable: false,
      valueGetter: (_v, r) => `${formatDate(r.fromDate)} al ${formatDate(r.toDate)}`,
    },
    {
      field: 'employees',
      headerName: 'Trab.',
      width: 70,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
    },
    moneyColumn('net', 'Neto a pagar', 140),
  ];
  return (
    <DocumentList<PayrollRunDetail>
      title="Emisión de nóminas"
      queryKey={['payroll-runs']}
      fetchPage={async (query) =>
        (
          await call(payrollRunEndpoints.list, {
            params: { idPeriod: period?.idPeriod as number },
            query: { ...query, idEmployeeType: type?.id },
          })
        ).data
      }
      number={(r) => (r.numberText ? `Nómina ${r.numberText}` : null)}
      columns={columns}
      filters={{ idEmployeeType: type?.id }}
      familyFilters={
        <Box sx={{ minWidth: 240 }}>
          <RefSelect
            target={employeeTypeResource}
            label="Tipo de personal"
            value={type?.id ?? null}
            valueLabel={type?.label}
            onChange={setType}
            size="small"
          />
        </Box>
      }
      newDocument={{ label: 'Nueva nómina', path: PATHS.create, writeScreen: SCREEN }}
      viewPath={PATHS.view}
      searchHint="Número, descripción o tipo de personal"
    />
  );
}

/**
 * Computes the run batch after batch, so the officer sees how far it is; the server keeps what each
 * batch computed, and the first batch starts over.
 */
function ComputeButton({
  run,
  onDone,
}: {
  run: PayrollRunDetail;
  onDone(message: string, ok: boolean): void;
}) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const start = async () => {
    setProgress({ done: 0, total: run.employees || COMPUTE_BATCH });
    try {
      for (let batch = 0; ; batch++) {
        const { data } = await call(payrollRunWorkEndpoints.compute, {
          params: { id: run.id },
          body: { batch },
        });
        setProgress({ done: data.done, total: data.total });
        if (data.finished) {
          onDone(`Nómina calculada: ${data.total} ${data.total === 1 ? 'trabajador' : 'trabajadores'}`, true);
          break;
        }
      }
    } catch (error) {
      onDone(messageOf(error), false);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Button
        variant={run.computedAt ? 'outlined' : 'contained'}
        onClick={start}
        disabled={progress !== null}
      >
        {run.computedAt ? 'Recalcular' : 'Calcular'}
      </Button>
      {progress && (
        <>
          <LinearProgress
            variant="determinate"
            value={progress.total === 0 ? 100 : (100 * progress.done) / progress.total}
            aria-label="Avance del cálculo"
          />
          <Typography variant="caption">
            {progress.done} de {progress.total} trabajadores
          </Typography>
        </>
      )}
    </Stack>
  );
}

function RunView({ id }: { id: number }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const runQuery = useDocumentDetail(payrollRunEndpoints.detail, 'payroll-run', id);
  const [tab, setTab] = useState(0);
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  const r = runQuery.data;
  if (runQuery.isError) return <Alert severity="error">Nómina no encontrada.</Alert>;
  if (!r) return null;
  const canWrite = Boolean(user && canOpen(user, SCREEN) && !user.isConsultant);
  return (
    <DocumentView
      doc={{ ...r, amount: r.net }}
      title={`Nómina ${r.numberText ?? '(borrador)'} · ${r.employeeTypeName}`}
      endpoints={payrollRunEndpoints}
      writeScreen={SCREEN}
      paths={PATHS}
      pdfName={`Nómina ${r.numberText ?? r.id}.pdf`}
      queryKeys={QUERY_KEYS}
      post={{
        label: 'Cerrar nómina',
        question: `¿Cerrar la nómina por ${formatMoney(r.net)} neto a pagar? Se registran el compromiso y la causación del presupuesto y los aportes pasan a la tesorería; una nómina cerrada no se recalcula.`,
      }}
      actions={
        r.status === 'draft' && canWrite ? (
          <ComputeButton
            run={r}
            onDone={async (text, ok) => {
              setNotice({ text, ok });
              for (const key of QUERY_KEYS) await queryClient.invalidateQueries({ queryKey: [key] });
            }}
          />
        ) : r.status === 'posted' && r.idReverses === null ? (
          <>
            <DownloadButton
              icon={<PrintIcon />}
              onDownload={() =>
                download(
                  endpointUrl(payslipEndpoints.runPdf, { params: { id: r.id } }),
                  `Recibos de pago nómina ${r.numberText}.pdf`,
                )
              }
              onError={(e) => setNotice({ text: messageOf(e), ok: false })}
            >
              Recibos de pago
            </DownloadButton>
            <DownloadButton
              icon={<DownloadIcon />}
              onDownload={() =>
                download(
                  endpointUrl(payslipEndpoints.bankFile, { params: { id: r.id } }),
                  `Nomina ${r.numberText} banco.txt`,
                )
              }
              onError={(e) => setNotice({ text: messageOf(e), ok: false })}
            >
              Archivo del banco
            </DownloadButton>
          </>
        ) : null
      }
    >
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
        <Field label="Nómina">{payrollRunKindLabel(r.runKind)}</Field>
        <Field label="Fechas">
          {formatDate(r.fromDate)} al {formatDate(r.toDate)}
        </Field>
        <Field label="Fecha de pago">{formatDate(r.payDate)}</Field>
        <Field label="Calculada">{r.computedAt ? shownDateTime(r.computedAt) : 'Sin calcular'}</Field>
        <Field label="Trabajadores">{r.employees}</Field>
        <Field label="Asignaciones">{formatMoney(r.assignments)}</Field>
        <Field label="Deducciones">{formatMoney(r.deductions)}</Field>
        <Field label="Aportes patronales">{formatMoney(r.contributions)}</Field>
        <Field label="Neto a pagar">
          <strong>{formatMoney(r.net)}</strong>
        </Field>
        {r.commitmentNumber && (
          <Field label="Compromiso">
            <RouterLink to={`/pages/view-document?id=${r.idCommitment}`}>N.º {r.commitmentNumber}</RouterLink>
          </Field>
        )}
        {r.causationNumber && (
          <Field label="Causación">
            <RouterLink to={`/pages/view-document?id=${r.idCausation}`}>N.º {r.causationNumber}</RouterLink>
          </Field>
        )}
        <Field label="Descripción">{r.description}</Field>
      </Box>
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} aria-label="Revisión de la nómina" sx={{ mb: 1 }}>
        <Tab label="Trabajadores" />
        <Tab label="Conceptos" />
        <Tab label="Cambios" />
        <Tab label="Presupuesto" />
      </Tabs>
      {tab === 0 && <EmployeesTab id={r.id} />}
      {tab === 1 && <ConceptsTab id={r.id} />}
      {tab === 2 && <ChangesTab id={r.id} />}
      {tab === 3 && <BudgetTab id={r.id} />}
      <Button component={RouterLink} to={PATHS.list} sx={{ mt: 2 }}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}

function usePaged() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 300);
  return { page, setPage, size, setSize, search, setSearch, term };
}

function Pager({ total, paged }: { total: number; paged: ReturnType<typeof usePaged> }) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={paged.page}
      rowsPerPage={paged.size}
      rowsPerPageOptions={[10, 25, 50]}
      onPageChange={(_e, p) => paged.setPage(p)}
      onRowsPerPageChange={(e) => {
        paged.setSize(Number(e.target.value));
        paged.setPage(0);
      }}
      labelRowsPerPage="Filas"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
    />
  );
}

function SearchBox({ paged, hint }: { paged: ReturnType<typeof usePaged>; hint: string }) {
  return (
    <TextField
      size="small"
      label="Buscar"
      placeholder={hint}
      value={paged.search}
      onChange={(e) => {
        paged.setSearch(e.target.value);
        paged.setPage(0);
      }}
      sx={{ mb: 1, minWidth: 280 }}
    />
  );
}

function EmployeesTab({ id }: { id: number }) {
  const paged = usePaged();
  const [open, setOpen] = useState<number | null>(null);
  const found = useQuery({
    queryKey: ['payroll-run-work', 'employees', id, paged.page, paged.size, paged.term],
    queryFn: async () =>
      (
        await call(payrollRunWorkEndpoints.employees, {
          params: { id },
          query: { page: paged.page, size: paged.size, search: paged.term || undefined },
        })
      ).data,
  });
  const rows = found.data?.rows ?? [];
  return (
    <Box>
      <SearchBox paged={paged} hint="Nombre, cédula o departamento" />
      <Table size="small" aria-label="Trabajadores de la nómina">
        <TableHead>
          <TableRow>
            <TableCell>Cédula</TableCell>
            <TableCell>Trabajador</TableCell>
            <TableCell>Cargo</TableCell>
            <TableCell align="right">Días</TableCell>
            <TableCell align="right">Asignaciones</TableCell>
            <TableCell align="right">Deducciones</TableCell>
            <TableCell align="right">Neto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((e) => (
            <Fragment key={e.idEmployee}>
              <TableRow
                hover
                onClick={() => setOpen(open === e.idEmployee ? null : e.idEmployee)}
                sx={{ cursor: 'pointer' }}
                aria-expanded={open === e.idEmployee}
              >
                <TableCell>{e.idNumber}</TableCell>
                <TableCell>{e.name}</TableCell>
                <TableCell>{e.cargo}</TableCell>
                <TableCell align="right">{e.days}</TableCell>
                <TableCell align="right">{formatMoney(e.assignments)}</TableCell>
                <TableCell align="right">{formatMoney(e.deductions)}</TableCell>
                <TableCell align="right">{formatMoney(e.net)}</TableCell>
              </TableRow>
              {open === e.idEmployee && (
                <TableRow>
                  <TableCell colSpan={7} sx={{ bgcolor: 'action.hover' }}>
                    <Table size="small" aria-label={`Conceptos de ${e.name}`}>
                      <TableBody>
                        {e.lines.map((l) => (
                          <TableRow key={l.code}>
                            <TableCell>{l.code}</TableCell>
                            <TableCell>{l.name}</TableCell>
                            <TableCell>{KIND_LABELS[l.kind]}</TableCell>
                            <TableCell align="right">{formatMoney(l.amount)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
          {rows.length === 0 && !found.isFetching && (
            <TableRow>
              <TableCell colSpan={7}>Sin trabajadores: calcule la nómina.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Pager total={found.data?.total ?? 0} paged={paged} />
    </Box>
  );
}

function ConceptsTab({ id }: { id: number }) {
  const found = useQuery({
    queryKey: ['payroll-run-work', 'concepts', id],
    queryFn: async () => (await call(payrollRunWorkEndpoints.concepts, { params: { id } })).data,
  });
  return (
    <Table size="small" aria-label="Conceptos de la nómina">
      <TableHead>
        <TableRow>
          <TableCell>Código</TableCell>
          <TableCell>Concepto</TableCell>
          <TableCell>Tipo</TableCell>
          <TableCell>Partida</TableCell>
          <TableCell align="right">Trabajadores</TableCell>
          <TableCell align="right">Monto</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(found.data ?? []).map((c) => (
          <TableRow key={c.code}>
            <TableCell>{c.code}</TableCell>
            <TableCell>{c.name}</TableCell>
            <TableCell>{KIND_LABELS[c.kind]}</TableCell>
            <TableCell>{c.accountCode ?? '—'}</TableCell>
            <TableCell align="right">{c.employees}</TableCell>
            <TableCell align="right">{formatMoney(c.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ChangesTab({ id }: { id: number }) {
  const paged = usePaged();
  const found = useQuery({
    queryKey: ['payroll-run-work', 'changes', id, paged.page, paged.size, paged.term],
    queryFn: async () =>
      (
        await call(payrollRunWorkEndpoints.changes, {
          params: { id },
          query: { page: paged.page, size: paged.size, search: paged.term || undefined },
        })
      ).data,
  });
  const d = found.data;
  if (!d) return null;
  if (!d.previous)
    return (
      <Alert severity="info">
        No hay una nómina anterior cerrada de este tipo de personal con la que comparar.
      </Alert>
    );
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>
        Frente a la nómina N.º {d.previous.numberText} (hasta el {formatDate(d.previous.toDate)}): {d.changed}{' '}
        {d.changed === 1 ? 'trabajador cambió' : 'trabajadores cambiaron'}, {d.joined}{' '}
        {d.joined === 1 ? 'ingresó' : 'ingresaron'} y {d.left} {d.left === 1 ? 'salió' : 'salieron'}.
      </Alert>
      <SearchBox paged={paged} hint="Nombre, cédula o concepto" />
      <Table size="small" aria-label="Cambios frente a la nómina anterior">
        <TableHead>
          <TableRow>
            <TableCell>Cédula</TableCell>
            <TableCell>Trabajador</TableCell>
            <TableCell>Concepto</TableCell>
            <TableCell align="right">Antes</TableCell>
            <TableCell align="right">Ahora</TableCell>
            <TableCell align="right">Diferencia</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {d.rows.map((c) => (
            <TableRow key={`${c.idEmployee}-${c.code ?? ''}`}>
              <TableCell>{c.idNumber}</TableCell>
              <TableCell>{c.name}</TableCell>
              <TableCell>
                {c.code
                  ? `${c.code} ${c.conceptName ?? ''}`
                  : c.before === null
                    ? 'Ingresó (neto)'
                    : 'Salió (neto)'}
              </TableCell>
              <TableCell align="right">{c.before === null ? '—' : formatMoney(c.before)}</TableCell>
              <TableCell align="right">{c.after === null ? '—' : formatMoney(c.after)}</TableCell>
              <TableCell align="right">{formatMoney(c.difference)}</TableCell>
            </TableRow>
          ))}
          {d.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>Nada cambió frente a la nómina anterior.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Pager total={d.total} paged={paged} />
    </Box>
  );
}

function BudgetTab({ id }: { id: number }) {
  const found = useQuery({
    queryKey: ['payroll-run-work', 'budget', id],
    queryFn: async () => (await call(payrollRunWorkEndpoints.budget, { params: { id } })).data,
  });
  const rows = found.data ?? [];
  const short = rows.filter((l) => !l.enough);
  return (
    <Box>
      {short.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {short.length === 1
            ? 'Una cuenta no alcanza o no existe'
            : `${short.length} cuentas no alcanzan o no existen`}{' '}
          en el presupuesto del período: la nómina no se cierra así.
        </Alert>
      )}
      <Table size="small" aria-label="Presupuesto que compromete la nómina">
        <TableHead>
          <TableRow>
            <TableCell>Categoría</TableCell>
            <TableCell>Partida</TableCell>
            <TableCell>Departamento</TableCell>
            <TableCell align="right">Compromete</TableCell>
            <TableCell align="right">Disponible</TableCell>
            <TableCell>Estado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((l) => (
            <TableRow key={`${l.structure ?? ''}-${l.accountCode}`}>
              <TableCell>{l.structure ?? 'Sin categoría'}</TableCell>
              <TableCell>{l.accountCode}</TableCell>
              <TableCell>{l.department}</TableCell>
              <TableCell align="right">{formatMoney(l.amount)}</TableCell>
              <TableCell align="right">{l.available === null ? '—' : formatMoney(l.available)}</TableCell>
              <TableCell sx={{ color: l.enough ? 'success.main' : 'error.main' }}>
                {l.idBudgetAccount === null
                  ? 'No existe la cuenta'
                  : l.enough
                    ? 'Disponible'
                    : 'Insuficiente'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

interface Values {
  type: Option | null;
  runKind: 'ordinary' | 'special';
  fromDate: string;
  toDate: string;
  payDate: string;
  description: string;
}

const IN_PLACE = ['idEmployeeType', 'runKind', 'fromDate', 'toDate', 'payDate', 'description'];

/** A draft as the form holds it. */
const fromDetail = (r: PayrollRunDetail): Values => ({
  type: { id: r.idEmployeeType, label: r.employeeTypeName },
  runKind: r.runKind,
  fromDate: r.fromDate,
  toDate: r.toDate,
  payDate: r.payDate,
  description: r.description,
});

function RunForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = editedDraft(
    useDocumentDetail(payrollRunEndpoints.detail, 'payroll-run', id).data,
    fromDetail,
  );
  const today = institutionToday();
  const fortnight = ordinaryDates('fortnightly', today);
  const state = useDocumentForm<Values, PayrollRunDraft>({
    endpoints: payrollRunEndpoints,
    defaults: {
      type: null,
      runKind: 'ordinary',
      fromDate: fortnight.from,
      toDate: fortnight.to,
      payDate: fortnight.to,
      description: '',
    },
    editing,
    toDraft: (v) =>
      period && v.type
        ? {
            idPeriod: period.idPeriod,
            idEmployeeType: v.type.id,
            runKind: v.runKind,
            fromDate: v.fromDate,
            toDate: v.toDate,
            payDate: v.payDate,
            description: v.description,
          }
        : null,
    check: (v) => (v.type ? [] : [{ field: 'idEmployeeType', message: 'Elija el tipo de personal' }]),
    confirmPost: () => '¿Cerrar la nómina?',
    paths: PATHS,
    queryKeys: QUERY_KEYS,
  });
  const { form, errorFor } = state;
  const v = form.watch();
  const set = form.setValue;
  const typeRow = useQuery({
    queryKey: ['employee-type', v.type?.id],
    enabled: Boolean(v.type),
    queryFn: async () =>
      (await call(resourceEndpoints(employeeTypeResource).detail, { params: { id: v.type?.id as number } }))
        .data,
  });
  const frequency = typeRow.data?.frequency as string | undefined;
  // An ordinary run pays its personnel type's fortnight or month: the dates follow the first one.
  const follow = (from: string, kind = v.runKind) => {
    set('fromDate', from);
    if (kind === 'ordinary' && frequency) {
      const dates = ordinaryDates(frequency, from);
      set('fromDate', dates.from);
      set('toDate', dates.to);
      set('payDate', dates.to);
    }
  };
  // Once the personnel type's frequency is known, an ordinary run's dates are its fortnight or month.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new frequency moves the dates
  useEffect(() => {
    if (frequency && v.runKind === 'ordinary') follow(v.fromDate);
  }, [frequency]);
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de nómina' : 'Nueva nómina'} · ${period.description}`}
      state={state}
      fieldsShownInPlace={IN_PLACE}
      canPost={false}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <RefSelect
            target={employeeTypeResource}
            label="Tipo de personal"
            value={v.type?.id ?? null}
            valueLabel={v.type?.label}
            onChange={(o) => set('type', o)}
            error={Boolean(errorFor('idEmployeeType'))}
            helperText={errorFor('idEmployeeType')}
            required
          />
        </Box>
        <TextField
          select
          label="Nómina"
          value={v.runKind}
          onChange={(e) => {
            const kind = e.target.value as Values['runKind'];
            set('runKind', kind);
            follow(v.fromDate, kind);
          }}
          sx={{ minWidth: 160 }}
        >
          {PAYROLL_RUN_KINDS.map((k) => (
            <MenuItem key={k.value} value={k.value}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label="Desde"
          value={v.fromDate}
          onChange={(d) => follow(d)}
          error={errorFor('fromDate')}
        />
        <DateField
          label="Hasta"
          value={v.toDate}
          onChange={(d) => set('toDate', d)}
          error={errorFor('toDate')}
        />
        <DateField
          label="Fecha de pago"
          value={v.payDate}
          onChange={(d) => set('payDate', d)}
          error={errorFor('payDate')}
        />
      </Stack>
      <TextField
        label="Descripción"
        value={v.description}
        onChange={(e) => set('description', e.target.value)}
        error={Boolean(errorFor('description'))}
        helperText={errorFor('description') ?? 'Por ejemplo: Primera quincena de noviembre'}
        fullWidth
        sx={{ mb: 2 }}
      />
      <Alert severity="info">
        Guarde el borrador y, en la nómina, use «Calcular»: verá a cada trabajador, sus cambios frente a la
        nómina anterior y el presupuesto que comprometerá antes de cerrarla.
      </Alert>
    </DocumentForm>
  );
}
