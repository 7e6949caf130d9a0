import { useId } from "react";
import { zoneName } from "@shared/zone-name";

/**
 * Zones a visitor is likely to want besides their own: where our clients and the owner are. The
 * list is short on purpose (a select of 400 zones is a chore); the visitor's own zone is first.
 */
const COMMON_ZONES = [
  "America/Los_Angeles",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Lisbon",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
];

/** Which zone the times are shown in: the visitor's own by default, any of a short list instead. */
export function ZonePicker({
  label,
  value,
  own,
  locale,
  at,
  onChange,
}: {
  label: string;
  value: string;
  own: string;
  locale: string;
  /** The instant the zones' names are written for (summer or winter time). */
  at: Date;
  onChange: (zone: string) => void;
}) {
  const id = useId();
  const zones = [own, ...COMMON_ZONES.filter((zone) => zone !== own)];
  return (
    <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        name="timeZone"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-lg border border-line bg-surface px-3"
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zoneName(zone, locale, at)}
          </option>
        ))}
      </select>
    </p>
  );
}
