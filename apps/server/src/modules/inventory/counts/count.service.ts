import {
  type CountDetail,
  type CountItem,
  countHeader,
  countItem,
  DISINCORPORATION,
  formatDate,
  MOVEMENT_CODES,
  scannedNumber,
  TRANSFER,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { pgErrorOf } from '../../../platform/db/pg-error.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { conflict, invalidInput, notFound } from '../../../platform/errors.ts';
import { currentPeriodOf } from '../../../platform/periods/period.ts';
import { CLASSIFICATION, CLASSIFIED } from '../assets/classification.sql.ts';
import { assetMovements } from '../movements/asset-movement.service.ts';

const NOT_FOUND = 'Inventario físico no encontrado';
const CLOSED = 'El inventario físico está cerrado: abra otro para contar de nuevo.';

const HEADER = sql`
  select c.id, c.id_work_unit as "idWorkUnit", w.name as "workUnitName", c.status,
         to_char(c.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startedAt",
         to_char(c.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "closedAt",
         s.expected, s.found, s.missing, s.misplaced,
         c.id_transfer as "idTransfer", c.id_disincorporation as "idDisincorporation"
    from asset_count c
    join work_unit w on w.id = c.id_work_unit
    cross join lateral (
      select count(*) filter (where i.expected)::int as expected,
             count(*) filter (where i.expected and i.found_at is not null)::int as found,
             count(*) filter (where i.expected and i.found_at is null)::int as missing,
             count(*) filter (where not i.expected)::int as misplaced
        from asset_count_item i where i.id_count = c.id) s`;

const ITEM = sql`
  select a.id as "idAsset", a.number, a.description,
         ${CLASSIFICATION} as classification,
         a.value::text as value, w.name as unit, i.found_at is not null as found, i.expected
    from asset_count_item i
    join asset a on a.id = i.id_asset
    ${CLASSIFIED}
    join work_unit w on w.id = a.id_work_unit`;

/** An item as `ITEM` reads it: with whether the inventory had it here, which sorts it into its list. */
const itemRow = countItem.extend({ expected: z.boolean() });
type ItemRow = z.infer<typeof itemRow>;

/** A count with its found, missing and misplaced assets, each list by number. */
export async function readCount(db: Db | Tx, idClient: number, id: number): Promise<CountDetail> {
  const header = await selectRow(
    db,
    countHeader,
    sql`${HEADER} where c.id = ${id} and c.id_client = ${idClient}`,
  );
  if (!header) throw notFound(NOT_FOUND);
  const items = await selectRows(db, itemRow, sql`${ITEM} where i.id_count = ${id} order by a.number`);
  const strip = ({ expected: _e, ...item }: ItemRow): CountItem => item;
  return {
    ...header,
    foundItems: items.filter((i) => i.expected && i.found).map(strip),
    missingItems: items.filter((i) => i.expected && !i.found).map(strip),
    misplacedItems: items.filter((i) => !i.expected).map(strip),
  };
}

export async function listCounts(
  db: Db,
  idClient: number,
  query: { page: number; size: number; idWorkUnit?: number },
) {
  const where = sql`c.id_client = ${idClient} ${query.idWorkUnit ? sql`and c.id_work_unit = ${query.idWorkUnit}` : sql``}`;
  const [rows, total] = await Promise.all([
    selectRows(
      db,
      countHeader,
      sql`${HEADER} where ${where} order by c.started_at desc, c.id desc limit ${query.size} offset ${query.page * query.size}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from asset_count c where ${where}`),
  ]);
  return { rows, total: total.rows[0]?.n ?? 0, page: query.page, size: query.size };
}

/** Opens the count of a unit with the assets the inventory has there now. */
export async function startCount(db: Db, auth: AuthContext, idWorkUnit: number): Promise<CountDetail> {
  try {
    return await withTransaction(db, auth, async (tx) => {
      const unit = await tx.execute(
        sql`select 1 from work_unit where id = ${idWorkUnit} and id_client = ${auth.idClient}`,
      );
      if (unit.rows.length === 0)
        throw invalidInput([
          { field: 'idWorkUnit', message: 'La unidad de trabajo no existe en esta institución' },
        ]);
      const made = await tx.execute<{ id: number }>(sql`
        insert into asset_count (id_client, id_work_unit, started_by)
        values (${auth.idClient}, ${idWorkUnit}, ${auth.idUser}) returning id`);
      const id = made.rows[0]?.id as number;
      await tx.execute(sql`
        insert into asset_count_item (id_count, id_asset, expected)
        select ${id}, a.id, true from asset a
         where a.id_client = ${auth.idClient} and a.id_work_unit = ${idWorkUnit} and a.status = 'in'
         order by a.id`);
      return readCount(tx, auth.idClient, id);
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'asset_count_open_uq')
      throw conflict(
        'Esa unidad de trabajo ya tiene un inventario físico abierto: termínelo o ciérrelo primero.',
      );
    throw error;
  }
}

/** Locks an open count of the caller's institution. */
async function lockOpen(
  tx: Tx,
  auth: AuthContext,
  id: number,
): Promise<{ idWorkUnit: number; unit: string }> {
  const found = await tx.execute<{ status: string; idWorkUnit: number; unit: string }>(sql`
    select c.status, c.id_work_unit as "idWorkUnit", w.name as unit
      from asset_count c join work_unit w on w.id = c.id_work_unit
     where c.id = ${id} and c.id_client = ${auth.idClient} for update of c`);
  const count = found.rows[0];
  if (!count) throw notFound(NOT_FOUND);
  if (count.status !== 'open') throw conflict(CLOSED);
  return count;
}

/**
 * Marks an asset found, by the number a person types or the QR code of its label: expected here,
 * it is found (once; a second scan says so); in the inventory elsewhere, it is misplaced here.
 */
export async function scanAsset(db: Db, auth: AuthContext, id: number, code: string) {
  return withTransaction(db, auth, async (tx) => {
    const count = await lockOpen(tx, auth, id);
    const number = scannedNumber(code);
    const found = await tx.execute<{
      id: number;
      status: string;
      unit: string;
      out: string | null;
      expected: boolean | null;
      foundAt: string | null;
    }>(sql`
      select a.id, a.status, w.name as unit, to_char(a.disincorporated_on, 'YYYY-MM-DD') as out,
             i.expected, i.found_at::text as "foundAt"
        from asset a join work_unit w on w.id = a.id_work_unit
        left join asset_count_item i on i.id_count = ${id} and i.id_asset = a.id
       where a.id_client = ${auth.idClient} and a.number = ${number}`);
    const a = found.rows[0];
    if (!a) throw notFound(`No hay un bien con el número ${number} en esta institución.`);
    let outcome: 'found' | 'again' | 'misplaced';
    let message: string;
    if (a.expected !== null) {
      if (a.foundAt) {
        outcome = 'again';
        message = `El bien ${number} ya estaba contado.`;
      } else {
        await tx.execute(sql`
          update asset_count_item set found_at = now(), found_by = ${auth.idUser}
           where id_count = ${id} and id_asset = ${a.id}`);
        outcome = a.expected ? 'found' : 'misplaced';
        message = `Bien ${number} encontrado.`;
      }
    } else {
      if (a.status === 'pending')
        throw conflict(`El bien ${number} no está incorporado todavía: incorpórelo primero.`);
      if (a.status === 'out')
        throw conflict(`El bien ${number} fue desincorporado el ${formatDate(a.out ?? '')}.`);
      await tx.execute(sql`
        insert into asset_count_item (id_count, id_asset, expected, found_at, found_by)
        values (${id}, ${a.id}, false, now(), ${auth.idUser})`);
      outcome = 'misplaced';
      message = `El bien ${number} es de ${a.unit}: queda como sobrante de ${count.unit}, para traspasarlo aquí.`;
    }
    const item = await selectRow(tx, itemRow, sql`${ITEM} where i.id_count = ${id} and i.id_asset = ${a.id}`);
    const { expected: _e, ...shown } = item as ItemRow;
    return { item: shown, outcome, message };
  });
}

/** Takes back a mark made by mistake: an expected asset is missing again, a misplaced one leaves the count. */
export async function unmarkAsset(db: Db, auth: AuthContext, id: number, idAsset: number): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    await lockOpen(tx, auth, id);
    await tx.execute(
      sql`delete from asset_count_item where id_count = ${id} and id_asset = ${idAsset} and not expected`,
    );
    await tx.execute(sql`
      update asset_count_item set found_at = null, found_by = null
       where id_count = ${id} and id_asset = ${idAsset} and expected`);
  });
}

