import { type CustodianLeaver, custodianLeaver, type FieldError, formatDate } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';

/** Who keeps an asset: a person of the register of persons, or a worker of payroll's register. */
export interface Custodian {
  person: number | null;
  worker: number | null;
}

/** The input's fields that name each, for the messages. */
export interface CustodianFields {
  person: string;
  worker: string;
}

const same = (a: Custodian, b: Custodian) => a.person === b.person && a.worker === b.worker;

/**
 * Whether `given` may keep the institution's assets on `onDate`: where the institution keeps payroll,
 * a worker of its register in service that day (each official exists once: HR's register, not a
 * second list kept by the asset office); otherwise a person of its register of persons. The one rule,
 * for an asset's custodian and a movement's new one. What an asset already had (`kept`) stands, so an
 * asset kept by a person from before payroll arrived is still edited; it changes custodian by a movement.
 */
export async function checkCustodian(
  tx: Tx,
  auth: AuthContext,
  given: Custodian,
  fields: CustodianFields,
  options: { onDate: string; kept?: Custodian },
): Promise<FieldError[]> {
  if (given.person === null && given.worker === null) return [];
  if (options.kept && same(given, options.kept)) return [];
  if (given.person !== null && given.worker !== null)
    return [{ field: fields.worker, message: 'Un solo custodio: un trabajador o una persona' }];
  const found = await tx.execute<{
    payroll: boolean;
    person: boolean;
    name: string | null;
    hired: string | null;
    left: string | null;
  }>(sql`
    select exists (select 1 from client_module where id_client = ${auth.idClient} and module_code = 'NOM') as payroll,
           exists (select 1 from person where id = ${given.person}::int and id_client = ${auth.idClient}) as person,
           e.name, to_char(e.hire_date, 'YYYY-MM-DD') as hired, to_char(e.termination_date, 'YYYY-MM-DD') as left
      from (select 1) one
      left join employee e on e.id = ${given.worker}::int and e.id_client = ${auth.idClient}`);
  const r = found.rows[0];
  const payroll = r?.payroll === true;
  const refused = (field: string, message: string) => [{ field, message }];
  const on = formatDate(options.onDate);
  if (given.person !== null) {
    if (payroll)
      return refused(
        fields.person,
        'Esta institución lleva nómina: el custodio es un trabajador de su registro de personal',
      );
    return r?.person ? [] : refused(fields.person, 'El custodio no existe en esta institución');
  }
  if (!payroll)
    return refused(
      fields.worker,
      'Esta institución no lleva nómina: el custodio es una persona de su registro de personas',
    );
  if (!r?.name) return refused(fields.worker, 'El trabajador no existe en esta institución');
  if (r.left !== null && r.left < options.onDate)
    return refused(
      fields.worker,
      `${r.name} egresó el ${formatDate(r.left)}: no puede custodiar bienes al ${on}`,
    );
  if (r.hired !== null && r.hired > options.onDate)
    return refused(
      fields.worker,
      `${r.name} ingresa el ${formatDate(r.hired)}: no puede custodiar bienes al ${on}`,
    );
  return [];
}

/**
 * A change of custodian's missing custodian, on the field the form shows: the worker's where the
 * draft's institution keeps payroll, the person's otherwise.
 */
export async function missingCustodian(
  tx: Tx,
  idPeriod: number,
  fields: CustodianFields,
): Promise<FieldError> {
  const found = await tx.execute<{ payroll: boolean }>(sql`
    select exists (select 1 from period p join client_module m on m.id_client = p.id_client
                    where p.id = ${idPeriod} and m.module_code = 'NOM') as payroll`);
  return {
    field: found.rows[0]?.payroll === true ? fields.worker : fields.person,
    message: 'Indique el nuevo custodio',
  };
}

/**
 * The workers with an end of service (past or coming: HR records it ahead) who still keep assets not
 * taken out of the inventory: what the asset office hands over to someone else before they go.
 */
export async function custodianLeavers(db: Db, idClient: number): Promise<CustodianLeaver[]> {
  return selectRows(
    db,
    custodianLeaver,
    sql`
    select e.id as "idWorker", e.id_number as "idNumber", e.name,
           to_char(e.termination_date, 'YYYY-MM-DD') as "terminationDate",
           count(*)::int as assets, sum(a.value)::text as value
      from asset a
      join employee e on e.id = a.id_custodian_worker
     where a.id_client = ${idClient} and a.status <> 'out' and e.termination_date is not null
     group by e.id, e.id_number, e.name, e.termination_date
     order by e.termination_date, e.name`,
  );
}
