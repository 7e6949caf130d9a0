import { Video } from "lucide-react";
import type { AdminCopy } from "~/content/en/admin";

/**
 * Where the owner joins a call (issue 51): a link to its room when the location is a web address,
 * else the location as written (a phone number, an address). Nothing when the owner set none.
 */
export function CallJoin({
  location,
  name,
  copy,
}: {
  location: string | null;
  name: string;
  copy: AdminCopy["calls"];
}) {
  if (!location) return null;
  const url = URL.parse(location);
  if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
    return <span className="text-xs break-words text-muted">{location}</span>;
  }
  return (
    <a
      href={url.href}
      target="_blank"
      rel="noreferrer"
      aria-label={copy.joinWith(name, url.host)}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline"
    >
      <Video aria-hidden className="size-4" />
      {copy.join}
    </a>
  );
}
