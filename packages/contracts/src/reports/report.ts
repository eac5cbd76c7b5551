import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../endpoint.ts';
import { formatDate, MONTHS } from '../format.ts';
import { integerIn, isoDate, pageNumber, rowId } from '../input.ts';
import { chartAnswer, type ReportChart } from './chart.ts';

/**
 * The report kit's declarations. A report is declared once, in its module's contracts: its typed
 * parameters (each with the widget that asks for it), its columns and which of them are totalled,
 * and its title. The server pairs it with its SQL (`reportSource`) and serves the same rows as
 * JSON, PDF and XLSX; the web's report screen draws its filters and table from the declaration.
 */
/** `rate`: an exchange rate, decimal text with eight decimals (52,12345678), never totalled. */
export type ColumnKind = 'text' | 'money' | 'date' | 'integer' | 'rate';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  /** Summed in the totals row (money and integer columns). */
  total?: boolean;
  /** A money cell with no value stays blank instead of 0,00 (a book that could not be valued). */
  blank?: boolean;
}

interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** A date range, `from` and `to`, inside the period. */
interface DateRangeParam {
  kind: 'dateRange';
  required: boolean;
}
/** A month of the period, `month`, 1 to 12. */
interface MonthParam {
  kind: 'month';
  required: boolean;
}
/** One of a fixed list (a level, a moment): always has a value. */
interface ChoiceParam<N extends string = string, V extends string = string> {
  kind: 'choice';
  name: N;
  label: string;
  options: readonly Choice<V>[];
  initial: V;
  /** How the heading says the chosen option ('nivel 2'); the option's label when absent. */
  heading?: (option: Choice) => string;
}
/** A row of a declared master (a document type, a beneficiary, a bank account), picked by its options. */
interface MasterParam<N extends string = string> {
  kind: 'master';
  name: N;
  label: string;
  /** The master's name in the resource registry. */
  resource: string;
  /** A report that means nothing without it (an account's movements) asks for it. */
  required: boolean;
}
/** A row an endpoint offers as options (`{ id, label, detail }`), by the search typed. */
export const pickOption = z.object({ id: z.number(), label: z.string(), detail: z.string().optional() });
/**
 * A document of a family (a payroll run), picked from the options its module offers for the period:
 * the report is about that one document. The heading names it as its family does.
 */
interface DocumentParam<N extends string = string> {
  kind: 'document';
  name: N;
  label: string;
  /** The family's header table (its documents are named through the kit's family registry). */
  table: string;
  /** Answers the period's documents to pick from (`search`, `idPeriod`). */
  options: Endpoint;
  required: boolean;
}
/** One day (the items in transit at a date): `name`, a whole date; the heading says `label` and the day. */
interface DateParam<N extends string = string> {
  kind: 'date';
  name: N;
  label: string;
  required: boolean;
}
/** The start of a code (a partida, a structure): digits and dots. */
interface CodePrefixParam<N extends string = string> {
  kind: 'codePrefix';
  name: N;
  label: string;
  example: string;
  /** How the heading says the prefix ('cuentas 4.02…'). */
  heading: (prefix: string) => string;
}

export type ReportParam =
  | DateRangeParam
  | MonthParam
  | ChoiceParam
  | MasterParam
  | DocumentParam
  | DateParam
  | CodePrefixParam;

