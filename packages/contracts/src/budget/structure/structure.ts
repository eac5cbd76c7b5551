import { z } from 'zod';

/** A node of the structure tree (levels 1–7) or, at level 8, a specific account, with its sums below. */
export const structureNode = z.object({
  id: z.number().int(),
  level: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Nodes (or accounts, under an obra) directly below. */
  children: z.number().int(),
  accounts: z.number().int(),
  initial: z.string(),
  available: z.string(),
});
export type StructureNode = z.infer<typeof structureNode>;
