import { PAYROLL_VARIABLES } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { FORMER_FORMULAS, LEGAL_PARAMETERS, SEEDED_CONCEPTS } from './legal.catalogue.ts';

/** The national professionalisation table of 2020–2022 (domain notes, section 6). [code, name, percent] */
const ACADEMIC_LEVELS = [
  ['TSU', 'Técnico superior universitario', '20.00'],
  ['PROF', 'Profesional universitario', '30.00'],
  ['ESP', 'Especialista', '40.00'],
  ['MSC', 'Maestría', '50.00'],
  ['DR', 'Doctorado', '60.00'],
] as const;
const ACADEMIC_FROM = '2020-01-01';

const json = (rows: readonly object[]) => JSON.stringify(rows);

/**
 * Gives institutions what their payroll starts with (legal.catalogue.ts), `clients` being the SQL
 * that answers their ids. A parameter or the academic table is added only where the institution
 * has none of it, so a value it removed does not come back; a concept is added by its code, and the
 * legal ones cannot be deleted, only deactivated.
 */
async function seed(tx: Tx, clients: SQL): Promise<void> {
  await moveToNewBases(tx, clients);
  const parameters = json(
    LEGAL_PARAMETERS.map(([code, name, validFrom, value]) => ({ code, name, validFrom, value })),
  );
  await tx.execute(sql`
    insert into payroll_parameter (id_client, code, name, valid_from, value)
    select c.id, s.code, s.name, s."validFrom"::date, s.value::numeric
      from (${clients}) c(id)
      cross join jsonb_to_recordset(${parameters}::jsonb) as s(code text, name text, "validFrom" text, value text)
     where not exists (select 1 from payroll_parameter p where p.id_client = c.id and p.code = s.code)`);
  await tx.execute(sql`
    insert into payroll_concept (id_client, code, name, kind, formula, account_code, remit_as, runs, active,
                                 normal_salary)
    select c.id, s.code, s.name, s.kind, s.formula, s."accountCode", s."remitAs", s.runs, s.active, s."normalSalary"
      from (${clients}) c(id)
      cross join jsonb_to_recordset(${json(SEEDED_CONCEPTS)}::jsonb)
           as s(code text, name text, kind text, formula text, "accountCode" text, "remitAs" text, runs text,
                active boolean, "normalSalary" boolean)
    on conflict do nothing`);
  const levels = json(ACADEMIC_LEVELS.map(([code, name, percent]) => ({ code, name, percent })));
  await tx.execute(sql`
    with fresh as (
      select c.id from (${clients}) c(id)
       where not exists (select 1 from academic_level l where l.id_client = c.id)
    ), levels as (
      insert into academic_level (id_client, code, name)
      select f.id, s.code, s.name from fresh f cross join jsonb_to_recordset(${levels}::jsonb) as s(code text, name text, percent text)
      returning id, id_client, code
    )
    insert into academic_premium (id_client, id_academic_level, valid_from, percent)
    select l.id_client, l.id, ${ACADEMIC_FROM}::date, s.percent::numeric
      from levels l join jsonb_to_recordset(${levels}::jsonb) as s(code text, name text, percent text) on s.code = l.code`);
}

/**
 * Once for each formula variable (marked in system_setting as `payroll.variable.<NAME>`), for the
 * institutions there then: a parameter or concept of theirs named like a variable that came after it
 * (SALARIO_NORMAL, DIAS_VACACIONES…) is renamed `<name>_PROPIO` with the formulas that read it, so
 * their value is still the one read. A name taken by a variable is refused from then on.
 */
async function renameReserved(tx: Tx, clients: SQL): Promise<void> {
  await renameOnce(
    tx,
    clients,
    'payroll.variable.',
    PAYROLL_VARIABLES.map((v) => v.name),
  );
  await renameOnce(tx, clients, 'payroll.seed.', LATER_SEEDS);
}

