import { idClientParam, idParam, periodSchema } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access/access.hook.ts';
import { screen } from '../../platform/access/access.ts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { ok, replies } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';

const PERIOD_COLUMNS = sql`id as "idPeriod", id_client as "idClient", description,
  to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate",
  to_char(report_final_date, 'YYYY-MM-DD') as "reportFinalDate", end_date < current_date as expired`;

type PeriodRow = z.infer<typeof periodSchema>;

async function periodsOfClient(db: Db, idClient: number) {
  const rows = await db.execute<PeriodRow>(
    sql`select ${PERIOD_COLUMNS} from period where id_client = ${idClient} order by start_date desc`,
  );
  return rows.rows;
}

/** Budget periods (spec: "search by idclient"). Writing them comes with the masters' resource pattern. */
export function periodRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/budget-period/findByIdClient/:idClient',
      {
        config: screen('CFG-PER-01', { kind: 'client-param', param: 'idClient' }),
        schema: {
          tags: ['budget'],
          summary: 'Períodos de una institución',
          params: idClientParam,
          response: replies(z.array(periodSchema)),
        },
      },
      async (request) => ok(await periodsOfClient(db, request.params.idClient)),
    );

    r.get(
      '/budget-period/findById/:id',
      {
        config: screen('CFG-PER-01', {
          kind: 'row',
          param: 'id',
          sample: 'select id from period where id_client = $1 limit 1',
        }),
        schema: { tags: ['budget'], summary: 'Un período', params: idParam, response: replies(periodSchema) },
      },
      async (request) => {
        const rows = await db.execute<PeriodRow>(
          sql`select ${PERIOD_COLUMNS} from period where id = ${request.params.id} and id_client = ${authOf(request).idClient}`,
        );
        const period = rows.rows[0];
        if (!period) throw notFound('El período no existe en esta institución.');
        return ok(period);
      },
    );
  };
}
