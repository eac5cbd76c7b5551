import { inventoryReports, TRANSFER } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import {
  type AnyReportSource,
  type ReportPaper,
  reportSource,
} from '../../../platform/reports/report.service.ts';
import { monthOrPeriod } from '../../../platform/reports/report-dates.ts';
import { CLASSIFICATION, CLASSIFIED } from '../assets/classification.sql.ts';
import { kindLabelOf } from '../movements/asset-movement.service.ts';

type Query = { idPeriod: number; idWorkUnit?: number; month?: number };

/**
 * Every BM form reads the ledger of posted movements (`asset_ledger`) and nothing else that moves:
 * what an entry adds to a unit is its amount if it incorporates and minus it if it takes out (a
 * reversal's entries are corrections, 17 in or 66 out, positive like every other).
 */
const SIGNED = sql`case when l.direction = 'in' then l.amount else -l.amount end`;
const PRESENCE = sql`case when l.direction = 'in' then 1 else -1 end`;

/**
 * Institution-wide, a transfer between two of its own units (and the correction of an annulled one)
 * moves nothing: the consolidated forms leave its entries out; a unit's keep them (51 out, 02 in).
 */
const internal = (q: Query): SQL => (q.idWorkUnit ? sql`` : sql`and m.id_kind <> ${TRANSFER}`);

const DESCRIBED = sql`concat_ws(' · ', a.description, a.brand, a.model, 'S/N ' || a.serial)`;

const ofUnit = (q: Query): SQL => (q.idWorkUnit ? sql`and l.id_work_unit = ${q.idWorkUnit}` : sql``);

/** The ledger's entries of one institution between the range's days (a unit's, if named). */
function entriesIn(idClient: number, q: Query): SQL {
  const range = monthOrPeriod(q.idPeriod, q.month);
  return sql`l.id_client = ${idClient} and l.entry_date between ${range.start} and ${range.end} ${ofUnit(q)}`;
}

/** The movement an entry comes from, as a person names it: «Traspaso TRA-4». */
const MOVEMENT = sql`${kindLabelOf()} || ' ' || coalesce(m.number_text, '')`;

/**
 * A BM form's heading and signatures: the state, municipality and administering unit, the work unit
 * and who answers for it, from the reference in force on the form's last day (last year's form keeps
 * last year's signatures).
 */
export async function bmPaper(db: Db, idClient: number, q: Query): Promise<ReportPaper> {
  const end = monthOrPeriod(q.idPeriod, q.month).end;
  const found = await db.execute<{
    state: string;
    municipality: string;
    unit: string;
    code: string | null;
    responsible: string;
    responsibleId: string;
    position: string | null;
    preparedBy: string | null;
    workUnit: string | null;
    workUnitResponsible: string | null;
    workUnitResponsibleId: string | null;
    cut: string;
  }>(sql`
    select r.state, r.municipality, r.administering_unit as unit, r.administering_code as code,
           r.responsible_name as responsible, r.responsible_id as "responsibleId", r.responsible_position as position,
           r.prepared_by as "preparedBy", w.name as "workUnit", w.responsible_name as "workUnitResponsible",
           w.responsible_id as "workUnitResponsibleId", to_char(${end}, 'DD/MM/YYYY') as cut
      from (select 1) one
      left join lateral (select * from bm_reference r where r.id_client = ${idClient} and r.valid_from <= ${end}
                          order by r.valid_from desc limit 1) r on true
      left join work_unit w on w.id = ${q.idWorkUnit ?? null}::int and w.id_client = ${idClient}`);
  const r = found.rows[0];
  const heading: string[] = [];
  const signatures: string[][] = [];
  if (r?.state) {
    heading.push(`Estado ${r.state} · Municipio ${r.municipality}`);
    heading.push(`Unidad administradora: ${r.unit}${r.code ? ` (${r.code})` : ''}`);
  }
  if (r?.workUnit) {
    heading.push(
      `Unidad de trabajo: ${r.workUnit}${r.workUnitResponsible ? ` · responsable de uso ${r.workUnitResponsible}` : ''}`,
    );
    if (r.workUnitResponsible)
      signatures.push([
        'Responsable de uso',
        r.workUnitResponsible,
        r.workUnitResponsibleId ? `C.I. ${r.workUnitResponsibleId}` : '',
      ]);
  }
  if (r?.responsible)
    signatures.push(['Responsable patrimonial', r.responsible, `C.I. ${r.responsibleId}`, r.position ?? '']);
  if (r?.preparedBy) signatures.push(['Elaborado por', r.preparedBy]);
  // Without a reference in force the form prints without what an auditor looks for first: said.
  const notices = r?.state
    ? []
    : [
        {
          message: `Falta la referencia de los formularios BM vigente al ${r?.cut}: el formulario sale sin el encabezado oficial (estado, municipio, unidad administradora) ni las firmas. Regístrela en Referencias para registro BM.`,
          screen: 'INV-REF-01',
        },
      ];
  return { heading, signatures, notices };
}

