import { MODULES } from '@erario/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/token.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { clientModule, notification } from './common.schema.ts';

const OPTIONAL = new Set(MODULES.filter((m) => !m.core).map((m) => m.code));

/** An institution without business data goes with its notices (its modules go by cascade). */
export async function removeInstitutionNotices(tx: Tx, _auth: AuthContext, idClient: number): Promise<void> {
  await tx.delete(notification).where(eq(notification.idClient, idClient));
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
