/**
 * One clock: every date and time the product shows or decides on is the institution's own, in its
 * time zone, whatever zone the server, the database or the browser run in. An instant is stored as
 * such (`timestamptz`); a business date (a receipt's cash day, a movement's date, a queue's day) is
 * the calendar date in the institution's zone at that instant, computed here, never by casting.
 */

/** An institution that has not chosen is where the product was first made for. */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

/**
 * The zones an institution may choose (IANA names): the Spanish-speaking countries' and their
 * neighbours', and UTC. A name missing here is added here, and the institutions' master offers it.
 */
export const TIME_ZONES = [
  { value: 'America/Caracas', label: 'Venezuela (Caracas, UTC−4)' },
  { value: 'America/Bogota', label: 'Colombia (Bogotá, UTC−5)' },
  { value: 'America/Lima', label: 'Perú (Lima, UTC−5)' },
  { value: 'America/Guayaquil', label: 'Ecuador (Guayaquil, UTC−5)' },
  { value: 'Pacific/Galapagos', label: 'Ecuador (Galápagos, UTC−6)' },
  { value: 'America/Panama', label: 'Panamá (UTC−5)' },
  { value: 'America/Costa_Rica', label: 'Costa Rica (UTC−6)' },
  { value: 'America/Managua', label: 'Nicaragua (Managua, UTC−6)' },
  { value: 'America/Tegucigalpa', label: 'Honduras (Tegucigalpa, UTC−6)' },
  { value: 'America/El_Salvador', label: 'El Salvador (UTC−6)' },
  { value: 'America/Guatemala', label: 'Guatemala (UTC−6)' },
  { value: 'America/Mexico_City', label: 'México (Ciudad de México, UTC−6)' },
  { value: 'America/Cancun', label: 'México (Cancún, UTC−5)' },
  { value: 'America/Havana', label: 'Cuba (La Habana)' },
  { value: 'America/Santo_Domingo', label: 'República Dominicana (UTC−4)' },
  { value: 'America/Puerto_Rico', label: 'Puerto Rico (UTC−4)' },
  { value: 'America/La_Paz', label: 'Bolivia (La Paz, UTC−4)' },
  { value: 'America/Asuncion', label: 'Paraguay (Asunción)' },
  { value: 'America/Santiago', label: 'Chile (Santiago)' },
  { value: 'America/Argentina/Buenos_Aires', label: 'Argentina (Buenos Aires, UTC−3)' },
  { value: 'America/Montevideo', label: 'Uruguay (Montevideo, UTC−3)' },
  { value: 'America/New_York', label: 'Estados Unidos (Nueva York)' },
  { value: 'Europe/Madrid', label: 'España (Madrid)' },
  { value: 'Atlantic/Canary', label: 'España (Canarias)' },
  { value: 'Africa/Malabo', label: 'Guinea Ecuatorial (Malabo, UTC+1)' },
  { value: 'UTC', label: 'UTC' },
] as const;

export type TimeZone = (typeof TIME_ZONES)[number]['value'];

// Building a formatter costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(instant: Date, zone: string): Record<string, string> {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
}

/** The calendar date (`yyyy-MM-dd`) in `zone` at `instant`: an institution's "today". */
export function dateIn(instant: Date, zone: string): string {
  const p = partsIn(instant, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `dd/MM/yyyy HH:mm` of an instant, on the wall clock of `zone` (the institution's). */
export function formatDateTime(value: Date | string, zone: string): string {
  const p = partsIn(typeof value === 'string' ? new Date(value) : value, zone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** `HH:mm` of an instant on the wall clock of `zone`. */
export function formatTime(value: Date | string, zone: string): string {
  const p = partsIn(typeof value === 'string' ? new Date(value) : value, zone);
  return `${p.hour}:${p.minute}`;
}
