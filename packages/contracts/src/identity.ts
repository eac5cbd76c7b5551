import { z } from 'zod';
import { rowId } from './input.ts';

export const ROLES = ['SA', 'ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export const REQUIRED = 'Este campo es requerido';
export const INVALID_EMAIL = 'No es un email valido';

export const loginRequest = z.object({
  usuario: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const recoverPasswordRequest = z.object({
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .pipe(z.email({ error: INVALID_EMAIL })),
});

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** What the password fields say under them, before anything is typed. */
export const PASSWORD_HINT = `De ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar.`;

/**
 * Password rules the browser checks too (ASVS 2.1.1, 2.1.2, 2.1.9): length only, no composition
 * rule; spaces and any Unicode character count. The server also refuses guessable and breached ones.
 */
export const newPassword = z
  .string({ error: REQUIRED })
  .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
  .max(PASSWORD_MAX, `La contraseña no puede superar ${PASSWORD_MAX} caracteres`);

/** A password weighed as it is typed (ASVS 2.1.8); from a reset link, with the link's token. */
export const passwordStrengthRequest = z.object({ password: z.string().max(PASSWORD_MAX) });
export const resetPasswordStrengthRequest = passwordStrengthRequest.extend({
  token: z.string().min(20).max(200),
});

/**
 * How hard a password would be to guess: zxcvbn's score from 0 (at once) to 4 (beyond 10^10
 * guesses); `weakness` is the reason the server would refuse it, or null when it would take it.
 */
export const passwordStrength = z.object({
  score: z.number().int().min(0).max(4),
  weakness: z.string().nullable(),
});
export type PasswordStrength = z.infer<typeof passwordStrength>;

export const resetPasswordRequest = z.object({
  token: z.string().min(20).max(200),
  password: newPassword,
});

export const changePasswordRequest = z
  .object({
    currentPassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
    newPassword,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'La confirmación no coincide con la nueva contraseña',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'La nueva contraseña debe ser distinta de la actual',
    path: ['newPassword'],
  });

export const periodSchema = z.object({
  idPeriod: z.number().int(),
  idClient: z.number().int(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reportFinalDate: z.string().nullable(),
  expired: z.boolean(),
  /** Closed at year end (cierre del ejercicio): takes no posting, annulment or master change. */
  closed: z.boolean(),
});
export type Period = z.infer<typeof periodSchema>;

export const moduleSchema = z.object({ code: z.string(), description: z.string() });

export const clientSchema = z.object({
  idClient: z.number().int(),
  clientName: z.string(),
  addressClient: z.string(),
  abbreviationName: z.string(),
  codeFiscalInformation: z.string(),
  idCompany: z.number().int(),
  isCashier: z.boolean(),
  isSupervisorCashier: z.boolean(),
  isConsultant: z.boolean(),
  isSupport: z.boolean(),
  queuingSystemApplies: z.boolean(),
  validOverdraft: z.boolean(),
  modules: z.array(moduleSchema),
  periods: z.array(periodSchema),
  notifications: z.number().int(),
});
export type SessionClient = z.infer<typeof clientSchema>;

export const screenGrant = z.object({
  /** Stored form, prefixed `SRC-X-`. */
  src: z.string(),
  /** The screen code without the prefix. */
  code: z.string(),
  module: z.string(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

/** A headline figure of the current period (the budget's execution…): money as text, counts as numbers. */
export const mainStatistic = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['money', 'count']),
  value: z.string(),
});
export type MainStatistic = z.infer<typeof mainStatistic>;

export const sessionUser = z.object({
  idUser: z.number().int(),
  nameUser: z.string(),
  usuario: z.string(),
  role: z.enum(ROLES),
  idClient: z.number().int(),
  nameClient: z.string(),
  addressClient: z.string(),
  abbreviationName: z.string(),
  codeFiscalInformation: z.string(),
  idCompany: z.number().int(),
  isCashier: z.boolean(),
  isSupervisorCashier: z.boolean(),
  isConsultant: z.boolean(),
  isSupport: z.boolean(),
  /** The password falls short of the rules: it must be changed before anything else is served. */
  passwordChangeRequired: z.boolean(),
  /** A second factor is required of this user here and not yet set up: set up before anything else. */
  mfaSetupRequired: z.boolean(),
  validOverdraft: z.boolean(),
  queuingSystemApplies: z.boolean(),
  /** The institution's time zone (IANA): the web shows its times and dates on this wall clock. */
  timeZone: z.string(),
  idPeriod: z.number().int().nullable(),
  periodName: z.string().nullable(),
  clientes: z.array(clientSchema),
  src: z.array(screenGrant),
  modules: z.array(moduleSchema),
  notify: z.array(notificationSchema),
  mainStatistics: z.array(mainStatistic),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenInfo = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  /** Expiry as seconds since the epoch, compared with the current time in seconds (spec section 9). */
  expires_at: z.number().int(),
});
export type TokenInfo = z.infer<typeof tokenInfo>;

export const loginResponseData = z.object({ userInfo: z.array(sessionUser), tokenInfo });
/**
 * The password was right and the account has a second factor: no session yet, a challenge to
 * answer with a code of the authenticator app, or a recovery code, within a few minutes.
 */
export const secondFactorChallenge = z.object({
  secondFactor: z.object({ challenge: z.string(), expiresIn: z.number().int() }),
});
export const signInAnswer = z.union([loginResponseData, secondFactorChallenge]);
/** A code of the authenticator app (six digits) or a recovery code (XXXXX-XXXXX). */
export const secondFactorCode = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(20, 'El código no es válido');
export const secondFactorRequest = z.object({
  challenge: z.string().min(20).max(200),
  code: secondFactorCode,
});
export const newTokenResponseData = tokenInfo.extend({ userInfo: z.array(sessionUser) });

/** A user as the users screen edits it, within the session's client. */
export const userForm = z.object({
  usuario: z
    .string({ error: REQUIRED })
    .trim()
    .min(3, 'Mínimo 3 caracteres')
    .max(60, 'Máximo 60 caracteres')
    .regex(/^[a-zA-Z0-9._-]+$/, 'Use letras, números, puntos, guiones o guiones bajos, sin espacios'),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120, 'Máximo 120 caracteres'),
  email: z
    .union([z.literal(''), z.email({ error: INVALID_EMAIL })])
    .nullable()
    .optional(),
  role: z.enum(ROLES, { error: 'Elija un rol' }),
  active: z.boolean().default(true),
  isCashier: z.boolean().default(false),
  isSupervisorCashier: z.boolean().default(false),
  isConsultant: z.boolean().default(false),
  isSupport: z.boolean().default(false),
});

export const userCreate = userForm.extend({ password: newPassword });
/** On update the password is optional: given, it replaces the old one. */
export const userUpdate = userForm.extend({
  idUser: rowId,
  password: z.union([z.literal(''), newPassword]).optional(),
});
export const userDelete = z.object({ idUser: rowId });
export const permissionsSave = z.object({ screens: z.array(z.string().max(20)).max(500) });

export const ROLE_LABELS: Record<Role, string> = {
  SA: 'Administrador del sistema (SA)',
  ADMIN: 'Administrador de la institución',
  USER: 'Usuario',
};
