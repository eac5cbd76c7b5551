import { sql } from 'drizzle-orm';
import type { GuideChecks } from '../../platform/guide.ts';

/** The queue's first steps (GUIDES, TUR). */
export const queueGuide: GuideChecks = {
  'queue.services': (s) => sql`exists (select 1 from queue_service where id_client = ${s.idClient})`,
  'queue.counters': (s) => sql`exists (select 1 from queue_counter where id_client = ${s.idClient})`,
  'queue.devices': (s) =>
    sql`exists (select 1 from queue_device where id_client = ${s.idClient} and revoked_at is null)`,
  'queue.firstTicket': (s) => sql`exists (select 1 from queue_ticket where id_client = ${s.idClient})`,
};
