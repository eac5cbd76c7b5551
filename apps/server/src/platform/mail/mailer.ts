import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../db/database.ts';
import { mailOutbox } from './mail.schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  /** Records the message in the caller's transaction; it leaves only if the command commits. */
  enqueue(tx: Tx, message: MailMessage): Promise<number>;
  /** Delivers recorded messages through SMTP when a transport is configured. */
  deliver(ids: number[]): Promise<void>;
}

/**
 * Outbox first, transport second: every message is kept in `mail_outbox`; with SMTP_URL it is then
 * sent and marked (or its error kept). Without a transport an SA reads the outbox instead.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async enqueue(tx, message) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ recipient: message.to, subject: message.subject, body: message.body })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('No se pudo registrar el correo');
      return row.id;
    },
    async deliver(ids) {
      if (!transport) return;
      for (const id of ids) {
        const [message] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        if (!message || message.sentAt) continue;
        try {
          await transport.sendMail({
            from: options.from,
            to: message.recipient,
            subject: message.subject,
            text: message.body,
          });
          await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
        } catch (error) {
          await db
            .update(mailOutbox)
            .set({ error: error instanceof Error ? error.message : String(error) })
            .where(eq(mailOutbox.id, id));
        }
      }
    },
  };
}
