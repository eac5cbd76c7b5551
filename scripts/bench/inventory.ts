/**
 * The inventory of movable assets at the size of a state government: BENCH_ASSETS assets (100,000 by
 * default) in 50 work units, each incorporated with its BM entry, and one in ten transferred once
 * (its 51 and 02 entries). Measured through the services, one request at a time as a person waits:
 * the register's page with a search, the four BM forms (a page and the totals over every row), the
 * posting of a transfer of 500 assets and the opening of a physical count of a unit; each beside its
 * floor, the same figures read straight from the database. Target: under one second each.
 */
import { DEFAULT_TIME_ZONE, dateIn, inventoryReports } from '@erario/contracts';
import { sql } from 'drizzle-orm';

import { listAssets } from '../../apps/server/src/modules/inventory/assets/asset.service.ts';
import { startCount } from '../../apps/server/src/modules/inventory/counts/count.service.ts';
import { assetMovements } from '../../apps/server/src/modules/inventory/movements/asset-movement.service.ts';
import { INVENTORY_REPORT_SOURCES } from '../../apps/server/src/modules/inventory/reports/inventory-reports.sql.ts';
import type { AuthContext } from '../../apps/server/src/platform/access/token.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { type AnyReportSource, runReport } from '../../apps/server/src/platform/reports/report.service.ts';
import { percentiles, type Timing } from './budget.ts';
import { signedInAdmin } from './signed-in.ts';
import { size } from './treasury.ts';

export const ASSETS = size('BENCH_ASSETS', 100_000);
const UNITS = 50;
const RUNS = 5;
const TRANSFER_SIZE = 500;

export interface InventoryCase {
  what: string;
  rows: number;
  service: Timing;
  floor: Timing | null;
}

export interface InventoryResult {
  target: string;
  assets: number;
  ledger: number;
  cases: InventoryCase[];
}

interface Fixture {
  idPeriod: number;
  month: number;
  units: number[];
  auth: AuthContext;
}

