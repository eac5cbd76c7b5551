import { z } from 'zod';

/** Every API answer has this shape: `{ result, data?, message? }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ result: z.literal(true), data, message: z.string().optional() });
}

export const fieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

export const errorEnvelope = z.object({
  result: z.literal(false),
  message: z.string(),
  fields: z.array(fieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** A page of a list: rows plus the total that matches the filter. */
export function page<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(10),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A row id in a path or body: a positive integer that fits the database's integer ids. */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export const idParam = z.object({ id: rowId });
export const idClientParam = z.object({ idClient: rowId });
