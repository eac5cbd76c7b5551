import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import { issuedTicket, queueBoard } from './queue.ts';

/**
 * A screen that stands in a collection point for the public: the kiosk where citizens take a ticket,
 * or the waiting room's display. An administrator enrols it once; it then works with a credential of
 * its own, limited to its point and its kind, never idle-expired, until it is revoked. Nobody's
 * session stays open on it, so no menu, institution switcher or sign-out stands in front of a citizen.
 */
export const QUEUE_DEVICE_KINDS = ['kiosk', 'display'] as const;
export type QueueDeviceKind = (typeof QUEUE_DEVICE_KINDS)[number];
export const QUEUE_DEVICE_KIND_LABELS: Record<QueueDeviceKind, string> = {
  kiosk: 'Quiosco de turnos',
  display: 'Pantalla de la sala de espera',
};

/** The header a device presents its credential in (never the address: it would reach logs). */
export const DEVICE_KEY_HEADER = 'x-device-key';

/** Where an enrolled device opens: its page, outside the back office. */
export const DEVICE_PATH = '/dispositivo';

export const queueDevice = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(QUEUE_DEVICE_KINDS),
  idCollectionPoint: z.number(),
  pointName: z.string(),
  enrolledAt: z.string(),
  enrolledBy: z.string().nullable(),
  /** The last time it asked for anything: a display that went dark shows here. */
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type QueueDevice = z.infer<typeof queueDevice>;

/** What a device learns of itself: enough to draw its screen. */
export const deviceSelf = z.object({
  name: z.string(),
  kind: z.enum(QUEUE_DEVICE_KINDS),
  idCollectionPoint: z.number(),
  pointName: z.string(),
  client: z.string(),
  timeZone: z.string(),
});
export type DeviceSelf = z.infer<typeof deviceSelf>;

export const enrolDeviceInput = z.object({
  name: z
    .string({ error: 'Escriba un nombre para el dispositivo' })
    .trim()
    .min(1, 'Escriba un nombre para el dispositivo')
    .max(80, 'El nombre admite hasta 80 caracteres'),
  kind: z.enum(QUEUE_DEVICE_KINDS, { error: 'Elija si es un quiosco o una pantalla' }),
  idCollectionPoint: rowId,
});
export type EnrolDeviceInput = z.input<typeof enrolDeviceInput>;

export const queueDeviceEndpoints = {
  enrol: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/device/enrol',
    summary: 'Enrolar un quiosco o una pantalla de una estación de cobro',
    access: access.screen('TUR-CFG-01'),
    body: enrolDeviceInput,
    // The credential is shown once, here: only its hash is kept.
    response: z.object({ device: queueDevice, key: z.string() }),
  }),
  list: defineEndpoint({
    method: 'GET',
    service: 'queue',
    path: '/device/list',
    summary: 'Los dispositivos enrolados de la institución',
    access: access.screen('TUR-CFG-01'),
    response: z.array(queueDevice),
  }),
  revoke: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/device/revoke/:id',
    summary: 'Dar de baja un dispositivo: su credencial deja de valer al instante',
    access: access.screen('TUR-CFG-01'),
    params: z.object({ id: rowId }),
    response: queueDevice,
  }),
  // The device's own calls: public to the access hook, each checks the credential in its header.
  self: defineEndpoint({
    method: 'GET',
    service: 'queue',
    path: '/device/self',
    summary: 'El dispositivo que presenta la credencial',
    access: access.public,
    response: deviceSelf,
  }),
  board: defineEndpoint({
    method: 'GET',
    service: 'queue',
    path: '/device/board',
    summary: 'La cola de hoy de la estación del dispositivo',
    access: access.public,
    response: queueBoard,
  }),
  issue: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/device/issue',
    summary: 'Emitir un turno desde un quiosco enrolado',
    access: access.public,
    body: z.object({ idService: rowId }),
    response: issuedTicket,
  }),
};
