import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AuthContext, TokenKeys } from '../../platform/access/token.ts';
import { recordSecurityEvent } from '../../platform/audit/security-events.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { noticeCredentialChange } from './credential-notice.ts';
import { hashSecret, newSecret, type Pepper, verifyPassword } from './password.ts';
import { mfaRequired } from './session.service.ts';

/**
 * Two-step verification (ASVS 2.8): a TOTP secret per user (RFC 6238: six digits every 30 s, what
 * any authenticator app reads from a QR code), sealed at rest with the installation's key; ten
 * one-use recovery codes kept hashed; and, between the password and the code, a sign-in challenge
 * that lives five minutes and five attempts. A code is accepted once: the time step it was for is
 * kept, and no code of that step or an earlier one passes again (2.8.4).
 */

const ISSUER = 'Erario';
const PURPOSE = 'totp-secret';
const PERIOD = 30;
/** One step either side: a phone's clock a little off still signs in. */
const WINDOW = 1;
const CHALLENGE_SECONDS = 300;
const CHALLENGE_ATTEMPTS = 5;
const RECOVERY_CODES = 10;
// No 0/O, 1/I/L: a code read from paper is typed right.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const WRONG_CODE = 'El código no es correcto o ya se usó.';
export const CHALLENGE_OVER = 'La verificación venció o se agotaron sus intentos. Inicie sesión de nuevo.';

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A recovery code as printed (XXXXX-XXXXX), and how it is compared (upper case, no dash or space). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const normalised = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** An open sign-in challenge, as `liveChallenge` finds it. */
interface LiveChallenge {
  hashed: string;
  id_user: number;
  user_agent: string | null;
}

