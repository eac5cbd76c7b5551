import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { DEFAULT_TIME_ZONE, type Role } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/database.ts';

/** What the server trusts from a request: read from the signed access token, never from the body. */
export interface TokenIdentity {
  idUser: number;
  idClient: number;
  role: Role;
  /** Granted screen codes within idClient, already filtered by the client's modules. */
  screens: ReadonlySet<string>;
  /** Modules enabled for idClient, core modules included. */
  modules: ReadonlySet<string>;
  /** Consultant membership: may read, never write. */
  readOnly: boolean;
  /** The sign-in (user_session row) this token belongs to. */
  sessionId: number;
  /** The password must be changed before anything else is served (it falls short of the rules). */
  passwordChangeRequired?: boolean;
  /** A second factor is required of this user here and not set up: that comes before anything else. */
  mfaSetupRequired?: boolean;
  /** When the token it came from expires (seconds since the epoch). */
  expiresAt?: number;
  /** The institution's time zone (IANA): its dates and times are on this zone's wall clock. */
  timeZone: string;
}

/**
 * A request's signed-in context: who, where, and the one instant the request happens at, read once
 * from the server's clock when the token is checked (`platform/clock.ts`). Every business date the
 * request decides on ("today", the cash day, the queue's day) is that instant in `timeZone`.
 */
export interface AuthContext extends TokenIdentity {
  now: Date;
}

interface Claims {
  cli: number;
  rol: Role;
  scr: string[];
  mod: string[];
  ro: boolean;
  sid: number;
  pwc?: true;
  mfa?: true;
  tz?: string;
}

export interface TokenKeys {
  sign(auth: TokenIdentity, ttlSeconds: number): Promise<{ token: string; expiresAt: number }>;
  /** Returns the context, `expired` for a well-signed but expired token, or null for anything else. */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<TokenIdentity | 'expired' | null>;
  /**
   * An id as an address carries it when the spec wants it unreadable and unforgeable (the support
   * board's period): encrypted and authenticated for one purpose, so it opens only here and only as
   * what it was sealed for.
   */
  seal(purpose: string, id: number): string;
  /** The id sealed for `purpose`, or null for anything forged, altered or sealed for something else. */
  unseal(purpose: string, sealed: string): number | null;
  /** A secret kept at rest (a second factor's key), encrypted and authenticated for one purpose. */
  sealText(purpose: string, text: string): string;
  /** The text sealed for `purpose`, or null for anything forged, altered or sealed for something else. */
  unsealText(purpose: string, sealed: string): string | null;
}

const ALG = 'HS256';

/**
 * Tokens already verified, by their exact text: a signed-in person sends the same token on every
 * request until it is renewed, and checking its signature again (HMAC through WebCrypto) was a fifth
 * of the server's work on a busy list. Only a byte-identical token is found here, so nothing forged or
 * altered is; expiry is still read on each use, and revocation is the session check's, per request.
 * Bounded: the oldest is dropped first.
 */
const VERIFIED_KEPT = 5_000;

/** A signing secret shorter than this (256 bits in base64) could be guessed from one token. */
const SECRET_MIN = 43;

/** The signing key lives in the database so that restarts and several processes share it. */
export async function loadTokenKeys(db: Db, configured?: string): Promise<TokenKeys> {
  if (configured && configured.length < SECRET_MIN)
    throw new Error(
      `JWT_SECRET debe tener al menos ${SECRET_MIN} caracteres (por ejemplo, la salida de «openssl rand -base64 48»).`,
    );
  let secret = configured;
  if (!secret) {
    const candidate = randomBytes(48).toString('base64url');
    await db.execute(
      sql`insert into system_setting (key, value) values ('jwt_secret', ${candidate}) on conflict (key) do nothing`,
    );
    const row = await db.execute<{ value: string }>(
      sql`select value from system_setting where key = 'jwt_secret'`,
    );
    secret = row.rows[0]?.value ?? candidate;
  }
  const key = new TextEncoder().encode(secret);
  // A key of its own for sealing, derived from the same installation secret.
  const sealKey = createHash('sha256').update(`erario-seal:${secret}`).digest();
  const verified = new Map<string, TokenIdentity>();

  return {
    async sign(auth, ttlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ttlSeconds;
      const claims: Claims = {
        cli: auth.idClient,
        rol: auth.role,
        scr: [...auth.screens],
        mod: [...auth.modules],
        ro: auth.readOnly,
        sid: auth.sessionId,
        ...(auth.passwordChangeRequired ? { pwc: true as const } : {}),
        ...(auth.mfaSetupRequired ? { mfa: true as const } : {}),
        tz: auth.timeZone,
      };
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALG })
        .setSubject(String(auth.idUser))
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token, options) {
      const known = verified.get(token);
      if (known) {
        if (!options?.allowExpired && (known.expiresAt ?? 0) <= Math.floor(Date.now() / 1000))
          return 'expired';
        return known;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          currentDate: options?.allowExpired ? new Date(0) : undefined,
        });
        const claims = payload as unknown as Claims & { sub: string };
        const identity: TokenIdentity = {
          idUser: Number(claims.sub),
          idClient: claims.cli,
          role: claims.rol,
          screens: new Set(claims.scr),
          modules: new Set(claims.mod),
          readOnly: claims.ro,
          sessionId: claims.sid,
          passwordChangeRequired: claims.pwc === true,
          mfaSetupRequired: claims.mfa === true,
          expiresAt: payload.exp,
          timeZone: claims.tz ?? DEFAULT_TIME_ZONE,
        };
        // An expired token read for its renewal is not kept: only tokens in force are.
        if (!options?.allowExpired) {
          if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
          verified.set(token, identity);
        }
        return identity;
      } catch (error) {
        if (error instanceof errors.JWTExpired) return 'expired';
        return null;
      }
    },
    seal(purpose, id) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(Buffer.from(purpose));
      const plain = Buffer.alloc(4);
      plain.writeUInt32BE(id);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    sealText(purpose, text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    unsealText(purpose, sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
    unseal(purpose, sealed) {
      // 12 bytes of nonce, the id in 4, 16 of tag: 43 characters.
      if (!/^[A-Za-z0-9_-]{43}$/.test(sealed)) return null;
      const raw = Buffer.from(sealed, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const plain = Buffer.concat([decipher.update(raw.subarray(12, 16)), decipher.final()]);
        const id = plain.readUInt32BE();
        return id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
