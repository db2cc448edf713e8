/** Saudi Arabia's offset from UTC in ms (UTC+3, no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The Riyadh date and time of an instant to the minute: 'YYYY-MM-DD HH:mm'. */
export function riyadhDateTime(instant: Date): string {
  return new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant a Riyadh calendar day 'YYYY-MM-DD' starts, moved by `days` whole days. */
export function riyadhDayStart(date: string, days = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - RIYADH_OFFSET_MS + days * 86_400_000);
}
