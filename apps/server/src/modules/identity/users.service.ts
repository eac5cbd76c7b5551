import {
  type Role,
  SCREENS,
  type UserRow,
  type userCreate,
  type userForm,
  type userUpdate,
} from '@erario/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/token.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { changedFields } from '../../platform/resources/hooks.ts';
import { noticeCredentialChange } from './credential-notice.ts';
import { appUser, userClient, userScreen, userSession } from './identity.schema.ts';
import { hashNewPassword, type Pepper } from './password.ts';

const RANK: Record<Role, number> = { USER: 1, ADMIN: 2, SA: 3 };

/** Nobody grants a role above their own. */
function assertCanGrant(auth: AuthContext, role: Role): void {
  if (RANK[role] > RANK[auth.role]) throw forbidden('No puede asignar un rol superior al suyo.');
}

/**
 * The support flag opens every institution's support requests (`modules/support`): only the SA
 * grants or takes it, or an institution's administrator could read the others' by ticking a box.
 */
function assertMaySetSupport(auth: AuthContext, was: boolean, wanted: boolean): void {
  if (was !== wanted && auth.role !== 'SA')
    throw forbidden(
      'Solo el administrador del sistema marca o desmarca a un usuario como soporte: ve las solicitudes de todas las instituciones.',
    );
}

/**
 * What an action on a user touches: their membership in the session's institution (its flags, their
 * screens there, removing them from it), or their account, which every institution they belong to
 * shares (user name, name, e-mail, role, active, password).
 */
type Reach = 'membership' | 'account';

/**
 * The rule of acting on another user, in one place (docs/modules/identity.md, "Actuar sobre otro
 * usuario"). Apart from the SA, the actor may act on a user only when:
 * - the user belongs to the session's institution (404 otherwise, as for any row of another one);
 * - the user's role is not above the actor's;
 * - the user's screens are a subset of the actor's, in the session's institution or, for a change to
 *   the account, in every institution the user belongs to, each of which the actor must belong to
 *   with write access.
 * Otherwise a colleague with the users screen could take over an account that holds more than they do
 * (change its password, sign in as it) or rewrite a superior's permissions. The target's row is
 * locked, so two people acting on the same user at once take turns and the second reads what the
 * first left.
 */
async function assertMayActOn(tx: Db, auth: AuthContext, idUser: number, reach: Reach): Promise<Role> {
  // The lock first, in a statement of its own: the check below then reads with a snapshot taken
  // after any concurrent act on this user committed (read committed gives each statement its own).
  await tx.execute(sql`select 1 from app_user where id = ${idUser} for update`);
  const rows = (
    await tx.execute<{
      role: Role;
      id_client: number;
      actor_writes: boolean;
      beyond: string | null;
      support: boolean;
    }>(sql`
      select u.role, uc.id_client,
             exists (select 1 from user_client s where s.id_user = u.id and s.is_support) as support,
             exists (select 1 from user_client a
                      where a.id_user = ${auth.idUser} and a.id_client = uc.id_client and not a.is_consultant)
               as actor_writes,
             (select string_agg(s.screen_code, ', ' order by s.screen_code) from user_screen s
               where s.id_user = u.id and s.id_client = uc.id_client
                 and not exists (select 1 from user_screen a where a.id_user = ${auth.idUser}
                                    and a.id_client = s.id_client and a.screen_code = s.screen_code))
               as beyond
        from app_user u join user_client uc on uc.id_user = u.id
       where u.id = ${idUser}
       order by uc.id_client = ${auth.idClient} desc, uc.id_client`)
  ).rows;
  const here = rows[0];
  if (!here || here.id_client !== auth.idClient)
    throw notFound('El usuario no pertenece a esta institución.');
  if (auth.role === 'SA') return here.role;
  // Whoever acts on a support user (their password, their screens) could act as them and read every
  // institution's requests: support users are the SA's.
  if (here.support)
    throw forbidden(
      'El usuario es del equipo de soporte: solo el administrador del sistema puede modificarlo o quitarlo.',
    );
  if (RANK[here.role] > RANK[auth.role])
    throw forbidden('No puede actuar sobre un usuario con un rol superior al suyo.');
  for (const row of reach === 'account' ? rows : [here]) {
    if (!row.actor_writes) {
      throw forbidden(
        'El usuario también pertenece a otra institución en la que usted no administra: solo el administrador del sistema puede cambiar su cuenta.',
      );
    }
    if (row.beyond) {
      throw forbidden(
        `El usuario tiene pantallas que usted no tiene (${row.beyond}): no puede modificarlo ni quitarlo.`,
      );
    }
  }
  return here.role;
}

