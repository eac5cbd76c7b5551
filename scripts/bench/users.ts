/**
 * A working day's load on PostgreSQL (issue 44): BENCH_USERS people (200) signed in at once, each doing
 * what a finance office does, one thing after another with a second's pause on average, for
 * BENCH_USERS_SECONDS (300): signing in, opening lists and documents, posting commitments and bank
 * movements, issuing receipts at their boxes, calling the queue, reading reports; meanwhile screens
 * watch the queue live. Measured: p50 and p95 of each operation, errors (none allowed), and the
 * server's resident memory after the warm-up and at the end (growth within 10 %). Beside them, the
 * floor at the same concurrency: the empty route `/api/health/live` with as many connections.
 *
 * `BENCH_ONLY=users npm run bench` runs this part alone and writes its section into
 * docs/performance.md, between its markers, leaving the rest of the page as the whole run wrote it.
 */
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { seedDemo } from '../../apps/server/src/demo.seed.ts';
import { hashPassword } from '../../apps/server/src/modules/identity/password.ts';
import { prepareDatabase, syncModules } from '../../apps/server/src/modules.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { buildStructure, documentTypeIds } from '../../apps/server/src/test/budget-fixtures.ts';
import { fundedAccount } from '../../apps/server/src/test/treasury-fixtures.ts';
import { percentiles } from './budget.ts';
import { size } from './treasury.ts';

export const USERS = size('BENCH_USERS', 200);
export const USER_SECONDS = size('BENCH_USERS_SECONDS', 300);
const WARMUP_SECONDS = Math.min(30, Math.floor(USER_SECONDS / 5));
/** People who also work a cash box (each their own). */
const CASHIERS = Math.min(20, USERS);
/** Screens watching the queue live. */
const WATCHERS = 20;
const ACCOUNTS = 10;
const BANK_ACCOUNTS = 5;
const PASSWORD = 'Carga-Clave-2026';

/** What the people do, and how often: a weight each. */
const MIX = [
  ['lista de maestros', 20],
  ['lista de documentos', 15],
  ['reporte presupuestario', 8],
  ['libro de banco', 5],
  ['compromiso registrado', 10],
  ['movimiento bancario registrado', 10],
  ['recibo cobrado', 10],
  ['turno emitido y llamado', 10],
  ['perfil de la sesión', 7],
  ['inicio de sesión', 5],
] as const;
type Operation = (typeof MIX)[number][0];

export interface UsersResult {
  users: number;
  seconds: number;
  operations: { name: Operation; count: number; errors: number; p50: number; p95: number }[];

  /** Failures during the warm-up (the operations' own count those after it). */
  warmupErrors: number;
  errors: string[];
  boardsHeard: number;
  warm: Memory;
  end: Memory;
  floor: { count: number; errors: number; p50: number; p95: number };
}

/** The institution the people work in: the demo's town hall, with what each operation needs. */
export interface UsersFixture {
  idPeriod: number;
  budgetAccounts: number[];
  bankAccounts: number[];
  commitment: number;
}

export async function populateUsers(db: Db): Promise<UsersFixture> {
  await prepareDatabase(db);
  if ((await seedDemo(db, PASSWORD)).seeded) await syncModules(db);
  const [client] = (await db.execute<{ id: number }>(sql`select id from client order by id limit 1`)).rows;
  if (!client) throw new Error('sin institución');
  const hash = await hashPassword(PASSWORD);
  // Every screen of the institution, as its administrators have them; the first CASHIERS with a box.
  await db.execute(sql`
    with u as (
      insert into app_user (username, name, email, password_hash, role)
      select 'persona-' || g, 'Funcionaria ' || g, 'persona' || g || '@alcaldia.test', ${hash}, 'ADMIN'
        from generate_series(1, ${USERS}) g
      returning id, username)
    insert into user_client (id_user, id_client, is_cashier)
    select id, ${client.id}, substring(username from 9)::int <= ${CASHIERS} from u`);
  await db.execute(sql`
    insert into user_screen (id_user, id_client, screen_code)
    select uc.id_user, uc.id_client, s.code from user_client uc cross join screen s
     where uc.id_client = ${client.id} and uc.id_user in (select id from app_user where username like 'persona-%')`);
  const [period] = (
    await db.execute<{ id: number }>(
      sql`select id from period where id_client = ${client.id} order by id limit 1`,
    )
  ).rows;
  const idPeriod = period?.id as number;
  const budgetAccounts = await buildStructure(
    db,
    client.id,
    idPeriod,
    Array.from({ length: ACCOUNTS }, (_, n) => ({
      code: `4.02.01.${String(n + 1).padStart(2, '0')}.00`,
      initial: '900000000.00',
    })),
  );
  const bankAccounts: number[] = [];
  for (let n = 0; n < BANK_ACCOUNTS; n++)
    bankAccounts.push((await fundedAccount(db, client.id, idPeriod, '1000000.00')).id);
  await db.execute(sql`analyze`);
  return { idPeriod, budgetAccounts, bankAccounts, commitment: (await documentTypeIds(db)).get(8) as number };
}

