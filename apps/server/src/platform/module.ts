import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.ts';
import type { DocumentHooks } from './documents/hooks.ts';
import type { GuideChecks } from './guide.ts';
import type { RealtimeFeed } from './realtime/realtime.ts';
import type { AnyReportSource } from './reports/report.service.ts';
import type { ResourceHooks } from './resources/hooks.ts';
import type { Provision } from './seams.ts';
import type { Platform } from './services.ts';
import type { StatisticsProvider } from './statistics.ts';

/** A route plugin of a module and where it is served. */
export interface ModuleRoutes {
  prefix: string;
  plugin: (app: FastifyInstance) => Promise<void>;
}

/**
 * What a business module brings to the server, declared once in `modules/<module>/<module>.module.ts`:
 * its routes, what its masters (or other modules' masters) do beyond their rows, its tables that
 * keep no audit trail, and what it brings in line with the code at every start. The platform never
 * names a module: `src/modules.ts` lists them, and the app, the migration runner and the resource
 * service iterate over that list. A new module costs one line there.
 */
export interface ServerModule {
  name: string;
  routes?(platform: Platform): ModuleRoutes[];
  /** By master name; several modules may add to the same master (an institution's memberships, its notices). */
  resourceHooks?: Record<string, ResourceHooks>;
  /** By document table: what it asks of other modules' documents (a causación that bought assets is not annulled). */
  documentHooks?: Record<string, DocumentHooks>;
  /** Its reports, each its declaration paired with its SQL (`reportSource`): served under /api/reports. */
  reports?: AnyReportSource[];
  /** Tables whose rows are derived from audited ones (running totals): no trigger, no audit rows. */
  auditExempt?: string[];
  /** Its headline figures in the signed-in user's `mainStatistics`. */
  statistics?: StatisticsProvider;
  /** Its first-run guide's checks, by the step's key in contracts' GUIDES: whether each is done. */
  guide?: GuideChecks;
  /** Its live feeds: what its screens watch over a socket, and the channel that says it changed. */
  realtime?: RealtimeFeed[];
  /**
   * Other modules' tables its SQL reads (joins for a label, a balance, a period's dates), by table
   * name. Writes go through the owner's face; `writes` lists what is left. The architecture test
   * compares both with the SQL, so a new cross-module read is a decision, not an accident. The
   * tables of `common` (the institution and its catalogues) are every module's floor and not listed.
   */
  reads?: string[];
  writes?: string[];
  /** What it provides to a seam another module declares (`platform/seams.ts`): how two modules meet one way. */
  provides?: Provision[];
  /** Run after the migrations at every start: catalogues kept in line with the code. */
  sync?(db: Db): Promise<void>;
}
