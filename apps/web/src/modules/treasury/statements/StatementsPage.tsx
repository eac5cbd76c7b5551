import { MONTHS, periodMonths, type StatementHeader, statementEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { AddIcon } from '../../../platform/icons.tsx';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { useSession } from '../../../platform/session.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { StatementLines } from './StatementLines.tsx';
import { StatementList } from './StatementList.tsx';
import { LIST_KEY } from './statements.shared.ts';

/**
 * Estados de cuenta: what the banks say of each account, month by month: imported from the bank's
 * file (CSV or Excel with the bank's columns, OFX as it comes) or entered by hand through the API;
 * each opened to its lines. The reconciliation reads them.
 */
export function StatementsPage() {
  const { period } = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [importing, setImporting] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const remove = async (s: StatementHeader) => {
    if (
      !(await confirm(
        `¿Eliminar el estado de cuenta de ${MONTHS[s.month - 1]} de la cuenta ${s.accountNumber}?`,
      ))
    )
      return;
    try {
      const res = await call(statementEndpoints.deleteById, { params: { id: s.id } });
      setNotice({ ok: true, text: res.message ?? 'Estado de cuenta eliminado' });
      await queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Estados de cuenta · {period.description}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setImporting(true)}>
          Importar archivo del banco
        </Button>
      </Stack>
      <StatementList idPeriod={period.idPeriod} onOpen={setOpen} onRemove={remove} />
      {importing && (
        <ImportDialog
          months={periodMonths(period.startDate, period.endDate)}
          idPeriod={period.idPeriod}
          onClose={() => setImporting(false)}
          onDone={async (text) => {
            setImporting(false);
            setNotice({ ok: true, text });
            await queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
          }}
        />
      )}
      {open !== null && <StatementLines id={open} onClose={() => setOpen(null)} />}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Paper>
  );
}
