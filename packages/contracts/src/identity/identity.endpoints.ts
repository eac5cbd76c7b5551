import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import {
  changePasswordRequest,
  INVALID_EMAIL,
  loginRequest,
  loginResponseData,
  newPassword,
  newTokenResponseData,
  notificationSchema,
  passwordStrength,
  passwordStrengthRequest,
  permissionsSave,
  REQUIRED,
  ROLES,
  recoverPasswordRequest,
  resetPasswordRequest,
  resetPasswordStrengthRequest,
  secondFactorCode,
  secondFactorRequest,
  signInAnswer,
  userCreate,
  userDelete,
  userForm,
  userUpdate,
} from '../identity.ts';
import { isoDate, rowId } from '../input.ts';

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
    response: signInAnswer,
  }),
  secondFactor: defineEndpoint({
    method: 'POST',
    service,
    path: '/auth/second-factor',
    summary: 'Completa el inicio de sesión con el código del segundo factor',
    access: access.public,
    body: secondFactorRequest,
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
  /**
   * Weighs a new password while it is typed, by the rule that will accept or refuse it: for the
   * session's user, or with the token of a reset link (a link not valid is refused before weighing).
   */
  passwordStrength: defineEndpoint({
    method: 'POST',
    service,
    path: '/password-strength',
    summary: 'Estima qué tan difícil de adivinar es una contraseña nueva',
    access: access.session,
    body: passwordStrengthRequest,
    response: passwordStrength,
  }),
  resetPasswordStrength: defineEndpoint({
    method: 'POST',
    service,
    path: '/reset-password/strength',
    summary: 'Estima una contraseña nueva escrita desde el enlace para restablecerla',
    access: access.public,
    body: resetPasswordStrengthRequest,
    response: passwordStrength,
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

/** Where a person stands with their second factor (ASVS 2.8). */
export const mfaStatus = z.object({
  enrolled: z.boolean(),
  /** Required of them (the SA, or a role their institution marks): it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
/** What the authenticator app reads: the QR code and, to type by hand, the secret. */
export const mfaSetup = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });

/** Two-step verification with an authenticator app (TOTP) and recovery codes: under /api/user. */
export const mfaEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    service,
    path: '/mfa',
    summary: 'Estado de la verificación en dos pasos del usuario de la sesión',
    access: access.session,
    response: mfaStatus,
  }),
  setup: defineEndpoint({
    method: 'POST',
    service,
    path: '/mfa/setup',
    summary: 'Empieza a activar la verificación en dos pasos: una clave nueva para la aplicación',
    access: access.session,
    response: mfaSetup,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    service,
    path: '/mfa/confirm',
    summary:
      'Activa la verificación en dos pasos con un código de la aplicación; da los códigos de recuperación',
    access: access.session,
    body: z.object({ code: secondFactorCode }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
  recoveryCodes: defineEndpoint({
    method: 'POST',
    service,
    path: '/mfa/recovery-codes',
    summary: 'Reemplaza los códigos de recuperación (los anteriores dejan de servir)',
    access: access.session,
    body: z.object({ code: secondFactorCode }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
  disable: defineEndpoint({
    method: 'POST',
    service,
    path: '/mfa/disable',
    summary: 'Desactiva la verificación en dos pasos, si no es obligatoria',
    access: access.session,
    body: z.object({ password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200) }),
    response: z.null(),
  }),
  reset: defineEndpoint({
    method: 'DELETE',
    service,
    path: '/mfa/of/:idUser',
    summary: 'Quita el segundo factor de un usuario que perdió su teléfono y sus códigos (SA)',
    access: access.roles(['SA']),
    params: byUser,
    response: z.null(),
  }),
};

/** The audit trail's hash chain, read again from its start (ASVS 7.3.3). */
export const auditChainCheck = z.object({
  sealed: z.number().int(),
  unsealed: z.number().int(),
  brokenAt: z.number().int().nullable(),
  head: z.string().nullable(),
});

/** What each action of an entry is called on screen and on paper. */
export const AUDIT_ACTIONS: Record<string, string> = { INSERT: 'Alta', UPDATE: 'Cambio', DELETE: 'Baja' };

/** The audit trail's filters: who, which table, which record, between which dates. */
export const auditFilters = z.object({
  idUser: rowId.optional(),
  entity: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'Elija una tabla de la lista')
    .optional(),
  entityId: z.string().trim().max(40, 'Máximo 40 caracteres').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;

/** One entry of the audit trail: who did what to which record, when, from which sign-in, before and after. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  idUser: z.number().int().nullable(),
  user: z.string().nullable(),
  idSession: z.number().int().nullable(),
  /** What changed, in a line: `campo: antes → después` for a change, the record's fields otherwise. */
  changes: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Its place in the hash chain (null for the last few seconds', not sealed yet). */
  seal: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const AUDIT_SCREEN = access.screen('CFG-AUD-01');
const auditListQuery = pageQuery.omit({ search: true }).extend(auditFilters.shape);

export const auditEndpoints = {
  entries: defineEndpoint({
    method: 'GET',
    service,
    path: '/audit/entries',
    summary: 'Registro de auditoría de la institución, filtrado y paginado',
    access: AUDIT_SCREEN,
    query: auditListQuery,
    response: page(auditEntry),
  }),
  choices: defineEndpoint({
    method: 'GET',
    service,
    path: '/audit/choices',
    summary: 'Usuarios y tablas para filtrar la auditoría',
    access: AUDIT_SCREEN,
    response: z.object({
      users: z.array(z.object({ id: z.number().int(), label: z.string() })),
      entities: z.array(z.string()),
    }),
  }),
  pdf: defineEndpoint({
    method: 'GET',
    service,
    path: '/audit/entries/pdf',
    summary: 'Registro de auditoría filtrado (PDF)',
    access: AUDIT_SCREEN,
    query: auditFilters,
    files: ['pdf'],
  }),
  xlsx: defineEndpoint({
    method: 'GET',
    service,
    path: '/audit/entries/xlsx',
    summary: 'Registro de auditoría filtrado (XLSX)',
    access: AUDIT_SCREEN,
    query: auditFilters,
    files: ['xlsx'],
  }),
  verify: defineEndpoint({
    method: 'GET',
    service,
    path: '/audit/verify',
    summary: 'Comprueba que ninguna entrada de la auditoría cambió ni falta (cadena de hashes)',
    access: access.roles(['SA']),
    response: auditChainCheck,
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

/** The signed-in user as `GET /api/auth/profile` tells it: who, in which institution, with what role. */
export const profile = z.object({
  idUser: z.number().int(),
  usuario: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  idClient: z.number().int(),
  nameClient: z.string(),
  /** Whether the account has a second factor set up. */
  secondFactor: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

/** What `POST /api/auth/register` takes: the spec's three fields (the rest as a new user's defaults). */
export const registerInput = z.object({
  email: z.email({ error: INVALID_EMAIL }),
  username: userForm.shape.usuario,
  password: newPassword,
});

/**
 * The spec's three "demo-style" calls (section 7): the profile and the notifications of whoever is
 * signed in, and registering a user, which only someone who may manage the institution's users does
 * (never anonymously, unlike a demo's self-registration).
 */
export const accountEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    service: 'auth',
    path: '/profile',
    summary: 'El perfil del usuario que inició sesión',
    access: access.session,
    response: profile,
  }),
  register: defineEndpoint({
    method: 'POST',
    service: 'auth',
    path: '/register',
    summary:
      'Registra un usuario en la institución de la sesión, sin pantallas (correo, usuario y contraseña)',
    access: access.screen('CFG-USR-01'),
    body: registerInput,
    response: z.object({ idUser: z.number().int() }),
  }),
  notifications: defineEndpoint({
    method: 'GET',
    service: 'notification',
    path: '',
    summary: 'Las notificaciones del usuario en la institución de la sesión, las más recientes primero',
    access: access.session,
    response: z.array(notificationSchema),
  }),
};
