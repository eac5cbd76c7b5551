// The cookie methods on requests and replies come from this plugin, registered in app.ts.

import {
  changePasswordRequest,
  idClientParam,
  loginRequest,
  loginResponseData,
  newTokenResponseData,
  recoverPasswordRequest,
  resetPasswordRequest,
} from '@erario/contracts';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, bearerToken } from '../../platform/access/access.hook.ts';
import { PUBLIC, SESSION } from '../../platform/access/access.ts';
import { ok, replies } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { createAuthService } from './auth.service.ts';

const REFRESH_COOKIE = 'erario_rt';
const empty = z.null();

export function authRoutes(platform: Platform) {
  const auth = createAuthService(platform);
  const secure = platform.config.publicUrl.startsWith('https://');

  const setRefresh = (reply: FastifyReply, value: string, expires: Date) =>
    reply.setCookie(REFRESH_COOKIE, value, {
      path: '/api/user',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      expires,
    });

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/auth',
      {
        config: PUBLIC,
        schema: {
          tags: ['user'],
          summary: 'Inicia sesión',
          body: loginRequest,
          response: replies(loginResponseData),
        },
      },
      async (request, reply) => {
        const signed = await auth.login(request.body.usuario, request.body.password, request.ip);
        setRefresh(reply, signed.refreshSecret, signed.refreshExpires);
        return ok(
          { userInfo: [signed.user], tokenInfo: signed.tokenInfo },
          `Bienvenido(a), ${signed.user.nameUser}.`,
        );
      },
    );

    r.get(
      '/new-token/:idClient',
      {
        config: { access: { kind: 'refresh' }, tenancy: { kind: 'membership', param: 'idClient' } },
        schema: {
          tags: ['user'],
          summary: 'Renueva el token, también para cambiar de institución',
          params: idClientParam,
          response: replies(newTokenResponseData),
        },
      },
      async (request) => {
        const renewed = await auth.renew(
          request.params.idClient,
          request.cookies[REFRESH_COOKIE],
          bearerToken(request),
        );
        return ok({ ...renewed.tokenInfo, userInfo: [renewed.user] });
      },
    );

    r.post(
      '/logout',
      { config: PUBLIC, schema: { tags: ['user'], summary: 'Cierra la sesión', response: replies(empty) } },
      async (request, reply) => {
        await auth.logout(request.cookies[REFRESH_COOKIE], bearerToken(request));
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/user' });
        return ok(null, 'Sesión cerrada.');
      },
    );

    r.post(
      '/recover-password',
      {
        config: PUBLIC,
        schema: {
          tags: ['user'],
          summary: 'Envía un enlace para restablecer la contraseña',
          body: recoverPasswordRequest,
          response: replies(empty),
        },
      },
      async (request) => ok(null, await auth.recoverPassword(request.body.email)),
    );

    r.post(
      '/reset-password',
      {
        config: PUBLIC,
        schema: {
          tags: ['user'],
          summary: 'Fija una nueva contraseña con el enlace recibido',
          body: resetPasswordRequest,
          response: replies(empty),
        },
      },
      async (request) => {
        await auth.resetPassword(request.body.token, request.body.password);
        return ok(null, 'Su contraseña fue actualizada. Ya puede iniciar sesión.');
      },
    );

    r.put(
      '/change-password',
      {
        config: SESSION,
        schema: {
          tags: ['user'],
          summary: 'Cambia la contraseña del usuario de la sesión',
          body: changePasswordRequest,
          response: replies(empty),
        },
      },
      async (request) => {
        await auth.changePassword(authOf(request), request.body.currentPassword, request.body.newPassword);
        return ok(null, 'Contraseña actualizada.');
      },
    );
  };
}
