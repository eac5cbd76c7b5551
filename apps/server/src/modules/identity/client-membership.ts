import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/token.ts';
import type { Tx } from '../../platform/db/database.ts';
import { userClient } from './identity.schema.ts';

/** Who creates an institution belongs to it, so they can switch to it and set it up. */
export async function addCreatorMembership(tx: Tx, auth: AuthContext, idClient: number): Promise<void> {
  await tx.insert(userClient).values({ idUser: auth.idUser, idClient }).onConflictDoNothing();
}

/** An institution without business data goes with its memberships and the permissions held in it. */
export async function removeMemberships(tx: Tx, _auth: AuthContext, idClient: number): Promise<void> {
  await tx.execute(sql`delete from user_screen where id_client = ${idClient}`);
  await tx.execute(sql`delete from user_client where id_client = ${idClient}`);
  await tx.execute(sql`update app_user set last_client_id = null where last_client_id = ${idClient}`);
}