export function createMfaService(
  db: Db,
  keys: TokenKeys,
  mailer: Mailer,
  options: { saMfaRequired: boolean; passwordPepper: Pepper },
  clock: Clock,
) {
  /**
   * Whether `code` is the user's: six digits against their confirmed (or, while `pending`, their
   * unconfirmed) secret, spending its time step; or one of their unused recovery codes, spending it.
   */
  async function spend(
    tx: Db,
    idUser: number,
    code: string,
    pending = false,
  ): Promise<'ok' | 'wrong' | 'replayed'> {
    const found = await tx.execute<{ secret: string; last_step: number | null; username: string }>(sql`
      select m.secret, m.last_step, u.username from user_mfa m join app_user u on u.id = m.id_user
       where m.id_user = ${idUser} and (m.confirmed_at is ${pending ? sql`null` : sql`not null`})
       for update of m`);
    const row = found.rows[0];
    if (!row) return 'wrong';
    const plain = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(plain)) {
      const secret = keys.unsealText(PURPOSE, row.secret);
      if (!secret) return 'wrong';
      const now = Date.now();
      const delta = totpFor(secret, row.username).validate({ token: plain, window: WINDOW, timestamp: now });
      if (delta === null) return 'wrong';
      const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
      // A right code already taken: someone may have read it over the person's shoulder (2.8.5).
      if (row.last_step !== null && step <= row.last_step) return 'replayed';
      await tx.execute(sql`update user_mfa set last_step = ${step} where id_user = ${idUser}`);
      return 'ok';
    }
    if (pending) return 'wrong';
    const used = await tx.execute(sql`
      update user_recovery_code set used_at = now()
       where id_user = ${idUser} and code_hash = ${hashSecret(normalised(plain))} and used_at is null
      returning id`);
    return used.rows.length > 0 ? 'ok' : 'wrong';
  }

  /** Ten new recovery codes for the user, replacing any before: shown once, kept hashed. */
  async function replaceRecoveryCodes(tx: Db, idUser: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await tx.execute(sql`delete from user_recovery_code where id_user = ${idUser}`);
    await tx.execute(sql`
      insert into user_recovery_code (id_user, code_hash)
      select ${idUser}, h from jsonb_array_elements_text(${JSON.stringify(codes.map((c) => hashSecret(normalised(c))))}::jsonb) h`);
    return codes;
  }

  /**
   * Spends `code` (against the pending secret when `confirming`, which then confirms it) and gives
   * the user ten new recovery codes, telling them by mail `what` changed.
   */
  async function issueRecoveryCodes(
    auth: AuthContext,
    code: string,
    confirming: boolean,
    what: string,
  ): Promise<string[]> {
    const { codes, mails } = await withTransaction(db, auth, async (tx) => {
      if ((await spend(tx, auth.idUser, code, confirming)) !== 'ok')
        throw badRequest(WRONG_CODE, [{ field: 'code', message: WRONG_CODE }]);
      if (confirming)
        await tx.execute(sql`update user_mfa set confirmed_at = now() where id_user = ${auth.idUser}`);
      return {
        codes: await replaceRecoveryCodes(tx, auth.idUser),
        mails: await noticeCredentialChange(tx, mailer, auth.idUser, what, auth.now),
      };
    });
    await mailer.deliver(mails);
    return codes;
  }

  async function isRequired(auth: AuthContext): Promise<boolean> {
    const found = await db.execute<{
      role: 'SA' | 'ADMIN' | 'USER';
      mfa_admins: boolean;
      mfa_cashiers: boolean;
      is_cashier: boolean;
      is_supervisor_cashier: boolean;
    }>(sql`
      select u.role, c.mfa_admins, c.mfa_cashiers, uc.is_cashier, uc.is_supervisor_cashier
        from app_user u join user_client uc on uc.id_user = u.id and uc.id_client = ${auth.idClient}
        join client c on c.id = uc.id_client
       where u.id = ${auth.idUser}`);
    const row = found.rows[0];
    return row ? mfaRequired(row, options) : false;
  }

  return {
    async enrolled(idUser: number): Promise<boolean> {
      const found = await db.execute(
        sql`select 1 from user_mfa where id_user = ${idUser} and confirmed_at is not null`,
      );
      return found.rows.length > 0;
    },

    /** The secret of a sign-in waiting for its second factor (only its hash is kept). */
    async challenge(idUser: number, ip: string, userAgent: string | undefined): Promise<string> {
      const challenge = newSecret();
      await withTransaction(db, { idUser, idClient: null }, async (tx) => {
        await tx.execute(sql`delete from sign_in_challenge where id_user = ${idUser} and expires_at < now()`);
        await tx.execute(sql`
          insert into sign_in_challenge (token_hash, id_user, ip, user_agent, expires_at)
          values (${challenge.hash}, ${idUser}, ${ip}, ${userAgent?.slice(0, 300) ?? null},
                  now() + make_interval(secs => ${CHALLENGE_SECONDS}))`);
      });
      return challenge.secret;
    },

    /**
     * A challenge still open (not past its time nor its attempts): whose it is, for the throttle,
     * which counts wrong codes per account, and for `answer`. Null if none.
     */
    async liveChallenge(challenge: string): Promise<LiveChallenge | null> {
      const hashed = hashSecret(challenge);
      const found = await db.execute<{ id_user: number; user_agent: string | null }>(sql`
        select id_user, user_agent from sign_in_challenge
         where token_hash = ${hashed} and expires_at > now() and attempts < ${CHALLENGE_ATTEMPTS}`);
      const row = found.rows[0];
      return row ? { hashed, id_user: row.id_user, user_agent: row.user_agent } : null;
    },

    /**
     * The user a live challenge belongs to, once `code` answers it: the challenge is spent. A wrong
     * code counts against it, and the fifth ends it (the password is asked again).
     */
    async answer(row: LiveChallenge, code: string): Promise<{ idUser: number; userAgent: string | null }> {
      const { hashed } = row;
      const outcome = await withTransaction(db, { idUser: row.id_user, idClient: null }, async (tx) => {
        const spent = await spend(tx, row.id_user, code);
        if (spent === 'ok') await tx.execute(sql`delete from sign_in_challenge where token_hash = ${hashed}`);
        return spent;
      });
      if (outcome !== 'ok') {
        const mails = await withTransaction(db, { idUser: row.id_user, idClient: null }, async (tx) => {
          await tx.execute(
            sql`update sign_in_challenge set attempts = attempts + 1 where token_hash = ${hashed}`,
          );
          return outcome === 'replayed'
            ? noticeCredentialChange(
                tx,
                mailer,
                row.id_user,
                'alguien que sabía su contraseña escribió un código de su aplicación que ya se había usado; si no fue usted, cambie su contraseña',
                clock.now(),
              )
            : [];
        });
        await mailer.deliver(mails);
        if (outcome === 'replayed')
          await recordSecurityEvent(db, { kind: 'codigo_repetido', idUser: row.id_user });
        throw unauthorized(WRONG_CODE);
      }
      return { idUser: row.id_user, userAgent: row.user_agent };
    },

    async status(auth: AuthContext) {
      const found = await db.execute<{ enrolled: boolean; left: number }>(sql`
        select exists (select 1 from user_mfa where id_user = ${auth.idUser} and confirmed_at is not null) as enrolled,
               (select count(*)::int from user_recovery_code where id_user = ${auth.idUser} and used_at is null) as left`);
      const row = found.rows[0];
      return {
        enrolled: row?.enrolled ?? false,
        required: await isRequired(auth),
        recoveryCodesLeft: row?.left ?? 0,
      };
    },

    /** A new secret, not in force until a code it gives is confirmed. */
    async setup(auth: AuthContext) {
      if (await this.enrolled(auth.idUser))
        throw conflict(
          'La verificación en dos pasos ya está activa. Desactívela primero para configurarla en otro teléfono.',
        );
      const secret = new Secret({ size: 20 }).base32;
      const user = await db.execute<{ username: string }>(
        sql`select username from app_user where id = ${auth.idUser}`,
      );
      const uri = totpFor(secret, user.rows[0]?.username ?? String(auth.idUser)).toString();
      await withTransaction(db, auth, (tx) =>
        tx.execute(sql`
          insert into user_mfa (id_user, secret) values (${auth.idUser}, ${keys.sealText(PURPOSE, secret)})
          on conflict (id_user) do update set secret = excluded.secret, confirmed_at = null, last_step = null`),
      );
      const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
      return { secret, uri, qr };
    },

    confirm: (auth: AuthContext, code: string): Promise<string[]> =>
      issueRecoveryCodes(auth, code, true, 'se activó la verificación en dos pasos'),

    recoveryCodes: (auth: AuthContext, code: string): Promise<string[]> =>
      issueRecoveryCodes(
        auth,
        code,
        false,
        'se generaron códigos de recuperación nuevos (los anteriores ya no sirven)',
      ),

    /** Off, with the password as proof, unless it is required of the user. */
    async disable(auth: AuthContext, password: string): Promise<void> {
      if (await isRequired(auth))
        throw conflict('La verificación en dos pasos es obligatoria para su rol: no puede desactivarla.');
      const found = await db.execute<{ password_hash: string }>(
        sql`select password_hash from app_user where id = ${auth.idUser}`,
      );
      const hash = found.rows[0]?.password_hash;
      if (!hash || !(await verifyPassword(hash, password, options.passwordPepper)))
        throw badRequest('La contraseña no es correcta.', [
          { field: 'password', message: 'La contraseña no es correcta.' },
        ]);
      const mails = await withTransaction(db, auth, async (tx) => {
        await tx.execute(sql`delete from user_recovery_code where id_user = ${auth.idUser}`);
        await tx.execute(sql`delete from user_mfa where id_user = ${auth.idUser}`);
        return noticeCredentialChange(
          tx,
          mailer,
          auth.idUser,
          'se desactivó la verificación en dos pasos',
          auth.now,
        );
      });
      await mailer.deliver(mails);
    },

    /** The SA takes the second factor off a user who lost it: they set up a new one at next sign-in. */
    async reset(auth: AuthContext, idUser: number): Promise<void> {
      const mails = await withTransaction(db, auth, async (tx) => {
        await tx.execute(sql`delete from user_recovery_code where id_user = ${idUser}`);
        await tx.execute(sql`delete from sign_in_challenge where id_user = ${idUser}`);
        await tx.execute(sql`delete from user_mfa where id_user = ${idUser}`);
        return noticeCredentialChange(
          tx,
          mailer,
          idUser,
          'un administrador del sistema quitó su verificación en dos pasos; la configurará al volver a ingresar',
          auth.now,
        );
      });
      await mailer.deliver(mails);
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