/** Column builders: money and counts are totalled (a money column may say not, as a balance). */
export const column = {
  money: (key: string, label: string, total = true, o: { blank?: boolean } = {}): ReportColumn => ({
    key,
    label,
    kind: 'money',
    total,
    ...(o.blank && { blank: true }),
  }),
  text: (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' }),
  rate: (key: string, label: string): ReportColumn => ({ key, label, kind: 'rate' }),
  count: (key: string, label: string): ReportColumn => ({ key, label, kind: 'integer', total: true }),
};

/** Parameter builders, in the order the report's heading names them. */
export const param = {
  dateRange: (o: { required?: boolean } = {}): DateRangeParam => ({
    kind: 'dateRange',
    required: o.required ?? false,
  }),
  month: (o: { required?: boolean } = {}): MonthParam => ({ kind: 'month', required: o.required ?? false }),
  date: <const N extends string>(name: N, label: string, o: { required?: boolean } = {}): DateParam<N> => ({
    kind: 'date',
    name,
    label,
    required: o.required ?? false,
  }),
  choice: <const N extends string, const V extends string>(
    name: N,
    label: string,
    options: readonly Choice<V>[],
    initial: NoInfer<V>,
    heading?: (option: Choice) => string,
  ): ChoiceParam<N, V> => ({
    kind: 'choice',
    name,
    label,
    options,
    initial,
    ...(heading ? { heading } : {}),
  }),
  master: <const N extends string>(
    name: N,
    label: string,
    resource: string,
    o: { required?: boolean } = {},
  ): MasterParam<N> => ({
    kind: 'master',
    name,
    label,
    resource,
    required: o.required ?? false,
  }),
  document: <const N extends string>(
    name: N,
    label: string,
    o: { table: string; options: Endpoint; required?: boolean },
  ): DocumentParam<N> => ({
    kind: 'document',
    name,
    label,
    table: o.table,
    options: o.options,
    required: o.required ?? false,
  }),
  codePrefix: <const N extends string>(
    name: N,
    label: string,
    example: string,
    heading: (prefix: string) => string,
  ): CodePrefixParam<N> => ({ kind: 'codePrefix', name, label, example, heading }),
};

type ParamQuery<P> = P extends DateRangeParam
  ? { from?: string; to?: string }
  : P extends MonthParam
    ? { month?: number }
    : P extends ChoiceParam<infer N, infer V>
      ? { [K in N]: V }
      : P extends MasterParam<infer N> | DocumentParam<infer N>
        ? { [K in N]?: number }
        : P extends CodePrefixParam<infer N> | DateParam<infer N>
          ? { [K in N]?: string }
          : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** What a report's SQL receives: the period, the page, and each of its parameters, typed. */
export type ReportQueryOf<Ps extends readonly ReportParam[]> = {
  idPeriod: number;
  page: number;
  size: number;
} & Intersect<ParamQuery<Ps[number]>>;

/** The query of a report with its own parameters; unknown ones are dropped. */
function querySchema(params: readonly ReportParam[]) {
  const shape: Record<string, z.ZodType> = {
    idPeriod: rowId,
    page: pageNumber.default(0),
    size: integerIn(1, 1000).default(100),
  };
  for (const p of params) {
    switch (p.kind) {
      case 'dateRange':
        shape.from = isoDate.optional();
        shape.to = isoDate.optional();
        break;
      case 'month':
        shape.month = integerIn(1, 12, 'Mes entre 1 y 12').optional();
        break;
      case 'choice':
        shape[p.name] = z
          .enum(p.options.map((o) => o.value) as [string, ...string[]], {
            error: `${p.label}: elija una opción de la lista`,
          })
          .default(p.initial);
        break;
      case 'master':
      case 'document':
        shape[p.name] = rowId.optional();
        break;
      case 'date':
        shape[p.name] = isoDate.optional();
        break;
      case 'codePrefix':
        shape[p.name] = z
          .string()
          .trim()
          .max(40)
          .regex(/^[\d. ]*$/, `Use dígitos y puntos, por ejemplo ${p.example}`)
          .optional();
        break;
    }
  }
  return z.object(shape).refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'La fecha final no puede ser anterior a la inicial',
    path: ['to'],
  });
}

