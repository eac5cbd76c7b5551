import {
  type AssetDetail,
  assetDetail,
  type assetInput,
  type assetListQuery,
  assetRow,
  type FieldError,
  formatDate,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { pgErrorOf } from '../../../platform/db/pg-error.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { conflict, invalidInput, notFound } from '../../../platform/errors.ts';
import { changedFields } from '../../../platform/resources/hooks.ts';
import { kindLabelOf } from '../movements/asset-movement.service.ts';
import { CLASSIFICATION, CLASSIFIED } from './classification.sql.ts';
import { type Custodian, checkCustodian } from './custodian.ts';

const CUSTODIAN_FIELDS = { person: 'idCustodian', worker: 'idCustodianWorker' };

type Input = z.output<typeof assetInput>;
type ListQuery = z.output<typeof assetListQuery>;

const NOT_FOUND = 'Bien no encontrado';
const STALE = 'El bien cambió desde que lo abrió. Recárguelo y vuelva a intentar.';
const DUPLICATE = 'Ya existe un bien con ese número en esta institución';

/** An asset as the API answers it, with its classification, work unit and custodian named. */
export const ASSET_ROW = sql`
  select a.id, a.number, a.id_concept as "idConcept", c.name as "conceptName",
         a.id_subgroup as "idSubgroup", a.id_section as "idSection",
         ${CLASSIFICATION} as classification,
         coalesce(s.name, sg.name) as "classificationName",
         a.description, a.serial, a.brand, a.model, a.color, a.details,
         to_char(a.acquired_on, 'YYYY-MM-DD') as "acquiredOn", a.value::text as value,
         a.id_work_unit as "idWorkUnit", w.code as "workUnitCode", w.name as "workUnitName",
         a.id_custodian as "idCustodian", a.id_custodian_worker as "idCustodianWorker",
         coalesce(e.name, p.name) as "custodianName", a.condition, a.status,
         to_char(a.incorporated_on, 'YYYY-MM-DD') as "incorporatedOn",
         to_char(a.disincorporated_on, 'YYYY-MM-DD') as "disincorporatedOn",
         a.id_budget_document as "idBudgetDocument", bd.number_text as "budgetDocumentNumber", a.version
    from asset a
    ${CLASSIFIED}
    left join asset_concept c on c.id = a.id_concept
    join work_unit w on w.id = a.id_work_unit
    left join person p on p.id = a.id_custodian
    left join employee e on e.id = a.id_custodian_worker
    left join budget_document bd on bd.id = a.id_budget_document`;

/** A page of the institution's assets, by number, filtered by status, work unit, subgroup and text. */
export async function listAssets(db: Db, idClient: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  const where = sql`a.id_client = ${idClient}
    ${query.status ? sql`and a.status = ${query.status}` : sql``}
    ${query.idWorkUnit ? sql`and a.id_work_unit = ${query.idWorkUnit}` : sql``}
    ${query.idSubgroup ? sql`and a.id_subgroup = ${query.idSubgroup}` : sql``}
    ${query.number ? sql`and a.number = ${query.number}` : sql``}
    ${query.idCustodianWorker ? sql`and a.id_custodian_worker = ${query.idCustodianWorker} and a.status <> 'out'` : sql``}
    ${like ? sql`and a.search_text like erario_ext.search_text(${like})` : sql``}`;
  const [rows, total] = await Promise.all([
    selectRows(
      db,
      assetRow,
      sql`${ASSET_ROW} where ${where} order by a.number, a.id limit ${query.size} offset ${query.page * query.size}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from asset a where ${where}`),
  ]);
  return { rows, total: total.rows[0]?.n ?? 0, page: query.page, size: query.size };
}

/** One asset with every posted movement that named it, oldest first. */
export async function readAsset(db: Db | Tx, idClient: number, id: number): Promise<AssetDetail> {
  const found = await selectRows(
    db,
    assetRow,
    sql`${ASSET_ROW} where a.id = ${id} and a.id_client = ${idClient}`,
  );
  const row = found[0];
  if (!row) throw notFound(NOT_FOUND);
  const history = await selectRows(
    db,
    assetDetail.shape.history.element,
    sql`
    select m.id as "idMovement", m.number_text as "numberText", m.id_kind as kind,
           ${kindLabelOf()} as "kindLabel",
           to_char(m.movement_date, 'YYYY-MM-DD') as "movementDate", mt.code as "conceptCode", mt.name as "conceptName",
           wf.name as "fromUnit", wt.name as "toUnit",
           coalesce(ef.name, pf.name) as "fromCustodian", coalesce(et.name, pt.name) as "toCustodian",
           coalesce(l.amount, 0)::text as amount, m.id_reverses is not null as reversal,
           m.status = 'annulled' as annulled
      from asset_movement_line l
      join asset_movement m on m.id = l.id_movement
      left join asset_movement_type mt on mt.id = m.id_movement_type
      left join work_unit wf on wf.id = l.id_work_unit_from
      left join work_unit wt on wt.id = l.id_work_unit_to
      left join person pf on pf.id = l.id_custodian_from
      left join person pt on pt.id = l.id_custodian_to
      left join employee ef on ef.id = l.id_worker_from
      left join employee et on et.id = l.id_worker_to
     where l.id_asset = ${id} and m.status <> 'draft'
     order by m.movement_date, m.posted_at, m.id`,
  );
  return { ...row, history };
}

/** What the input names that is not there for this institution, or does not agree. */
export async function checkAsset(
  tx: Tx,
  auth: AuthContext,
  input: Pick<
    Input,
    'idSubgroup' | 'idSection' | 'idConcept' | 'idWorkUnit' | 'idCustodian' | 'idCustodianWorker'
  > & {
    acquiredOn: string;
  },
  kept?: Custodian,
): Promise<FieldError[]> {
  const found = await tx.execute<{
    subgroup: boolean;
    section: boolean;
    concept: number | null | false;
    unit: boolean;
  }>(sql`
    select exists (select 1 from asset_subgroup where id = ${input.idSubgroup}) as subgroup,
           ${input.idSection ?? null}::int is null
             or exists (select 1 from asset_section where id = ${input.idSection ?? null} and id_subgroup = ${input.idSubgroup}) as section,
           case when ${input.idConcept ?? null}::int is null then null
                else coalesce((select id_subgroup from asset_concept where id = ${input.idConcept ?? null}
                                  and id_client = ${auth.idClient}), 0) end as concept,
           exists (select 1 from work_unit where id = ${input.idWorkUnit} and id_client = ${auth.idClient}) as unit`);
  const r = found.rows[0];
  const errors: FieldError[] = [];
  // Not bought yet is not an asset: one dated after today could never be incorporated (a movement
  // is never dated before its asset's acquisition, nor after today's period).
  const today = todayOf(auth);
  if (input.acquiredOn > today)
    errors.push({
      field: 'acquiredOn',
      message: `La fecha de adquisición no puede ser posterior a hoy (${formatDate(today)})`,
    });
  if (!r?.subgroup) errors.push({ field: 'idSubgroup', message: 'El subgrupo no existe' });
  else if (!r.section) errors.push({ field: 'idSection', message: 'La sección no es del subgrupo elegido' });
  if (r?.concept === 0)
    errors.push({ field: 'idConcept', message: 'El concepto no existe en esta institución' });
  else if (r?.concept && r.concept !== input.idSubgroup)
    errors.push({ field: 'idConcept', message: 'El concepto es de otro subgrupo' });
  if (!r?.unit)
    errors.push({ field: 'idWorkUnit', message: 'La unidad de trabajo no existe en esta institución' });
  const custodian = { person: input.idCustodian ?? null, worker: input.idCustodianWorker ?? null };
  errors.push(
    ...(await checkCustodian(tx, auth, custodian, CUSTODIAN_FIELDS, {
      onDate: today,
      ...(kept && { kept }),
    })),
  );
  return errors;
}

/**
 * The institution's next `count` free asset numbers (000001…), past any a person gave by hand: a block
 * of the counter taken at once, the numbers already used skipped and made up in the next round, so a
 * purchase of 500 assets costs two statements, not two per asset.
 */
export async function nextNumbers(tx: Tx, idClient: number, count: number): Promise<string[]> {
  const numbers: string[] = [];
  while (numbers.length < count) {
    const need = count - numbers.length;
    const taken = await tx.execute<{ n: number }>(sql`
      insert into asset_counter (id_client, last_number) values (${idClient}, ${need})
      on conflict (id_client) do update set last_number = asset_counter.last_number + ${need}
      returning last_number as n`);
    const last = taken.rows[0]?.n ?? need;
    const block = Array.from({ length: need }, (_, i) => String(last - need + 1 + i).padStart(6, '0'));
    const used = await tx.execute<{ number: string }>(sql`
      select number from asset
       where id_client = ${idClient}
         and number in (select value from jsonb_array_elements_text(${JSON.stringify(block)}::jsonb))`);
    const inUse = new Set(used.rows.map((r) => r.number));
    numbers.push(...block.filter((number) => !inUse.has(number)));
  }
  return numbers;
}

function values(input: Input) {
  return sql`${input.idConcept ?? null}, ${input.idSubgroup}, ${input.idSection ?? null}, ${input.description},
    ${input.serial ?? null}, ${input.brand ?? null}, ${input.model ?? null}, ${input.color ?? null},
    ${JSON.stringify(input.details ?? {})}::jsonb, ${input.acquiredOn}, ${input.value}, ${input.idWorkUnit},
    ${input.idCustodian ?? null}, ${input.idCustodianWorker ?? null}, ${input.condition}`;
}

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505')
      throw conflict(DUPLICATE, [{ field: 'number', message: DUPLICATE }]);
    throw error;
  }
}

