import type { TokenKeys } from './access/token.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every module's routes and services are given: built once in app.ts. */
export interface Platform {
  db: Db;
  config: Config;
  keys: TokenKeys;
  mailer: Mailer;
  /** The server's one clock: every business date is read from it (`platform/clock.ts`). */
  clock: Clock;
}
