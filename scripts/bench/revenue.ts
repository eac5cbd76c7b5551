/**
 * The revenue office's daily close on a busy box: a day with BENCH_RECEIPTS receipts (10,000 by
 * default; each with two concepts and one or two payments, one in fifty annulled with its reversal),
 * closed through the close's service (its draft, the day locked, the totals by concept, payment
 * form and account computed and frozen, the day closed, the number taken), against its floor: the
 * same totals read straight from the database. Target: under one second. And the arrears of
 * BENCH_ARREARS_TAXPAYERS taxpayers with interest on late payment, against the same periods counted
 * straight (`timeArrears`).
 */

import { DEFAULT_TIME_ZONE, dateIn, NOTICE_BATCH_CHUNK, NOTICE_BATCH_PART } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { cashCloses } from '../../apps/server/src/modules/revenue/closes/cash-close.service.ts';
import { daySummary } from '../../apps/server/src/modules/revenue/closes/day-summary.ts';
import {
  nextNoticeChunk,
  printNoticeBatch,
  startNoticeBatch,
} from '../../apps/server/src/modules/revenue/notices/notice-batch.ts';
import { REVENUE_REPORT_SOURCES } from '../../apps/server/src/modules/revenue/reports/revenue-reports.sql.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { reportStatements } from '../../apps/server/src/platform/reports/report.service.ts';
import { percentiles } from './budget.ts';
import { signedInAdmin } from './signed-in.ts';
import { size } from './treasury.ts';

export const RECEIPTS = size('BENCH_RECEIPTS', 10_000);
/** Closes measured, each after the previous one is annulled (which reopens the day). */
export const CLOSE_RUNS = size('BENCH_CLOSE_RUNS', 5);
const ANNUL_EVERY = 50;

export interface CloseResult {
  target: string;
  receipts: number;
  conceptLines: number;
  vouchers: number;
  close: number[];
  floor: number[];
  collected: string;
  arrears: ArrearsResult;
}

/** Taxpayers owing in the arrears measured, each with one vehicle and its quarters unpaid. */
export const ARREARS_TAXPAYERS = size('BENCH_ARREARS_TAXPAYERS', 10_000);

interface ArrearsResult {
  taxpayers: number;
  periods: number;
  report: number[];
  floor: number[];
  owed: string;
  interest: string;
  batch: BatchResult;
}

/** A batch of collection notices to every taxpayer of the arrears, and the printing of one part. */
interface BatchResult {
  notices: number;
  lines: number;
  requests: number;
  /** The whole batch: preparing it and every chunk, as the screen asks them one after the other. */
  total: number;
  /** The slowest chunk: how long the progress bar waits at most. */
  slowestChunk: number;
  /** Its floor: the report's rows read once (what the notices claim, without writing them). */
  floor: number;
  /** One PDF of NOTICE_BATCH_PART notices. */
  pdf: number;
  pdfBytes: number;
}