/** Registers an asset waiting for its incorporation, with the number given or the next one. */
export async function createAsset(db: Db, auth: AuthContext, input: Input): Promise<AssetDetail> {
  return unique(() =>
    withTransaction(db, auth, async (tx) => {
      const errors = await checkAsset(tx, auth, input);
      if (errors.length > 0) throw invalidInput(errors);
      const number = input.number || (await nextNumbers(tx, auth.idClient, 1))[0];
      const made = await tx.execute<{ id: number }>(sql`
        insert into asset (id_client, number, id_concept, id_subgroup, id_section, description, serial, brand, model,
                           color, details, acquired_on, value, id_work_unit, id_custodian, id_custodian_worker,
                           condition)
        values (${auth.idClient}, ${number}, ${values(input)}) returning id`);
      return readAsset(tx, auth.idClient, made.rows[0]?.id as number);
    }),
  );
}

/** What movements alone change once an asset is incorporated, each with what a person reads. */
const MOVED_ONLY: { field: keyof Input; column: string; message: string }[] = [
  {
    field: 'number',
    column: 'number',
    message: 'El número de un bien incorporado no cambia: está en su etiqueta',
  },
  {
    field: 'value',
    column: 'value',
    message: 'El valor cambia con una incorporación por adiciones y mejoras',
  },
  {
    field: 'idSubgroup',
    column: 'id_subgroup',
    message: 'La clasificación cambia con un cambio de subgrupo',
  },
  { field: 'idSection', column: 'id_section', message: 'La clasificación cambia con un cambio de subgrupo' },
  { field: 'idConcept', column: 'id_concept', message: 'El concepto cambia con un cambio de subgrupo' },
  {
    field: 'acquiredOn',
    column: 'acquired_on',
    message: 'La fecha de adquisición de un bien incorporado no cambia',
  },
  { field: 'idWorkUnit', column: 'id_work_unit', message: 'La unidad de trabajo cambia con un traspaso' },
  { field: 'idCustodian', column: 'id_custodian', message: 'El custodio cambia con un cambio de custodio' },
  {
    field: 'idCustodianWorker',
    column: 'id_custodian_worker',
    message: 'El custodio cambia con un cambio de custodio',
  },
];

