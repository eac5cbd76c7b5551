import { z } from 'zod';

/**
 * A physical count of a work unit: the assets the inventory says are there, ticked or scanned as they
 * are found; what was expected and not found is missing (a disincorporation 60 to investigate), what
 * was found and belongs elsewhere is misplaced (a transfer to this unit). Closing it writes both as
 * drafts, for the officer to review and post.
 */
export const countItem = z.object({
  idAsset: z.number(),
  number: z.string(),
  description: z.string(),
  classification: z.string(),
  value: z.string(),
  /** Where the inventory has it (for a misplaced one, another unit). */
  unit: z.string(),
  found: z.boolean(),
});
export type CountItem = z.infer<typeof countItem>;

export const countHeader = z.object({
  id: z.number(),
  idWorkUnit: z.number(),
  workUnitName: z.string(),
  status: z.enum(['open', 'closed']),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  expected: z.number(),
  found: z.number(),
  missing: z.number(),
  misplaced: z.number(),
  /** The drafts closing wrote: the transfer of the misplaced assets and the disincorporation of the missing. */
  idTransfer: z.number().nullable(),
  idDisincorporation: z.number().nullable(),
});

export const countDetail = countHeader.extend({
  foundItems: z.array(countItem),
  missingItems: z.array(countItem),
  misplacedItems: z.array(countItem),
});
export type CountDetail = z.infer<typeof countDetail>;

/** What a scan or a tick answers: the asset and what it is to this count. */
export const scanResult = z.object({
  item: countItem,
  outcome: z.enum(['found', 'again', 'misplaced']),
  message: z.string(),
});

/**
 * The asset number a scan names: the label's QR code is a link ending in `?numero=<number>`; a
 * handheld reader or a person may also give the number alone.
 */
export function scannedNumber(code: string): string {
  const text = code.trim();
  const match = /[?&]numero=([^&#\s]+)/.exec(text);
  if (!match?.[1]) return text;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