/**
 * The seeded codes that came after institutions had started: a parameter or concept an institution
 * already had under one (its own ISLR, its own BONO_VACACIONAL) is renamed `<code>_PROPIO` with the
 * formulas that read it before the seed is written, so neither reads the other's value.
 */
const LATER_SEEDS = ['BONO_VACACIONAL', 'ISLR', 'ISLR_VACACIONES', 'ISLR_ESPECIAL'];

/** Renames, once per name (marked `<prefix><NAME>`), what the institutions have under those names. */
async function renameOnce(tx: Tx, clients: SQL, prefix: string, names: readonly string[]): Promise<void> {
  const marked = await tx.execute<{ key: string }>(sql`
    insert into system_setting (key, value)
    select ${prefix} || r.name, 'reservada'
      from jsonb_to_recordset(${json(names.map((name) => ({ name })))}::jsonb) as r(name text)
    on conflict (key) do nothing
    returning key`);
  const fresh = marked.rows.map((r) => ({ name: r.key.slice(prefix.length) }));
  if (fresh.length === 0) return;
  const taken = await tx.execute<{ id_client: number; name: string }>(sql`
    select distinct x.id_client, r.name
      from jsonb_to_recordset(${json(fresh)}::jsonb) as r(name text)
      join (select id_client, code from payroll_parameter union all select id_client, code from payroll_concept) x
        on x.code = r.name
     where x.id_client in (${clients})`);
  for (const { id_client, name } of taken.rows) {
    const own = `${name}_PROPIO`;
    await tx.execute(
      sql`update payroll_parameter set code = ${own} where id_client = ${id_client} and code = ${name}`,
    );
    await tx.execute(
      sql`update payroll_concept set code = ${own}, version = version + 1 where id_client = ${id_client} and code = ${name}`,
    );
    await tx.execute(sql`
      update payroll_concept set formula = regexp_replace(formula, ${`\\m${name}\\M`}, ${own}, 'gi'), version = version + 1
       where id_client = ${id_client} and formula ~* ${`\\m${name}\\M`}`);
  }
}

/**
 * Once (marked in system_setting), for the institutions there then: a legal concept's formula still
 * as seeded before the normal and integral salary gets its new base, its version moved on (a form
 * open on the old one must reload). One an institution changed is its own.
 */
async function moveToNewBases(tx: Tx, clients: SQL): Promise<void> {
  await renameReserved(tx, clients);
  const marked = await tx.execute(sql`
    insert into system_setting (key, value) values ('payroll.salary-bases', '2026-11') on conflict (key) do nothing
    returning key`);
  if (marked.rows.length === 0) return;
  await tx.execute(sql`
    update payroll_concept p set formula = f.formula, version = p.version + 1
      from jsonb_to_recordset(${json(FORMER_FORMULAS)}::jsonb) as f(code text, former text, formula text)
     where p.id_client in (${clients}) and p.code = f.code and p.formula = f.former`);
}

/** At every start: every institution that lacks them gets the payroll's starting values. */
export async function syncPayroll(db: Db): Promise<void> {
  await withTransaction(db, { idUser: null, idClient: null }, (tx) => seed(tx, sql`select id from client`));
}

/**
 * An institution being deleted takes its starting values along: what they alone hold it back by are
 * no use of it. Anything it really used (an employee's academic level, a run) still refuses the delete.
 */
export async function removeSeeds(tx: Tx, _auth: AuthContext, id: number): Promise<void> {
  await tx.execute(sql`delete from academic_premium where id_client = ${id}`);
  await tx.execute(sql`delete from academic_level where id_client = ${id}`);
  await tx.execute(sql`delete from payroll_concept where id_client = ${id}`);
  await tx.execute(sql`delete from payroll_parameter where id_client = ${id}`);
}

/** A new institution gets them with its creation. */
export async function seedNewClient(tx: Tx, _auth: AuthContext, id: number): Promise<void> {
  await seed(tx, sql`select ${id}::int`);
}
