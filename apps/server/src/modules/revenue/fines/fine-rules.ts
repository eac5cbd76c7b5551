import type { FineRule } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { ACT_PENDING, fines } from './fine.service.ts';

/**
 * The office's rules at work: a late declaration or a late payment prepares, in the transaction that
 * records it, a draft fine of each active type that applies to it, with the value the type proposes,
 * on the tax concerned (a percentage on none is not prepared) and the facts; an officer reviews it,
 * writes the act and imposes it (or deletes it). Answers what to tell whoever recorded it.
 */
export async function draftRuleFines(
  tx: Tx,
  auth: AuthContext,
  rule: FineRule,
  at: { idPeriod: number; date: string; idTaxpayer: number; taxAmount: string | null; facts: string },
): Promise<string[]> {
  const types = await tx.execute<{ id: number; code: string; kind: string; rule_value: string }>(sql`
    select id, code, kind, rule_value::text as rule_value from fine_type
     where id_client = ${auth.idClient} and active and applies_to = ${rule} order by code`);
  const prepared: string[] = [];
  // The facts fit what a fine keeps (500 characters): a long list is cut, saying so.
  const facts =
    at.facts.length <= 500 ? at.facts : `${at.facts.slice(0, 480).replace(/[,:]?\s+\S*$/, '')} (y más).`;
  for (const type of types.rows) {
    const onTax = type.kind === 'taxPercent';
    if (onTax && (!at.taxAmount || new Decimal(at.taxAmount).lte(0))) continue;
    await fines.draftIn(tx, auth, {
      idPeriod: at.idPeriod,
      fineDate: at.date,
      idTaxpayer: at.idTaxpayer,
      idFineType: type.id,
      taxAmount: onTax ? at.taxAmount : null,
      value: type.rule_value,
      act: ACT_PENDING,
      reason: facts,
    });
    prepared.push(type.code);
  }
  return prepared.length === 0
    ? []
    : [
        `Se preparó ${prepared.length === 1 ? 'un borrador de multa' : `${prepared.length} borradores de multa`} (${prepared.join(', ')}) para que Hacienda lo revise y dicte su acto`,
      ];
}