/** The assets, their units and BM entries, written straight to the tables (without the audit trail). */
async function populate(db: Db, idClient: number): Promise<Fixture> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const period = await tx.execute<{ id: number; month: number }>(sql`
      select id, extract(month from start_date)::int as month from period
       where id_client = ${idClient} and ${dateIn(new Date(), DEFAULT_TIME_ZONE)}::date between start_date and end_date
       order by id limit 1`);
    const p = period.rows[0];
    if (!p) throw new Error('sin período en curso');
    await tx.execute(sql`
      with dep as (insert into department (id_client, code, name) values (${idClient}, 'BENCH', 'Departamento de la prueba')
                   returning id)
      insert into work_unit (id_client, code, name, id_department)
      select ${idClient}, 'U' || lpad(g::text, 3, '0'), 'Unidad ' || g, dep.id from generate_series(1, ${UNITS}) g, dep`);
    const units = await tx.execute<{ id: number }>(
      sql`select id from work_unit where id_client = ${idClient} order by id`,
    );
    const ids = units.rows.map((u) => u.id);
    const first = ids[0] as number;
    await tx.execute(sql`
      insert into asset (id_client, number, id_subgroup, description, brand, serial, acquired_on, value, id_work_unit,
                         status, incorporated_on)
      select ${idClient}, lpad(g::text, 6, '0'),
             (select s.id from asset_subgroup s join asset_group gr on gr.id = s.id_group
               where gr.code = '2' order by s.code offset (g % 12) limit 1),
             (array['Escritorio', 'Silla giratoria', 'Archivador', 'Computador', 'Impresora', 'Aire acondicionado'])[1 + g % 6]
               || ' ' || g,
             'Marca ' || (g % 40), 'SN' || g, (select start_date from period where id = ${p.id}),
             ((g * 37) % 9000 + 100)::numeric + 0.25, ${first} + (g % ${UNITS}), 'in',
             (select start_date from period where id = ${p.id})
        from generate_series(1, ${ASSETS}) g`);
    await tx.execute(sql`
      insert into asset_counter (id_client, last_number) values (${idClient}, ${ASSETS})`);
    const initial = await tx.execute<{ id: number }>(sql`
      insert into asset_movement (id_client, id_period, id_kind, movement_date, id_movement_type, description, status,
                                  number, number_text, amount, posted_at)
      select ${idClient}, ${p.id}, 1, start_date, (select id from asset_movement_type where code = '01'),
             'Inventario inicial', 'posted', 1, '1', 0, now()
        from period where id = ${p.id}
      returning id`);
    const idInitial = initial.rows[0]?.id as number;
    await tx.execute(sql`
      insert into asset_ledger (id_client, entry_date, id_asset, id_work_unit, id_movement, code, direction, amount)
      select a.id_client, a.incorporated_on, a.id, a.id_work_unit, ${idInitial}, '01', 'in', a.value
        from asset a where a.id_client = ${idClient}`);
    // One asset in ten moved once, a month into the period.
    const moved = await tx.execute<{ id: number }>(sql`
      insert into asset_movement (id_client, id_period, id_kind, movement_date, description, status, number, number_text,
                                  amount, posted_at)
      select ${idClient}, ${p.id}, 3, start_date + 31, 'Traspasos', 'posted', 1, '1', 0, now() from period where id = ${p.id}
      returning id`);
    const idMoved = moved.rows[0]?.id as number;
    await tx.execute(sql`
      insert into asset_ledger (id_client, entry_date, id_asset, id_work_unit, id_movement, code, direction, amount)
      select a.id_client, m.movement_date, a.id, a.id_work_unit, m.id, '51', 'out', a.value
        from asset a, asset_movement m where m.id = ${idMoved} and a.id_client = ${idClient} and a.id % 10 = 0
      union all
      select a.id_client, m.movement_date, a.id, ${first} + ((a.id + 1) % ${UNITS}), m.id, '02', 'in', a.value
        from asset a, asset_movement m where m.id = ${idMoved} and a.id_client = ${idClient} and a.id % 10 = 0`);
    await tx.execute(sql`
      update asset set id_work_unit = ${first} + ((id + 1) % ${UNITS}) where id_client = ${idClient} and id % 10 = 0`);
    // The two movements above took number 1 of their kinds.
    await tx.execute(sql`
      insert into asset_movement_number (id_client, id_period, id_kind, last_number)
      values (${idClient}, ${p.id}, 1, 1), (${idClient}, ${p.id}, 3, 1)`);
    return {
      idPeriod: p.id,
      month: p.month,
      units: ids,
      auth: await signedInAdmin(tx, idClient),
    };
  });
}

async function time<T>(runs: number, work: () => Promise<T>): Promise<{ timing: Timing; last: T }> {
  let last = await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await work();
    times.push(performance.now() - start);
  }
  return { timing: percentiles(times), last };
}

const sourceOf = (slug: string) =>
  INVENTORY_REPORT_SOURCES.find((s) => s.report.slug === slug) as AnyReportSource;

/** A BM form's page and totals through the report kit, and its floor: the totals of its SQL alone. */
async function form(
  db: Db,
  f: Fixture,
  slug: string,
  what: string,
  q: Record<string, unknown>,
): Promise<InventoryCase> {
  const source = sourceOf(slug);
  const query = { idPeriod: f.idPeriod, page: 0, size: 50, ...q };
  const service = await time(RUNS, () => runReport(db, f.auth, source, query));
  const money = source.report.columns.filter((c) => c.total).map((c) => sql.identifier(c.key));
  const floor = await time(RUNS, () =>
    db.execute(
      sql`select count(*), ${sql.join(
        money.map((m) => sql`sum(${m})`),
        sql`, `,
      )} from (${source.select(f.auth.idClient, query)}) r`,
    ),
  );
  return { what, rows: service.last.total, service: service.timing, floor: floor.timing };
}