/** Each asset in each unit at the form's last day, with its value there: present if its entries there count more in than out. */
const present = (idClient: number, q: Query): SQL => sql`
  (select l.id_asset, l.id_work_unit, sum(${SIGNED}) as value
     from asset_ledger l
    where l.id_client = ${idClient} and l.entry_date <= ${monthOrPeriod(q.idPeriod, q.month).end} ${ofUnit(q)}
    group by l.id_asset, l.id_work_unit
   having sum(${PRESENCE}) > 0) st`;

/**
 * The depreciation's paper: the BM heading, and the subgroups with assets at the day but no useful
 * life (their assets are left out: said, not guessed).
 */
async function depreciationPaper(db: Db, idClient: number, q: Query): Promise<ReportPaper> {
  const paper = await bmPaper(db, idClient, q);
  const lifeless = await db.execute<{ name: string }>(sql`
    select distinct g.code || '-' || sg.code || ' ' || sg.name as name
      from ${present(idClient, q)}
      join asset a on a.id = st.id_asset
      join asset_subgroup sg on sg.id = a.id_subgroup
      join asset_group g on g.id = sg.id_group
     where sg.useful_life is null
     order by 1`);
  const names = lifeless.rows.map((r) => r.name);
  return {
    ...paper,
    notices: [
      ...(paper.notices ?? []),
      ...(names.length > 0
        ? [
            {
              message: `Sin vida útil, no se deprecian los bienes de: ${names.join('; ')}. La vida útil es del subgrupo, común a todas las instituciones: la registra el administrador del sistema (Subgrupos).`,
              screen: 'INV-SGR-01',
            },
          ]
        : []),
    ],
  };
}

