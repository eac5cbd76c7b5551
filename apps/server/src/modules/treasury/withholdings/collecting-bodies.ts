import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { pgErrorOf } from '../../../platform/db/pg-error.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';

/**
 * The body every institution pays its withholdings of IVA and ISLR to: a withholding payment names it
 * as its beneficiary, and an institution without it met an empty «Ente recaudador» and a detour to
 * create it. Seeded once in every institution (each new one, and those made by SQL at the next start);
 * from then on it is the institution's row, to change, deactivate or delete. The state's tax office differs by state: not seeded.
 */
export const SENIAT = {
  code: 'G-20000303-0',
  name: 'Servicio Nacional Integrado de Administración Aduanera y Tributaria (SENIAT)',
} as const;

/** The mark of an institution that got it: once, so one it deleted does not come back at a restart. */
const MARK = 'treasury.collecting-bodies:';

/** The institutions among `clients` not yet given it get it now, and are marked. */
async function seed(tx: Tx, clients: SQL): Promise<void> {
  await tx.execute(sql`
    with marked as (
      insert into system_setting (key, value)
      select ${MARK} || c.id, 'SENIAT' from client c where c.id in (${clients})
      on conflict (key) do nothing
      returning substr(key, ${MARK.length + 1})::int as id_client
    )
    insert into beneficiary (id_client, code, name, iva_withholding, active)
    select m.id_client, ${SENIAT.code}, ${SENIAT.name}, '0', true from marked m
     where not exists (select 1 from beneficiary b where b.id_client = m.id_client and b.code = ${SENIAT.code})`);
}

/** At every start: the institutions made since (the demo's, by SQL) get it, once each. */
export async function syncCollectingBodies(db: Db): Promise<void> {
  await withTransaction(db, { idUser: null, idClient: null }, (tx) => seed(tx, sql`select id from client`));
}

/** A new institution gets it with its creation. */
export async function seedCollectingBodies(tx: Tx, _auth: AuthContext, id: number): Promise<void> {
  await seed(tx, sql`select ${id}::int`);
}

/**
 * An institution being deleted takes it along while nothing names it. One a row of the institution
 * names (a payment, a document) stays, and that row refuses the delete as it would: tried under a
 * savepoint, so the refusal of this row alone leaves the deletion to say why.
 */
export async function removeCollectingBodies(tx: Tx, _auth: AuthContext, id: number): Promise<void> {
  await tx.execute(sql`delete from system_setting where key = ${`${MARK}${id}`}`);
  await tx.execute(sql`savepoint collecting_bodies`);
  try {
    await tx.execute(sql`delete from beneficiary where id_client = ${id} and code = ${SENIAT.code}`);
    await tx.execute(sql`release savepoint collecting_bodies`);
  } catch (error) {
    if (pgErrorOf(error)?.code !== '23503') throw error;
    await tx.execute(sql`rollback to savepoint collecting_bodies`);
  }
}
