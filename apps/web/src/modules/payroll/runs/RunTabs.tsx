import { formatDate, formatMoney, payrollRunWorkEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { call } from '../../../platform/api.ts';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { SearchField, useSearchText } from '../../../platform/SearchField.tsx';
import { TablePager } from '../../../platform/TablePager.tsx';
import { type ServerPage, useServerGrid } from '../../../platform/useServerGrid.ts';
import { KIND_LABELS } from './payroll-runs.shared.ts';

/**
 * A tab's rows paged by the server and searched (the employees, the changes): the platform's paging,
 * under a plain table whose rows open under themselves.
 */
function useSearchedWork<Page extends ServerPage<GridValidRowModel>>(
  tab: string,
  id: number,
  fetch: (query: { page: number; size: number; search?: string }) => Promise<{ data: Page }>,
) {
  const search = useSearchText();
  const { list, grid } = useServerGrid({
    queryKey: ['payroll-run-work', tab, id],
    filters: { search: search.term },
    pageSizeOptions: [10, 25, 50],
    fetchPage: async (page) => (await fetch({ ...page, search: search.term })).data,
  });
  return { search, list, grid };
}

export function EmployeesTab({ id }: { id: number }) {
  const [open, setOpen] = useState<number | null>(null);
  const { search, list, grid } = useSearchedWork('employees', id, (query) =>
    call(payrollRunWorkEndpoints.employees, { params: { id }, query }),
  );
  const rows = grid.rows;
  return (
    <Box>
      <SearchField search={search} hint="Nombre, cédula o departamento" sx={{ mb: 1, minWidth: 280 }} />
      <Table size="small" aria-label="Trabajadores de la nómina">
        <HeadRow
          cells={['Cédula', 'Trabajador', 'Cargo', ...right('Días', 'Asignaciones', 'Deducciones', 'Neto')]}
        />
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
          {rows.length === 0 && !list.isFetching && (
            <TableRow>
              <TableCell colSpan={7}>Sin trabajadores: calcule la nómina.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePager grid={grid} />
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
      <HeadRow cells={['Código', 'Concepto', 'Tipo', 'Partida', ...right('Trabajadores', 'Monto')]} />
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
  const { search, list, grid } = useSearchedWork('changes', id, (query) =>
    call(payrollRunWorkEndpoints.changes, { params: { id }, query }),
  );
  const d = list.data;
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
      <SearchField search={search} hint="Nombre, cédula o concepto" sx={{ mb: 1, minWidth: 280 }} />
      <Table size="small" aria-label="Cambios frente a la nómina anterior">
        <HeadRow cells={['Cédula', 'Trabajador', 'Concepto', ...right('Antes', 'Ahora', 'Diferencia')]} />
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
      <TablePager grid={grid} />
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
        <HeadRow
          cells={['Categoría', 'Partida', 'Departamento', ...right('Compromete', 'Disponible'), 'Estado']}
        />
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