/**
 * Changes an asset: everything while it waits for its incorporation; afterwards what describes it
 * (description, serial, brand, model, color, details, condition), the rest only by movements; a
 * disincorporated asset not at all. The row is locked, so a posting that moves it waits or is waited for.
 */
export async function updateAsset(
  db: Db,
  auth: AuthContext,
  id: number,
  version: number,
  input: Input,
): Promise<AssetDetail> {
  return unique(() =>
    withTransaction(db, auth, async (tx) => {
      const found = await tx.execute<Record<string, unknown> & { status: string; version: number }>(sql`
        select status, version, number, value::text as value, id_subgroup, id_section, id_concept,
               to_char(acquired_on, 'YYYY-MM-DD') as acquired_on, id_work_unit, id_custodian, id_custodian_worker
          from asset where id = ${id} and id_client = ${auth.idClient} for update`);
      const before = found.rows[0];
      if (!before) throw notFound(NOT_FOUND);
      if (before.version !== version) throw conflict(STALE);
      if (before.status === 'out') throw conflict('Un bien desincorporado no se modifica.');
      const kept = {
        person: (before.id_custodian as number | null) ?? null,
        worker: (before.id_custodian_worker as number | null) ?? null,
      };
      const errors = await checkAsset(tx, auth, input, kept);
      if (errors.length > 0) throw invalidInput(errors);
      if (before.status === 'in') {
        const given = { ...input, number: input.number || before.number };
        const stored = Object.fromEntries(MOVED_ONLY.map((m) => [m.field, before[m.column]]));
        const changed = changedFields(
          stored,
          given,
          MOVED_ONLY.map((m) => m.field),
        );
        const moved = MOVED_ONLY.filter((m) => changed.includes(m.field));
        if (moved.length > 0) {
          throw conflict(
            `Un bien incorporado cambia eso solo con un movimiento: ${moved.map((m) => m.message).join('; ')}.`,
            moved.map((m) => ({ field: m.field, message: m.message })),
          );
        }
      }
      const number = input.number || String(before.number);
      await tx.execute(sql`
        update asset set (id_concept, id_subgroup, id_section, description, serial, brand, model, color, details,
                          acquired_on, value, id_work_unit, id_custodian, id_custodian_worker,
                          condition) = (${values(input)}),
               number = ${number}, version = version + 1
         where id = ${id}`);
      return readAsset(tx, auth.idClient, id);
    }),
  );
}

/** Deletes an asset that was never incorporated and no movement names. */
export async function deleteAsset(db: Db, auth: AuthContext, id: number): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    const found = await tx.execute<{ status: string; named: string | null }>(sql`
      select a.status,
             (select coalesce(m.number_text, 'un borrador de ' || lower(${kindLabelOf()}))
                from asset_movement_line l join asset_movement m on m.id = l.id_movement
               where l.id_asset = a.id order by m.id limit 1) as named
        from asset a where a.id = ${id} and a.id_client = ${auth.idClient} for update`);
    const row = found.rows[0];
    if (!row) throw notFound(NOT_FOUND);
    if (row.status !== 'pending') throw conflict('Un bien incorporado no se elimina: se desincorpora.');
    if (row.named) throw conflict(`El bien está en un movimiento (${row.named}): quítelo de él primero.`);
    await tx.execute(sql`delete from asset where id = ${id}`);
  });
}
