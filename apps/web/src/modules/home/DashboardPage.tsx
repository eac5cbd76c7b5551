import { formatDate, formatLongDate, type Period } from '@erario/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buildMenu, canOpen } from '../../platform/menu.ts';
import { useSession } from '../../platform/session.tsx';

const DASHBOARD = 'MPI-OI1-01';

/** `/dashboard/default`: the statistics board for SA and ADMIN; everyone else gets their shortcuts. */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return canOpen(user, DASHBOARD) ? <StatisticsBoard /> : <Welcome />;
}

function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function periodProgress(period: Period, today = new Date()): number {
  const start = new Date(`${period.startDate}T00:00:00`).getTime();
  const end = new Date(`${period.endDate}T23:59:59`).getTime();
  return Math.min(100, Math.max(0, ((today.getTime() - start) / (end - start)) * 100));
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
          {user.nameClient} · {formatLongDate(new Date())}
        </Typography>
      </Box>
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
        {moduleTile(
          'PRE',
          'Ejecución presupuestaria',
          `Aún no hay documentos presupuestarios en el período ${period?.description ?? ''}. Aquí se verán lo asignado, comprometido, causado y pagado.`,
        )}
        {moduleTile(
          'REC',
          'Recaudación',
          'Aún no hay recibos cobrados en el período. Aquí se verá lo recaudado por concepto y por mes.',
        )}
        {moduleTile(
          'TES',
          'Tesorería',
          'Aún no hay cuentas bancarias con movimientos. Aquí se verán los saldos según libro y según banco.',
        )}
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
