/**
 * The RIF's check digit (SENIAT): the letter's value (V 1, E 2, J 3, P 4, G 5) and the eight digits,
 * weighted 4 3 2 7 6 5 4 3 2, summed; the digit is 11 less the remainder by 11, and 0 when that
 * gives 10 or 11. G-20009997-6, the SENIAT's own RIF, checks. Communal RIFs (C) and other letters have
 * no published rule, so they are not accepted where the digit is checked.
 */
const LETTER_VALUE: Record<string, number> = { V: 1, E: 2, J: 3, P: 4, G: 5 };
const WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The check digit of a RIF's letter and eight digits, or null when the letter has no rule. */
export function rifCheckDigit(letter: string, digits: string): number | null {
  const value = LETTER_VALUE[letter];
  if (value === undefined || !/^\d{8}$/.test(digits)) return null;
  const figures = [value, ...digits.split('').map(Number)];
  const sum = figures.reduce((acc, d, i) => acc + d * (WEIGHTS[i] as number), 0);
  const check = 11 - (sum % 11);
  return check >= 10 ? 0 : check;
}

/** Whether a RIF written J-12345678-9 has the check digit its letter and number give. */
export function rifChecks(rif: string): boolean {
  const m = /^([A-Z])-(\d{8})-(\d)$/.exec(rif);
  if (!m) return false;
  return rifCheckDigit(m[1] as string, m[2] as string) === Number(m[3]);
}

/** A RIF with its check digit, from its letter and eight digits. */
export function rifOf(letter: string, digits: string): string {
  const check = rifCheckDigit(letter, digits);
  if (check === null) throw new Error(`Letra de RIF sin dígito verificador: ${letter}`);
  return `${letter}-${digits}-${check}`;
}
