import { DEFAULT_TIME_ZONE } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { printedAt } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/**
 * A person is told by e-mail when how they sign in changed (ASVS 2.2.3, 2.5.5): their password, or
 * their second factor set up, turned off, taken off or given new recovery codes. If it was not them,
 * the mail is how they learn it. Queued in the change's transaction; the caller delivers the ids it
 * answers after the commit. Nothing is sent to an account without an address.
 */
export async function noticeCredentialChange(
  tx: Tx,
  mailer: Mailer,
  idUser: number,
  what: string,
  now: Date,
): Promise<number[]> {
  // When the change was made (the server's clock: platform/clock.ts), on the clock of the
  // institution the person last worked in.
  const found = await tx.execute<{ name: string; username: string; email: string | null; zone: string }>(
    sql`select u.name, u.username, u.email, coalesce(c.time_zone, ${DEFAULT_TIME_ZONE}) as zone
          from app_user u left join client c on c.id = u.last_client_id
         where u.id = ${idUser}`,
  );
  const user = found.rows[0];
  if (!user?.email) return [];
  const at = printedAt({ now, timeZone: user.zone });
  return [
    await mailer.enqueue(tx, {
      to: user.email,
      subject: 'Erario: cambió su forma de ingresar',
      body: [
        `Hola, ${user.name}:`,
        '',
        `El ${at}, en su usuario ${user.username} de Erario, ${what}.`,
        '',
        'Si fue usted, no tiene que hacer nada. Si no lo fue, avise de inmediato al administrador de su institución: alguien más podría tener acceso a su cuenta.',
      ].join('\n'),
    }),
  ];
}
