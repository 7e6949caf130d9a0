/**
 * A zone as a person says it, with its offset from UTC at that moment: "horário de Brasília
 * (UTC−3)", "Eastern Time (UTC−5)". Never the IANA identifier: a visitor does not read
 * "America/Sao_Paulo". The offset depends on the date (summer time), hence `at`. The booking
 * step, the booking pages and the booking e-mails all name zones this way.
 */
export function zoneName(timeZone: string, locale: string, at: Date): string {
  const offset = utcOffset(timeZone, at);
  const name = genericName(timeZone, locale, at);
  return name ? `${name} (${offset})` : offset;
}

/** "Eastern Time", "horário de Brasília"; undefined when the language has no name for the zone. */
function genericName(timeZone: string, locale: string, at: Date): string | undefined {
  const name = part(timeZone, locale, at, "longGeneric");
  // Without a name of its own, Intl falls back to an offset ("GMT-03:00"): the offset says it all.
  if (!name || /^(GMT|UTC)([+-−]|$)/.test(name)) return undefined;
  // "Brasilia Standard Time" and "Horário Padrão de Brasília" are what a person calls "Brasília
  // time"; "Standard" only matters next to a summer time, which the offset already tells apart.
  const plain = name.replace(/ Standard Time$/, " Time").replace(/^Horário Padrão /, "Horário ");
  // Portuguese writes the zone as a common noun inside a sentence: "horário de Brasília".
  return locale.toLowerCase().startsWith("pt") ? plain.replace(/^Horário/, "horário") : plain;
}

/** "UTC−3", "UTC+5:30", "UTC+0", with a true minus sign. */
function utcOffset(timeZone: string, at: Date): string {
  const gmt = part(timeZone, "en", at, "shortOffset") ?? "GMT";
  const offset = gmt.replace(/^GMT/, "").replace("-", "\u2212");
  return `UTC${offset || "+0"}`;
}

function part(
  timeZone: string,
  locale: string,
  at: Date,
  timeZoneName: Intl.DateTimeFormatOptions["timeZoneName"],
): string | undefined {
  return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName })
    .formatToParts(at)
    .find((piece) => piece.type === "timeZoneName")?.value;
}
