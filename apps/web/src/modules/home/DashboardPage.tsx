import {
  type AccountBalance,
  bankAccountEndpoints,
  cashBoxEndpoints,
  executionEndpoints,
  formatDate,
  formatLongDate,
  formatMoney,
  formatRate,
  LOCAL_CURRENCY,
  type Period,
  SERIES_COLORS,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { call, messageOf } from '../../platform/api.ts';
import { institutionToday } from '../../platform/clock.ts';
import { HeadRow, right } from '../../platform/HeadRow.tsx';
import { buildMenu, canOpen } from '../../platform/menu.ts';
import { useSession } from '../../platform/session.tsx';
import { BarsWithTable, monthLabel } from './bars.ts';
import { GuideSummary } from './GuideSummary.tsx';
import { ModuleCharts } from './ModuleCharts.tsx';
import { Tile } from './Tile.tsx';

const DASHBOARD = 'MPI-OI1-01';

/** `/dashboard/default`: the statistics board for SA and ADMIN; everyone else gets their shortcuts. */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return canOpen(user, DASHBOARD) ? <StatisticsBoard /> : <Welcome />;
}

/** How much of the period has run, by the institution's days: its whole last day is 100 %. */
function periodProgress(period: Period, today = institutionToday()): number {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const length = day(period.endDate) - day(period.startDate) + 1;
  return Math.min(100, Math.max(0, ((day(today) - day(period.startDate) + 1) / length) * 100));
}

function StatisticsBoard() {
  const { user, period } = useSession();
  if (!user) return null;
  const enabled = new Set(user.modules.map((m) => m.code));
  const moduleTile = (code: string, title: string, empty: string) => (
    <Tile title={title}>
      {enabled.has(code) ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Typography color="text.secondary">El módulo no está habilitado para esta institución.</Typography>
      )}
    </Tile>
  );
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1">
          Tablero principal
        </Typography>
        <Typography color="text.secondary">
          {user.nameClient} · {formatLongDate(institutionToday())}
        </Typography>
      </Box>
      <GuideSummary />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        <Tile title="Período de trabajo">
          {period ? (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h5" component="p">
                  {period.description}
                </Typography>
                <Chip
                  size="small"
                  label={period.expired ? 'Vencido' : 'Vigente'}
                  color={period.expired ? 'warning' : 'success'}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Del {formatDate(period.startDate)} al {formatDate(period.endDate)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={periodProgress(period)}
                sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
                aria-label="Avance del período"
              />
              <Typography variant="caption" color="text.secondary">
                {periodProgress(period).toFixed(0)} % del período transcurrido
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">La institución no tiene períodos registrados.</Typography>
          )}
        </Tile>
        {enabled.has('PRE') && period ? (
          <ExecutionTiles idPeriod={period.idPeriod} description={period.description} />
        ) : (
          moduleTile('PRE', 'Ejecución presupuestaria', 'Elija un período en la barra superior.')
        )}
        {enabled.has('REC') && period ? (
          <CollectionsTile idPeriod={period.idPeriod} description={period.description} />
        ) : (
          moduleTile('REC', 'Recaudación', 'Elija un período en la barra superior.')
        )}
        {enabled.has('TES') && period ? (
          <TreasuryTile idPeriod={period.idPeriod} />
        ) : (
          moduleTile('TES', 'Tesorería', 'Elija un período en la barra superior.')
        )}
        {enabled.has('PRE') && period ? (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <MonthsTile idPeriod={period.idPeriod} description={period.description} />
          </Box>
        ) : null}
        <ModuleCharts enabled={enabled} period={period} />
        <Tile title="Módulos habilitados">
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {user.modules.map((m) => (
              <Chip key={m.code} label={m.description} size="small" variant="outlined" />
            ))}
          </Stack>
        </Tile>
      </Box>
    </Stack>
  );
}