/** A box's day full of posted receipts, written straight to the tables (without the audit trail). */
async function populate(db: Db, idClient: number): Promise<{ idDay: number; idPeriod: number; day: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // The institution's date (Caracas), as the server decides the cash day.
    const today = dateIn(new Date(), DEFAULT_TIME_ZONE);
    const period = await tx.execute<{ id: number; day: string }>(sql`
      select id, ${today}::text as day from period
       where id_client = ${idClient} and ${today}::date between start_date and end_date order by id limit 1`);
    const p = period.rows[0];
    if (!p) throw new Error('sin período en curso');
    const made = await tx.execute<{ day: number }>(sql`
      with point as (insert into collection_point (id_client, code, name, active)
                     values (${idClient}, 'BENCH', 'Estación de la prueba', true) returning id),
           box as (insert into cash_box (id_client, id_collection_point, code, name, active)
                   select ${idClient}, point.id, 'CB1', 'Caja de la prueba', true from point returning id),
           kind as (insert into taxpayer_type (id_client, code, description, active)
                    values (${idClient}, 'BENCH', 'Contribuyente de la prueba', true) returning id),
           payers as (insert into taxpayer (id_client, rif, name, id_taxpayer_type, active)
                      select ${idClient}, 'J-' || lpad(g::text, 8, '0') || '-0', 'Contribuyente ' || g, kind.id, true
                        from generate_series(1, 1000) g, kind returning id),
           concepts as (insert into collection_concept (id_client, code, description, income_code, active)
                        select ${idClient}, 'C' || g, 'Concepto ' || g, '3.01.02.' || lpad(g::text, 2, '0') || '.00', true
                          from generate_series(1, 20) g returning id),
           forms as (insert into payment_form (id_client, code, description, kind, active)
                     values (${idClient}, 'EF', 'Efectivo', 'cash', true), (${idClient}, 'CH', 'Cheque', 'cheque', true)
                     returning id)
      insert into cash_box_day (id_client, id_cash_box, day, id_cashier, opening_float)
      select ${idClient}, box.id, ${today}::date, (select id from app_user where username = 'admin'), 500 from box
      returning id as day`);
    const idDay = made.rows[0]?.day as number;
    await tx.execute(sql`
      insert into receipt (id_client, id_period, id_cash_box, id_cash_box_day, receipt_date, id_taxpayer, status,
                           number, number_text, verify_id, amount_net, posted_at, posted_by)
      select ${idClient}, ${p.id}, d.id_cash_box, d.id, d.day,
             (select min(id) from taxpayer where id_client = ${idClient}) + (g % 1000),
             case when g % ${ANNUL_EVERY} = 0 then 'annulled' else 'posted' end, g, g::text, 'bench-' || g,
             ((g * 37) % 5000 + 100) * 2, now(), d.id_cashier
        from generate_series(1, ${RECEIPTS}) g, cash_box_day d where d.id = ${idDay}`);
    await tx.execute(sql`
      insert into receipt (id_client, id_period, id_cash_box, id_cash_box_day, receipt_date, id_taxpayer, status,
                           number_text, id_reverses, amount_net, posted_at)
      select id_client, id_period, id_cash_box, id_cash_box_day, receipt_date, id_taxpayer, 'posted',
             'ANUL. ' || number_text, id, -amount_net, now()
        from receipt where id_cash_box_day = ${idDay} and status = 'annulled'`);
    // Two concepts each, of the same amount; one payment in cash, or cash and a cheque.
    await tx.execute(sql`
      insert into receipt_concept (id_receipt, line, id_collection_concept, code, description, income_code, amount, discount)
      select r.id, l.line, c.id, c.code, c.description, c.income_code, r.amount_net / 2, 0
        from receipt r cross join generate_series(1, 2) l(line)
        join lateral (select id, code, description, income_code from collection_concept
                       where id_client = ${idClient} order by id offset ((r.number + l.line) % 20) limit 1) c on true
       where r.id_cash_box_day = ${idDay} and r.id_reverses is null`);
    await tx.execute(sql`
      insert into receipt_voucher (id_receipt, line, id_payment_form, amount, voucher_date, reference)
      select r.id, 1, (select id from payment_form where id_client = ${idClient} and kind = 'cash'),
             case when r.number % 3 = 0 then r.amount_net - 100 else r.amount_net end, r.receipt_date, null
        from receipt r where r.id_cash_box_day = ${idDay} and r.id_reverses is null
      union all
      select r.id, 2, (select id from payment_form where id_client = ${idClient} and kind = 'cheque'), 100, r.receipt_date,
             'CH-' || r.number
        from receipt r where r.id_cash_box_day = ${idDay} and r.id_reverses is null and r.number % 3 = 0`);
    await tx.execute(sql`
      insert into receipt_number (id_client, id_period, id_cash_box, last_number)
      select ${idClient}, ${p.id}, id_cash_box, ${RECEIPTS} from cash_box_day where id = ${idDay}`);
    return { idDay, idPeriod: p.id, day: p.day };
  });
}

/**
 * The arrears of an institution whose ARREARS_TAXPAYERS taxpayers each left a vehicle's quarterly tax
 * unpaid since January two years ago (one in four paid the first year), with a rate of interest on
 * late payment recorded for each month since then: written straight to the tables.
 */
