import { accountEndpoints, profile } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/access/access.hook.ts';
import { selectRow } from '../../platform/db/rows.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { userNotifications } from './notifications.ts';
import { createUser } from './users.service.ts';

/** The users screen's refusals, naming this call's fields: its `usuario` is `username` here. */
async function registered(create: () => Promise<number>): Promise<number> {
  try {
    return await create();
  } catch (error) {
    if (error instanceof AppError && error.fields)
      throw new AppError(
        error.statusCode,
        error.message,
        error.fields.map((f) => (f.field === 'usuario' ? { ...f, field: 'username' } : f)),
      );
    throw error;
  }
}

/** `/api/auth/profile` and `/api/auth/register` (spec section 7). */
export function accountRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, accountEndpoints.profile, { kind: 'token' }, async (request) => {
      const auth = authOf(request);
      const found = await selectRow(
        db,
        profile,
        sql`
        select u.id as "idUser", u.username as usuario, u.name, u.email, u.role, c.id as "idClient",
               c.client_name as "nameClient",
               exists (select 1 from user_mfa m where m.id_user = u.id and m.confirmed_at is not null) as "secondFactor"
          from app_user u join client c on c.id = ${auth.idClient}
         where u.id = ${auth.idUser}`,
      );
      if (!found) throw notFound('Usuario no encontrado');
      return ok(found);
    });
    // A user of the institution with no screen yet: the same rules as the users screen's (who may
    // manage users, the password's strength, a unique user name), and a first sign-in that changes
    // the password someone else chose.
    route(app, accountEndpoints.register, { kind: 'token' }, async (request) => {
      const { email, username, password } = request.body;
      const idUser = await registered(() =>
        createUser(
          db,
          authOf(request),
          {
            usuario: username,
            name: username,
            email,
            password,
            role: 'USER',
            active: true,
            isCashier: false,
            isSupervisorCashier: false,
            isConsultant: false,
            isSupport: false,
          },
          config.passwordPepper,
        ),
      );
      return ok({ idUser }, 'Usuario registrado');
    });
  };
}

/** `GET /api/notification`: the signed-in user's, and the institution's for everyone, newest first. */
export function notificationRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, accountEndpoints.notifications, { kind: 'token' }, async (request) => {
      const auth = authOf(request);
      return ok(await userNotifications(db, auth.idClient, auth.idUser, 50));
    });
  };
}