/** Ends every open session of a user but the caller's own (a password set for them, a deactivation). */
async function endSessions(tx: Db, idUser: number, keep: number): Promise<void> {
  await tx
    .update(userSession)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSession.idUser, idUser), isNull(userSession.revokedAt), ne(userSession.id, keep)));
}

function membership(input: z.infer<typeof userForm>) {
  return {
    isCashier: input.isCashier,
    isSupervisorCashier: input.isSupervisorCashier,
    isConsultant: input.isConsultant,
    isSupport: input.isSupport,
  };
}

export async function loadUserForm(db: Db, auth: AuthContext, idUser: number): Promise<UserRow> {
  const rows = await db.execute<UserRow>(sql`
    select u.id as "idUser", u.username as usuario, u.name, coalesce(u.email, '') as email, u.role, u.active,
           uc.is_cashier as "isCashier", uc.is_supervisor_cashier as "isSupervisorCashier",
           uc.is_consultant as "isConsultant", uc.is_support as "isSupport"
      from app_user u join user_client uc on uc.id_user = u.id and uc.id_client = ${auth.idClient}
     where u.id = ${idUser}`);
  const row = rows.rows[0];
  if (!row) throw notFound('El usuario no pertenece a esta institución.');
  return row;
}

export async function createUser(
  db: Db,
  auth: AuthContext,
  input: z.infer<typeof userCreate>,
  pepper: Pepper,
): Promise<number> {
  assertCanGrant(auth, input.role);
  assertMaySetSupport(auth, false, input.isSupport);
  const passwordHash = await hashNewPassword(
    input.password,
    [input.usuario, input.name, input.email],
    'password',
    pepper,
  );
  return withTransaction(db, auth, async (tx) => {
    const taken = await tx.execute(
      sql`select 1 from app_user where lower(username) = lower(${input.usuario})`,
    );
    if (taken.rows.length > 0) {
      throw conflict('Ya existe un usuario con ese nombre de usuario.', [
        { field: 'usuario', message: 'Ya existe un usuario con ese nombre de usuario' },
      ]);
    }
    const [row] = await tx
      .insert(appUser)
      .values({
        username: input.usuario,
        name: input.name,
        email: input.email || null,
        role: input.role,
        active: input.active,
        passwordHash,
        // An initial password is known to whoever set it: the user replaces it at first sign-in (V2.3.1).
        passwordChangeRequired: true,
      })
      .returning({ id: appUser.id });
    if (!row) throw new Error('No se creó el usuario');
    await tx.insert(userClient).values({ idUser: row.id, idClient: auth.idClient, ...membership(input) });
    return row.id;
  });
}

