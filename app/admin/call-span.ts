/** "Tue, Dec 1, 10:00–10:30": a call's start and end in the owner's zone and language. */
export function callSpan(locale: string): (call: { start: string; end: string }) => string {
  const when = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  const until = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
  return (call) => `${when.format(new Date(call.start))}–${until.format(new Date(call.end))}`;
}
