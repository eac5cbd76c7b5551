import { type ReportColumn, type ReportDef, reportAnswer, reportQuery } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../access/access.hook.ts';
import { screen } from '../access/access.ts';
import { replies } from '../http/replies.ts';
import type { Platform } from '../services.ts';
import { reportPdf } from './report.pdf.ts';
import { EXPORT_LIMIT, printedCell, type ReportFamily, runReport } from './report.service.ts';
import { xlsxBuffer } from './xlsx.ts';

const fileName = (def: ReportDef) => def.slug.replace(/[^\w-]+/g, '-');

/**
 * Each report under its screen's permission: `/<slug>` answers JSON (a page and the totals),
 * `/<slug>/pdf` and `/<slug>/xlsx` the same rows as files. The period in the query must be the
 * token's client's (404 otherwise, from the report itself).
 */
export function reportRoutes({ reports, sources, describe }: ReportFamily, { db }: Platform) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const def of reports) {
      const source = sources[def.slug];
      if (!source) throw new Error(`Reporte sin SQL: ${def.slug}`);
      const config = screen(def.screen);
      const tags = ['reports'];
      r.get(
        `/${def.slug}`,
        {
          config,
          schema: { tags, summary: def.title, querystring: reportQuery, response: replies(reportAnswer) },
        },
        async (request) => ({
          result: true as const,
          data: await runReport(db, authOf(request).idClient, def, source, request.query, describe),
        }),
      );
      r.get(
        `/${def.slug}/pdf`,
        { config, schema: { tags, summary: `${def.title} (PDF)`, querystring: reportQuery } },
        async (request, reply) => {
          const idClient = authOf(request).idClient;
          const answer = await runReport(db, idClient, def, source, request.query, describe, {
            all: true,
            limit: EXPORT_LIMIT.pdf,
          });
          const pdf = await reportPdf(answer, await institutionName(idClient), def.wide ?? false);
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${fileName(def)}.pdf"`)
            .send(pdf);
        },
      );
      r.get(
        `/${def.slug}/xlsx`,
        { config, schema: { tags, summary: `${def.title} (XLSX)`, querystring: reportQuery } },
        async (request, reply) => {
          const idClient = authOf(request).idClient;
          const answer = await runReport(db, idClient, def, source, request.query, describe, {
            all: true,
            limit: EXPORT_LIMIT.xlsx,
          });
          const columns = answer.columns as ReportColumn[];
          const buffer = await xlsxBuffer(
            def.title,
            columns.map((c) => ({ header: c.label, money: c.kind === 'money' })),
            answer.rows.map((row) =>
              columns.map((c) => (c.kind === 'date' ? printedCell(c, row[c.key]) : row[c.key])),
            ),
            {
              heading: [await institutionName(idClient), def.title, answer.subtitle],
              footer: columns.some((c) => c.total)
                ? columns.map((c, i) => (c.total ? answer.totals[c.key] : i === 0 ? 'Totales' : ''))
                : undefined,
            },
          );
          return reply
            .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', `attachment; filename="${fileName(def)}.xlsx"`)
            .send(buffer);
        },
      );
    }
  };

  async function institutionName(idClient: number): Promise<string> {
    const found = await db.execute<{ client_name: string }>(
      sql`select client_name from client where id = ${idClient}`,
    );
    return found.rows[0]?.client_name ?? '';
  }
}