export async function timeInventory(db: Db, idClient: number, target: string): Promise<InventoryResult> {
  const f = await populate(db, idClient);
  await db.execute(sql`analyze`);
  const unit = f.units[7] as number;
  const cases: InventoryCase[] = [];
  const search = await time(RUNS, () =>
    listAssets(db, idClient, { page: 0, size: 10, search: 'archivador 4' }),
  );
  const searchFloor = await time(RUNS, () =>
    db.execute(sql`select count(*) from asset where id_client = ${idClient}
                   and search_text like erario_ext.search_text(${'%archivador 4%'})`),
  );
  cases.push({
    what: 'Registro de bienes: página con búsqueda',
    rows: search.last.total,
    service: search.timing,
    floor: searchFloor.timing,
  });
  cases.push(
    await form(db, f, inventoryReports.bm1.slug, 'BM-1 de una unidad, al cierre del período', {
      idWorkUnit: unit,
    }),
  );
  cases.push(await form(db, f, inventoryReports.bm1.slug, 'BM-1 de la institución', {}));
  cases.push(
    await form(db, f, inventoryReports.bm2.slug, 'BM-2 de la institución, el mes del traspaso', {
      month: (f.month % 12) + 1,
    }),
  );
  cases.push(await form(db, f, inventoryReports.bm4.slug, 'BM-4 de la institución, el período', {}));
  cases.push(
    await form(db, f, inventoryReports.bm4.slug, 'BM-4 de una unidad, el período', { idWorkUnit: unit }),
  );

  // Transfers of 500 assets.
  const transfers: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    // From the unit that holds the most, to one of the last units.
    const chosen = await db.execute<{ id: number }>(sql`
      select id from asset
       where id_client = ${idClient} and status = 'in'
         and id_work_unit = (select id_work_unit from asset where id_client = ${idClient} and status = 'in'
                               group by id_work_unit order by count(*) desc, id_work_unit limit 1)
       order by id limit ${TRANSFER_SIZE}`);
    const id = await assetMovements.createDraft(db, f.auth, {
      idPeriod: f.idPeriod,
      idKind: 3,
      movementDate: new Date().toISOString().slice(0, 10),
      idWorkUnitTo: f.units[UNITS - 1 - run] as number,
      description: 'Traspaso del benchmark',
      assets: chosen.rows.map((r) => r.id),
    });
    const start = performance.now();
    await assetMovements.post(db, f.auth, id);
    if (run > 0) transfers.push(performance.now() - start);
  }
  cases.push({
    what: `Registrar un traspaso de ${TRANSFER_SIZE} bienes`,
    rows: TRANSFER_SIZE,
    service: percentiles(transfers),
    floor: null,
  });
  const counts: number[] = [];
  let expected = 0;
  for (let run = 0; run <= RUNS; run++) {
    const start = performance.now();
    const count = await startCount(db, f.auth, f.units[20 + run] as number);
    if (run > 0) counts.push(performance.now() - start);
    expected = count.expected;
  }
  cases.push({
    what: 'Abrir el inventario físico de una unidad',
    rows: expected,
    service: percentiles(counts),
    floor: null,
  });
  const ledger = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from asset_ledger where id_client = ${idClient}`,
  );
  return { target, assets: ASSETS, ledger: ledger.rows[0]?.n ?? 0, cases };
}

const n = (value: number) => value.toLocaleString('de-DE');
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);

/** The section of docs/performance.md. */
export function inventorySection(results: InventoryResult[]): string[] {
  const first = results[0];
  if (!first) return [];
  return [
    '## Inventario de bienes muebles',
    '',
    `${n(first.assets)} bienes en ${UNITS} unidades de trabajo, cada uno incorporado con su entrada del libro BM, y uno de cada diez traspasado una vez`,
    `(${n(first.ledger)} entradas). Por los servicios, una petición a la vez como la espera una persona: la página del registro con una búsqueda, los`,
    'formularios BM (una página y los totales de todas sus filas, por el kit de reportes), registrar un traspaso y abrir un inventario físico; al lado,',
    `su piso: las mismas cifras leídas directamente de la base. Mediana / la más lenta de ${RUNS} corridas. Objetivo: menos de 1 s cada una.`,
    '',
    '| Base de datos | Qué | Filas | Servicio | Piso: su SQL | Servicio / piso | Objetivo |',
    '|---|---|---:|---:|---:|---:|---|',
    ...results.flatMap((r) =>
      r.cases.map(
        (c) =>
          `| ${r.target} | ${c.what} | ${n(c.rows)} | ${ms(c.service.p50)} / ${ms(c.service.p95)} | ${c.floor ? `${ms(c.floor.p50)} / ${ms(c.floor.p95)}` : '—'} | ${c.floor ? (c.service.p50 / c.floor.p50).toFixed(2) : '—'} | ${c.service.p95 < 1000 ? 'cumple' : 'NO cumple'} |`,
      ),
    ),
    '',
  ];
}
