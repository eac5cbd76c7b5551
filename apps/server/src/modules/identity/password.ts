import { createHash, randomBytes } from 'node:crypto';
import { newPassword, PASSWORD_HINT, type PasswordStrength } from '@erario/contracts';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from '../../platform/errors.ts';

// @node-rs/argon2 hashes with argon2id by default; these are OWASP's minimum settings for it.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/**
 * Marks a hash made with the pepper (ASVS 2.4.5): argon2id keyed with PASSWORD_PEPPER as its secret.
 * Hashes without it (made before the pepper was set, or by the seed) still verify, and the sign-in
 * that verifies one makes it again with the pepper (`wantsPepper`).
 */
const PEPPERED = 'pepper:';

/** The pepper, or null when the installation has none (config.passwordPepper). */
export type Pepper = Uint8Array | null;

export function hashPassword(password: string, pepper: Pepper = null): Promise<string> {
  if (!pepper) return hash(password, OPTIONS);
  return hash(password, { ...OPTIONS, secret: pepper }).then((made) => PEPPERED + made);
}

/** False, never an error, for a wrong password, a damaged hash, or a peppered hash without the pepper. */
export function verifyPassword(stored: string, password: string, pepper: Pepper): Promise<boolean> {
  if (!stored.startsWith(PEPPERED)) return verify(stored, password).catch(() => false);
  if (!pepper) return Promise.resolve(false);
  return verify(stored.slice(PEPPERED.length), password, { secret: pepper }).catch(() => false);
}

/** Whether a hash that just verified should be made again, now with the installation's pepper. */
export function wantsPepper(stored: string, pepper: Pepper): boolean {
  return pepper !== null && !stored.startsWith(PEPPERED);
}

/** The SQL pattern of peppered hashes: at start, their count tells whether the pepper is missing. */
export const PEPPERED_LIKE = `${PEPPERED}%`;

/**
 * The hash of a password being set (created, changed, reset, or set by an administrator), after
 * refusing one that is easy to guess, with the message under `field`. The one gate every new
 * password goes through. `personal`: the account's user name, name and e-mail, which it may not use.
 */
export async function hashNewPassword(
  password: string,
  personal: readonly (string | null | undefined)[],
  field: string,
  pepper: Pepper,
): Promise<string> {
  const weakness = await passwordWeakness(password, personal);
  if (weakness) throw badRequest(weakness, [{ field, message: weakness }]);
  return hashPassword(password, pepper);
}

/** A secret for a link or a cookie, and the hash the database keeps instead of it. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** 24 random characters (144 bits): past the product's length rule and any guessing estimate. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Why a new password would be easy to guess, or null when it will do (ASVS 2.1.7): it is one of the
 * common and breached passwords of zxcvbn-ts's list, or its estimate falls under 10^8 guesses
 * (zxcvbn score 3) because it is made of dictionary words, the user's own names, keyboard runs,
 * sequences or repeats. Length is the contract's rule; no composition rule is applied (ASVS 2.1.9).
 */
export async function passwordWeakness(
  password: string,
  personal: readonly (string | null | undefined)[],
): Promise<string | null> {
  return (await weighPassword(password, personal)).weakness;
}

/**
 * The strength meter's reading (ASVS 2.1.8) and the refusal's reason, from one estimate: what the
 * meter shows while a password is typed is what the server then does with it. Too short or too long
 * is said first, as the contract says it, scored as nothing.
 */
export async function weighPassword(
  password: string,
  personal: readonly (string | null | undefined)[],
): Promise<PasswordStrength> {
  const length = newPassword.safeParse(password);
  if (!length.success) return { score: 0, weakness: length.error.issues[0]?.message ?? PASSWORD_HINT };
  // The e-mail's local part too: «jperez» of jperez@alcaldia.gob.ve.
  const words = personal.flatMap((p) => (p ? [p, ...p.split(/[@\s]+/)] : [])).filter((w) => w.length >= 3);
  const estimate = (await estimator()).check(password, words);
  const [only] = estimate.sequence;
  if (
    estimate.sequence.length === 1 &&
    only?.pattern === 'dictionary' &&
    only.dictionaryName === 'passwords-common'
  ) {
    return {
      score: 0,
      weakness: 'Esta contraseña figura en las listas de contraseñas filtradas o más usadas. Elija otra.',
    };
  }
  if (estimate.score >= 3) return { score: estimate.score, weakness: null };
  const patterns = new Set(
    estimate.sequence.map((m) => (m.pattern === 'dictionary' ? m.dictionaryName : m.pattern)),
  );
  const why = patterns.has('userInputs')
    ? 'contiene su usuario, su nombre o su correo'
    : patterns.has('repeat')
      ? 'repite un mismo patrón'
      : patterns.has('spatial') || patterns.has('sequence')
        ? 'sigue una secuencia de teclas, letras o números'
        : 'se compone de palabras o claves muy comunes';
  return {
    score: estimate.score,
    weakness: `Esta contraseña es fácil de adivinar: ${why}. Use una frase de tres o cuatro palabras sin relación entre sí.`,
  };
}

let loaded: Promise<ZxcvbnFactory> | undefined;
/** The dictionaries (≈ 30 MB once unpacked, ≈ 0.2 s) load at the first password checked, not at boot. */
function estimator(): Promise<ZxcvbnFactory> {
  loaded ??= Promise.all([import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-es-es')]).then(
    ([common, es]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...es.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return loaded;
}
