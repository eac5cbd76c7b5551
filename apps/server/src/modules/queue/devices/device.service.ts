import { createHash, randomBytes } from 'node:crypto';
import { type DeviceSelf, type EnrolDeviceInput, type QueueDevice, queueDevice } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { instantText } from '../../../platform/db/instant.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../../platform/errors.ts';

/** A device as the screen that enrolled it reads it, from `queue_device d`. */
const DEVICE_COLUMNS = sql`
  d.id, d.name, d.kind, d.id_collection_point as "idCollectionPoint",
  (select p.name from collection_point p where p.id = d.id_collection_point) as "pointName",
  ${instantText(sql`d.enrolled_at`)} as "enrolledAt",
  (select u.name from app_user u where u.id = d.enrolled_by) as "enrolledBy",
  ${instantText(sql`(select s.last_seen_at from queue_device_seen s where s.id_device = d.id)`)} as "lastSeenAt", ${instantText(sql`d.revoked_at`)} as "revokedAt"`;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

async function readDevice(db: Db, where: SQL): Promise<QueueDevice | undefined> {
  return selectRow(db, queueDevice, sql`select ${DEVICE_COLUMNS} from queue_device d where ${where}`);
}

/** The institution's devices, those in service first, newest first. */
export function listDevices(db: Db, auth: AuthContext): Promise<QueueDevice[]> {
  return selectRows(
    db,
    queueDevice,
    sql`select ${DEVICE_COLUMNS} from queue_device d where d.id_client = ${auth.idClient}
         order by d.revoked_at is not null, d.enrolled_at desc, d.id desc`,
  );
}

/**
 * Enrols a kiosk or a display at one of the institution's points: a new credential, returned this
 * once. The point must be active, as the kiosk could not issue a ticket at an inactive one.
 */
export async function enrolDevice(
  db: Db,
  auth: AuthContext,
  input: Required<Pick<EnrolDeviceInput, 'name' | 'kind'>> & { idCollectionPoint: number },
): Promise<{ device: QueueDevice; key: string }> {
  const key = randomBytes(32).toString('base64url');
  const id = await withTransaction(db, auth, async (tx) => {
    const point = (
      await tx.execute<{ active: boolean }>(sql`
        select active from collection_point where id = ${input.idCollectionPoint} and id_client = ${auth.idClient}`)
    ).rows[0];
    if (!point) throw notFound('Estación de cobro no encontrada');
    if (!point.active) throw conflict('La estación de cobro está inactiva: no puede tener dispositivos.');
    const made = await tx.execute<{ id: number }>(sql`
      insert into queue_device (id_client, id_collection_point, kind, name, key_hash, enrolled_at, enrolled_by)
      values (${auth.idClient}, ${input.idCollectionPoint}, ${input.kind}, ${input.name}, ${hashOf(key)},
              ${auth.now.toISOString()}::timestamptz, ${auth.idUser})
      returning id`);
    return made.rows[0]?.id as number;
  });
  return { device: (await readDevice(db, sql`d.id = ${id}`)) as QueueDevice, key };
}

/** Revokes a device of the institution: its next call, on any server process, is refused. */
export async function revokeDevice(db: Db, auth: AuthContext, id: number): Promise<QueueDevice> {
  await withTransaction(db, auth, async (tx) => {
    const found = await tx.execute<{ revoked: boolean }>(sql`
      select revoked_at is not null as revoked from queue_device
       where id = ${id} and id_client = ${auth.idClient} for update`);
    const row = found.rows[0];
    if (!row) throw notFound('Dispositivo no encontrado');
    if (row.revoked) throw conflict('El dispositivo ya estaba dado de baja.');
    await tx.execute(sql`
      update queue_device set revoked_at = ${auth.now.toISOString()}::timestamptz, revoked_by = ${auth.idUser} where id = ${id}`);
  });
  return (await readDevice(db, sql`d.id = ${id}`)) as QueueDevice;
}

/** An enrolled device at a call: who it is, where it stands, and the moment of the call. */
export interface DeviceContext extends DeviceSelf {
  id: number;
  idClient: number;
  now: Date;
}

const REFUSED =
  'Este dispositivo no está enrolado o fue dado de baja. Pida a un administrador que lo enrole.';

/** Why a device's call is refused, when it is. */
type Refusal = 'unknown' | 'pointInactive' | 'queueOff';

/**
 * The device whose credential a call presents, and whether it stands: not revoked, its point active
 * and the institution still with its queue. The one check of every device call and of its live feed,
 * read from the database each time, so a revocation holds at once on every server process.
 */
async function findDevice(
  db: Db,
  key: unknown,
): Promise<{ device: Omit<DeviceContext, 'now'>; refusal: Refusal | null } | null> {
  if (typeof key !== 'string' || key.length < 20 || key.length > 100) return null;
  const found = await db.execute<{
    id: number;
    id_client: number;
    name: string;
    kind: 'kiosk' | 'display';
    id_collection_point: number;
    point_name: string;
    client: string;
    time_zone: string;
    point_active: boolean;
    queue_on: boolean;
  }>(sql`
    select d.id, d.id_client, d.name, d.kind, d.id_collection_point, p.name as point_name,
           c.client_name as client, c.time_zone, p.active as point_active,
           c.queuing_system_applies and exists (
             select 1 from client_module m where m.id_client = d.id_client and m.module_code = 'TUR') as queue_on
      from queue_device d
      join collection_point p on p.id = d.id_collection_point
      join client c on c.id = d.id_client
     where d.key_hash = ${hashOf(key)} and d.revoked_at is null`);
  const row = found.rows[0];
  if (!row) return null;
  return {
    device: {
      id: row.id,
      idClient: row.id_client,
      name: row.name,
      kind: row.kind,
      idCollectionPoint: row.id_collection_point,
      pointName: row.point_name,
      client: row.client,
      timeZone: row.time_zone,
    },
    refusal: !row.queue_on ? 'queueOff' : !row.point_active ? 'pointInactive' : null,
  };
}

/** The device, if its credential stands now (the live feed's admission). */
export async function standingDevice(db: Db, key: unknown): Promise<Omit<DeviceContext, 'now'> | null> {
  const found = await findDevice(db, key);
  return found && found.refusal === null ? found.device : null;
}

/**
 * A device's call at `now`: 401 for a credential unknown or revoked (the device page offers to forget
 * it); 409 while its point is inactive or its institution without the queue, which may change back
 * (the page waits and tries again). Its last call is kept (at most one write a minute) for the
 * administrator to see a display that went dark.
 */
export async function deviceOf(db: Db, key: unknown, now: Date): Promise<DeviceContext> {
  const found = await findDevice(db, key);
  if (!found) throw unauthorized(REFUSED);
  if (found.refusal === 'queueOff')
    throw conflict('El sistema de turnos no está habilitado ahora para esta institución.');
  if (found.refusal === 'pointInactive')
    throw conflict(`La estación de cobro ${found.device.pointName} está inactiva: no da turnos ahora.`);
  await db.execute(sql`
    insert into queue_device_seen as s (id_device, last_seen_at) values (${found.device.id}, ${now.toISOString()}::timestamptz)
    on conflict (id_device) do update set last_seen_at = excluded.last_seen_at
     where s.last_seen_at < excluded.last_seen_at - interval '1 minute'`);
  return { ...found.device, now };
}

/** A kiosk's call: a display is refused what only a kiosk does. */
export function asKiosk(device: DeviceContext): DeviceContext {
  if (device.kind !== 'kiosk') throw forbidden('Esta pantalla no emite turnos: solo un quiosco enrolado.');
  return device;
}