/**
 * Closes a count: the misplaced assets go into a draft transfer to this unit, the missing ones into a
 * draft disincorporation 60 (faltantes por investigar), both dated today in the current period, for
 * the officer to review (a missing asset may still turn up) and post. Nothing moves until then.
 */
export async function closeCount(db: Db, auth: AuthContext, id: number): Promise<CountDetail> {
  return withTransaction(db, auth, async (tx) => {
    const count = await lockOpen(tx, auth, id);
    const detail = await readCount(tx, auth.idClient, id);
    const context = await tx.execute<{ idPeriod: number; today: string; missing: number }>(sql`
      select ${currentPeriodOf(auth)} as "idPeriod", ${todayOf(auth)} as today,
             (select id from asset_movement_type where code = ${MOVEMENT_CODES.missing}) as missing`);
    const { idPeriod, today, missing } = context.rows[0] as {
      idPeriod: number;
      today: string;
      missing: number;
    };
    const idTransfer =
      detail.misplacedItems.length > 0
        ? await assetMovements.draftIn(tx, auth, {
            idPeriod,
            idKind: TRANSFER,
            movementDate: today,
            idWorkUnitTo: count.idWorkUnit,
            description: `Sobrantes del inventario físico N.º ${id} de ${count.unit}`,
            assets: detail.misplacedItems.map((i) => i.idAsset),
          })
        : null;
    const idDisincorporation =
      detail.missingItems.length > 0
        ? await assetMovements.draftIn(tx, auth, {
            idPeriod,
            idKind: DISINCORPORATION,
            movementDate: today,
            idMovementType: missing,
            description: `Faltantes del inventario físico N.º ${id} de ${count.unit}`,
            assets: detail.missingItems.map((i) => i.idAsset),
          })
        : null;
    await tx.execute(sql`
      update asset_count set status = 'closed', closed_at = now(), closed_by = ${auth.idUser},
             id_transfer = ${idTransfer}, id_disincorporation = ${idDisincorporation}
       where id = ${id}`);
    return readCount(tx, auth.idClient, id);
  });
}
