import { resolve } from 'node:path';
import { StartupError } from './errors.ts';
import { trustProxyOf } from './http/request-log.ts';

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl?: string;
  /** The schema to work in on that server (several installations, or processes of one, on one database). */
  databaseSchema?: string;
  /** A streaming replica of DATABASE_URL's server: reports and lists read there once it has caught up. */
  databaseReplicaUrl?: string;
  /** Password for the seeded `admin`; generated and printed once when absent. */
  adminPassword?: string;
  /**
   * Whether the start that creates the demo also gives its first institution a day-one budget,
   * banks and months of documents (`DEMO_DATA=off` leaves it empty, as the browser suite wants).
   */
  demoData: boolean;
  /** SMTP transport (smtp://user:pass@host:port); without it mail waits in the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** Address users reach the web app at, used in e-mailed links. */
  publicUrl: string;
  /** Built web app served by the same process. */
  webDist: string;
  accessTokenSeconds: number;
  logLevel: string;
  /** Whether the SA must sign in with a second factor (SA_MFA=optional turns it into a choice). */
  saMfaRequired: boolean;
  /**
   * The password pepper (ASVS 2.4.5): a secret kept outside the database that every password hash
   * also depends on, so a copy of the database alone cannot be used to guess passwords. Null when
   * PASSWORD_PEPPER is not set.
   */
  passwordPepper: Uint8Array | null;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY; see `trustProxyOf`). */
  trustProxy: boolean | string[];
  /** METRICS_TOKEN: the scraper's bearer token for `GET /api/metrics`; without it there are no metrics. */
  metricsToken?: string;
}

/** A pepper shorter than this could itself be guessed. */
const PEPPER_MIN = 32;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databaseReplicaUrl: replicaOf(env),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: !['off', 'false', '0'].includes((env.DEMO_DATA ?? 'on').toLowerCase()),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Erario <no-responder@erario.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    webDist: resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 900),
    logLevel: env.LOG_LEVEL ?? 'info',
    // The SA signs in with a second factor; `optional` is for a demonstration or a test installation.
    saMfaRequired: (env.SA_MFA ?? 'required').toLowerCase() !== 'optional',
    passwordPepper: pepperOf(env.PASSWORD_PEPPER),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
  };
}

/** A replica is of a PostgreSQL server: without DATABASE_URL there is none to replicate. */
function replicaOf(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.DATABASE_REPLICA_URL) return undefined;
  if (!env.DATABASE_URL)
    throw new StartupError(
      'DATABASE_REPLICA_URL necesita DATABASE_URL: la réplica es de un servidor PostgreSQL.',
    );
  return env.DATABASE_REPLICA_URL;
}

/** A token short enough to guess would open the figures to anyone. */
const METRICS_TOKEN_MIN = 24;

function metricsTokenOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < METRICS_TOKEN_MIN)
    throw new StartupError(
      `METRICS_TOKEN debe tener al menos ${METRICS_TOKEN_MIN} caracteres (por ejemplo, la salida de «openssl rand -hex 24»).`,
    );
  return value;
}

function pepperOf(value: string | undefined): Uint8Array | null {
  if (!value) return null;
  if (value.length < PEPPER_MIN)
    throw new StartupError(
      `PASSWORD_PEPPER debe tener al menos ${PEPPER_MIN} caracteres (por ejemplo, la salida de «openssl rand -base64 48»).`,
    );
  return new TextEncoder().encode(value);
}
