import { formatDate, formatMoney, type VacationRow, vacationEndpoints } from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { SearchField, useSearchText } from '../../../platform/SearchField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { TablePager } from '../../../platform/TablePager.tsx';
import { useServerGrid } from '../../../platform/useServerGrid.ts';

const SCREEN = 'NOM-VAC-01';

/**
 * Vacaciones (LOTTT art. 190, 192): each worker's vacation for a year of service, as the vacation run
 * that paid its bonus left it, with the days enjoyed; the office records the days taken, and the
 * server works out the last day and the day back (working days, holidays skipped).
 */
export function VacationsPage() {
  const { user } = useSession();
  const canWrite = Boolean(user && canOpen(user, SCREEN) && !user.isConsultant);
  const queryClient = useQueryClient();
  const search = useSearchText();
  const [pendingOnly, setPendingOnly] = useState(true);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [taking, setTaking] = useState<VacationRow | null>(null);
  const [fromDate, setFromDate] = useState('');
  const [days, setDays] = useState('');
  const { list, grid } = useServerGrid({
    queryKey: ['vacations'],
    filters: { search: search.term, pendingOnly },
    fetchPage: async (page) =>
      (
        await call(vacationEndpoints.list, {
          query: { ...page, search: search.term, ...(pendingOnly ? { pending: 'true' as const } : {}) },
        })
      ).data,
  });
  const record = async () => {
    const row = taking;
    setTaking(null);
    if (!row) return;
    try {
      const res = await call(vacationEndpoints.leave, {
        params: { id: row.id },
        body: { fromDate, days: Number(days) },
      });
      setNotice({ ok: true, text: res.message ?? 'Vacaciones registradas.' });
      await queryClient.invalidateQueries({ queryKey: ['vacations'] });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    }
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Vacaciones
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Las vacaciones que pagó cada nómina de vacaciones (el bono, en el aniversario), con los días hábiles
        que corresponden y los disfrutados.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <SearchField search={search} hint="Nombre o cédula" sx={{ minWidth: 280 }} />
        <FormControlLabel
          control={<Switch checked={pendingOnly} onChange={(e) => setPendingOnly(e.target.checked)} />}
          label="Solo con días por disfrutar"
        />
      </Stack>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Vacaciones por año de servicio (desplazable)"
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" aria-label="Vacaciones por año de servicio">
          <HeadRow
            cells={[
              'Cédula',
              'Trabajador',
              'Aniversario',
              ...right('Años', 'Días', 'Disfrutados', 'Pendientes', 'Bono pagado'),
              'Disfrute',
              '',
            ]}
          />
          <TableBody>
            {grid.rows.map((v) => (
              <TableRow key={v.id}>
                <TableCell>{v.idNumber}</TableCell>
                <TableCell>{v.name}</TableCell>
                <TableCell>{formatDate(v.anniversary)}</TableCell>
                <TableCell align="right">{v.serviceYears}</TableCell>
                <TableCell align="right">{Number(v.days)}</TableCell>
                <TableCell align="right">{Number(v.enjoyed)}</TableCell>
                <TableCell align="right">{Number(v.pending)}</TableCell>
                <TableCell align="right">{formatMoney(v.bonus)}</TableCell>
                <TableCell>
                  {v.leaves.map((l) => (
                    <div key={l.fromDate}>
                      {formatDate(l.fromDate)} al {formatDate(l.toDate)} ({Number(l.days)} d), vuelve el{' '}
                      {formatDate(l.returnDate)}
                    </div>
                  ))}
                </TableCell>
                <TableCell>
                  {canWrite && Number(v.pending) > 0 && (
                    <Button
                      size="small"
                      onClick={() => {
                        const today = institutionToday();
                        setFromDate(today > v.anniversary ? today : v.anniversary);
                        setDays(String(Number(v.pending)));
                        setTaking(v);
                      }}
                    >
                      Registrar disfrute
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {grid.rows.length === 0 && !list.isFetching && (
              <TableRow>
                <TableCell colSpan={10}>
                  Ninguna vacación {pendingOnly ? 'con días por disfrutar' : 'registrada'}. Las registra el
                  cierre de una nómina de vacaciones.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePager grid={grid} />
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <Dialog open={taking !== null} onClose={() => setTaking(null)} maxWidth="xs" fullWidth>
        <DialogTitle>Disfrute de vacaciones{taking ? ` de ${taking.name}` : ''}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DateField label="Desde" value={fromDate} onChange={setFromDate} />
            <TextField
              label="Días hábiles"
              type="number"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              helperText="Sin sábados, domingos ni feriados"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTaking(null)}>Cancelar</Button>
          <Button variant="contained" onClick={record}>
            Registrar
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
