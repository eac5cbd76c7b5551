import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * The audit trail's hash chain (migration 0044). Entries are written by the audit trigger in their
 * command's transaction and sealed shortly after they commit, a batch at a time, in id order: each
 * takes the next place in the chain and the sha-256 of its text with the hash before it. An entry
 * changed or removed behind the product's back (the guard trigger refuses it otherwise) breaks the
 * chain at its place, and `verifyAuditChain` says where.
 */

const BATCH = 1_000;
const EVERY_MS = 5_000;

/** Seals what has committed, a batch at a time; how many entries it sealed. */
export async function sealAudit(db: Db, batch = BATCH): Promise<number> {
  let sealed = 0;
  for (;;) {
    const found = await db.execute<{ n: number }>(sql`select erario_audit_seal(${batch}) as n`);
    const n = Number(found.rows[0]?.n ?? 0);
    sealed += n;
    if (n < batch) return sealed;
  }
}

/**
 * Seals every few seconds, in the background, until stopped. Stopping waits for a seal under way, so
 * that a server shutting down closes its database after the seal, not under it.
 */
export function startAuditSealer(
  db: Db,
  log: (error: unknown) => void,
  everyMs = EVERY_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sealAudit(db)
      .then(() => undefined, log)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export interface ChainCheck {
  /** Entries in the chain, and entries written and not sealed yet (the last few seconds'). */
  sealed: number;
  unsealed: number;
  /** The first place that no longer holds (an entry changed, removed or slipped in), or null. */
  brokenAt: number | null;
  /** The last hash: written down elsewhere, it shows later that nothing was cut off the end. */
  head: string | null;
}

/** Seals what is pending, then reads the whole chain again from its start. */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  await sealAudit(db);
  const found = await db.execute<{
    sealed: number;
    unsealed: number;
    broken: string | null;
    head: string | null;
  }>(sql`
    select (select count(*)::int from audit_log where seal is not null) as sealed,
           (select count(*)::int from audit_log where seal is null) as unsealed,
           erario_audit_verify()::text as broken,
           (select hash from audit_log where seal is not null order by seal desc limit 1) as head`);
  const row = found.rows[0];
  return {
    sealed: row?.sealed ?? 0,
    unsealed: row?.unsealed ?? 0,
    brokenAt: row?.broken ? Number(row.broken) : null,
    head: row?.head ?? null,
  };
}
