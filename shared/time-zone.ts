/**
 * An IANA time zone name this runtime knows (`America/Sao_Paulo`): every date a visitor or a
 * person on the team is shown is written in one. Intl is the authority, so a zone the runtime
 * cannot format is refused where it is read, not when it is first used.
 */
export function isTimeZone(value: string): boolean {
  if (value === "" || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
