// The cookie methods on requests and replies come from this plugin, registered in app.ts.

import { sessionEndpoints as e } from '@erario/contracts';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authOf, bearerToken } from '../../platform/access/access.hook.ts';
import type { Tenancy } from '../../platform/access/access.ts';
import { route } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { createAuthService } from './auth.service.ts';

const REFRESH_COOKIE = 'erario_rt';

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
    const token: Tenancy = { kind: 'token' };
    route(app, e.signIn, token, async (request, reply) => {
      const signed = await auth.login(
        request.body.usuario,
        request.body.password,
        request.ip,
        request.headers['user-agent'],
      );
      setRefresh(reply, signed.refreshSecret, signed.refreshExpires);
      return ok(
        { userInfo: [signed.user], tokenInfo: signed.tokenInfo },
        `Bienvenido(a), ${signed.user.nameUser}.`,
      );
    });
    route(app, e.renew, { kind: 'membership', param: 'idClient' }, async (request, reply) => {
      const renewed = await auth.renew(
        request.params.idClient,
        request.cookies[REFRESH_COOKIE],
        bearerToken(request),
      );
      if (renewed.refresh) setRefresh(reply, renewed.refresh.secret, renewed.refresh.expires);
      return ok({ ...renewed.tokenInfo, userInfo: [renewed.user] });
    });
    route(app, e.signOut, token, async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE], bearerToken(request));
      reply.clearCookie(REFRESH_COOKIE, { path: '/api/user' });
      return ok(null, 'Sesión cerrada.');
    });
    route(app, e.recoverPassword, token, async (request) =>
      ok(null, await auth.recoverPassword(request.body.email)),
    );
    route(app, e.resetPassword, token, async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return ok(null, 'Su contraseña fue actualizada. Ya puede iniciar sesión.');
    });
    route(app, e.changePassword, token, async (request) => {
      await auth.changePassword(authOf(request), request.body.currentPassword, request.body.newPassword);
      return ok(null, 'Contraseña actualizada.');
    });
  };
}
