import {
  ASSET_MOVEMENT_KINDS,
  type AssetMovementDetail,
  type AssetMovementDraft,
  assetMovementDetail,
  assetMovementHeader,
  CUSTODY,
  DISINCORPORATION,
  type documentListBase,
  type FieldError,
  formatDate,
  INCORPORATION,
  MOVEMENT_CODES,
  movementDirection,
  TRANSFER,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import {
  type DocumentFamily,
  documentLifecycle,
  type LockedDocument,
} from '../../../platform/documents/lifecycle.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { CLASSIFICATION, CLASSIFIED } from '../assets/classification.sql.ts';
import { checkCustodian, missingCustodian } from '../assets/custodian.ts';

/** A movement's new custodian: a person, or a worker where the institution keeps payroll. */
const CUSTODIAN_TO = { person: 'idCustodianTo', worker: 'idCustodianWorkerTo' };

import { assetMovement } from './asset-movement.schema.ts';

/** A movement's kind named, as SQL over its `id_kind` column (`m.id_kind` by default): no join per row. */
export const kindLabelOf = (column = 'm.id_kind') =>
  sql.raw(
    `case ${column} ${ASSET_MOVEMENT_KINDS.map((k) => `when ${k.id} then '${k.label}'`).join(' ')} end`,
  );
const KIND_LABEL = kindLabelOf();

/** The ids as a set-returning SQL (PGlite takes no array parameters): `select id from (…)`. */
const idsOf = (ids: readonly number[]) =>
  sql`(select value::int as id from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) ids`;

/** Up to five asset numbers, for a message that names them. */
const numbers = (rows: { number: string }[]) =>
  rows.length > 5
    ? `${rows
        .slice(0, 5)
        .map((r) => r.number)
        .join(', ')} y ${rows.length - 5} más`
    : rows.map((r) => r.number).join(', ');

type LockedAsset = {
  id: number;
  number: string;
  status: string;
  idWorkUnit: number;
  idCustodian: number | null;
  idCustodianWorker: number | null;
  acquiredOn: string;
  /** The date of its latest posted movement, which a new one may not precede. */
  lastMoved: string | null;
};

/** Locks the movement's assets in id order (two postings over the same assets queue, never deadlock). */
async function lockAssets(tx: Tx, idMovement: number): Promise<LockedAsset[]> {
  const found = await tx.execute<LockedAsset>(sql`
    select a.id, a.number, a.status, a.id_work_unit as "idWorkUnit", a.id_custodian as "idCustodian",
           a.id_custodian_worker as "idCustodianWorker",
           to_char(a.acquired_on, 'YYYY-MM-DD') as "acquiredOn",
           (select to_char(max(m.movement_date), 'YYYY-MM-DD') from asset_movement_line l2
              join asset_movement m on m.id = l2.id_movement
             where l2.id_asset = a.id and m.status <> 'draft') as "lastMoved"
      from asset a
     where a.id in (select id_asset from asset_movement_line where id_movement = ${idMovement})
     order by a.id
       for update of a`);
  return found.rows;
}

/** What the movement's kind asks of each of its assets, under their lock. */
function refusal(
  kind: number,
  draft: AssetMovementDraft,
  date: string,
  assets: LockedAsset[],
): AppError | null {
  const where = (test: (a: LockedAsset) => boolean) => assets.filter(test);
  if (kind === INCORPORATION) {
    const done = where((a) => a.status !== 'pending');
    if (done.length > 0)
      return conflict(`Ya se incorporaron antes: ${numbers(done)}.`, [
        { field: 'assets', message: 'Ya incorporados' },
      ]);
    const later = where((a) => a.acquiredOn > date);
    if (later.length > 0)
      return new AppError(422, `Un bien no se incorpora antes de adquirirse: ${numbers(later)}.`, [
        { field: 'movementDate', message: 'Anterior a la adquisición de un bien' },
      ]);
    return null;
  }
  const outside = where((a) => a.status !== 'in');
  if (outside.length > 0)
    return conflict(`No están en el inventario (por incorporar o ya desincorporados): ${numbers(outside)}.`, [
      { field: 'assets', message: 'No están en el inventario' },
    ]);
  const earlier = where((a) => a.lastMoved !== null && a.lastMoved > date);
  if (earlier.length > 0)
    return new AppError(
      422,
      `Estos bienes tienen movimientos posteriores al ${formatDate(date)}: ${numbers(earlier)}. Un movimiento no se fecha antes del último.`,
      [{ field: 'movementDate', message: 'Anterior al último movimiento de un bien' }],
    );
  if (kind === TRANSFER) {
    const there = where((a) => a.idWorkUnit === draft.idWorkUnitTo);
    if (there.length > 0)
      return conflict(`Ya están en la unidad de destino: ${numbers(there)}.`, [
        { field: 'idWorkUnitTo', message: 'Ya están en esa unidad' },
      ]);
  }
  if (kind === CUSTODY) {
    const kept = where(
      (a) =>
        a.idCustodian === (draft.idCustodianTo ?? null) &&
        a.idCustodianWorker === (draft.idCustodianWorkerTo ?? null),
    );
    if (kept.length > 0)
      return conflict(`Ya están bajo la custodia de quien se nombra: ${numbers(kept)}.`, [
        {
          field: draft.idCustodianWorkerTo ? 'idCustodianWorkerTo' : 'idCustodianTo',
          message: 'Ya los custodia',
        },
      ]);
  }
  return null;
}

export const assetMovementFamily: DocumentFamily<AssetMovementDraft> = {
  table: assetMovement,
  date: { column: 'movement_date', field: 'movementDate', of: (d) => d.movementDate },
  // Numbered per kind: each series prints its kind's code (INC-1, TRA-1), so a reference (and its
  // reversal's, ANUL. TRA-1) names one movement.
  numbering: {
    table: 'asset_movement_number',
    series: 'id_kind',
    defaultPrefix: (kind) => `${ASSET_MOVEMENT_KINDS.find((k) => k.id === kind)?.code ?? kind}-`,
  },
  async name(db, id) {
    const found = await db.execute<{ name: string }>(sql`
      select lower(${KIND_LABEL}) || ' N.º ' || coalesce(m.number_text, m.id::text) as name
        from asset_movement m where m.id = ${id}`);
    return `el ${found.rows[0]?.name ?? `movimiento ${id}`}`;
  },
  header: async (_tx, d) => ({
    idKind: d.idKind,
    movementDate: d.movementDate,
    idMovementType:
      d.idKind === INCORPORATION || d.idKind === DISINCORPORATION ? (d.idMovementType ?? null) : null,
    idWorkUnitTo: d.idKind === TRANSFER ? (d.idWorkUnitTo ?? null) : null,
    idCustodianTo: d.idKind === TRANSFER || d.idKind === CUSTODY ? (d.idCustodianTo ?? null) : null,
    idCustodianWorkerTo:
      d.idKind === TRANSFER || d.idKind === CUSTODY ? (d.idCustodianWorkerTo ?? null) : null,
    description: d.description,
  }),
  async check(tx, auth, d) {
    const found = await tx.execute<{
      concept: boolean;
      unit: boolean;
      assets: number;
    }>(sql`
      select ${d.idMovementType ?? null}::int is null
               or exists (select 1 from asset_movement_type where id = ${d.idMovementType ?? null}) as concept,
             ${d.idWorkUnitTo ?? null}::int is null
               or exists (select 1 from work_unit where id = ${d.idWorkUnitTo ?? null} and id_client = ${auth.idClient}) as unit,
             (select count(*)::int from asset a join ${idsOf(d.assets)} on ids.id = a.id
               where a.id_client = ${auth.idClient}) as assets`);
    const r = found.rows[0];
    const errors: FieldError[] = [];
    if (!r?.concept) errors.push({ field: 'idMovementType', message: 'El concepto no existe' });
    if (!r?.unit)
      errors.push({ field: 'idWorkUnitTo', message: 'La unidad de trabajo no existe en esta institución' });
    if (d.idKind === TRANSFER || d.idKind === CUSTODY)
      errors.push(
        ...(await checkCustodian(
          tx,
          auth,
          { person: d.idCustodianTo ?? null, worker: d.idCustodianWorkerTo ?? null },
          CUSTODIAN_TO,
          { onDate: d.movementDate },
        )),
      );
    if ((r?.assets ?? 0) !== d.assets.length)
      errors.push({ field: 'assets', message: 'Un bien no existe en esta institución' });
    return errors;
  },
  async shape(tx, d) {
    const errors: FieldError[] = [];
    if (d.assets.length === 0) errors.push({ field: 'assets', message: 'Indique los bienes del movimiento' });
    if (d.idKind === INCORPORATION || d.idKind === DISINCORPORATION) {
      const found = await tx.execute<{ code: string }>(
        sql`select code from asset_movement_type where id = ${d.idMovementType ?? null}`,
      );
      const code = found.rows[0]?.code;
      const wanted = d.idKind === INCORPORATION ? 'in' : 'out';
      if (!code) errors.push({ field: 'idMovementType', message: 'Indique el concepto del movimiento' });
      else if (code === MOVEMENT_CODES.transferIn || code === MOVEMENT_CODES.transferOut)
        errors.push({
          field: 'idMovementType',
          message: 'Un traspaso entre unidades de trabajo se hace con un movimiento de traspaso',
        });
      else if (movementDirection(code) !== wanted)
        errors.push({
          field: 'idMovementType',
          message:
            wanted === 'in'
              ? 'Una incorporación lleva un concepto de incorporación (01 a 49)'
              : 'Una desincorporación lleva un concepto de desincorporación (50 a 99)',
        });
    }
    if (d.idKind === TRANSFER && !d.idWorkUnitTo)
      errors.push({ field: 'idWorkUnitTo', message: 'Indique la unidad de trabajo de destino' });
    if (d.idKind === CUSTODY && !d.idCustodianTo && !d.idCustodianWorkerTo)
      errors.push(await missingCustodian(tx, d.idPeriod, CUSTODIAN_TO));
    return errors;
  },
  async writeContent(tx, auth, id, d) {
    await tx.execute(sql`delete from asset_movement_line where id_movement = ${id}`);
    if (d.assets.length === 0) return;
    await tx.execute(sql`
      insert into asset_movement_line (id_client, id_movement, id_asset)
      select ${auth.idClient}, ${id}, value::int
        from jsonb_array_elements_text(${JSON.stringify(d.assets)}::jsonb) with ordinality as x(value, n)
       order by x.n`);
  },
  async load(tx, doc) {
    const found = await tx.execute<Omit<AssetMovementDraft, 'assets' | 'idPeriod' | 'movementDate'>>(sql`
      select id_kind as "idKind", id_movement_type as "idMovementType", id_work_unit_to as "idWorkUnitTo",
             id_custodian_to as "idCustodianTo", id_custodian_worker_to as "idCustodianWorkerTo", description
        from asset_movement where id = ${doc.id}`);
    const row = found.rows[0];
    if (!row) throw notFound('Documento no encontrado');
    const lines = await tx.execute<{ id: number }>(
      sql`select id_asset as id from asset_movement_line where id_movement = ${doc.id} order by id`,
    );
    return {
      ...row,
      idPeriod: doc.idPeriod,
      movementDate: doc.date,
      assets: lines.rows.map((l) => l.id),
    };
  },
  async post(tx, _auth, doc, d) {
    const assets = await lockAssets(tx, doc.id);
    const refused = refusal(d.idKind, d, doc.date, assets);
    if (refused) throw refused;
    if (d.idKind === TRANSFER) {
      const active = await tx.execute(
        sql`select 1 from work_unit where id = ${d.idWorkUnitTo ?? null} and active`,
      );
      if (active.rows.length === 0)
        throw new AppError(422, 'La unidad de trabajo de destino está inactiva', [
          { field: 'idWorkUnitTo', message: 'Inactiva' },
        ]);
    }
    // Where each asset was and where it goes, with the value it moved: fixed now, read ever after. A
    // custodian named (a person or a worker) replaces the one before; a transfer that names none keeps it.
    const person = sql`${d.idCustodianTo ?? null}::int`;
    const worker = sql`${d.idCustodianWorkerTo ?? null}::int`;
    const named =
      d.idKind === CUSTODY || (d.idKind === TRANSFER && (d.idCustodianTo || d.idCustodianWorkerTo));
    await tx.execute(sql`
      update asset_movement_line l
         set amount = a.value, id_work_unit_from = a.id_work_unit, id_custodian_from = a.id_custodian,
             id_worker_from = a.id_custodian_worker,
             id_work_unit_to = ${d.idKind === TRANSFER ? sql`${d.idWorkUnitTo ?? null}::int` : sql`a.id_work_unit`},
             id_custodian_to = ${named ? person : sql`a.id_custodian`},
             id_worker_to = ${named ? worker : sql`a.id_custodian_worker`}
        from asset a
       where l.id_movement = ${doc.id} and a.id = l.id_asset`);
    await writeLedger(tx, doc, d);
    await tx.execute(sql`
      update asset a
         set ${
           d.idKind === INCORPORATION
             ? sql`status = 'in', incorporated_on = ${doc.date}`
             : d.idKind === DISINCORPORATION
               ? sql`status = 'out', disincorporated_on = ${doc.date}`
               : sql`id_work_unit = l.id_work_unit_to, id_custodian = l.id_custodian_to,
                     id_custodian_worker = l.id_worker_to`
         },
             version = a.version + 1
        from asset_movement_line l
       where l.id_movement = ${doc.id} and a.id = l.id_asset`);
    const total = await tx.execute<{ amount: string }>(
      sql`select coalesce(sum(amount), 0)::text as amount from asset_movement_line where id_movement = ${doc.id}`,
    );
    return { header: { amount: total.rows[0]?.amount ?? '0' } };
  },
  annul: {
    async blocker(tx, _auth, doc) {
      // Undoing this one would leave an asset where a later movement did not find it.
      const later = await tx.execute<{ number: string; name: string }>(sql`
        select a.number, lower(${KIND_LABEL}) || ' ' || m.number_text as name
          from asset_movement_line l
          join asset_movement_line l2 on l2.id_asset = l.id_asset and l2.id_movement <> l.id_movement
          join asset_movement m on m.id = l2.id_movement
          join asset_movement me on me.id = l.id_movement
          join asset a on a.id = l.id_asset
         where l.id_movement = ${doc.id} and m.status = 'posted' and m.id_reverses is null
           and (m.posted_at, m.id) > (me.posted_at, me.id)
         order by m.posted_at, m.id limit 1`);
      const row = later.rows[0];
      return row
        ? `El bien ${row.number} tiene un movimiento posterior (${row.name}): anule primero ese movimiento.`
        : null;
    },
    copy: ['id_movement_type', 'id_work_unit_to', 'id_custodian_to', 'id_custodian_worker_to'],
    negate: ['amount'],
    describe: 'description',
    async reverse(tx, _auth, original, reversal) {
      await lockAssets(tx, original.id);
      await tx.execute(sql`
        insert into asset_movement_line (id_client, id_movement, id_asset, amount, id_work_unit_from, id_work_unit_to,
                                         id_custodian_from, id_custodian_to, id_worker_from, id_worker_to)
        select id_client, ${reversal.id}, id_asset, -amount, id_work_unit_to, id_work_unit_from,
               id_custodian_to, id_custodian_from, id_worker_to, id_worker_from
          from asset_movement_line where id_movement = ${original.id} order by id`);
      // Publicación 21 corrects, never subtracts: what came in goes out as 66 (corrección de
      // incorporaciones), what went out comes back as 17 (corrección de desincorporaciones), positive.
      await tx.execute(sql`
        insert into asset_ledger (id_client, entry_date, id_asset, id_work_unit, id_movement, code, direction, amount)
        select id_client, ${reversal.date}, id_asset, id_work_unit, ${reversal.id},
               case direction when 'in' then ${MOVEMENT_CODES.correctsIncorporation}
                              else ${MOVEMENT_CODES.correctsDisincorporation} end,
               case direction when 'in' then 'out' else 'in' end, amount
          from asset_ledger where id_movement = ${original.id} order by id`);
      await tx.execute(sql`
        update asset a
           set ${
             original.series === INCORPORATION
               ? sql`status = 'pending', incorporated_on = null`
               : original.series === DISINCORPORATION
                 ? sql`status = 'in', disincorporated_on = null`
                 : sql`id_work_unit = l.id_work_unit_from, id_custodian = l.id_custodian_from,
                       id_custodian_worker = l.id_worker_from`
           },
               version = a.version + 1
          from asset_movement_line l
         where l.id_movement = ${original.id} and a.id = l.id_asset`);
    },
  },
};

/** The BM entries of a posted movement: one per asset and unit it moves value in or out of. */
async function writeLedger(tx: Tx, doc: LockedDocument, d: AssetMovementDraft): Promise<void> {
  const entry = (unit: ReturnType<typeof sql>, code: ReturnType<typeof sql>, direction: 'in' | 'out') => sql`
    insert into asset_ledger (id_client, entry_date, id_asset, id_work_unit, id_movement, code, direction, amount)
    select l.id_client, ${doc.date}, l.id_asset, ${unit}, l.id_movement, ${code}, ${direction}, l.amount
      from asset_movement_line l
     where l.id_movement = ${doc.id} order by l.id`;
  const concept = sql`(select code from asset_movement_type where id = ${d.idMovementType ?? null})`;
  if (d.idKind === INCORPORATION) await tx.execute(entry(sql`l.id_work_unit_from`, concept, 'in'));
  if (d.idKind === DISINCORPORATION) await tx.execute(entry(sql`l.id_work_unit_from`, concept, 'out'));
  if (d.idKind === TRANSFER) {
    await tx.execute(entry(sql`l.id_work_unit_from`, sql`${MOVEMENT_CODES.transferOut}`, 'out'));
    await tx.execute(entry(sql`l.id_work_unit_to`, sql`${MOVEMENT_CODES.transferIn}`, 'in'));
  }
}

export const assetMovements = documentLifecycle(assetMovementFamily);

const HEADER = sql`
  select m.id, m.id_period as "idPeriod", m.status, m.number_text as "numberText", m.id_kind as "idKind",
         ${KIND_LABEL} as "kindLabel", to_char(m.movement_date, 'YYYY-MM-DD') as "movementDate",
         m.id_movement_type as "idMovementType", mt.code as "conceptCode", mt.name as "conceptName",
         m.id_work_unit_to as "idWorkUnitTo", w.name as "workUnitToName",
         m.id_custodian_to as "idCustodianTo", m.id_custodian_worker_to as "idCustodianWorkerTo",
         coalesce(e.name, p.name) as "custodianToName", m.description,
         m.amount::text as amount,
         (select count(*)::int from asset_movement_line l where l.id_movement = m.id) as "assetCount",
         m.id_reverses as "idReverses", (select r.id from asset_movement r where r.id_reverses = m.id) as "idReversal",
         to_char(m.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         m.annul_reason as "annulReason", null as "verifyId", m.version
    from asset_movement m
    left join asset_movement_type mt on mt.id = m.id_movement_type
    left join work_unit w on w.id = m.id_work_unit_to
    left join person p on p.id = m.id_custodian_to
    left join employee e on e.id = m.id_custodian_worker_to`;

/** A movement with its assets, where they were and where they went (a draft: where they are now). */
export async function readAssetMovement(db: Db, idClient: number, id: number): Promise<AssetMovementDetail> {
  const header = await selectRow(
    db,
    assetMovementHeader,
    sql`${HEADER} where m.id = ${id} and m.id_client = ${idClient}`,
  );
  if (!header) throw notFound('Documento no encontrado');
  const lines = await selectRows(
    db,
    assetMovementDetail.shape.lines.element,
    sql`
    select a.id as "idAsset", a.number, a.description,
           ${CLASSIFICATION} as classification,
           coalesce(l.amount, a.value)::text as amount,
           wf.name as "fromUnit", wt.name as "toUnit",
           coalesce(ef.name, pf.name) as "fromCustodian", coalesce(et.name, pt.name) as "toCustodian"
      from asset_movement_line l
      join asset a on a.id = l.id_asset
      ${CLASSIFIED}
      left join work_unit wf on wf.id = coalesce(l.id_work_unit_from, a.id_work_unit)
      left join work_unit wt on wt.id = l.id_work_unit_to
      -- A draft's lines are not written yet: they show who keeps each asset now.
      left join person pf on pf.id = case when l.amount is null then a.id_custodian else l.id_custodian_from end
      left join employee ef on ef.id = case when l.amount is null then a.id_custodian_worker else l.id_worker_from end
      left join person pt on pt.id = l.id_custodian_to
      left join employee et on et.id = l.id_worker_to
     where l.id_movement = ${id}
     order by l.id`,
  );
  return { ...header, lines };
}

type ListQuery = z.output<typeof documentListBase> & {
  idKind?: number;
  idWorkUnit?: number;
  idAsset?: number;
};

/** A page of the period's movements, newest first. */
export async function listAssetMovements(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  const where = sql`m.id_client = ${auth.idClient} and m.id_period = ${idPeriod}
    ${query.status ? sql`and m.status = ${query.status}` : sql``}
    ${query.from ? sql`and m.movement_date >= ${query.from}` : sql``}
    ${query.to ? sql`and m.movement_date <= ${query.to}` : sql``}
    ${query.idKind ? sql`and m.id_kind = ${query.idKind}` : sql``}
    ${
      query.idWorkUnit
        ? sql`and (m.id_work_unit_to = ${query.idWorkUnit} or exists (select 1 from asset_movement_line l
               join asset a on a.id = l.id_asset
              where l.id_movement = m.id and coalesce(l.id_work_unit_from, a.id_work_unit) = ${query.idWorkUnit}))`
        : sql``
    }
    ${query.idAsset ? sql`and exists (select 1 from asset_movement_line l where l.id_movement = m.id and l.id_asset = ${query.idAsset})` : sql``}
    ${like ? sql`and (m.description ilike ${like} or m.number_text ilike ${like})` : sql``}`;
  const [rows, total] = await Promise.all([
    selectRows(
      db,
      assetMovementHeader,
      sql`${HEADER} where ${where} order by m.movement_date desc, m.id desc limit ${query.size} offset ${query.page * query.size}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from asset_movement m where ${where}`),
  ]);
  return { rows, total: total.rows[0]?.n ?? 0, page: query.page, size: query.size };
}
