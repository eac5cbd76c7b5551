import { z } from 'zod';

/** The screen whose holders see the institution's pictures (the statistics board of SA and ADMIN). */
export const DASHBOARD_SCREEN = 'MPI-OI1-01';

/** A bar of a picture by category: its short code for the axis, its name for the table, its amount. */
export const namedAmount = z.object({ code: z.string(), name: z.string(), amount: z.string() });
export type NamedAmount = z.infer<typeof namedAmount>;

/** The most bars a picture by category draws: the rest are summed into one «Otros». */
export const BARS_MAX = 8;

/**
 * The colours of a picture's series in order, the same on screen and on paper, each at least 3:1
 * against white (WCAG 1.4.11), told apart also by their place in each group and by the legend.
 */
export const SERIES_COLORS = ['#1565c0', '#b26a00', '#c62828', '#2e7d32'] as const;
