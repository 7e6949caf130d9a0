/**
 * "Google Calendar" and "Outlook" links (after "Add it to your calendar:") for a booked call, beside the invitation's `.ics`
 * (issue 53), and the call's address written short. Shared by the booking island and the server's
 * booked page so both offer the same links.
 */

export interface CallEvent {
  title: string;
  start: Date;
  end: Date;
  /** The room link, when the call has one. */
  location: string | null;
  details: string;
}

/** `20261126T123000Z`: the compact UTC form Google's template takes. */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function googleCalendarUrl(event: CallEvent): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.title);
  url.searchParams.set("dates", `${compactUtc(event.start)}/${compactUtc(event.end)}`);
  url.searchParams.set("details", event.details);
  if (event.location) url.searchParams.set("location", event.location);
  return url.toString();
}

export function outlookCalendarUrl(event: CallEvent): string {
  const url = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", event.title);
  url.searchParams.set("startdt", event.start.toISOString());
  url.searchParams.set("enddt", event.end.toISOString());
  url.searchParams.set("body", event.details);
  if (event.location) url.searchParams.set("location", event.location);
  return url.toString();
}

/**
 * A call's address as a person reads it: the host, and the path only while it stays short
 * ("meet.example.com/abc-defg-hij"); a long room name becomes "meet.example.com/…". The link
 * itself keeps the whole address: only the words shown are short, so nothing breaks mid-token.
 */
export function shortAddress(location: string, max = 32): string {
  try {
    const url = new URL(location);
    const host = url.host.replace(/^www\./, "");
    const path = url.pathname.replace(/\/+$/, "");
    return path && `${host}${path}`.length <= max ? `${host}${path}` : path ? `${host}/…` : host;
  } catch {
    return location.length <= max ? location : `${location.slice(0, max - 1)}…`;
  }
}
