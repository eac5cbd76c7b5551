// The cookie methods on requests and replies come from this plugin, registered in app.ts.

import { sessionEndpoints as e, mfaEndpoints as m } from '@erario/contracts';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authOf, bearerToken } from '../../platform/access/access.hook.ts';
import type { Tenancy } from '../../platform/access/access.ts';
import { route } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { createAuthService, type SignedIn } from './auth.service.ts';
import { USER_ROW } from './users.routes.ts';

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
    const signedIn = (reply: FastifyReply, signed: SignedIn) => {
      setRefresh(reply, signed.refreshSecret, signed.refreshExpires);
      return ok(
        { userInfo: [signed.user], tokenInfo: signed.tokenInfo },
        `Bienvenido(a), ${signed.user.nameUser}.`,
      );
    };
    route(app, e.signIn, token, async (request, reply) => {
      const signed = await auth.login(
        request.body.usuario,
        request.body.password,
        request.ip,
        request.headers['user-agent'],
      );
      if ('challenge' in signed)
        return ok(
          { secondFactor: { challenge: signed.challenge, expiresIn: signed.expiresIn } },
          'Escriba el código de su aplicación de autenticación.',
        );
      return signedIn(reply, signed);
    });
    route(app, e.secondFactor, token, async (request, reply) =>
      signedIn(
        reply,
        await auth.secondFactor(
          request.body.challenge,
          request.body.code,
          request.ip,
          request.headers['user-agent'],
        ),
      ),
    );
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
    route(app, e.passwordStrength, token, async (request) =>
      ok(await auth.passwordStrength(authOf(request), request.body.password)),
    );
    route(app, e.resetPasswordStrength, token, async (request) =>
      ok(await auth.resetPasswordStrength(request.body.token, request.body.password)),
    );
    route(app, e.changePassword, token, async (request) => {
      await auth.changePassword(authOf(request), request.body.currentPassword, request.body.newPassword);
      return ok(null, 'Contraseña actualizada.');
    });

    // Two-step verification (ASVS 2.8): one's own, and the SA's reset for a user who lost it.
    route(app, m.status, token, async (request) => ok(await auth.mfa.status(authOf(request))));
    route(app, m.setup, token, async (request) => ok(await auth.mfa.setup(authOf(request))));
    route(app, m.confirm, token, async (request) =>
      ok(
        { recoveryCodes: await auth.mfa.confirm(authOf(request), request.body.code) },
        'Verificación en dos pasos activada. Guarde sus códigos de recuperación.',
      ),
    );
    route(app, m.recoveryCodes, token, async (request) =>
      ok(
        { recoveryCodes: await auth.mfa.recoveryCodes(authOf(request), request.body.code) },
        'Códigos de recuperación nuevos. Los anteriores ya no sirven.',
      ),
    );
    route(app, m.disable, token, async (request) => {
      await auth.mfa.disable(authOf(request), request.body.password);
      return ok(null, 'Verificación en dos pasos desactivada.');
    });
    route(app, m.reset, USER_ROW, async (request) => {
      await auth.mfa.reset(authOf(request), request.params.idUser);
      return ok(
        null,
        'Se quitó la verificación en dos pasos del usuario: la configurará al volver a ingresar.',
      );
    });
  };
}
