import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page } from '../envelope.ts';
import { rowId } from '../input.ts';
import { vacationLeaveRequest, vacationQuery, vacationRow } from './vacations.ts';

const SCREEN = 'NOM-VAC-01';

/** The vacations the vacation runs paid, and the days each worker enjoys of them. */
export const vacationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    service: 'hr',
    path: '/vacation/findAll',
    summary: 'Las vacaciones de los trabajadores por año de servicio, con los días disfrutados',
    access: access.screen(SCREEN),
    query: vacationQuery,
    response: page(vacationRow),
  }),
  /** Records days enjoyed: the last day and the day back to work are worked out from working days. */
  leave: defineEndpoint({
    method: 'POST',
    service: 'hr',
    path: '/vacation/:id/leave',
    summary: 'Registra días de vacaciones disfrutados',
    access: access.screen(SCREEN),
    params: z.object({ id: rowId }),
    body: vacationLeaveRequest,
    response: vacationRow,
  }),
};
