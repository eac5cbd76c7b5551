import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowId } from './input.ts';

/** Every message a form or the API shows, whichever issue a reader picks: the union's or a member's. */
const messages = (issues: z.core.$ZodIssue[]): string[] =>
  issues.flatMap((issue) => [
    issue.message,
    ...(issue.code === 'invalid_union' ? issue.errors.flatMap((member) => messages(member)) : []),
  ]);

describe('what the API accepts, said in Spanish', () => {
  it('asks for an empty id as a required field, in every message of the union', () => {
    for (const empty of [null, undefined, '']) {
      const found = rowId.safeParse(empty);
      expect(found.success).toBe(false);
      expect(new Set(messages(found.error?.issues ?? []))).toEqual(new Set(['Este campo es requerido']));
    }
    expect(messages(rowId.safeParse(true).error?.issues ?? [])).toContain('Debe ser un número entero');
  });

  it('says in Spanish what a schema without a message of its own refuses', () => {
    expect(z.number().safeParse(null).error?.issues[0]?.message).toBe(
      'Entrada inválida: se esperaba número, recibido nulo',
    );
  });
});
