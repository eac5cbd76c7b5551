import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSuite } from '../../test/suite.ts';
import { withTransaction } from '../db/transaction.ts';
import { createMailer } from './mailer.ts';

/** A real SMTP conversation on loopback: the transport nodemailer opens from SMTP_URL. */
const t = testSuite({ signInAdmin: false });
let smtp: SMTPServer;
let port = 0;
const received: { to: string[]; data: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mailer', () => {
  it('sends through SMTP_URL and marks the outbox row sent', async () => {
    const mailer = createMailer(t.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Erario <no-responder@erario.test>',
    });
    const id = await withTransaction(t.db, { idUser: null, idClient: null }, (tx) =>
      mailer.enqueue(tx, {
        to: 'tesorera@alcaldia.test',
        subject: 'Prueba de envío',
        body: 'Enlace: https://x/1',
      }),
    );
    await mailer.deliver([id]);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['tesorera@alcaldia.test']);
    expect(received[0]?.data).toMatch(/^Subject: .*Prueba/m);
    expect(received[0]?.data).toContain('Enlace: https://x/1');
    const row = await t.db.execute<{ sent: boolean; error: string | null }>(
      sql`select sent_at is not null as sent, error from mail_outbox where id = ${id}`,
    );
    expect(row.rows[0]).toEqual({ sent: true, error: null });
  });

  it('keeps the message and the transport error when the server cannot be reached', async () => {
    const mailer = createMailer(t.db, {
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Erario <no-responder@erario.test>',
    });
    const id = await withTransaction(t.db, { idUser: null, idClient: null }, (tx) =>
      mailer.enqueue(tx, { to: 'nadie@alcaldia.test', subject: 'Sin servidor', body: 'x' }),
    );
    await mailer.deliver([id]);
    const row = await t.db.execute<{ sent: boolean; error: string | null }>(
      sql`select sent_at is not null as sent, error from mail_outbox where id = ${id}`,
    );
    expect(row.rows[0]?.sent).toBe(false);
    expect(row.rows[0]?.error).toMatch(/ECONNREFUSED|connect/);
  });
});