async function populateArrears(db: Db, idClient: number, today: string): Promise<void> {
  const since = `${Number(today.slice(0, 4)) - 2}-01-01`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with kind as (insert into taxpayer_type (id_client, code, description, active)
                    values (${idClient}, 'MORA', 'Contribuyente moroso de la prueba', true) returning id),
           mark as (insert into vehicle_mark (id_client, code, description, active)
                    values (${idClient}, 'BM', 'Marca de la prueba', true) returning id),
           use as (insert into vehicle_use (id_client, code, description, active)
                   values (${idClient}, 'BU', 'Uso de la prueba', true) returning id),
           type as (insert into vehicle_type (id_client, code, description, active)
                    values (${idClient}, 'BT', 'Tipo de la prueba', true) returning id),
           payers as (insert into taxpayer (id_client, rif, name, id_taxpayer_type, active)
                      select ${idClient}, 'V-' || lpad((50000000 + g)::text, 8, '0') || '-0', 'Moroso ' || g, kind.id, true
                        from generate_series(1, ${ARREARS_TAXPAYERS}) g, kind returning id)
      insert into vehicle (id_client, id_taxpayer, plate, id_vehicle_mark, id_vehicle_use, id_vehicle_type, registered_on, active)
      select ${idClient}, p.id, 'BM' || p.id, mark.id, use.id, type.id, ${since}::date, true
        from payers p, mark, use, type`);
    await tx.execute(sql`
      insert into collection_concept (id_client, code, description, income_code, tariff, tariff_unit, periodicity,
                                      taxed_object, basis, due_from, active)
      values (${idClient}, 'BVEH', 'Impuesto sobre vehículos (prueba)', '3.01.02.03.00', 120, 'VES', 'quarterly',
              'vehicle', 'fixed', ${since}::date, true)`);
    // A rate for every month from then to this one, between 40 % and 60 % a year.
    await tx.execute(sql`
      insert into late_interest_rate (id_client, valid_from, lending_rate, rate, source)
      select ${idClient}, m::date, round((40 + (extract(month from m) * 1.7)::numeric) / 1.2, 2),
             round(40 + (extract(month from m) * 1.7)::numeric, 2), 'Prueba'
        from generate_series(${since}::date, ${today}::date, interval '1 month') m`);
    // One taxpayer in four paid last year's... first year's four quarters (by a receipt of the close's day).
    await tx.execute(sql`
      insert into paid_obligation (id_client, id_collection_concept, object_kind, id_object, period, id_receipt)
      select ${idClient}, c.id, 'vehicle', v.id, to_char(${since}::date, 'YYYY') || '-T' || q, r.id
        from vehicle v
        join collection_concept c on c.id_client = ${idClient} and c.code = 'BVEH'
        cross join generate_series(1, 4) q
        cross join (select min(id) as id from receipt where id_client = ${idClient} and status = 'posted') r
       where v.id_client = ${idClient} and v.plate like 'BM%' and v.id % 4 = 0`);
  });
  await db.execute(sql`analyze`);
}

/**
 * The arrears report (`morosos`, the statement's own query over the whole institution, with each
 * period's interest on late payment to today) against its floor: the same periods unpaid, counted
 * and summed straight, without interest.
 */
async function timeArrears(db: Db, idClient: number, today: string): Promise<ArrearsResult> {
  await populateArrears(db, idClient, today);
  const { idPeriod } = (
    await db.execute<{ idPeriod: number }>(sql`
      select id as "idPeriod" from period where id_client = ${idClient} and ${today}::date between start_date and end_date
       order by id limit 1`)
  ).rows[0] as { idPeriod: number };
  const source = REVENUE_REPORT_SOURCES.find((r) => r.report.slug === 'morosos');
  if (!source) throw new Error('sin reporte de morosos');
  const statements = reportStatements(
    source,
    idClient,
    source.report.query.parse({ idPeriod: String(idPeriod), asOf: today, size: '50' }),
  );
  const floorSql = sql`
    select count(*)::int as periods, coalesce(sum(c.tariff), 0)::text as owed
      from vehicle v
      join collection_concept c on c.id_client = ${idClient} and c.code = 'BVEH'
      cross join generate_series(c.due_from, date_trunc('quarter', ${today}::date)::date - interval '3 months',
                                 interval '3 months') q
     where v.id_client = ${idClient} and v.active
       and not exists (select 1 from paid_obligation p
                        where p.id_client = ${idClient} and p.object_kind = 'vehicle' and p.id_object = v.id
                          and p.id_collection_concept = c.id
                          and p.period = to_char(q, 'YYYY') || '-T' || extract(quarter from q))`;
  const report: number[] = [];
  const floor: number[] = [];
  let totals: Record<string, unknown> = {};
  let periods = 0;
  await db.execute(statements.summary);
  await db.execute(floorSql);
  for (let run = 0; run < CLOSE_RUNS; run++) {
    const floorStart = performance.now();
    periods = (await db.execute<{ periods: number }>(floorSql)).rows[0]?.periods ?? 0;
    floor.push(performance.now() - floorStart);
    const start = performance.now();
    totals = (await db.execute<Record<string, unknown>>(statements.summary)).rows[0] ?? {};
    await db.execute(statements.rows);
    report.push(performance.now() - start);
  }
  return {
    taxpayers: ARREARS_TAXPAYERS,
    periods,
    report,
    floor,
    owed: String(totals.owed ?? '0'),
    interest: String(totals.interest ?? '0'),
    batch: await timeNoticeBatch(db, idClient, idPeriod, report),
  };
}

/**
 * Collection notices to every taxpayer of the arrears, as the report's screen issues them: the
 * batch prepared, then its chunks one request after the other until done (the progress bar's
 * steps), then the first PDF printed. Its floor: the report read once (its fastest run above).
 */
async function timeNoticeBatch(
  db: Db,
  idClient: number,
  idPeriod: number,
  report: number[],
): Promise<BatchResult> {
  const auth = await signedInAdmin(db, idClient);
  const start = performance.now();
  let batch = await startNoticeBatch(db, auth, { idPeriod, band: 'all' });
  let requests = 1;
  let slowestChunk = 0;
  while (batch.done < batch.total) {
    const chunkStart = performance.now();
    batch = await nextNoticeChunk(db, auth, batch.id);
    slowestChunk = Math.max(slowestChunk, performance.now() - chunkStart);
    requests++;
  }
  const total = performance.now() - start;
  const lines = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from collection_notice_line l join collection_notice n on n.id = l.id_notice
     where n.id_batch = ${batch.id}`);
  const pdfStart = performance.now();
  const printed = await printNoticeBatch(db, 'http://localhost', idClient, batch.id, 1);
  const pdf = performance.now() - pdfStart;
  return {
    notices: batch.issued,
    lines: lines.rows[0]?.n ?? 0,
    requests,
    total,
    slowestChunk,
    floor: Math.min(...report),
    pdf,
    pdfBytes: printed.pdf.length,
  };
}

