import {
  assetEndpoints,
  bankAccountEndpoints,
  cashBoxEndpoints,
  formatMoney,
  type NamedAmount,
  type Period,
  payrollMonthsEndpoint,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { type ReactNode, Suspense } from 'react';
import { call, messageOf } from '../../platform/api.ts';
import { useSession } from '../../platform/session.tsx';
import { BarsWithTable, monthLabel } from './bars.ts';
import { Tile } from './Tile.tsx';

/**
 * The board's pictures of the other offices, one per module the institution has: what each concept
 * brought in, what the payroll costs month by month, what the banks held at each month's end, what
 * the inventory holds by subgroup.
 */
export function ModuleCharts({ enabled, period }: { enabled: ReadonlySet<string>; period: Period | null }) {
  return (
    <>
      {enabled.has('REC') && period && (
        <ConceptsTile idPeriod={period.idPeriod} description={period.description} />
      )}
      {enabled.has('NOM') && period && (
        <PayrollTile idPeriod={period.idPeriod} description={period.description} />
      )}
      {enabled.has('TES') && period && (
        <BankTile idPeriod={period.idPeriod} description={period.description} />
      )}
      {enabled.has('INV') && <AssetsTile />}
    </>
  );
}

/** A tile that waits for its figures, says why it has none, or draws them. */
function ChartTile<T>({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  empty: (data: T) => string | null;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <Tile title={title}>
      {query.isPending ? (
        <LinearProgress aria-label="Cargando" />
      ) : query.isError || data === undefined ? (
        <Alert severity="error">{messageOf(query.error)}</Alert>
      ) : empty(data) ? (
        <Typography color="text.secondary">{empty(data)}</Typography>
      ) : (
        <Suspense fallback={<LinearProgress aria-label="Cargando" />}>{children(data)}</Suspense>
      )}
    </Tile>
  );
}

const total = (rows: readonly NamedAmount[]) =>
  formatMoney(rows.reduce((sum, r) => sum.plus(r.amount), new Decimal(0)).toFixed(2));

/** Bars of a picture by category: the code on the axis («Otros» for the rest), code and name in the table. */
function ByCategory({ title, rows }: { title: string; rows: readonly NamedAmount[] }) {
  return (
    <BarsWithTable
      title={title}
      categories={rows.map((r) => (r.code === '…' ? 'Otros' : r.code))}
      names={rows.map((r) => (r.code === '…' ? r.name : `${r.code} ${r.name}`))}
      series={[{ label: 'Monto', values: rows.map((r) => r.amount) }]}
      height={200}
    />
  );
}

function ConceptsTile({ idPeriod, description }: { idPeriod: number; description: string }) {
  const query = useQuery({
    queryKey: ['collection-concepts', idPeriod],
    queryFn: async () => (await call(cashBoxEndpoints.concepts, { params: { idPeriod } })).data,
  });
  const title = `Recaudación por concepto · ${description}`;
  return (
    <ChartTile
      title={title}
      query={query}
      empty={(rows) => (rows.length === 0 ? 'Aún no hay recibos registrados.' : null)}
    >
      {(rows) => (
        <>
          <Typography variant="body2" color="text.secondary">
            Total: {total(rows)}
          </Typography>
          <ByCategory title={title} rows={rows} />
        </>
      )}
    </ChartTile>
  );
}

function PayrollTile({ idPeriod, description }: { idPeriod: number; description: string }) {
  const query = useQuery({
    queryKey: ['payroll-months', idPeriod],
    queryFn: async () => (await call(payrollMonthsEndpoint, { params: { idPeriod } })).data,
  });
  const title = `Costo de la nómina por mes · ${description}`;
  return (
    <ChartTile
      title={title}
      query={query}
      empty={(months) =>
        months.every((m) => new Decimal(m.assignments).isZero() && new Decimal(m.contributions).isZero())
          ? 'Aún no hay nóminas cerradas en el período.'
          : null
      }
    >
      {(months) => (
        <BarsWithTable
          title={`${title}: asignaciones y aportes patronales`}
          categories={months.map((m) => monthLabel(m.year, m.month))}
          series={[
            { label: 'Asignaciones', values: months.map((m) => m.assignments) },
            { label: 'Aportes patronales', values: months.map((m) => m.contributions) },
          ]}
          height={200}
        />
      )}
    </ChartTile>
  );
}

/** The money in the bank at each month's end: every account's book, in bolívares. */
function BankTile({ idPeriod, description }: { idPeriod: number; description: string }) {
  const query = useQuery({
    queryKey: ['account-balances', 'months', idPeriod],
    queryFn: async () => (await call(bankAccountEndpoints.balanceMonths, { params: { idPeriod } })).data,
  });
  const title = `Saldo en bancos al cierre de cada mes · ${description}`;
  return (
    <ChartTile
      title={title}
      query={query}
      empty={(months) =>
        months.every((m) => m.book === null && m.unvalued === 0) ? 'El período aún no empieza.' : null
      }
    >
      {(months) => {
        const unvalued = months.filter((m) => m.unvalued > 0).map((m) => monthLabel(m.year, m.month));
        return (
          <>
            <BarsWithTable
              title={`${title}, según libros, en bolívares`}
              categories={months.map((m) => monthLabel(m.year, m.month))}
              series={[{ label: 'Según libros', values: months.map((m) => m.book) }]}
              height={200}
            />
            {unvalued.length > 0 && (
              <Typography variant="caption" color="text.secondary">
                Sin saldo en bolívares en {unvalued.join(', ')}: hay cuentas en divisas sin tasa del BCV a su
                cierre.
              </Typography>
            )}
          </>
        );
      }}
    </ChartTile>
  );
}

function AssetsTile() {
  const { user } = useSession();
  const query = useQuery({
    // Not of a period: the institution's, so another institution's is another query.
    queryKey: ['assets', 'by-subgroup', user?.idClient],
    queryFn: async () => (await call(assetEndpoints.bySubgroup, {})).data,
  });
  const title = 'Bienes muebles por subgrupo';
  return (
    <ChartTile
      title={title}
      query={query}
      empty={(rows) => (rows.length === 0 ? 'Aún no hay bienes incorporados.' : null)}
    >
      {(rows) => (
        <>
          <Typography variant="body2" color="text.secondary">
            En el inventario: {total(rows)}
          </Typography>
          <ByCategory title={`${title} (valor de los incorporados)`} rows={rows} />
        </>
      )}
    </ChartTile>
  );
}
