import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import {
  changePasswordRequest,
  loginRequest,
  loginResponseData,
  newTokenResponseData,
  permissionsSave,
  recoverPasswordRequest,
  resetPasswordRequest,
  userCreate,
  userDelete,
  userUpdate,
} from '../identity.ts';
import { rowId } from '../input.ts';

/** A user as the users screen lists and edits them, within the session's institution. */
export const userRow = z.object({
  idUser: z.number().int(),
  usuario: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(['SA', 'ADMIN', 'USER']),
  active: z.boolean(),
  isCashier: z.boolean(),
  isSupervisorCashier: z.boolean(),
  isConsultant: z.boolean(),
  isSupport: z.boolean(),
});
export type UserRow = z.infer<typeof userRow>;

export const userPermissions = z.object({
  idUser: z.number().int(),
  idClient: z.number().int(),
  screens: z.array(z.string()),
});

export const outboxRow = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRow>;

/** An open sign-in of a person, as the sessions page lists it (ASVS 3.3.4). */
export const openSession = z.object({
  idSession: z.number().int(),
  /** Browser and system, read from the sign-in's user agent («Chrome en Windows»). */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof openSession>;

const byClient = z.object({ idClient: rowId });
const byUser = z.object({ idUser: rowId });
const service = 'user' as const;

/** Signing in and out, renewing the token, and passwords: under /api/user. */
export const sessionEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    service,
    path: '/auth',
    summary: 'Inicia sesión',
    access: access.public,
    body: loginRequest,
    response: loginResponseData,
  }),
  renew: defineEndpoint({
    method: 'GET',
    service,
    path: '/new-token/:idClient',
    summary: 'Renueva el token, también para cambiar de institución',
    access: access.refresh,
    params: byClient,
    response: newTokenResponseData,
  }),
  signOut: defineEndpoint({
    method: 'POST',
    service,
    path: '/logout',
    summary: 'Cierra la sesión',
    access: access.public,
    response: z.null(),
  }),
  recoverPassword: defineEndpoint({
    method: 'POST',
    service,
    path: '/recover-password',
    summary: 'Envía un enlace para restablecer la contraseña',
    access: access.public,
    body: recoverPasswordRequest,
    response: z.null(),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    service,
    path: '/reset-password',
    summary: 'Fija una nueva contraseña con el enlace recibido',
    access: access.public,
    body: resetPasswordRequest,
    response: z.null(),
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    service,
    path: '/change-password',
    summary: 'Cambia la contraseña del usuario de la sesión',
    access: access.session,
    body: changePasswordRequest,
    response: z.null(),
  }),
};

/** A person's open sessions: their own, and an SA's view of any user's. Under /api/user. */
export const openSessionEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    service,
    path: '/sessions',
    summary: 'Sesiones abiertas del usuario de la sesión',
    access: access.session,
    response: z.array(openSession),
  }),
  endMine: defineEndpoint({
    method: 'DELETE',
    service,
    path: '/sessions/:idSession',
    summary: 'Cierra una sesión abierta del usuario de la sesión',
    access: access.session,
    params: z.object({ idSession: rowId }),
    response: z.null(),
  }),
  ofUser: defineEndpoint({
    method: 'GET',
    service,
    path: '/sessions/of/:idUser',
    summary: 'Sesiones abiertas de un usuario de la institución (SA)',
    access: access.roles(['SA']),
    params: byUser,
    response: z.object({ usuario: z.string(), name: z.string(), sessions: z.array(openSession) }),
  }),
  endOfUser: defineEndpoint({
    method: 'DELETE',
    service,
    path: '/sessions/of/:idUser/:idSession',
    summary: 'Cierra una sesión abierta de un usuario de la institución (SA)',
    access: access.roles(['SA']),
    params: byUser.extend({ idSession: rowId }),
    response: z.null(),
  }),
};

/** The users of an institution, their permissions, and the mail the product sent: under /api/user. */
export const userEndpoints = {
  ofClient: defineEndpoint({
    method: 'GET',
    service,
    path: '/findByIdClient/:idClient',
    summary: 'Usuarios de una institución',
    access: access.screen('CFG-USR-01'),
    params: byClient,
    query: pageQuery,
    response: page(userRow),
  }),
  list: defineEndpoint({
    method: 'GET',
    service,
    path: '/user/all',
    summary: 'Usuarios de la institución de la sesión',
    access: access.screen('CFG-USR-01'),
    query: pageQuery,
    response: page(userRow),
  }),
  form: defineEndpoint({
    method: 'GET',
    service,
    path: '/user/loadFormData/:idUser',
    summary: 'Datos de un usuario para su formulario',
    access: access.screen('CFG-USR-01'),
    params: byUser,
    response: userRow,
  }),
  create: defineEndpoint({
    method: 'POST',
    service,
    path: '/user/create',
    summary: 'Crea un usuario en la institución de la sesión',
    access: access.screen('CFG-USR-01'),
    body: userCreate,
    response: z.object({ idUser: z.number().int() }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    service,
    path: '/user/update',
    summary: 'Modifica un usuario',
    access: access.screen('CFG-USR-01'),
    body: userUpdate,
    response: z.null(),
  }),
  remove: defineEndpoint({
    method: 'PUT',
    service,
    path: '/user/delete',
    summary: 'Quita un usuario de la institución de la sesión',
    access: access.screen('CFG-USR-01'),
    body: userDelete,
    response: z.null(),
  }),
  permissions: defineEndpoint({
    method: 'GET',
    service,
    path: '/permissions/:idUser',
    summary: 'Pantallas concedidas a un usuario en la institución de la sesión',
    access: access.screen('CFG-USR-02'),
    params: byUser,
    response: userPermissions,
  }),
  savePermissions: defineEndpoint({
    method: 'PUT',
    service,
    path: '/permissions/:idUser',
    summary: 'Guarda las pantallas de un usuario en la institución de la sesión',
    access: access.screen('CFG-USR-02'),
    params: byUser,
    body: permissionsSave,
    response: userPermissions,
  }),
  outbox: defineEndpoint({
    method: 'GET',
    service,
    path: '/outbox/findAll',
    summary: 'Correo saliente (para leerlo cuando no hay SMTP configurado)',
    access: access.screen('CFG-COR-01', ['SA']),
    query: pageQuery,
    response: page(outboxRow),
  }),
};
