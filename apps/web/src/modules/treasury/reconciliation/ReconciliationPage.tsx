import { periodMonths, reconciliationEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import type { Option } from '../../../platform/masters/RefSelect.tsx';
import { useSession } from '../../../platform/session.tsx';
import { AccountMonth } from '../statements/StatementParts.tsx';
import { QUERY_KEY } from './reconciliation.shared.ts';
import { Workbench } from './Workbench.tsx';

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
    queryKey: [QUERY_KEY, key],
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
        <AccountMonth
          account={account}
          onAccount={setAccount}
          month={month}
          onMonth={setMonth}
          months={months}
          sx={{ account: { flex: 1, minWidth: 260, maxWidth: { md: 480 } }, month: 180 }}
        />
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