function Welcome() {
  const { user, period } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const groups = buildMenu(user).filter((e) => e.kind === 'group');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1">
          Inicio
        </Typography>
        <Typography color="text.secondary">
          {user.nameUser} · {user.nameClient}
          {period ? ` · período ${period.description}` : ''}
        </Typography>
      </Box>
      <GuideSummary />
      {groups.length === 0 ? (
        <Typography color="text.secondary">
          Su usuario aún no tiene pantallas asignadas en esta institución. Pídalas al administrador.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {groups.flatMap((group) =>
            group.kind === 'group'
              ? group.children.map((item) => (
                  <Card key={item.key}>
                    <CardActionArea onClick={() => navigate(item.path)} sx={{ p: 2 }}>
                      <Typography variant="caption" color="text.secondary">
                        {group.name}
                      </Typography>
                      <Typography sx={{ fontWeight: 500 }}>{item.name}</Typography>
                    </CardActionArea>
                  </Card>
                ))
              : [],
          )}
        </Box>
      )}
    </Stack>
  );
}

/** The year's execution by month (committed, caused, paid) against the updated budget: a picture. */
function MonthsTile({ idPeriod, description }: { idPeriod: number; description: string }) {
  const months = useQuery({
    queryKey: ['execution-months', idPeriod],
    queryFn: async () => (await call(executionEndpoints.months, { params: { idPeriod } })).data,
  });
  const title = `Ejecución por mes · ${description}`;
  return (
    <Tile title={title}>
      {months.isPending ? (
        <LinearProgress aria-label="Cargando" />
      ) : months.isError ? (
        <Alert severity="error">{messageOf(months.error)}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Presupuesto actualizado: {formatMoney(months.data.updated)}
          </Typography>
          <Suspense fallback={<LinearProgress aria-label="Cargando" />}>
            <BarsWithTable
              title={`${title}: comprometido, causado y pagado`}
              categories={months.data.months.map((m) => monthLabel(m.year, m.month))}
              series={[
                // The moments in the colours the execution reports give them.
                {
                  label: 'Comprometido',
                  values: months.data.months.map((m) => m.committed),
                  color: SERIES_COLORS[1],
                },
                {
                  label: 'Causado',
                  values: months.data.months.map((m) => m.caused),
                  color: SERIES_COLORS[2],
                },
                { label: 'Pagado', values: months.data.months.map((m) => m.paid), color: SERIES_COLORS[3] },
              ]}
            />
          </Suspense>
        </>
      )}
    </Tile>
  );
}

/** What the period collected, against the revenue budget's goal, and month by month. */
function CollectionsTile({ idPeriod, description }: { idPeriod: number; description: string }) {
  const months = useQuery({
    queryKey: ['collection-months', idPeriod],
    queryFn: async () => (await call(cashBoxEndpoints.months, { params: { idPeriod } })).data,
  });
  const title = `Recaudación · ${description}`;
  if (months.isPending)
    return (
      <Tile title={title}>
        <LinearProgress aria-label="Cargando" />
      </Tile>
    );
  if (months.isError)
    return (
      <Tile title={title}>
        <Alert severity="error">{messageOf(months.error)}</Alert>
      </Tile>
    );
  const { goal, months: rows } = months.data;
  const collected = rows.reduce((sum, m) => sum.plus(m.collected), new Decimal(0));
  const share = new Decimal(goal).isZero() ? null : collected.div(goal).times(100).toNumber();
  return (
    <Tile title={title}>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(collected.toFixed(2))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {share === null
          ? 'El clasificador de ingresos del período no tiene metas.'
          : `de una meta de ${formatMoney(goal)} · ${share.toFixed(share < 1 ? 2 : 1).replace('.', ',')} %`}
      </Typography>
      {share !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, share)}
          sx={{ mt: 1.5, mb: 1, height: 8, borderRadius: 4 }}
          aria-label="Recaudado de la meta"
        />
      )}
      <Suspense fallback={<LinearProgress aria-label="Cargando" />}>
        <BarsWithTable
          title={`Recaudación por mes · ${description}`}
          categories={rows.map((m) => monthLabel(m.year, m.month))}
          series={[{ label: 'Recaudado', values: rows.map((m) => m.collected) }]}
          height={180}
        />
      </Suspense>
    </Tile>
  );
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;

