import type { TokenKeys } from './access/token.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Reads } from './db/replica.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every module's routes and services are given: built once in app.ts. */
export interface Platform {
  db: Db;
  /** Where reports and lists read: the replica once it has caught up, else `db` (platform/db/replica.ts). */
  reads: Reads;
  config: Config;
  keys: TokenKeys;
  mailer: Mailer;
  /** The server's one clock: every business date is read from it (`platform/clock.ts`). */
  clock: Clock;
}
