import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../apps/server/src/platform/access/token.ts';
import type { Db, Tx } from '../../apps/server/src/platform/db/database.ts';

/**
 * The benchmarks' signed-in context: the demo's administrator (`admin`, user 1 if there is none) as SA
 * of the institution, on Caracas' clock, now; what a service gets from a request's token, without a
 * session behind it.
 */
export async function signedInAdmin(db: Db | Tx, idClient: number): Promise<AuthContext> {
  const admin = await db.execute<{ id: number }>(sql`select id from app_user where username = 'admin'`);
  return {
    idUser: admin.rows[0]?.id ?? 1,
    idClient,
    role: 'SA',
    screens: new Set(),
    modules: new Set(),
    readOnly: false,
    sessionId: 0,
    timeZone: 'America/Caracas',
    now: new Date(),
  };
}