export const reportAnswer = z.object({
  title: z.string(),
  subtitle: z.string(),
  columns: z.array(
    z.object({ key: z.string(), label: z.string(), kind: z.string(), total: z.boolean().optional() }),
  ),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totals: z.record(z.string(), z.string()),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** What the printed form lacks (a BM form's official heading), and the screen that supplies it. */
  notices: z.array(z.object({ message: z.string(), screen: z.string().optional() })).optional(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;

export interface ReportDef<Ps extends readonly ReportParam[] = readonly ReportParam[]> {
  /** The screen that opens it, and so its permission and module. */
  screen: string;
  /** The module's part of the path: `/api/reports/<group>/<slug>`. */
  group: string;
  slug: string;
  title: string;
  params: Ps;
  columns: ReportColumn[];
  /** Landscape on paper when the columns need it. */
  wide?: boolean;
  /** A picture of its rows beside the table, and before it on paper (`chart.ts`). */
  chart?: ReportChart;
}

/**
 * Declares a report: its query schema and its three endpoints (the rows as JSON, a page at a time
 * with the totals over all of them; the same rows as PDF and as XLSX) come from the declaration.
 */
export function defineReport<const Ps extends readonly ReportParam[]>(def: ReportDef<Ps>) {
  const query = querySchema(def.params) as unknown as z.ZodObject<z.ZodRawShape> &
    z.ZodType<ReportQueryOf<Ps>, Partial<Record<string, unknown>>>;
  const path = `/${def.group}/${def.slug}`;
  const base = { service: 'reports', access: access.screen(def.screen), query } as const;
  return {
    ...def,
    query,
    endpoints: {
      rows: defineEndpoint({ ...base, method: 'GET', path, summary: def.title, response: reportAnswer }),
      pdf: defineEndpoint({
        ...base,
        method: 'GET',
        path: `${path}/pdf`,
        summary: `${def.title} (PDF)`,
        files: ['pdf'],
      }),
      xlsx: defineEndpoint({
        ...base,
        method: 'GET',
        path: `${path}/xlsx`,
        summary: `${def.title} (XLSX)`,
        files: ['xlsx'],
      }),
      chart: def.chart
        ? defineEndpoint({
            ...base,
            method: 'GET',
            path: `${path}/chart`,
            summary: `${def.title} (gráfico)`,
            response: chartAnswer,
          })
        : undefined,
    },
  };
}
export type Report<Ps extends readonly ReportParam[]> = ReturnType<typeof defineReport<Ps>>;

type Query = z.ZodObject<z.ZodRawShape>;
/** Any declared report, as lists of them (a module's, the screens') hold them: its query is its own. */
export type AnyReport = ReportDef & {
  query: Query;
  endpoints: {
    rows: Endpoint<undefined, Query, undefined, typeof reportAnswer>;
    pdf: Endpoint<undefined, Query, undefined, undefined>;
    xlsx: Endpoint<undefined, Query, undefined, undefined>;
    chart?: Endpoint<undefined, Query, undefined, typeof chartAnswer>;
  };
};

/** The names a report's query uses for its parameters, for the web to fill and the server to check. */
export function paramFields(p: ReportParam): string[] {
  if (p.kind === 'dateRange') return ['from', 'to'];
  if (p.kind === 'month') return ['month'];
  return [p.name];
}

/** What a parameter adds to the heading, given its value (and a master row's shown name). */
export function paramHeading(
  p: ReportParam,
  q: Record<string, unknown>,
  masterLabel?: string | null,
): string | null {
  switch (p.kind) {
    case 'dateRange':
      return q.from || q.to
        ? `del ${q.from ? formatDate(String(q.from)) : 'inicio'} al ${q.to ? formatDate(String(q.to)) : 'cierre'}`
        : null;
    case 'month':
      return `mes de ${MONTHS[(Number(q.month) || 1) - 1]}`;
    case 'choice': {
      const option =
        p.options.find((o) => o.value === q[p.name]) ?? p.options.find((o) => o.value === p.initial);
      return option ? (p.heading ? p.heading(option) : option.label) : null;
    }
    case 'master':
    case 'document':
      return masterLabel ?? null;
    case 'date':
      return q[p.name] ? `${p.label.toLowerCase()} ${formatDate(String(q[p.name]))}` : null;
    case 'codePrefix':
      return q[p.name] ? p.heading(String(q[p.name])) : null;
  }
}
