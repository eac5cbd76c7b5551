import { chartOf, type ReportChart, type ReportColumn } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authOf } from '../access/access.hook.ts';
import type { Tenancy } from '../access/access.ts';
import { printedAt } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Reads } from '../db/replica.ts';
import { fileRoute, route } from '../http/endpoint.ts';
import { ok } from '../http/replies.ts';
import { reportPdf } from './report.pdf.ts';
import { type AnyReportSource, EXPORT_LIMIT, printedCell, runReport } from './report.service.ts';
import { xlsxBuffer } from './xlsx.ts';

/** A report's picture of every row it answered, named by what it shows: the report and its filters. */
const pictureOf = (
  answer: { title: string; subtitle: string; columns: unknown[]; rows: Parameters<typeof chartOf>[3] },
  chart: ReportChart,
) => chartOf(`${answer.title} · ${answer.subtitle}`, answer.columns as ReportColumn[], chart, answer.rows);

// The period named in the query is checked by the report itself (404 when it is not the token's client's).
const token: Tenancy = { kind: 'token' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Every module's reports under /api/reports, each under its screen's permission, from its declared
 * endpoints: `/<group>/<slug>` answers JSON (a page and the totals over every row), `/pdf` and
 * `/xlsx` the same rows as files. Their rows are read where `reads` says (a caught-up replica).
 */
export function reportRoutes(db: Db, reads: Reads, sources: readonly AnyReportSource[]) {
  return async (app: FastifyInstance) => {
    const institutionName = async (idClient: number) =>
      (await db.execute<{ client_name: string }>(sql`select client_name from client where id = ${idClient}`))
        .rows[0]?.client_name ?? '';
    const send = (reply: FastifyReply, type: string, name: string, body: Buffer) =>
      reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]+/g, '-')}"`)
        .send(body);

    for (const source of sources) {
      const { report } = source;
      const e = report.endpoints;
      route(app, e.rows, token, async (request) => {
        const auth = authOf(request);
        const answer = await reads.read((from) => runReport(from, auth, source, request.query));
        const notices = (await source.paper?.(db, auth.idClient, request.query as Record<string, unknown>))
          ?.notices;
        return ok(notices?.length ? { ...answer, notices } : answer);
      });
      const chart = report.chart;
      if (e.chart && chart)
        // The picture of every row, as the paper prints it (the screen's page may hold fewer).
        route(app, e.chart, token, async (request) => {
          const answer = await reads.read((from) =>
            runReport(from, authOf(request), source, request.query, { all: true, limit: EXPORT_LIMIT.pdf }),
          );
          return ok(pictureOf(answer, chart));
        });
      fileRoute(app, e.pdf, token, async (request, reply) => {
        const auth = authOf(request);
        const answer = await reads.read((from) =>
          runReport(from, auth, source, request.query, { all: true, limit: EXPORT_LIMIT.pdf }),
        );
        const paper = await source.paper?.(db, auth.idClient, request.query as Record<string, unknown>);
        const pdf = await reportPdf(
          answer,
          await institutionName(auth.idClient),
          report.wide ?? false,
          printedAt(auth),
          paper,
          chart && answer.rows.length > 0 ? pictureOf(answer, chart) : null,
        );
        return send(reply, 'application/pdf', `${report.slug}.pdf`, pdf);
      });
      fileRoute(app, e.xlsx, token, async (request, reply) => {
        const auth = authOf(request);
        const answer = await reads.read((from) =>
          runReport(from, auth, source, request.query, { all: true, limit: EXPORT_LIMIT.xlsx }),
        );
        const columns = answer.columns as ReportColumn[];
        const buffer = await xlsxBuffer(
          report.title,
          columns.map((c) => ({ header: c.label, money: c.kind === 'money', rate: c.kind === 'rate' })),
          answer.rows.map((row) =>
            columns.map((c) => (c.kind === 'date' ? printedCell(c, row[c.key]) : row[c.key])),
          ),
          {
            heading: [
              await institutionName(auth.idClient),
              report.title,
              answer.subtitle,
              ...((await source.paper?.(db, auth.idClient, request.query as Record<string, unknown>))
                ?.heading ?? []),
            ],
            footer: columns.some((c) => c.total)
              ? columns.map((c, i) => (c.total ? answer.totals[c.key] : i === 0 ? 'Totales' : ''))
              : undefined,
          },
        );
        return send(reply, XLSX, `${report.slug}.xlsx`, buffer);
      });
    }
  };
}
