import type { PasswordStrength, SessionUser, TokenInfo } from '@erario/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { databaseThrottleStore, FailureThrottle, SignInThrottle } from '../../platform/access/throttle.ts';
import type { AuthContext, TokenIdentity } from '../../platform/access/token.ts';
import { recordSecurityEvent } from '../../platform/audit/security-events.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, unauthorized } from '../../platform/errors.ts';
import type { Platform } from '../../platform/services.ts';
import { noticeCredentialChange } from './credential-notice.ts';
import { appUser, passwordReset, userSession, userSessionRetiredToken } from './identity.schema.ts';
import { CHALLENGE_OVER, createMfaService } from './mfa.service.ts';
import {
  hashNewPassword,
  hashPassword,
  hashSecret,
  newSecret,
  passwordWeakness,
  verifyPassword,
  wantsPepper,
  weighPassword,
} from './password.ts';
import { loadSession } from './session.service.ts';

/**
 * A session ends twelve hours after its sign-in however much it is used (ASVS 3.3.2, level 2): one
 * working day, after which the password (and the second factor) are asked again.
 */
export const SESSION_HOURS = 12;
/** Server-side twin of the web app's 2-hour idle sign-out, plus one access-token lifetime of slack. */
export const IDLE_SECONDS = 2 * 60 * 60;
const RESET_MINUTES = 60;
const LINK_NOT_VALID = 'El enlace para restablecer la contraseña no es válido, ya fue usado o venció.';
/**
 * How long a refresh secret just replaced still renews: two tabs of one browser renewing at the same
 * moment send the same cookie, and the second must not end the session the first renewed.
 */
const ROTATION_GRACE_SECONDS = 30;
const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';
// Verifying against a real hash when the user does not exist keeps response times alike.
const DUMMY_HASH = hashPassword('usuario-inexistente-1');

/** Whether a password that was accepted once falls short of today's rules. */
async function fallsShort(password: string, personal: readonly (string | null)[]): Promise<boolean> {
  return (await passwordWeakness(password, personal)) !== null;
}

/** The password was right; the account's second factor comes next (see `secondFactor`). */
export interface SecondFactorNeeded {
  challenge: string;
  expiresIn: number;
}

export interface SignedIn {
  user: SessionUser;
  tokenInfo: TokenInfo;
  refreshSecret: string;
  refreshExpires: Date;
}

