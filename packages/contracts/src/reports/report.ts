import { z } from 'zod';
import { integerIn, isoDate, pageNumber, rowId } from '../input.ts';

/**
 * Reports are declared once, here: their filters and columns. The server runs each as SQL and
 * serves the same rows as JSON, PDF and XLSX; the web draws its filter form and table from this.
 */
export type ColumnKind = 'text' | 'money' | 'date' | 'integer';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  /** Summed in the totals row (money and integer columns). */
  total?: boolean;
}

export type ReportFilter =
  | 'dateRange'
  | 'month'
  | 'level'
  | 'documentType'
  | 'beneficiary'
  | 'account'
  | 'moment';

export interface ReportDef {
  /** The screen that opens it, and so its permission and module. */
  screen: string;
  /** Path under /api/reports/budget/. */
  slug: string;
  title: string;
  filters: ReportFilter[];
  /** Filters without which the report is not run. */
  required?: ReportFilter[];
  columns: ReportColumn[];
  /** Landscape on paper when the columns need it. */
  wide?: boolean;
}

export const MOMENTS = [
  { value: 'committed', label: 'Comprometido' },
  { value: 'caused', label: 'Causado' },
  { value: 'paid', label: 'Pagado' },
] as const;

/** The query every report takes; each uses the filters it declares and ignores the rest. */
export const reportQuery = z
  .object({
    idPeriod: rowId,
    from: isoDate.optional(),
    to: isoDate.optional(),
    month: integerIn(1, 12, 'Mes entre 1 y 12').optional(),
    level: integerIn(1, 7, 'Nivel entre 1 y 7').optional(),
    idDocumentType: rowId.optional(),
    idBeneficiary: rowId.optional(),
    /** Start of a partida or structure code: `4.02`, `01.02`. */
    account: z
      .string()
      .trim()
      .max(40)
      .regex(/^[\d. ]*$/, 'Use dígitos y puntos, por ejemplo 4.02')
      .optional(),
    moment: z.enum(['committed', 'caused', 'paid']).optional(),
    page: pageNumber.default(0),
    size: integerIn(1, 1000).default(100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'La fecha final no puede ser anterior a la inicial',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

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
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
