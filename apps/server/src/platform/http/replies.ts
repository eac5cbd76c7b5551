import { envelope, errorEnvelope } from '@erario/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** The shared error envelope on every error status a route may answer. */
export const errorReplies = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
};

/** Response schemas for a route: its data on 200, the error envelope on every error status. */
export function replies<T extends z.ZodType>(data: T) {
  return { 200: envelope(data), ...errorReplies };
}

export function ok<T>(data: T, message?: string) {
  return { result: true as const, data, message };
}

/**
 * A file as the answer: its type, and whether the browser shows it (a printout) or saves it (a
 * declaration, a spreadsheet) under its name.
 */
export function sendFile(
  reply: FastifyReply,
  file: { type: string; filename: string; body: Buffer | string; inline?: boolean },
): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"`)
    .send(file.body);
}

/** A printout: a PDF the browser shows under its name. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer): FastifyReply {
  return sendFile(reply, { type: 'application/pdf', filename, body: pdf, inline: true });
}