interface Person {
  name: string;
  token: string;
  idBox?: number;
}

/** The server's memory: resident, and the JavaScript heap in use (MB). */
export interface Memory {
  rss: number;
  heap: number;
}

/** Drives the people against the server at `base` on the fixture's rows and measures them; `memory` reads the server's. */
export async function timeUsers(
  base: string,
  ids: UsersFixture,
  memory: () => Promise<Memory>,
): Promise<UsersResult> {
  const call = async (token: string, method: 'GET' | 'POST', path: string, body?: object) => {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text).data;
  };
  const signIn = async (name: string) =>
    (await call('', 'POST', 'user/auth', { usuario: name, password: PASSWORD })).tokenInfo
      .access_token as string;

  // What the operations work on, made as the first person (an administrator of the town hall).
  const first = await signIn('persona-1');
  const { idPeriod } = ids;
  const beneficiary = (
    await call(first, 'POST', 'finance/beneficiary/create', {
      code: 'J-40111222-3',
      name: 'Obras Sucre, C.A.',
      active: true,
    })
  ).id as number;
  const point = (
    await call(first, 'POST', 'collection/collectionPoint/create', {
      code: 'SEDE',
      name: 'Sede',
      active: true,
    })
  ).id as number;
  const service = (
    await call(first, 'POST', 'queue/service/create', {
      idCollectionPoint: point,
      prefix: 'C',
      name: 'Caja',
      priority: '0',
      active: true,
    })
  ).id as number;
  const counters: number[] = [];
  for (let n = 1; n <= 10; n++)
    counters.push(
      (
        await call(first, 'POST', 'queue/counter/create', {
          idCollectionPoint: point,
          name: `Taquilla ${n}`,
          active: true,
        })
      ).id as number,
    );
  const taxpayerType = (
    await call(first, 'POST', 'collection/taxpayerType/create', {
      code: 'ORD',
      description: 'Ordinario',
      active: true,
    })
  ).id;
  const payer = (
    await call(first, 'POST', 'collection/taxpayer/create', {
      rif: 'J-30555666-0',
      name: 'Ferretería El Tornillo, C.A.',
      idTaxpayerType: taxpayerType,
      active: true,
    })
  ).id as number;
  const concept = (
    await call(first, 'POST', 'collection/collectionConcepts/create', {
      code: 'ISAE',
      description: 'Actividades económicas',
      incomeCode: '3.01.02.01.00',
      active: true,
    })
  ).id as number;
  const cash = (
    await call(first, 'POST', 'collection/paymentWay/create', {
      code: 'EF',
      description: 'Efectivo',
      kind: 'cash',
      active: true,
    })
  ).id as number;

  // Everyone signs in (spread over the warm-up's first seconds); cashiers open a box of their own.
  const people: Person[] = [];
  for (let n = 1; n <= USERS; n++) {
    const name = `persona-${n}`;
    people.push({ name, token: n === 1 ? first : await signIn(name) });
  }
  for (const person of people.slice(0, CASHIERS)) {
    const idBox = (
      await call(first, 'POST', 'collection/box/create', {
        idCollectionPoint: point,
        code: `C${people.indexOf(person) + 1}`,
        name: `Caja de ${person.name}`,
        active: true,
      })
    ).id as number;
    await call(person.token, 'POST', 'collection/box/open', { idCashBox: idBox });
    person.idBox = idBox;
  }

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const operations: Record<Operation, (person: Person) => Promise<unknown>> = {
    'lista de maestros': (p) =>
      call(
        p.token,
        'GET',
        `finance/beneficiary/findAll?size=25&search=${pick(['obras', 'seniat', 'c.a', ''])}`,
      ),
    'lista de documentos': (p) => call(p.token, 'GET', `budget/document/findByIdPeriod/${idPeriod}?size=25`),
    'reporte presupuestario': (p) =>
      call(p.token, 'GET', `reports/budget/por-cuentas?idPeriod=${idPeriod}&size=50`),
    'libro de banco': (p) =>
      call(
        p.token,
        'GET',
        `reports/treasury/libro-banco?idPeriod=${idPeriod}&idBankAccount=${pick(ids.bankAccounts)}&month=${Number(today.slice(5, 7))}&size=50`,
      ),
    'compromiso registrado': async (p) => {
      const draft = await call(p.token, 'POST', 'budget/document/create', {
        idPeriod,
        idDocumentType: ids.commitment,
        dateOrder: today,
        description: 'Compromiso de la carga',
        idBeneficiary: beneficiary,
        lines: [{ idBudgetAccount: pick(ids.budgetAccounts), amount: '12.34' }],
      });
      return call(p.token, 'POST', `budget/document/post/${draft.id}`);
    },
    'movimiento bancario registrado': async (p) => {
      const draft = await call(p.token, 'POST', 'finance/bankingMovement/create', {
        idPeriod,
        idBankAccount: pick(ids.bankAccounts),
        idKind: 3,
        movementDate: today,
        reference: `DEP-${Math.random().toString(36).slice(2, 10)}`,
        description: 'Depósito de la carga',
        amount: '250.00',
      });
      return call(p.token, 'POST', `finance/bankingMovement/post/${draft.id}`);
    },
    'recibo cobrado': async (p) => {
      const cashier = p.idBox ? p : pick(people.slice(0, CASHIERS));
      const draft = await call(cashier.token, 'POST', 'collection/receipt/create', {
        idPeriod,
        idCashBox: cashier.idBox,
        receiptDate: today,
        idTaxpayer: payer,
        concepts: [{ idCollectionConcept: concept, amount: '100.00', discount: '0.00', details: ['Carga'] }],
        vouchers: [{ idPaymentForm: cash, amount: '100.00', voucherDate: today }],
      });
      return call(cashier.token, 'POST', `collection/receipt/post/${draft.id}`);
    },
    'turno emitido y llamado': async (p) => {
      await call(p.token, 'POST', 'queue/ticket/issue', { idCollectionPoint: point, idService: service });
      return call(p.token, 'POST', 'queue/ticket/callNext', { idCounter: pick(counters) });
    },
    'perfil de la sesión': (p) => call(p.token, 'GET', 'auth/profile'),
    'inicio de sesión': async (p) => {
      p.token = await signIn(p.name);
    },
  };

  // The screens that watch the queue live, for the whole run.
  const sockets: Socket[] = [];
  let boardsHeard = 0;
  for (let n = 0; n < WATCHERS; n++) {
    const socket = io(`${base}/queue`, {
      path: '/api/socket.io',
      transports: ['websocket'],
      forceNew: true,
      auth: { token: people[n]?.token, watch: { idCollectionPoint: point } },
    });
    socket.on('queue', () => {
      boardsHeard++;
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
  }

  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const choose = (): Operation => {
    let at = Math.random() * total;
    for (const [name, weight] of MIX) {
      at -= weight;
      if (at < 0) return name;
    }
    return MIX[0][0];
  };
  const day = await drive(
    people,
    USER_SECONDS,
    WARMUP_SECONDS,
    (person) => {
      const name = choose();
      return [name, () => operations[name](person)];
    },
    memory,
  );
  for (const socket of sockets) socket.close();

  // The floor: the same people, pausing the same, each time asking the empty route.
  const floor = await drive(
    people,
    FLOOR_SECONDS,
    5,
    () => ['ruta vacía', () => call('', 'GET', 'health/live')],
    memory,
  );
  const summary = (run: Drive, name: string) => {
    const list = run.times.get(name) ?? [];
    return { name, count: list.length, errors: run.failures.get(name) ?? 0, ...percentiles(list) };
  };
  return {
    users: USERS,
    seconds: USER_SECONDS,
    operations: MIX.map(([name]) => summary(day, name) as UsersResult['operations'][number]),
    warmupErrors: day.warmupErrors,
    errors: day.errors,
    boardsHeard,
    warm: day.warm,
    end: day.end,
    floor: {
      ...summary(floor, 'ruta vacía'),
      errors: (floor.failures.get('ruta vacía') ?? 0) + floor.warmupErrors,
    },
  };
}

/** How long the floor's run lasts. */
const FLOOR_SECONDS = 30;

interface Drive {
  times: Map<string, number[]>;
  failures: Map<string, number>;
  warmupErrors: number;
  errors: string[];
  warm: Memory;
  end: Memory;
}

/**
 * Each person, until `seconds` have passed, pauses 0,5 to 1,5 s and does what `next` picks, waiting
 * for its answer (a closed loop: a slower server is asked less often, as people at desks do). Times
 * and failures count after the warm-up; failures during it are counted apart.
 */
async function drive(
  people: readonly Person[],
  seconds: number,
  warmup: number,
  next: (person: Person) => [string, () => Promise<unknown>],
  memory: () => Promise<Memory>,
): Promise<Drive> {
  const times = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const errors: string[] = [];
  let warmupErrors = 0;
  let measuring = false;
  let running = true;
  const workers = people.map(async (person) => {
    while (running) {
      await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
      if (!running) return;
      const [name, act] = next(person);
      const started = performance.now();
      try {
        await act();
        if (measuring) {
          const list = times.get(name) ?? [];
          list.push(performance.now() - started);
          times.set(name, list);
        }
      } catch (error) {
        if (!measuring) warmupErrors++;
        else failures.set(name, (failures.get(name) ?? 0) + 1);
        if (errors.length < 10) errors.push(`${name}: ${(error as Error).message}`);
      }
    }
  });
  await new Promise((r) => setTimeout(r, warmup * 1000));
  const warm = await memory();
  measuring = true;
  await new Promise((r) => setTimeout(r, (seconds - warmup) * 1000));
  running = false;
  await Promise.all(workers);
  return { times, failures, warmupErrors, errors, warm, end: await memory() };
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n < 10 ? n.toFixed(1) : n.toFixed(0));

export function usersSection(results: readonly UsersResult[]): string[] {
  if (results.length === 0) return [];
  const lines = ['## Un día de trabajo: personas a la vez sobre PostgreSQL', ''];
  for (const r of results) {
    const growth = ((r.end.rss - r.warm.rss) / r.warm.rss) * 100;
    const errors = r.operations.reduce((sum, o) => sum + o.errors, 0) + r.warmupErrors + r.floor.errors;
    const within = errors === 0 && growth <= 10;
    lines.push(
      `${r.users} personas con sesión, cada una haciendo una operación tras otra con una pausa de 0,5 a 1,5 s y esperando su respuesta, durante ${r.seconds} s (los primeros ${WARMUP_SECONDS} s de calentamiento no se miden), y ${WATCHERS} pantallas mirando la cola en vivo (${r.boardsHeard} tableros recibidos). El piso son las mismas personas, con las mismas pausas, pidiendo la ruta vacía durante ${FLOOR_SECONDS} s.`,
      '',
      '| Operación | Veces | Errores | p50 (ms) | p95 (ms) |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...r.operations.map((o) => `| ${o.name} | ${o.count} | ${o.errors} | ${ms(o.p50)} | ${ms(o.p95)} |`),
      `| *Piso: ruta vacía* | ${r.floor.count} | ${r.floor.errors} | ${ms(r.floor.p50)} | ${ms(r.floor.p95)} |`,
      '',
      `- Errores: ${errors} (${r.warmupErrors} en el calentamiento)${r.errors.length ? `: ${r.errors.join('; ')}` : ''}.`,
      `- Memoria residente del servidor: ${r.warm.rss.toFixed(0)} MB tras el calentamiento, ${r.end.rss.toFixed(0)} MB al terminar (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %; el límite es +10 %); el montón de JavaScript en uso, ${r.warm.heap.toFixed(0)} MB y ${r.end.heap.toFixed(0)} MB.`,
      `- ${within ? 'Dentro de los límites: ningún error y la memoria sin crecer más de 10 %.' : '**FUERA DE LOS LÍMITES** (errores o memoria).'}`,
      '',
    );
  }
  return lines;
}
