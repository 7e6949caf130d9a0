import { LANGUAGE_TAGS, type Language } from "../../shared/languages.js";
import { BOOKING_PATHS, type Slot } from "../../shared/booking.js";
import { documentStart, escapeHtml } from "../collector/html-page.js";
import { zoneName } from "../../shared/zone-name.js";
import { dayKey, formatDay, formatTime, formatWhen } from "./format.js";
import { BOOKING_MESSAGES } from "./messages.js";

// The booking pages work without the site's CSS or JS, like the collector's no-JS page, and
// share its style; this adds the slot grid and the secondary links.
const BOOKING_STYLE = `
.zone{color:#4a4a4a}
.day{margin:1.5rem 0 .5rem;font-size:1.125rem}
.slots{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.slots form{margin:0}
.slots button{margin:0;background:#fff;color:#4338ca;border:1px solid #4338ca;min-width:6rem}
.notice{border-left:4px solid #4338ca;background:#eef0ff;padding:.75rem 1rem;margin:1rem 0}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-top:1.5rem}
.actions form{margin:0}
.actions button{margin:0}
`.trim();

export interface PageFrame {
  language: Language;
  title: string;
  /** Shown above the content with role="alert": a conflict or an error. */
  alert?: string;
  body: string;
}

export function renderPage({ language, title, alert, body }: PageFrame): string {
  const t = BOOKING_MESSAGES[language].page;
  const alertHtml = alert === undefined ? "" : `<div class="errors" role="alert"><p>${escapeHtml(alert)}</p></div>\n`;
  return `${documentStart(language, title, BOOKING_STYLE)}
${alertHtml}${body}
<p class="back"><a href="/${language}/">${escapeHtml(t.backToSite)}</a></p>
</main>
</body>
</html>
`;
}

export interface ZoneChoice {
  /** The zone the times are shown in. */
  timeZone: string;
  /** False when it is the owner's zone for want of the visitor's. */
  visitors: boolean;
}

/** The slots as plain forms, grouped by the visitor's days; each posts `token`, `start`, `tz`. */
export function renderSlotList(
  language: Language,
  slots: readonly Slot[],
  { action, token, zone }: { action: string; token: string; zone: ZoneChoice },
): string {
  const t = BOOKING_MESSAGES[language].page;
  if (slots.length === 0) return `<p class="notice">${escapeHtml(t.noSlots)}</p>`;
  const zoneLine = `<p class="zone">${escapeHtml(t.timesIn(zoneName(zone.timeZone, LANGUAGE_TAGS[language], new Date(slots[0]!.start))))}${
    zone.visitors ? "" : ` ${escapeHtml(t.ownerZoneNote)}`
  }</p>`;
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = dayKey(new Date(slot.start), zone.timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  const hidden =
    `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
    (zone.visitors ? `<input type="hidden" name="tz" value="${escapeHtml(zone.timeZone)}">` : "");
  const groups = [...days.values()].map((daySlots, index) => {
    const day = formatDay(new Date(daySlots[0]!.start), zone.timeZone, language);
    const headingId = `day-${index}`;
    const items = daySlots
      .map((slot) => {
        const start = new Date(slot.start);
        const time = formatTime(start, zone.timeZone, language);
        const label = formatWhen(start, zone.timeZone, language);
        return (
          `<li><form method="post" action="${escapeHtml(action)}">${hidden}` +
          `<input type="hidden" name="start" value="${escapeHtml(slot.start)}">` +
          `<button type="submit" aria-label="${escapeHtml(label)}">${escapeHtml(time)}</button></form></li>`
        );
      })
      .join("\n");
    return `<h2 class="day" id="${headingId}">${escapeHtml(day)}</h2>\n<ul class="slots" aria-labelledby="${headingId}">\n${items}\n</ul>`;
  });
  return `${zoneLine}\n${groups.join("\n")}`;
}

/** The booked call, with its two links (to pages that work without JavaScript). */
export function renderBookedCall(
  language: Language,
  call: { start: Date; timeZone: string; rescheduleUrl: string; cancelUrl: string },
  { justBooked }: { justBooked: boolean },
): string {
  const t = BOOKING_MESSAGES[language].page;
  const when = formatWhen(call.start, call.timeZone, language);
  return [
    `<p>${escapeHtml(t.bookedWhen(when))}</p>`,
    `<p class="zone">${escapeHtml(t.timesIn(zoneName(call.timeZone, LANGUAGE_TAGS[language], call.start)))}</p>`,
    justBooked ? `<p class="notice">${escapeHtml(t.invitationSent)}</p>` : "",
    `<p class="actions"><a href="${escapeHtml(call.rescheduleUrl)}">${escapeHtml(t.reschedule)}</a>` +
      `<a href="${escapeHtml(call.cancelUrl)}">${escapeHtml(t.cancel)}</a></p>`,
  ]
    .filter((part) => part !== "")
    .join("\n");
}

/** The cancel link's page: one confirming button, since a GET (a mail scanner's) must not cancel. */
export function renderCancelForm(
  language: Language,
  call: { start: Date; timeZone: string; token: string; rescheduleUrl: string },
): string {
  const t = BOOKING_MESSAGES[language].page;
  const when = formatWhen(call.start, call.timeZone, language);
  return [
    `<p>${escapeHtml(t.cancelIntro(when))}</p>`,
    `<p class="zone">${escapeHtml(t.timesIn(zoneName(call.timeZone, LANGUAGE_TAGS[language], call.start)))}</p>`,
    `<div class="actions"><form method="post" action="${BOOKING_PATHS.cancel}">` +
      `<input type="hidden" name="token" value="${escapeHtml(call.token)}">` +
      `<button type="submit">${escapeHtml(t.cancelConfirm)}</button></form>` +
      `<a href="${escapeHtml(call.rescheduleUrl)}">${escapeHtml(t.reschedule)}</a></div>`,
  ].join("\n");
}

export function renderParagraphs(...paragraphs: string[]): string {
  return paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n");
}
