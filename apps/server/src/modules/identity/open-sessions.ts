import type { OpenSession } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/token.ts';
import type { Db } from '../../platform/db/database.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { notFound } from '../../platform/errors.ts';
import { IDLE_SECONDS } from './auth.service.ts';

/**
 * A person's open sessions (ASVS 3.3.4): those not signed out or revoked, not past their end and
 * used within the idle limit, newest use first. Ending one revokes it: its tokens are refused on
 * their next request and its cookie renews nothing (see sessionCheck).
 */
export async function openSessions(
  db: Db,
  idUser: number,
  current: number | null,
  accessTokenSeconds: number,
): Promise<OpenSession[]> {
  const found = await db.execute<{
    id: number;
    user_agent: string | null;
    ip: string | null;
    created_at: string;
    last_used_at: string;
  }>(sql`
    select id, user_agent, ip, created_at::text, last_used_at::text from user_session
     where id_user = ${idUser} and revoked_at is null and expires_at > now()
       and last_used_at > now() - make_interval(secs => ${IDLE_SECONDS + accessTokenSeconds})
     order by last_used_at desc, id desc
     limit 100`);
  return found.rows.map((r) => ({
    idSession: r.id,
    device: describeDevice(r.user_agent),
    ip: r.ip,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: new Date(r.last_used_at).toISOString(),
    current: r.id === current,
  }));
}

/** Ends one open session of `idUser`; 404 when it is not theirs or already ended. */
export async function endSession(
  db: Db,
  auth: AuthContext,
  idUser: number,
  idSession: number,
): Promise<void> {
  const ended = await withTransaction(db, auth, (tx) =>
    tx.execute(sql`
      update user_session set revoked_at = now()
       where id = ${idSession} and id_user = ${idUser} and revoked_at is null
      returning id`),
  );
  if (ended.rows.length === 0) throw notFound('La sesión no existe o ya terminó.');
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** «Chrome en Windows», from a user agent; what a person recognises of their own devices. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Dispositivo desconocido';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
