import { envelope, errorEnvelope } from '@erario/contracts';
import type { z } from 'zod';

/** Response schemas for a route: its data on 200, the shared error envelope on every error status. */
export function replies<T extends z.ZodType>(data: T) {
  return {
    200: envelope(data),
    400: errorEnvelope,
    401: errorEnvelope,
    403: errorEnvelope,
    404: errorEnvelope,
    409: errorEnvelope,
    422: errorEnvelope,
    429: errorEnvelope,
    500: errorEnvelope,
  };
}

export function ok<T>(data: T, message?: string) {
  return { result: true as const, data, message };
}
