import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { currentRequestId } from '../http/request-context.ts';

/** What can happen, as the audit screen shows it. */
export type SecurityEventKind =
  | 'ingreso_fallido'
  | 'ingreso_frenado'
  | 'codigo_fallido'
  | 'codigo_repetido'
  | 'cookie_reutilizada'
  | 'acceso_negado';

export interface SecurityEvent {
  kind: SecurityEventKind;
  idUser?: number | null;
  idClient?: number | null;
  /** The user name typed (a failed sign-in may name nobody who exists). */
  usuario?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Records a security event in its own transaction (the refused command wrote nothing, and must not
 * start to). A failure to record it is logged and changes nobody's answer.
 */
export async function recordSecurityEvent(
  db: Db,
  event: SecurityEvent,
  log: (error: unknown) => void = (error) => console.error('evento de seguridad sin registrar', error),
): Promise<void> {
  try {
    await withTransaction(db, { idUser: event.idUser ?? null, idClient: event.idClient ?? null }, (tx) =>
      tx.execute(sql`
        insert into security_event (id_client, id_user, kind, usuario, ip, detail, request_id)
        values (${event.idClient ?? null}, ${event.idUser ?? null}, ${event.kind}, ${event.usuario?.slice(0, 100) ?? null},
                ${event.ip ?? null}, ${event.detail ? JSON.stringify(event.detail) : null}::jsonb, ${currentRequestId()})`),
    );
  } catch (error) {
    log(error);
  }
}
