import { z } from 'zod';

/** The screen whose holders see the institution's pictures (the statistics board of SA and ADMIN). */
export const DASHBOARD_SCREEN = 'MPI-OI1-01';

/** A bar of a picture by category: its short code for the axis, its name for the table, its amount. */
export const namedAmount = z.object({ code: z.string(), name: z.string(), amount: z.string() });
export type NamedAmount = z.infer<typeof namedAmount>;

/** The most bars a picture by category draws: the rest are summed into one «Otros». */
export const BARS_MAX = 8;
