import type { MainStatistic } from '@erario/contracts';
import type { Db } from './db/database.ts';

/**
 * The figures a module puts in the signed-in user's `mainStatistics` (the dashboard's headline), for
 * an institution and its current period. Each reads the totals its module keeps, never its lines:
 * they are computed at every sign-in.
 */
export type StatisticsProvider = (db: Db, idClient: number, idPeriod: number) => Promise<MainStatistic[]>;

const providers: StatisticsProvider[] = [];

/** Adds a module's provider (app.ts, from each manifest); adding the same twice is a no-op. */
export function addStatistics(provider: StatisticsProvider): void {
  if (!providers.includes(provider)) providers.push(provider);
}

/** Every module's figures for an institution's period, in module order. */
export async function mainStatistics(
  db: Db,
  idClient: number,
  idPeriod: number | null,
): Promise<MainStatistic[]> {
  if (idPeriod === null) return [];
  const all: MainStatistic[] = [];
  for (const provider of providers) all.push(...(await provider(db, idClient, idPeriod)));
  return all;
}