export async function updateUser(
  db: Db,
  auth: AuthContext,
  input: z.infer<typeof userUpdate>,
  mailer: Mailer,
  pepper: Pepper,
): Promise<void> {
  assertCanGrant(auth, input.role);
  const passwordHash = input.password
    ? await hashNewPassword(input.password, [input.usuario, input.name, input.email], 'password', pepper)
    : null;
  const mails = await withTransaction(db, auth, async (tx) => {
    const [current] = await tx
      .select({
        usuario: appUser.username,
        name: appUser.name,
        email: appUser.email,
        role: appUser.role,
        active: appUser.active,
      })
      .from(appUser)
      .where(eq(appUser.id, input.idUser))
      .for('update');
    const accountChanges =
      passwordHash !== null ||
      !current ||
      changedFields(current, input, ['usuario', 'name', 'email', 'role', 'active']).length > 0;
    await assertMayActOn(tx, auth, input.idUser, accountChanges ? 'account' : 'membership');
    const flags = await tx
      .select({ isSupport: userClient.isSupport })
      .from(userClient)
      .where(and(eq(userClient.idUser, input.idUser), eq(userClient.idClient, auth.idClient)));
    assertMaySetSupport(auth, flags[0]?.isSupport ?? false, input.isSupport);
    if (input.idUser === auth.idUser && !input.active)
      throw badRequest('No puede desactivar su propio usuario.');
    const taken = await tx.execute(
      sql`select 1 from app_user where lower(username) = lower(${input.usuario}) and id <> ${input.idUser}`,
    );
    if (taken.rows.length > 0) {
      throw conflict('Ya existe un usuario con ese nombre de usuario.', [
        { field: 'usuario', message: 'Ya existe un usuario con ese nombre de usuario' },
      ]);
    }
    await tx
      .update(appUser)
      .set({
        username: input.usuario,
        name: input.name,
        email: input.email || null,
        role: input.role,
        active: input.active,
        // One set for someone else is theirs to replace at their next sign-in, as an initial one is.
        ...(passwordHash ? { passwordHash, passwordChangeRequired: input.idUser !== auth.idUser } : {}),
      })
      .where(eq(appUser.id, input.idUser));
    await tx
      .update(userClient)
      .set(membership(input))
      .where(and(eq(userClient.idUser, input.idUser), eq(userClient.idClient, auth.idClient)));
    // A password set by someone else, or a deactivation, ends the sessions opened before it.
    if (passwordHash !== null || !input.active) await endSessions(tx, input.idUser, auth.sessionId);
    return passwordHash !== null
      ? noticeCredentialChange(
          tx,
          mailer,
          input.idUser,
          input.idUser === auth.idUser
            ? 'se cambió la contraseña desde la pantalla de usuarios'
            : 'un administrador le asignó una contraseña nueva, que deberá cambiar al ingresar',
          auth.now,
        )
      : [];
  });
  await mailer.deliver(mails);
}

/**
 * Removes a user from the session's institution. The account itself stays (its history is audited);
 * it is deactivated when it belongs to no institution any more.
 */
export async function removeUser(db: Db, auth: AuthContext, idUser: number): Promise<void> {
  if (idUser === auth.idUser) throw badRequest('No puede quitarse a sí mismo de la institución.');
  await withTransaction(db, auth, async (tx) => {
    await assertMayActOn(tx, auth, idUser, 'membership');
    await tx
      .delete(userScreen)
      .where(and(eq(userScreen.idUser, idUser), eq(userScreen.idClient, auth.idClient)));
    await tx
      .delete(userClient)
      .where(and(eq(userClient.idUser, idUser), eq(userClient.idClient, auth.idClient)));
    const left = await tx.execute(sql`select 1 from user_client where id_user = ${idUser}`);
    if (left.rows.length === 0) {
      await tx.update(appUser).set({ active: false }).where(eq(appUser.id, idUser));
      await endSessions(tx, idUser, auth.sessionId);
    }
  });
}

/**
 * Replaces a user's screens in the session's institution. Only screens of modules the institution has,
 * and, unless the caller is SA, only screens the caller holds. Takes effect at the user's next renewal.
 */
export async function savePermissions(
  db: Db,
  auth: AuthContext,
  idUser: number,
  codes: string[],
): Promise<string[]> {
  const wanted = [...new Set(codes)];
  const unknown = wanted.filter((code) => !SCREENS.some((s) => s.code === code));
  if (unknown.length > 0) throw badRequest(`Pantallas desconocidas: ${unknown.join(', ')}`);
  const outside = wanted.filter(
    (code) => !auth.modules.has(SCREENS.find((s) => s.code === code)?.module ?? ''),
  );
  if (outside.length > 0)
    throw badRequest(`Pantallas de módulos no habilitados en esta institución: ${outside.join(', ')}`);
  if (auth.role !== 'SA') {
    const notHeld = wanted.filter((code) => !auth.screens.has(code));
    if (notHeld.length > 0)
      throw forbidden(`No puede conceder pantallas que usted no tiene: ${notHeld.join(', ')}`);
  }
  await withTransaction(db, auth, async (tx: Tx) => {
    await assertMayActOn(tx, auth, idUser, 'membership');
    await tx
      .delete(userScreen)
      .where(and(eq(userScreen.idUser, idUser), eq(userScreen.idClient, auth.idClient)));
    if (wanted.length > 0) {
      await tx
        .insert(userScreen)
        .values(wanted.map((screenCode) => ({ idUser, idClient: auth.idClient, screenCode })));
    }
  });
  return wanted.sort();
}
