/**
 * A zone as a person reads it, with its IANA name for the unambiguous record: "Horário Padrão de
 * Brasília (America/Sao_Paulo)". The long name depends on the date (summer time), hence `at`.
 * The booking step, the booking pages and the booking e-mails all name zones this way.
 */
export function zoneName(timeZone: string, locale: string, at: Date): string {
  const long = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "long" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return long && long !== timeZone ? `${long} (${timeZone})` : timeZone;
}
