import { formatDate, formatMoney, payrollRunWorkEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { call } from '../../../platform/api.ts';
import { useDebounced } from '../../../platform/useDebounced.ts';
import { KIND_LABELS } from './payroll-runs.shared.ts';

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

export function EmployeesTab({ id }: { id: number }) {
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

export function ConceptsTab({ id }: { id: number }) {
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

export function ChangesTab({ id }: { id: number }) {
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

export function BudgetTab({ id }: { id: number }) {
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
