import { MODULES } from '@erario/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/token.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { userClient } from '../identity/identity.schema.ts';
import { clientModule } from './common.schema.ts';

const OPTIONAL = new Set(MODULES.filter((m) => !m.core).map((m) => m.code));

/** Who creates an institution belongs to it, so they can switch to it and set it up. */
export async function addCreatorMembership(tx: Tx, auth: AuthContext, idClient: number): Promise<void> {
  await tx.insert(userClient).values({ idUser: auth.idUser, idClient }).onConflictDoNothing();
}

/** An institution without business data goes with its memberships, permissions, modules and notices. */
export async function removeInstitutionSetup(tx: Tx, _auth: AuthContext, idClient: number): Promise<void> {
  await tx.execute(sql`delete from user_screen where id_client = ${idClient}`);
  await tx.execute(sql`delete from user_client where id_client = ${idClient}`);
  await tx.execute(sql`delete from notification where id_client = ${idClient}`);
  await tx.execute(sql`update app_user set last_client_id = null where last_client_id = ${idClient}`);
}

export async function clientModules(db: Db, idClient: number): Promise<string[]> {
  const exists = await db.execute(sql`select 1 from client where id = ${idClient}`);
  if (exists.rows.length === 0) throw notFound('La institución no existe.');
  const rows = await db
    .select({ code: clientModule.moduleCode })
    .from(clientModule)
    .where(eq(clientModule.idClient, idClient))
    .orderBy(clientModule.moduleCode);
  return rows.map((r) => r.code);
}

/**
 * Sets the optional modules of an institution. Screens of a module taken away stay granted but unused:
 * menus and the server ignore them until the module returns. Takes effect at each user's next renewal.
 */
export async function saveClientModules(
  db: Db,
  auth: AuthContext,
  idClient: number,
  codes: string[],
): Promise<string[]> {
  const wanted = [...new Set(codes)].sort();
  const invalid = wanted.filter((code) => !OPTIONAL.has(code as never));
  if (invalid.length > 0) throw badRequest(`Módulos desconocidos o de núcleo: ${invalid.join(', ')}`);
  await withTransaction(db, auth, async (tx) => {
    const exists = await tx.execute(sql`select 1 from client where id = ${idClient} for update`);
    if (exists.rows.length === 0) throw notFound('La institución no existe.');
    const current = await tx
      .select({ code: clientModule.moduleCode })
      .from(clientModule)
      .where(eq(clientModule.idClient, idClient));
    const had = new Set(current.map((r) => r.code));
    for (const code of had) {
      if (!wanted.includes(code)) {
        await tx
          .delete(clientModule)
          .where(and(eq(clientModule.idClient, idClient), eq(clientModule.moduleCode, code)));
      }
    }
    const added = wanted.filter((code) => !had.has(code));
    if (added.length > 0)
      await tx.insert(clientModule).values(added.map((moduleCode) => ({ idClient, moduleCode })));
  });
  return wanted;
}