export const INVENTORY_REPORT_SOURCES: AnyReportSource[] = [
  reportSource(inventoryReports.bm1, {
    select: (idClient, q) => sql`
      select ${CLASSIFICATION} as classification, a.number, ${DESCRIBED} as description, w.name as unit,
             a.incorporated_on as "incorporatedOn", st.value, a.number as "__number"
        from ${present(idClient, q)}
        join asset a on a.id = st.id_asset
        join work_unit w on w.id = st.id_work_unit
        ${CLASSIFIED}`,
    order: sql`r.unit, r.classification, r."__number"`,
    paper: bmPaper,
  }),
  reportSource(inventoryReports.bm2, {
    select: (idClient, q) => sql`
      select l.entry_date as "entryDate", l.code || ' ' || coalesce(mt.name, '') as concept,
             ${CLASSIFICATION} as classification, a.number, ${DESCRIBED} as description, w.name as unit,
             ${MOVEMENT} as movement,
             case when l.direction = 'in' then l.amount end as incorporations,
             case when l.direction = 'out' then l.amount end as disincorporations, l.id as "__id"
        from asset_ledger l
        join asset_movement m on m.id = l.id_movement
        join asset a on a.id = l.id_asset
        join work_unit w on w.id = l.id_work_unit
        left join asset_movement_type mt on mt.code = l.code
        ${CLASSIFIED}
       where ${entriesIn(idClient, q)} ${internal(q)}`,
    order: sql`r."entryDate", r."__id"`,
    paper: bmPaper,
  }),
  reportSource(inventoryReports.bm3, {
    select: (idClient, q) => sql`
      select l.entry_date as "entryDate", ${CLASSIFICATION} as classification, a.number,
             ${DESCRIBED} as description, w.name as unit, ${MOVEMENT} as movement, l.amount as value, l.id as "__id"
        from asset_ledger l
        join asset_movement m on m.id = l.id_movement
        join asset a on a.id = l.id_asset
        join work_unit w on w.id = l.id_work_unit
        ${CLASSIFIED}
       where ${entriesIn(idClient, q)} and l.code = '60' and l.direction = 'out'`,
    order: sql`r."entryDate", r."__id"`,
    paper: bmPaper,
  }),
  reportSource(inventoryReports.bm4, {
    // By subgroup: opening + incorporations − disincorporations − missing = closing, row by row.
    select: (idClient, q) => {
      const range = monthOrPeriod(q.idPeriod, q.month);
      const inRange = sql`l.entry_date >= ${range.start}`;
      return sql`
        select g.code || '-' || sg.code as classification, sg.name,
               coalesce(sum(${SIGNED}) filter (where l.entry_date < ${range.start}), 0) as opening,
               coalesce(sum(l.amount) filter (where ${inRange} and l.direction = 'in'), 0) as incorporations,
               coalesce(sum(l.amount) filter (where ${inRange} and l.direction = 'out' and l.code <> '60'), 0)
                 as disincorporations,
               coalesce(sum(l.amount) filter (where ${inRange} and l.direction = 'out' and l.code = '60'), 0) as missing,
               coalesce(sum(${SIGNED}), 0) as closing
          from asset_ledger l
          join asset_movement m on m.id = l.id_movement
          join asset a on a.id = l.id_asset
          join asset_subgroup sg on sg.id = a.id_subgroup
          join asset_group g on g.id = sg.id_group
         where l.id_client = ${idClient} and l.entry_date <= ${range.end} ${ofUnit(q)} ${internal(q)}
         group by g.code, sg.code, sg.name
        having sum(${SIGNED}) filter (where l.entry_date < ${range.start}) <> 0
            or count(*) filter (where ${inRange}) > 0`;
    },
    order: sql`r.classification`,
    paper: bmPaper,
  }),
  reportSource(inventoryReports.depreciation, {
    // Straight line from the month after the acquisition to the day's month, never past the value:
    // months × value / (years × 12), rounded once; the monthly figure is the same quotient for one month.
    select: (idClient, q) => {
      const end = monthOrPeriod(q.idPeriod, q.month).end;
      const months = sql`greatest(0, least(sg.useful_life * 12,
        (extract(year from ${end}) * 12 + extract(month from ${end}))
        - (extract(year from a.acquired_on) * 12 + extract(month from a.acquired_on))))::int`;
      return sql`
        select x.*, x.value - x.accumulated as net
          from (select ${CLASSIFICATION} as classification, a.number, ${DESCRIBED} as description, w.name as unit,
                       a.acquired_on as "acquiredOn", st.value, sg.useful_life::text as "usefulLife",
                       round(st.value / (sg.useful_life * 12), 2) as monthly, ${months}::text as months,
                       round(st.value * ${months} / (sg.useful_life * 12), 2) as accumulated,
                       a.number as "__number"
                  from ${present(idClient, q)}
                  join asset a on a.id = st.id_asset
                  join work_unit w on w.id = st.id_work_unit
                  ${CLASSIFIED}
                 where sg.useful_life is not null) x`;
    },
    order: sql`r.unit, r.classification, r."__number"`,
    paper: depreciationPaper,
  }),
];
