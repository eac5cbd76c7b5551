import { z } from 'zod';
import { integerIn, pageNumber, rowId } from './input.ts';

/** Every API answer has this shape: `{ result, data?, message? }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ result: z.literal(true), data, message: z.string().optional() });
}

export const fieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

export const errorEnvelope = z
  .object({
    result: z.literal(false),
    message: z.string(),
    fields: z.array(fieldError).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
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
  page: pageNumber.default(0),
  size: integerIn(1, 500).default(10),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const idParam = z.object({ id: rowId });
export const idClientParam = z.object({ idClient: rowId });
