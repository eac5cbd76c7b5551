import { createServer, request } from 'node:http';
import { connect } from 'node:net';

/**
 * A small load balancer in front of several server processes, as production puts one: each request
 * and each WebSocket goes to the next process in turn, with no stickiness, so whatever a journey does
 * is served by all of them. `X-Forwarded-For` is not added: the processes see the proxy's address, as
 * they would behind one they do not trust (TRUST_PROXY unset).
 */
export async function startProxy(
  backends: readonly string[],
): Promise<{ url: string; close(): Promise<void> }> {
  const targets = backends.map((b) => new URL(b));
  let next = 0;
  const sockets = new Set<{ destroy(): void }>();
  const pick = () => targets[next++ % targets.length] as URL;

  const server = createServer((incoming, outgoing) => {
    const target = pick();
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.on('error', () => outgoing.destroy());
        answer.pipe(outgoing);
      },
    );
    // A process that fails the request: 502 before the answer began, a cut answer after (never a
    // short body passed off as whole).
    forwarded.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502).end();
    });
    // A request the browser gave up on is given up on the process too.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) forwarded.destroy();
    });
    incoming.pipe(forwarded);
  });

  // A WebSocket's upgrade: the raw request to the next process, then bytes both ways.
  server.on('upgrade', (incoming, socket, head) => {
    const target = pick();
    const upstream = connect(Number(target.port), target.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2)
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    sockets.add(socket).add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    socket.on('close', () => sockets.delete(socket));
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('el proxy no escucha');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