/** Closes the day CLOSE_RUNS times (annulling each close to reopen it), and reads its totals straight as often. */
export async function timeClose(db: Db, idClient: number, target: string): Promise<CloseResult> {
  const { idDay, idPeriod, day } = await populate(db, idClient);
  await db.execute(sql`analyze`);
  const auth = await signedInAdmin(db, idClient);
  const counts = await db.execute<{ lines: number; vouchers: number }>(sql`
    select (select count(*)::int from receipt_concept l join receipt r on r.id = l.id_receipt where r.id_cash_box_day = ${idDay}) as lines,
           (select count(*)::int from receipt_voucher v join receipt r on r.id = v.id_receipt where r.id_cash_box_day = ${idDay}) as vouchers`);
  const close: number[] = [];
  const floor: number[] = [];
  let collected = '';
  // A warm-up of each, then the measured runs.
  await daySummary(db, idDay);
  for (let run = 0; run <= CLOSE_RUNS; run++) {
    const floorStart = performance.now();
    const summary = await daySummary(db, idDay);
    const floorMs = performance.now() - floorStart;
    const id = await cashCloses.createDraft(db, auth, {
      idPeriod,
      idCashBoxDay: idDay,
      closeDate: day,
      // The drawer agrees with the receipts: a difference would need its reason.
      countedCash: summary.expectedCash,
    });
    const start = performance.now();
    await cashCloses.post(db, auth, id);
    const closeMs = performance.now() - start;
    await cashCloses.annul(db, auth, id, 'Corrida del benchmark');
    collected = summary.collected;
    if (run > 0) {
      close.push(closeMs);
      floor.push(floorMs);
    }
  }
  return {
    target,
    receipts: RECEIPTS,
    conceptLines: counts.rows[0]?.lines ?? 0,
    vouchers: counts.rows[0]?.vouchers ?? 0,
    close,
    floor,
    collected,
    arrears: await timeArrears(db, idClient, day),
  };
}

