import { z } from 'zod';
import { pageQuery } from '../envelope.ts';
import { isoDate } from '../input.ts';

/** A worker's vacation for a year of service, as its vacation run left it, with what was enjoyed. */
export const vacationRow = z.object({
  id: z.number(),
  idEmployee: z.number(),
  idNumber: z.string(),
  name: z.string(),
  anniversary: z.string(),
  serviceYears: z.number(),
  days: z.string(),
  enjoyed: z.string(),
  pending: z.string(),
  bonus: z.string(),
  idRun: z.number(),
  runNumber: z.string().nullable(),
  leaves: z.array(
    z.object({ fromDate: z.string(), toDate: z.string(), returnDate: z.string(), days: z.string() }),
  ),
});
export type VacationRow = z.infer<typeof vacationRow>;

export const vacationQuery = pageQuery.extend({
  /** Only the vacations with days still to enjoy. */
  pending: z.enum(['true', 'false']).optional(),
});

/** Days of a vacation taken from a day (working days: Saturdays, Sundays and holidays are skipped). */
export const vacationLeaveRequest = z.object({
  fromDate: isoDate,
  days: z.coerce
    .number({ error: 'Indique los días hábiles' })
    .int('Los días son enteros')
    .min(1, 'Al menos un día')
    .max(30, 'A lo sumo 30 días'),
  note: z.string().trim().max(200).optional(),
});
