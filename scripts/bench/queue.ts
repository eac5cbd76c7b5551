/**
 * A busy service office's queue: BENCH_SCREENS signed-in screens (1,000 by default: displays,
 * kiosks and agents' queues) watching one collection point over websockets, from another process.
 * Each change (a ticket issued at the kiosk) reaches every screen with the point's board, read once
 * on the server. Measured: how long until the last screen has the board with the new ticket, one
 * change at a time and in a burst of kiosks printing at once; the server's memory with the screens
 * connected; and, against it, the floor of the same change reaching a single screen, and the way it
 * was before (each screen told bare, reading the board itself through the API).
 */
import { io, type Socket } from 'socket.io-client';
import { percentiles } from './budget.ts';
import { size } from './treasury.ts';

export const SCREENS = size('BENCH_SCREENS', 1_000);
const ROUNDS = size('BENCH_QUEUE_ROUNDS', 20);
const BURST = 50;
/** Screens that each read the board themselves in the comparison: enough to see the cost grow. */
const READERS = Math.min(SCREENS, 200);

export interface QueueResult {
  target: string;
  screens: number;
  connectSeconds: number;
  rssBefore: number;
  rssAfter: number;
  /** Issue → the board with the ticket at the last screen, per change, ms. */
  all: number[];
  /** The same change reaching a single screen: the floor. */
  one: number[];
  /** BURST tickets issued at once → every screen shows them all, ms; boards sent per screen. */
  burst: number;
  burstEvents: number;
  /** Before: each of READERS screens told bare and reading the board through the API, ms. */
  readers: number[];
}

interface Board {
  waiting: { id: number }[];
}

type Api = (method: 'GET' | 'POST', path: string, body?: object) => Promise<Record<string, unknown>>;