/** The period's budget execution and the accounts closest to running out, from the kept totals. */
function ExecutionTiles({ idPeriod, description }: { idPeriod: number; description: string }) {
  const execution = useQuery({
    queryKey: ['execution', idPeriod],
    queryFn: async () => (await call(executionEndpoints.period, { params: { idPeriod } })).data,
  });
  if (execution.isPending)
    return (
      <Tile title="Ejecución presupuestaria">
        <LinearProgress aria-label="Cargando" />
      </Tile>
    );
  if (execution.isError)
    return (
      <Tile title="Ejecución presupuestaria">
        <Alert severity="error">{messageOf(execution.error)}</Alert>
      </Tile>
    );
  const e = execution.data;
  const share = (part: string) =>
    new Decimal(e.updated).isZero() ? 0 : new Decimal(part).div(e.updated).times(100).toNumber();
  const figure = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }} key={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined }}
      >
        {formatMoney(value)}
      </Typography>
    </Stack>
  );
  return (
    <>
      <Tile title={`Ejecución presupuestaria · ${description}`}>
        <Stack spacing={0.5}>
          {figure('Asignación inicial', e.initial)}
          {figure('Modificaciones', e.modified)}
          {figure('Presupuesto actualizado', e.updated, true)}
          {figure('Comprometido', e.committed)}
          {figure('Causado', e.caused)}
          {figure('Pagado', e.paid)}
          {figure('Disponible', e.available, true)}
        </Stack>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, share(e.committed))}
          sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
          aria-label="Comprometido del presupuesto actualizado"
        />
        <Typography variant="caption" color="text.secondary">
          {share(e.committed).toFixed(1).replace('.', ',')} % comprometido
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Chip size="small" color="success" label={count(e.documents.posted, 'registrado', 'registrados')} />
          <Chip size="small" label={count(e.documents.draft, 'borrador', 'borradores')} />
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={count(e.documents.annulled, 'anulado', 'anulados')}
          />
        </Stack>
      </Tile>
      <Tile title="Cuentas más cerca de agotarse">
        {e.tightest.length === 0 ? (
          <Typography color="text.secondary">El período no tiene cuentas con asignación.</Typography>
        ) : (
          <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {e.tightest.map((a) => (
              <Box component="li" key={a.code}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {a.code}
                </Typography>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {a.description}
                  </Typography>
                  <Typography
                    variant="caption"
                    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    color={Number(a.percent) < 10 ? 'error' : 'text.primary'}
                  >
                    {formatMoney(a.available)} · {a.percent.replace('.', ',')} %
                  </Typography>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </Tile>
    </>
  );
}

/** A foreign-currency account: its figures are in its currency, valued in bolívares at the BCV rate. */
const foreign = (a: AccountBalance) => a.currency !== null && a.currency !== LOCAL_CURRENCY;

/** Each bank account's balance per book and per bank (its last statement), from the server. */
function TreasuryTile({ idPeriod }: { idPeriod: number }) {
  const balances = useQuery({
    queryKey: ['account-balances', idPeriod],
    queryFn: async () => (await call(bankAccountEndpoints.balances, { params: { idPeriod } })).data,
  });
  return (
    <Tile title="Tesorería: saldos de las cuentas">
      {balances.isPending ? (
        <CircularProgress size={24} aria-label="Cargando saldos" />
      ) : balances.isError ? (
        <Typography color="error">{messageOf(balances.error)}</Typography>
      ) : balances.data.length === 0 ? (
        <Typography color="text.secondary">
          La institución no tiene cuentas bancarias. Aquí se verán sus saldos según libros y según banco.
        </Typography>
      ) : (
        <>
          <Table size="small" aria-label="Saldos de las cuentas" sx={{ '& td, & th': { px: 0.75 } }}>
            <HeadRow cells={['Cuenta', ...right('Según libros', 'Según banco')]} />
            <TableBody>
              {balances.data.map((a) => (
                <TableRow key={a.accountNumber}>
                  <TableCell>
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      …{a.accountNumber.slice(-8)}
                    </Box>
                    <Typography variant="caption" component="div" color="text.secondary">
                      {a.bankName}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {foreign(a) ? `${a.currency} ${formatMoney(a.bookBalance)}` : formatMoney(a.bookBalance)}
                    {foreign(a) && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {a.bookBalanceVes === null
                          ? 'Sin tasa del BCV'
                          : `Bs ${formatMoney(a.bookBalanceVes)} a ${formatRate(a.rate)}`}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {a.bankBalance === null ? '—' : formatMoney(a.bankBalance)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {balances.data.some((a) => a.bankBalance === null) && (
            <Typography variant="caption" color="text.secondary">
              — Sin estado de cuenta en el período.
            </Typography>
          )}
        </>
      )}
    </Tile>
  );
}