export function createAuthService(platform: Platform) {
  const { db, keys, config, mailer } = platform;
  const pepper = config.passwordPepper;
  // Counted in the database: every process of the installation counts the same failures.
  const failures = databaseThrottleStore(db);
  const signIns = new SignInThrottle(failures);
  const mfa = createMfaService(db, keys, mailer, config, platform.clock);
  const sessionOptions = { saMfaRequired: config.saMfaRequired };
  const byMail = new FailureThrottle(failures, 'reset-mail', 5, 60 * 60_000);

  async function tokenFor(auth: TokenIdentity): Promise<TokenInfo> {
    const { token, expiresAt } = await keys.sign(auth, config.accessTokenSeconds);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: config.accessTokenSeconds,
      expires_at: expiresAt,
    };
  }

  function throttled(seconds: number): AppError {
    const minutes = Math.ceil(seconds / 60);
    const when =
      seconds < 60
        ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
        : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
    return new AppError(429, `Demasiados intentos fallidos. Intente nuevamente en ${when}.`, undefined, {
      'retry-after': String(seconds),
    });
  }

  /** A new sign-in of a user whose password (and second factor, if any) were accepted. */
  async function openSession(
    idUser: number,
    lastClientId: number | null,
    ip: string,
    userAgent: string | undefined,
  ): Promise<SignedIn> {
    let session = await loadSession(db, idUser, lastClientId, sessionOptions, platform.clock.now()).catch(
      () => null,
    );
    session ??= await loadSession(db, idUser, null, sessionOptions, platform.clock.now());
    const refresh = newSecret();
    const refreshExpires = new Date(Date.now() + SESSION_HOURS * 3_600_000);
    const sessionId = await withTransaction(db, { idUser, idClient: session.auth.idClient }, async (tx) => {
      const [row] = await tx
        .insert(userSession)
        .values({
          idUser,
          tokenHash: refresh.hash,
          expiresAt: refreshExpires,
          ip,
          userAgent: userAgent?.slice(0, 300) ?? null,
        })
        .returning({ id: userSession.id });
      return row?.id ?? 0;
    });
    const tokenInfo = await tokenFor({ ...session.auth, sessionId });
    // The cookie is the random secret alone: nothing in it names the session.
    return { user: session.user, tokenInfo, refreshSecret: refresh.secret, refreshExpires };
  }

  /**
   * Which session a request proves it holds: the refresh cookie's secret (found by its hash), or else
   * the session named inside a token this server signed (even an expired one). Null when neither.
   */
  async function sessionNamed(refreshCookie: string | undefined, bearer: string | null) {
    if (refreshCookie) return eq(userSession.tokenHash, hashSecret(refreshCookie));
    if (!bearer) return null;
    const auth = await keys.verify(bearer, { allowExpired: true });
    return auth && auth !== 'expired' ? eq(userSession.id, auth.sessionId) : null;
  }

  /**
   * A retired refresh secret presented after its grace: the session it belonged to ends (reuse
   * detection). Committed before the refusal, so the other holder's next request is refused too.
   */
  async function endReusedSession(cookieHash: string): Promise<void> {
    const reused = await db
      .select({ idSession: userSessionRetiredToken.idSession })
      .from(userSessionRetiredToken)
      .where(
        and(
          eq(userSessionRetiredToken.tokenHash, cookieHash),
          sql`${userSessionRetiredToken.retiredAt} < now() - make_interval(secs => ${ROTATION_GRACE_SECONDS})`,
        ),
      );
    const idSession = reused[0]?.idSession;
    if (idSession === undefined) return;
    const owner = await db
      .select({ idUser: userSession.idUser })
      .from(userSession)
      .where(eq(userSession.id, idSession));
    await recordSecurityEvent(db, {
      kind: 'cookie_reutilizada',
      idUser: owner[0]?.idUser ?? null,
      detail: { sesion: idSession, efecto: 'la sesión terminó' },
    });
    await withTransaction(db, { idUser: null, idClient: null }, (tx) =>
      tx
        .update(userSession)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(userSession.id, idSession), isNull(userSession.revokedAt))),
    );
    throw unauthorized('Su sesión terminó. Inicie sesión nuevamente.');
  }

  return {
    mfa,

    async login(
      usuario: string,
      password: string,
      ip: string,
      userAgent?: string,
    ): Promise<SignedIn | SecondFactorNeeded> {
      const wait = await signIns.blockedFor(usuario, ip);
      if (wait > 0) {
        await recordSecurityEvent(db, { kind: 'ingreso_frenado', usuario, ip, detail: { segundos: wait } });
        throw throttled(wait);
      }

      const [found] = await db
        .select({
          id: appUser.id,
          hash: appUser.passwordHash,
          active: appUser.active,
          lastClientId: appUser.lastClientId,
          username: appUser.username,
          name: appUser.name,
          email: appUser.email,
          changeRequired: appUser.passwordChangeRequired,
        })
        .from(appUser)
        .where(sql`lower(${appUser.username}) = lower(${usuario})`);
      const valid = await verifyPassword(found?.hash ?? (await DUMMY_HASH), password, pepper);
      if (!found || !valid || !found.active) {
        await signIns.fail(usuario, ip);
        await recordSecurityEvent(db, {
          kind: 'ingreso_fallido',
          idUser: found?.id ?? null,
          usuario,
          ip,
          detail: {
            motivo: !found ? 'usuario desconocido' : !valid ? 'contraseña equivocada' : 'usuario inactivo',
          },
        });
        throw unauthorized(found && valid && !found.active ? 'El usuario está inactivo.' : WRONG_CREDENTIALS);
      }
      await signIns.succeed(usuario, ip);
      // A hash made before the installation had its pepper is made again with it, now that the
      // password is at hand.
      if (wantsPepper(found.hash, pepper)) {
        const peppered = await hashPassword(password, pepper);
        await withTransaction(db, { idUser: found.id, idClient: null }, (tx) =>
          tx.update(appUser).set({ passwordHash: peppered }).where(eq(appUser.id, found.id)),
        );
      }
      // The only moment the server sees the password: one set under older rules, or now known to be
      // guessable, is to be changed before the session serves anything else.
      if (!found.changeRequired && (await fallsShort(password, [found.username, found.name, found.email]))) {
        await withTransaction(db, { idUser: found.id, idClient: null }, (tx) =>
          tx.update(appUser).set({ passwordChangeRequired: true }).where(eq(appUser.id, found.id)),
        );
      }

      // An account with a second factor gets no session yet: a challenge the code answers.
      if (await mfa.enrolled(found.id)) {
        return { challenge: await mfa.challenge(found.id, ip, userAgent), expiresIn: 300 };
      }
      return openSession(found.id, found.lastClientId, ip, userAgent);
    },

    /**
     * The second step of a sign-in: the challenge the password gave and a code of the authenticator
     * app (or a recovery code). Wrong codes slow down who sends them, as wrong passwords do.
     */
    async secondFactor(challenge: string, code: string, ip: string, userAgent?: string): Promise<SignedIn> {
      const live = await mfa.liveChallenge(challenge);
      if (!live) throw unauthorized(CHALLENGE_OVER);
      const owner = live.id_user;
      // Wrong codes count per account (a new challenge starts nothing over) and address, apart from
      // wrong passwords: '#' is in no user name.
      const key = `#mfa:${owner}`;
      const wait = await signIns.blockedFor(key, ip);
      if (wait > 0) {
        await recordSecurityEvent(db, {
          kind: 'ingreso_frenado',
          idUser: owner,
          ip,
          detail: { paso: 'código', segundos: wait },
        });
        throw throttled(wait);
      }
      let answered: { idUser: number; userAgent: string | null };
      try {
        answered = await mfa.answer(live, code);
      } catch (error) {
        await signIns.fail(key, ip);
        await recordSecurityEvent(db, { kind: 'codigo_fallido', idUser: owner, ip });
        throw error;
      }
      await signIns.succeed(key, ip);
      const [user] = await db
        .select({ lastClientId: appUser.lastClientId, active: appUser.active })
        .from(appUser)
        .where(eq(appUser.id, answered.idUser));
      if (!user?.active) throw unauthorized('El usuario está inactivo.');
      return openSession(
        answered.idUser,
        user.lastClientId,
        ip,
        userAgent ?? answered.userAgent ?? undefined,
      );
    },

    /**
     * Issues a token for `idClient`, from the refresh cookie or from the (possibly expired) access
     * token; either way the sign-in must still be alive. Permissions are re-read now.
     *
     * A renewal from the cookie replaces its secret (`refreshSecret`, for a new cookie). A replaced
     * secret presented again after ROTATION_GRACE_SECONDS means a copy of the cookie is in other
     * hands: the session ends for everyone holding any of its secrets.
     */
    async renew(idClient: number, refreshCookie: string | undefined, bearer: string | null) {
      const cookieHash = refreshCookie ? hashSecret(refreshCookie) : null;
      if (cookieHash) await endReusedSession(cookieHash);
      const which = cookieHash
        ? sql`(${userSession.tokenHash} = ${cookieHash} or ${userSession.id} in (
              select id_session from user_session_retired_token where token_hash = ${cookieHash}))`
        : await sessionNamed(undefined, bearer);
      if (!which) throw unauthorized('Debe iniciar sesión para continuar.');

      const [session] = await db
        .select({ id: userSession.id, idUser: userSession.idUser, expiresAt: userSession.expiresAt })
        .from(userSession)
        .where(
          and(
            which,
            isNull(userSession.revokedAt),
            gt(userSession.expiresAt, sql`now()`),
            gt(
              userSession.lastUsedAt,
              sql`now() - make_interval(secs => ${IDLE_SECONDS + config.accessTokenSeconds})`,
            ),
          ),
        );
      if (!session) {
        throw unauthorized('Su sesión terminó. Inicie sesión nuevamente.');
      }
      const loaded = await loadSession(db, session.idUser, idClient, sessionOptions, platform.clock.now());
      const refresh = refreshCookie ? newSecret() : null;
      await withTransaction(db, { idUser: session.idUser, idClient }, async (tx) => {
        if (refresh) {
          // The secret the session holds now is retired (whichever of its secrets came): the cookie
          // this answer sets is the only one that renews from here on.
          await tx.execute(sql`
            insert into user_session_retired_token (token_hash, id_session)
            select token_hash, id from user_session where id = ${session.id}
            on conflict (token_hash) do nothing`);
        }
        await tx
          .update(userSession)
          .set({ ...(refresh ? { tokenHash: refresh.hash } : {}), lastUsedAt: sql`now()` })
          .where(eq(userSession.id, session.id));
        await tx.update(appUser).set({ lastClientId: idClient }).where(eq(appUser.id, session.idUser));
      });
      const tokenInfo = await tokenFor({ ...loaded.auth, sessionId: session.id });
      return {
        user: loaded.user,
        tokenInfo,
        refresh: refresh ? { secret: refresh.secret, expires: session.expiresAt } : null,
      };
    },

    /** Ends the session the caller proves: its cookie's secret, or a token it signed. Nothing else. */
    async logout(refreshCookie: string | undefined, bearer: string | null): Promise<void> {
      const which = await sessionNamed(refreshCookie, bearer);
      if (!which) return;
      await withTransaction(db, { idUser: null, idClient: null }, (tx) =>
        tx
          .update(userSession)
          .set({ revokedAt: sql`now()` })
          .where(and(which, isNull(userSession.revokedAt))),
      );
    },

    async recoverPassword(email: string): Promise<string> {
      const message =
        'Si el correo está registrado, recibirá un enlace para restablecer su contraseña. Revise su bandeja de entrada.';
      const key = `m:${email.toLowerCase()}`;
      const wait = await byMail.blockedFor(key);
      if (wait > 0) throw throttled(wait);
      await byMail.fail(key);

      const [user] = await db
        .select({ id: appUser.id, name: appUser.name, email: appUser.email })
        .from(appUser)
        .where(and(sql`lower(${appUser.email}) = lower(${email})`, eq(appUser.active, true)));
      // The same answer whether or not the address exists: the form must not reveal who has an account.
      if (!user?.email) return message;
      const recipient = user.email;
      const link = newSecret();
      const mailIds = await withTransaction(db, { idUser: user.id, idClient: null }, async (tx) => {
        await tx.insert(passwordReset).values({
          idUser: user.id,
          tokenHash: link.hash,
          expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
        });
        const url = `${config.publicUrl}/session/reset-password/${link.secret}`;
        return [
          await mailer.enqueue(tx, {
            to: recipient,
            subject: 'Erario: restablecer su contraseña',
            body: [
              `Hola, ${user.name}:`,
              '',
              'Recibimos una solicitud para restablecer su contraseña de Erario. Para elegir una nueva, abra este enlace:',
              url,
              '',
              `El enlace vence en ${RESET_MINUTES} minutos y sirve una sola vez. Si usted no lo pidió, ignore este mensaje.`,
            ].join('\n'),
          }),
        ];
      });
      await mailer.deliver(mailIds);
      return message;
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const hashed = hashSecret(token);
      const [owner] = await db
        .select({ username: appUser.username, name: appUser.name, email: appUser.email })
        .from(passwordReset)
        .innerJoin(appUser, eq(appUser.id, passwordReset.idUser))
        .where(eq(passwordReset.tokenHash, hashed));
      const passwordHash = await hashNewPassword(
        password,
        owner ? [owner.username, owner.name, owner.email] : [],
        'password',
        pepper,
      );
      const done = await withTransaction(db, { idUser: null, idClient: null }, async (tx) => {
        const [reset] = await tx
          .update(passwordReset)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordReset.tokenHash, hashed),
              isNull(passwordReset.usedAt),
              gt(passwordReset.expiresAt, sql`now()`),
            ),
          )
          .returning({ idUser: passwordReset.idUser });
        if (!reset) return null;
        await tx
          .update(appUser)
          .set({ passwordHash, passwordChangeRequired: false })
          .where(eq(appUser.id, reset.idUser));
        // A new password ends every open session of the account.
        await tx
          .update(userSession)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(userSession.idUser, reset.idUser), isNull(userSession.revokedAt)));
        return noticeCredentialChange(
          tx,
          mailer,
          reset.idUser,
          'se eligió una contraseña nueva con el enlace para restablecerla',
          platform.clock.now(),
        );
      });
      if (!done) throw badRequest(LINK_NOT_VALID);
      await mailer.deliver(done);
    },

    /** The strength meter of the session's user's new password (ASVS 2.1.8). */
    async passwordStrength(auth: AuthContext, password: string): Promise<PasswordStrength> {
      const [user] = await db
        .select({ username: appUser.username, name: appUser.name, email: appUser.email })
        .from(appUser)
        .where(eq(appUser.id, auth.idUser));
      return weighPassword(password, user ? [user.username, user.name, user.email] : []);
    },

    /** The same from a reset link: only a link that still sets a password has its password weighed. */
    async resetPasswordStrength(token: string, password: string): Promise<PasswordStrength> {
      const [owner] = await db
        .select({ username: appUser.username, name: appUser.name, email: appUser.email })
        .from(passwordReset)
        .innerJoin(appUser, eq(appUser.id, passwordReset.idUser))
        .where(
          and(
            eq(passwordReset.tokenHash, hashSecret(token)),
            isNull(passwordReset.usedAt),
            gt(passwordReset.expiresAt, sql`now()`),
          ),
        );
      if (!owner) throw badRequest(LINK_NOT_VALID);
      return weighPassword(password, [owner.username, owner.name, owner.email]);
    },

    async changePassword(auth: AuthContext, current: string, next: string): Promise<void> {
      const [user] = await db
        .select({
          hash: appUser.passwordHash,
          username: appUser.username,
          name: appUser.name,
          email: appUser.email,
        })
        .from(appUser)
        .where(eq(appUser.id, auth.idUser));
      if (!user || !(await verifyPassword(user.hash, current, pepper))) {
        throw badRequest('La contraseña actual no es correcta.', [
          { field: 'currentPassword', message: 'La contraseña actual no es correcta.' },
        ]);
      }
      const passwordHash = await hashNewPassword(
        next,
        [user.username, user.name, user.email],
        'newPassword',
        pepper,
      );
      const mails = await withTransaction(db, auth, async (tx) => {
        await tx
          .update(appUser)
          .set({ passwordHash, passwordChangeRequired: false })
          .where(eq(appUser.id, auth.idUser));
        await tx
          .update(userSession)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(userSession.idUser, auth.idUser),
              isNull(userSession.revokedAt),
              sql`${userSession.id} <> ${auth.sessionId}`,
            ),
          );
        return noticeCredentialChange(tx, mailer, auth.idUser, 'se cambió la contraseña', auth.now);
      });
      await mailer.deliver(mails);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { MfaService } from './mfa.service.ts';
