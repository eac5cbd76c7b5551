import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  clientColumn,
  createdAtColumn,
  idColumn,
  moment,
  ownerColumn,
} from '../../platform/documents/columns.ts';
import { screen } from '../common/index.ts';

/** The user a row is of: deleted with them. */
const userColumn = () => ownerColumn('id_user', () => appUser.id);

export const appUser = pgTable(
  'app_user',
  {
    id: idColumn(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['SA', 'ADMIN', 'USER'] })
      .notNull()
      .default('USER'),
    active: boolean('active').notNull().default(true),
    lastClientId: integer('last_client_id'),
    /**
     * Set when the password the user signed in with falls short of today's rules (length, guessable):
     * the session then serves nothing but the password change until a new one is set.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('app_user_username_uq').on(sql`lower(${t.username})`),
    index('app_user_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Membership of a user in a client, with the per-client flags of spec section 3. */
export const userClient = pgTable(
  'user_client',
  {
    idUser: userColumn(),
    idClient: clientColumn(),
    isCashier: boolean('is_cashier').notNull().default(false),
    isSupervisorCashier: boolean('is_supervisor_cashier').notNull().default(false),
    isConsultant: boolean('is_consultant').notNull().default(false),
    isSupport: boolean('is_support').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.idUser, t.idClient] }), index('user_client_client_idx').on(t.idClient)],
);

/** Screens granted to a user within one client. */
export const userScreen = pgTable(
  'user_screen',
  {
    idUser: userColumn(),
    idClient: clientColumn(),
    screenCode: text('screen_code')
      .notNull()
      .references(() => screen.code),
  },
  (t) => [
    primaryKey({ columns: [t.idUser, t.idClient, t.screenCode] }),
    index('user_screen_client_idx').on(t.idClient),
  ],
);

/** A sign-in: holds the hashed refresh secret; revoking it ends the session everywhere. */
export const userSession = pgTable(
  'user_session',
  {
    id: idColumn(),
    idUser: userColumn(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    /** The browser's user agent at sign-in (first 300 characters), for the person to tell sessions apart. */
    userAgent: text('user_agent'),
  },
  // The refresh cookie is the secret alone: the session is found by its hash, never by a guessable id.
  (t) => [index('user_session_user_idx').on(t.idUser), uniqueIndex('user_session_token_uq').on(t.tokenHash)],
);

/**
 * The refresh secrets a session held before its last renewals (each renewal from the cookie gives a
 * new one). One presented again after a short grace is a copy in someone else's hands: the whole
 * session ends (reuse detection).
 */
export const userSessionRetiredToken = pgTable(
  'user_session_retired_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    idSession: ownerColumn('id_session', () => userSession.id),
    retiredAt: moment('retired_at').notNull().defaultNow(),
  },
  (t) => [index('user_session_retired_token_session_idx').on(t.idSession)],
);

/**
 * A user's second factor (ASVS 2.8): the TOTP secret, sealed with the installation's key, confirmed
 * once the user typed a code it gives; and the last time step a code was accepted for, so that no
 * code is taken twice.
 */
export const userMfa = pgTable('user_mfa', {
  idUser: userColumn().primaryKey(),
  secret: text('secret').notNull(),
  confirmedAt: moment('confirmed_at'),
  lastStep: integer('last_step'),
  createdAt: createdAtColumn(),
});

/** One-use codes for when the phone is lost: kept hashed, each spent at its first use. */
export const userRecoveryCode = pgTable(
  'user_recovery_code',
  {
    id: idColumn(),
    idUser: userColumn(),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [uniqueIndex('user_recovery_code_uq').on(t.idUser, t.codeHash)],
);

/**
 * A password accepted for an account with a second factor: no session yet, only this challenge,
 * answered with a code within minutes and a few attempts. Found by the hash of its secret.
 */
export const signInChallenge = pgTable(
  'sign_in_challenge',
  {
    tokenHash: text('token_hash').primaryKey(),
    idUser: userColumn(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('sign_in_challenge_user_idx').on(t.idUser)],
);

export const passwordReset = pgTable(
  'password_reset',
  {
    id: idColumn(),
    idUser: userColumn(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('password_reset_token_uq').on(t.tokenHash),
    index('password_reset_user_idx').on(t.idUser),
  ],
);