function connect(base: string, token: string, idCollectionPoint: number): Promise<Socket> {
  const socket = io(`${base}/queue`, {
    path: '/api/socket.io',
    transports: ['websocket'],
    reconnectionAttempts: 5,
    forceNew: true,
    auth: { token, watch: { idCollectionPoint } },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Runs `act`, which answers what a screen must show (known only once its tickets are issued), and
 * resolves when every socket has been sent a board that shows it: with the time from the start to
 * the last screen's board, and how many boards the screens were sent on average meanwhile.
 */
async function timeUntil(
  sockets: Socket[],
  act: () => Promise<(board: Board) => boolean>,
): Promise<{ ms: number; boards: number }> {
  const started = performance.now();
  const arrivals = new Map<Socket, { at: number; board: Board }[]>();
  const reached = new Map<Socket, number>();
  let shows: ((board: Board) => boolean) | null = null;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const settle = (socket: Socket) => {
    if (!shows || reached.has(socket)) return;
    const first = arrivals.get(socket)?.find((a) => shows?.(a.board));
    if (first) reached.set(socket, first.at);
    if (reached.size === sockets.length) finish();
  };
  const listeners = sockets.map((socket) => {
    const listener = (board: Board) => {
      if (!board) return;
      const list = arrivals.get(socket) ?? [];
      list.push({ at: performance.now(), board });
      arrivals.set(socket, list);
      settle(socket);
    };
    socket.on('queue', listener);
    return [socket, listener] as const;
  });
  try {
    shows = await act();
    for (const socket of sockets) settle(socket);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      finished,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${sockets.length - reached.size} pantallas sin el tablero en 60 s`)),
          60_000,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const boards = [...arrivals.values()].reduce((n, list) => n + list.length, 0) / sockets.length;
    return { ms: Math.max(...reached.values()) - started, boards };
  } finally {
    for (const [socket, listener] of listeners) socket.off('queue', listener);
  }
}

export async function timeQueueScreens(
  base: string,
  token: string,
  api: Api,
  rss: () => number,
  target: string,
): Promise<QueueResult> {
  const stamp = Date.now().toString().slice(-5);
  const point = (await api('POST', 'collection/collectionPoint/create', {
    code: `B${stamp}`,
    name: `Oficina de la prueba ${stamp}`,
    active: true,
  })) as { id: number };
  const service = (await api('POST', 'queue/service/create', {
    idCollectionPoint: point.id,
    prefix: 'C',
    name: 'Caja',
    priority: '0',
    active: true,
  })) as { id: number };
  const issue = async () =>
    (await api('POST', 'queue/ticket/issue', { idCollectionPoint: point.id, idService: service.id })) as {
      id: number;
    };

  const rssBefore = rss();
  const connecting = performance.now();
  const sockets: Socket[] = [];
  // In groups, as screens come on through the morning, not 1,000 handshakes in the same instant.
  for (let i = 0; i < SCREENS; i += 50)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, SCREENS - i) }, () => connect(base, token, point.id)),
      )),
    );
  const connectSeconds = (performance.now() - connecting) / 1000;
  try {
    const oneTicket = (watchers: Socket[]) =>
      timeUntil(watchers, async () => {
        const { id } = await issue();
        return (board) => board.waiting.some((t) => t.id === id);
      });
    // Warm up.
    await oneTicket(sockets);
    const one: number[] = [];
    const all: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      one.push((await oneTicket(sockets.slice(0, 1))).ms);
      all.push((await oneTicket(sockets)).ms);
    }
    const rssAfter = rss();

    // A burst: BURST kiosks print at once; every screen ends with all of them, in few boards.
    const burst = await timeUntil(sockets, async () => {
      const tickets = await Promise.all(Array.from({ length: BURST }, () => issue()));
      return (board) => tickets.every(({ id }) => board.waiting.some((t) => t.id === id));
    });

    // Before: READERS screens each read the board themselves when told.
    const readers: number[] = [];
    for (let r = 0; r < Math.min(ROUNDS, 5); r++) {
      const started = performance.now();
      const { id } = await issue();
      await Promise.all(
        sockets.slice(0, READERS).map(async () => {
          const board = (await api('GET', `queue/ticket/board/${point.id}`)) as unknown as Board;
          if (!board.waiting.some((t) => t.id === id)) throw new Error('tablero sin el turno');
        }),
      );
      readers.push(performance.now() - started);
    }
    return {
      target,
      screens: SCREENS,
      connectSeconds,
      rssBefore,
      rssAfter,
      all,
      one,
      burst: burst.ms,
      burstEvents: burst.boards,
      readers,
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

export function queueSection(results: QueueResult[]): string[] {
  if (results.length === 0) return [];
  const ms = (n: number | undefined) => (n ?? 0).toFixed(0);
  const dec = (n: number) => n.toFixed(1).replace('.', ',');
  return [
    '## Turnos: pantallas en vivo',
    '',
    `${results[0]?.screens.toLocaleString('de-DE')} pantallas con sesión (pantallas de sala, quioscos y colas de agentes) miran una misma estación de cobro por websocket, desde otro proceso en 127.0.0.1 que comparte los núcleos con el servidor. Cada cambio (un turno emitido en el quiosco) llega a todas con el tablero de la estación, leído una sola vez en el servidor (y una vez por ráfaga de cambios). Se mide desde que se pide el turno hasta que la última pantalla tiene el tablero con él, ${ROUNDS} veces; su piso, el mismo cambio hasta una sola pantalla; y como era antes, cada pantalla avisada sin datos y leyendo el tablero por la API (${READERS} pantallas). En milisegundos.`,
    '',
    '| Base de datos | Conectar todas | Memoria del servidor | Un turno, todas las pantallas p50 / p95 | Piso: una pantalla p50 / p95 | Ráfaga de 50 turnos a la vez | Antes: ' +
      `${READERS} pantallas leyendo cada una, p50 |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => {
      const all = percentiles(r.all);
      const one = percentiles(r.one);
      const readers = percentiles(r.readers);
      return `| ${r.target} | ${dec(r.connectSeconds)} s | ${r.rssBefore.toFixed(0)} → ${r.rssAfter.toFixed(0)} MB (${(((r.rssAfter - r.rssBefore) * 1024) / r.screens).toFixed(0)} kB por pantalla) | ${ms(all.p50)} / ${ms(all.p95)} | ${ms(one.p50)} / ${ms(one.p95)} | ${ms(r.burst)} ms, ${dec(r.burstEvents)} tableros por pantalla | ${ms(readers.p50)} |`;
    }),
    '',
    'Cómo leerlo: lo que separa «todas las pantallas» de su piso es enviar el tablero por 1.000 websockets y, en el proceso de la prueba, recibir y leer 1.000 tableros; la base se consulta una vez por cambio, no una por pantalla. Antes, cada pantalla volvía a pedir el tablero (unas cinco consultas cada una): la columna «Antes» es eso con 200 pantallas, y crece con ellas. En la ráfaga, PGlite emite los 50 turnos uno tras otro por su única conexión, así que los tableros salen mientras tanto; PostgreSQL los emite a la vez y bastan dos tableros. La memoria es la residente del servidor antes y después de conectar las pantallas y pasar los cambios.',
    '',
  ];
}