const n = (value: number) => value.toLocaleString('de-DE');
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`);

/** The section of docs/performance.md. */
export function revenueSection(results: CloseResult[]): string[] {
  const first = results[0];
  if (!first) return [];
  return [
    '## Recaudación',
    '',
    '### Cierre diario de caja',
    '',
    `Un día de caja con ${n(first.receipts)} recibos (${n(first.conceptLines)} líneas de concepto y ${n(first.vouchers)} pagos, en efectivo y con cheque; uno de cada ${ANNUL_EVERY}`,
    'anulado con su reverso). El cierre por su servicio (el borrador, el día bloqueado, los totales por concepto, por forma de pago y por cuenta calculados y',
    'congelados en el documento, el día cerrado y el número tomado, en una transacción) frente a su piso: los mismos totales leídos directamente de la base.',
    `Mediana / el más lento de ${CLOSE_RUNS} cierres (cada uno anulado para reabrir el día). Objetivo: menos de 1 s.`,
    '',
    '| Base de datos | Recibos | Cerrar el día | Piso: los totales en SQL | Cierre / piso | Recaudado | Objetivo |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...results.map((r) => {
      const c = percentiles(r.close);
      const f = percentiles(r.floor);
      return `| ${r.target} | ${n(r.receipts)} | ${ms(c.p50)} / ${ms(c.p95)} | ${ms(f.p50)} / ${ms(f.p95)} | ${(c.p50 / f.p50).toFixed(2)} | ${Number(r.collected).toLocaleString('de-DE', { minimumFractionDigits: 2 })} | ${c.p95 < 1000 ? 'cumple' : 'NO cumple'} |`;
    }),
    '',
    '### Morosos con intereses de mora',
    '',
    `${n(first.arrears.taxpayers)} contribuyentes con un vehículo cada uno y el impuesto trimestral sin pagar desde enero de hace dos años (uno de cada`,
    'cuatro pagó los cuatro trimestres del primer año), con una tasa de interés moratorio por mes. El reporte de morosos (la consulta del estado de',
    'cuenta sobre toda la institución: cada período vencido con sus intereses de cada mes a su tasa, totales y la primera página) frente a su',
    `piso: los mismos períodos sin pagar contados y sumados directamente, sin intereses. Mediana / el más lento de ${CLOSE_RUNS} corridas. Objetivo: menos de 5 s,`,
    'lo que toma leer los morosos antes de emitir sus avisos de cobro.',
    '',
    '| Base de datos | Contribuyentes | Períodos vencidos | Reporte | Piso: los períodos en SQL | Reporte / piso | Adeudado | Intereses | Objetivo |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...results.map((r) => {
      const a = r.arrears;
      const c = percentiles(a.report);
      const f = percentiles(a.floor);
      const money = (v: string) => Number(v).toLocaleString('de-DE', { minimumFractionDigits: 2 });
      return `| ${r.target} | ${n(a.taxpayers)} | ${n(a.periods)} | ${ms(c.p50)} / ${ms(c.p95)} | ${ms(f.p50)} / ${ms(f.p95)} | ${(c.p50 / f.p50).toFixed(2)} | ${money(a.owed)} | ${money(a.interest)} | ${c.p95 < 5000 ? 'cumple' : 'NO cumple'} |`;
    }),
    '',
    '### Avisos de cobro en lote',
    '',
    `Un aviso a cada uno de esos morosos, como los emite la pantalla del reporte: el lote preparado (los contribuyentes del reporte, fijados) y sus`,
    `tramos de ${n(NOTICE_BATCH_CHUNK)} contribuyentes, una petición tras otra hasta terminar (los pasos de la barra de progreso); cada tramo en una transacción`,
    'que bloquea a sus contribuyentes, lee su estado de cuenta en una consulta, toma sus números de una vez y escribe avisos y líneas en una sentencia',
    `cada uno. Su piso: las filas del reporte leídas una vez (lo que los avisos reclaman, sin escribirlo). Después, el primer PDF del lote (${n(NOTICE_BATCH_PART)}`,
    'avisos, uno por página, cada uno con su código QR). Una corrida. Objetivo: el lote en menos de un minuto.',
    '',
    '| Base de datos | Avisos | Líneas | Peticiones | El lote | Tramo más lento | Piso: el reporte | Lote / piso | PDF de una parte | Objetivo |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...results.map((r) => {
      const b = r.arrears.batch;
      return `| ${r.target} | ${n(b.notices)} | ${n(b.lines)} | ${n(b.requests)} | ${ms(b.total)} | ${ms(b.slowestChunk)} | ${ms(b.floor)} | ${(b.total / b.floor).toFixed(1)} | ${ms(b.pdf)} (${(b.pdfBytes / 1024 / 1024).toFixed(1)} MB) | ${b.total < 60_000 ? 'cumple' : 'NO cumple'} |`;
    }),
    '',
  ];
}
