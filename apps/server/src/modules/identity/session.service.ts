import {
  MODULES,
  type ModuleCode,
  modulesInForce,
  type Period,
  type Role,
  SCREEN_PREFIX,
  SCREENS,
  type SessionClient,
  type SessionUser,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { TokenIdentity } from '../../platform/access/token.ts';
import { localDate } from '../../platform/clock.ts';
import { type Db, listen } from '../../platform/db/database.ts';
import { onCommit } from '../../platform/db/transaction.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';
import { periodClosed } from '../../platform/periods/period.ts';
import { mainStatistics } from '../../platform/statistics.ts';
import { userNotifications } from './notifications.ts';

interface MembershipRow extends Record<string, unknown> {
  id_user: number;
  username: string;
  name: string;
  role: Role;
  id_client: number;
  client_name: string;
  address_client: string;
  abbreviation_name: string;
  code_fiscal_information: string;
  id_company: number;
  queuing_system_applies: boolean;
  valid_overdraft: boolean;
  is_cashier: boolean;
  is_supervisor_cashier: boolean;
  is_consultant: boolean;
  is_support: boolean;
  password_change_required: boolean;
  mfa_enrolled: boolean;
  mfa_admins: boolean;
  mfa_cashiers: boolean;
  time_zone: string;
  unread: number;
}

interface PeriodRow extends Record<string, unknown> {
  id: number;
  id_client: number;
  description: string;
  start_date: string;
  end_date: string;
  report_final_date: string | null;
  expired: boolean;
  closed: boolean;
  current: boolean;
}

const CORE_MODULES = MODULES.filter((m) => m.core);
const DASHBOARD = 'MPI-OI1-01';

/**
 * Builds what a signed-in user is, within one client: the spec's session user (for the web app) and
 * the authorisation context (for the token). Permissions are read here, at sign-in and at every token
 * renewal, so a permission change takes effect at the user's next renewal. A handful of queries,
 * whatever the number of clients or screens.
 */
export async function loadSession(
  db: Db,
  idUser: number,
  idClient: number | null,
  options: { saMfaRequired: boolean },
  now: Date,
): Promise<{ user: SessionUser; auth: Omit<TokenIdentity, 'sessionId'> }> {
  const memberships = (
    await db.execute<MembershipRow>(sql`
      select u.id as id_user, u.username, u.name, u.role,
             c.id as id_client, c.client_name, c.address_client, c.abbreviation_name, c.code_fiscal_information,
             c.id_company, c.queuing_system_applies, c.valid_overdraft,
             uc.is_cashier, uc.is_supervisor_cashier, uc.is_consultant, uc.is_support,
             u.password_change_required, c.mfa_admins, c.mfa_cashiers, c.time_zone,
             exists (select 1 from user_mfa m where m.id_user = u.id and m.confirmed_at is not null) as mfa_enrolled,
             (select count(*)::int from notification n
               where n.id_client = c.id and (n.id_user = u.id or n.id_user is null) and n.read_at is null) as unread
        from app_user u
        join user_client uc on uc.id_user = u.id
        join client c on c.id = uc.id_client
       where u.id = ${idUser} and u.active
       order by c.id`)
  ).rows;
  if (memberships.length === 0) {
    const user = await db.execute(sql`select 1 from app_user where id = ${idUser} and active`);
    if (user.rows.length === 0) throw unauthorized('El usuario no existe o está inactivo.');
    throw forbidden('El usuario no tiene instituciones asignadas. Consulte al administrador.');
  }
  const current = idClient === null ? memberships[0] : memberships.find((m) => m.id_client === idClient);
  if (!current) throw forbidden('No pertenece a la institución solicitada.');

  const moduleRows = (
    await db.execute<{ id_client: number; code: string; description: string }>(sql`
      select cm.id_client, m.code, m.description
        from client_module cm
        join user_client uc on uc.id_client = cm.id_client and uc.id_user = ${idUser}
        join app_module m on m.code = cm.module_code
       order by m.code`)
  ).rows;
  const periodRows = (
    await db.execute<PeriodRow>(sql`
      select p.id, p.id_client, p.description,
             to_char(p.start_date, 'YYYY-MM-DD') as start_date, to_char(p.end_date, 'YYYY-MM-DD') as end_date,
             to_char(p.report_final_date, 'YYYY-MM-DD') as report_final_date,
             p.end_date < ${localDate(now, sql`c.time_zone`)} as expired, ${periodClosed(sql`p.id`)} as closed,
             ${localDate(now, sql`c.time_zone`)} between p.start_date and p.end_date as current
        from period p
        join user_client uc on uc.id_client = p.id_client and uc.id_user = ${idUser}
        join client c on c.id = p.id_client
       order by p.id_client, p.start_date desc`)
  ).rows;

  const modulesOf = (client: number) => {
    const own = moduleRows.filter((r) => r.id_client === client);
    const flags = memberships.find((m) => m.id_client === client);
    return modulesInForce(
      [
        ...CORE_MODULES.map((m) => ({ code: m.code, description: m.description })),
        ...own
          .filter((r) => !CORE_MODULES.some((m) => m.code === r.code))
          .map(({ code, description }) => ({ code, description })),
      ],
      { queuingSystemApplies: flags?.queuing_system_applies ?? false },
    );
  };
  const periodsOf = (client: number): Period[] =>
    periodRows
      .filter((p) => p.id_client === client)
      .map((p) => ({
        idPeriod: p.id,
        idClient: p.id_client,
        description: p.description,
        startDate: p.start_date,
        endDate: p.end_date,
        reportFinalDate: p.report_final_date,
        expired: p.expired,
        closed: p.closed,
      }));

  const enabled = new Set(modulesOf(current.id_client).map((m) => m.code));
  const mfaSetupRequired = !current.mfa_enrolled && mfaRequired(current, options);
  let granted: string[];
  if (current.password_change_required || mfaSetupRequired) {
    // Until the password is changed, or the required second factor set up, the session holds no
    // screen: the token cannot open any of them.
    granted = [];
  } else if (current.role === 'SA') {
    granted = SCREENS.filter((s) => enabled.has(s.module)).map((s) => s.code);
  } else {
    const rows = (
      await db.execute<{ screen_code: string }>(sql`
        select screen_code from user_screen where id_user = ${idUser} and id_client = ${current.id_client}
         order by screen_code`)
    ).rows;
    const byCode = new Map(SCREENS.map((s) => [s.code, s]));
    granted = rows
      .map((r) => r.screen_code)
      .filter((code) => enabled.has(byCode.get(code)?.module ?? ''))
      // Spec section 2: the default dashboard belongs to the SA and ADMIN roles only.
      .filter((code) => code !== DASHBOARD || current.role === 'ADMIN');
  }

  const notify = await userNotifications(db, current.id_client, idUser, 20);

  const clientes: SessionClient[] = memberships.map((m) => ({
    idClient: m.id_client,
    clientName: m.client_name,
    addressClient: m.address_client,
    abbreviationName: m.abbreviation_name,
    codeFiscalInformation: m.code_fiscal_information,
    idCompany: m.id_company,
    isCashier: m.is_cashier,
    isSupervisorCashier: m.is_supervisor_cashier,
    isConsultant: m.is_consultant,
    isSupport: m.is_support,
    queuingSystemApplies: m.queuing_system_applies,
    validOverdraft: m.valid_overdraft,
    modules: modulesOf(m.id_client),
    periods: periodsOf(m.id_client),
    notifications: m.unread,
  }));

  const periods = periodRows.filter((p) => p.id_client === current.id_client);
  const period = periods.find((p) => p.current) ?? periods[0] ?? null;
  const screenModule = new Map(SCREENS.map((s) => [s.code, s.module]));

  const user: SessionUser = {
    idUser: current.id_user,
    nameUser: current.name,
    usuario: current.username,
    role: current.role,
    idClient: current.id_client,
    nameClient: current.client_name,
    addressClient: current.address_client,
    abbreviationName: current.abbreviation_name,
    codeFiscalInformation: current.code_fiscal_information,
    idCompany: current.id_company,
    isCashier: current.is_cashier,
    isSupervisorCashier: current.is_supervisor_cashier,
    isConsultant: current.is_consultant,
    isSupport: current.is_support,
    passwordChangeRequired: current.password_change_required,
    mfaSetupRequired,
    validOverdraft: current.valid_overdraft,
    queuingSystemApplies: current.queuing_system_applies,
    timeZone: current.time_zone,
    idPeriod: period?.id ?? null,
    periodName: period?.description ?? null,
    clientes,
    src: granted.map((code) => ({
      src: `${SCREEN_PREFIX}${code}`,
      code,
      module: screenModule.get(code) as ModuleCode,
    })),
    modules: modulesOf(current.id_client),
    notify,
    // Each module's headline figures for the current period, from the totals it keeps: for those who
    // may open the dashboard that shows them (SA and ADMIN), as the execution endpoint is.
    mainStatistics: granted.includes(DASHBOARD)
      ? await mainStatistics(db, current.id_client, period?.id ?? null)
      : [],
  };

  return {
    user,
    auth: {
      idUser: current.id_user,
      idClient: current.id_client,
      role: current.role,
      screens: new Set(granted),
      modules: enabled,
      readOnly: current.is_consultant,
      passwordChangeRequired: current.password_change_required,
      mfaSetupRequired,
      timeZone: current.time_zone,
    },
  };
}

/**
 * Whether a user must sign in with a second factor in an institution (ASVS 2.8): the SA always
 * (unless the installation says otherwise), and whom the institution marks: its administrators, its
 * cashiers and their supervisors.
 */
export function mfaRequired(
  m: Pick<MembershipRow, 'role' | 'mfa_admins' | 'mfa_cashiers' | 'is_cashier' | 'is_supervisor_cashier'>,
  options: { saMfaRequired: boolean },
): boolean {
  if (m.role === 'SA') return options.saMfaRequired;
  if (m.role === 'ADMIN' && m.mfa_admins) return true;
  return m.mfa_cashiers && (m.is_cashier || m.is_supervisor_cashier);
}

/**
 * Whether the sign-in behind an access token still stands: not signed out or revoked (a password reset
 * or change), not past its end, its user active and still a member of the token's institution. One
 * lookup by primary key and two by index; `sessionCheck` keeps its answers between writes.
 */
export async function sessionStands(db: Db, auth: TokenIdentity): Promise<boolean> {
  const found = await db.execute(sql`
    select 1 from user_session s
      join app_user u on u.id = s.id_user and u.active
      join user_client uc on uc.id_user = s.id_user and uc.id_client = ${auth.idClient}
     where s.id = ${auth.sessionId} and s.id_user = ${auth.idUser}
       and s.revoked_at is null and s.expires_at > now()`);
  return found.rows.length > 0;
}

/**
 * Of these sign-ins, those that still stand in their institution (`sessionStands`' rule, in one
 * read; a sign-in that switched institutions stands in each on its own): what the live feeds check,
 * so a socket does not outlive its sign-in.
 */
export async function sessionsStanding<T extends TokenIdentity>(
  db: Db,
  sessions: readonly T[],
): Promise<Set<T>> {
  if (sessions.length === 0) return new Set();
  const found = await db.execute<{ at: number }>(sql`
    select x.at
      from jsonb_to_recordset(${JSON.stringify(
        sessions.map((a, at) => ({ at, id: a.sessionId, id_user: a.idUser, id_client: a.idClient })),
      )}::jsonb) as x(at int, id int, id_user int, id_client int)
      join user_session s on s.id = x.id and s.id_user = x.id_user
      join app_user u on u.id = s.id_user and u.active
      join user_client uc on uc.id_user = s.id_user and uc.id_client = x.id_client
     where s.revoked_at is null and s.expires_at > now()`);
  return new Set(found.rows.map((r) => sessions[r.at] as T));
}

/** How long a "still stands" answer is kept at most: the bound should a notification be lost. */
const KEEP_MS = 10_000;
const MAX_KEPT = 50_000;

/** The channel on which the database says that a sign-in may have ended (migration 0094). */
export const SESSIONS_CHANNEL = 'erario_sessions';

/**
 * The check the access hook makes on every signed-in request, cheap enough for that: "still stands"
 * answers are kept in memory and all forgotten as soon as any command commits here (onCommit), and
 * as soon as the database says on `SESSIONS_CHANNEL` that a sign-in ended anywhere (a trigger on
 * `user_session`, `app_user` and `user_client` notifies at the commit of a sign-out, a revocation, a
 * deactivation or a membership removed): every process sharing the PostgreSQL refuses the next request
 * at once, pushed rather than polled (issue 44). An answer read while either happened is not kept;
 * KEEP_MS bounds what a lost notification could leave (the listener, cut, is taken again).
 */
export function sessionCheck(db: Db): {
  stands(auth: TokenIdentity): Promise<boolean>;
  standing<T extends TokenIdentity>(sessions: readonly T[]): Promise<Set<T>>;
  stop(): Promise<void>;
} {
  const kept = new Map<string, number>();
  let generation = 0;
  const forget = () => {
    generation++;
    kept.clear();
  };
  const stopCommits = onCommit(forget);
  // Each time it (again) listens, what it kept is forgotten: a notification may have gone by unheard.
  const listening = listen(db, SESSIONS_CHANNEL, forget, forget);
  const stop = async () => {
    stopCommits();
    await (await listening)();
  };
  return {
    stop,
    standing: (sessions) => sessionsStanding(db, sessions),
    async stands(auth) {
      const key = `${auth.sessionId}:${auth.idUser}:${auth.idClient}`;
      const until = kept.get(key);
      if (until !== undefined && until > Date.now()) return true;
      const asked = generation;
      const stands = await sessionStands(db, auth);
      if (stands && asked === generation) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, Date.now() + KEEP_MS);
      }
      return stands;
    },
  };
}
