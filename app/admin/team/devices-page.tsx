import { MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminTeamCopy } from "~/content/en/admin-team";
import type { Device, PersonReply } from "@shared/team";
import { TableHead } from "../table-head";
import { AccountForm } from "./account-form";
import { teamApi } from "./api";
import { LoadFailed, useLoad } from "./use-load";

/**
 * Each person's own devices (issue 50): every browser they are signed in on, with its network as
 * the server stores it and when it was last seen, "this device" marked; any of them signed out.
 * Below, their account: the language, zone and e-mails every message to them follows.
 */
export function DevicesPage({
  copy,
  locale,
  timeZone,
  person,
  onPersonChanged,
}: {
  copy: AdminTeamCopy;
  locale: string;
  timeZone: string;
  person: PersonReply;
  onPersonChanged: (person: PersonReply) => void;
}) {
  const [devices, reload] = useLoad(() => teamApi.devices().then((reply) => reply.devices), "devices");
  // A function of the copy, so a notice follows the language when the person switches it.
  const [notice, setNotice] = useState<((copy: AdminTeamCopy) => string) | null>(null);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const format = (iso: string) => when.format(new Date(iso));
  const browserOf = (device: Device) => device.userAgent ?? copy.devices.unknownBrowser;

  async function signOut(device: Device) {
    const browser = browserOf(device);
    try {
      await teamApi.signOutDevice(device.id);
      // This device signed out: the console asks again who is here, and finds nobody.
      if (device.current) return window.location.reload();
      setNotice(() => (copy: AdminTeamCopy) => copy.devices.signedOut(browser));
      reload();
    } catch {
      setNotice(() => (copy: AdminTeamCopy) => copy.devices.failed);
    }
  }

  return (
    <div className="space-y-10">
      <section className="space-y-6" aria-labelledby="devices-title">
        <div className="space-y-2">
          <h1 id="devices-title" className="flex items-center gap-2 text-title font-bold tracking-tight">
            <MonitorSmartphone aria-hidden className="size-8 shrink-0 text-accent" />
            {copy.devices.title}
          </h1>
          <p className="max-w-3xl text-muted">{copy.devices.intro}</p>
        </div>

        <p role="status" className="text-sm font-medium text-muted empty:hidden">
          {notice
            ? notice(copy)
            : devices === null
              ? copy.devices.loading
              : Array.isArray(devices)
                ? copy.devices.caption(devices.length)
                : ""}
        </p>

        {devices === "failed" ? (
          <LoadFailed message={copy.loadFailed} retry={copy.retry} onRetry={reload} />
        ) : devices === null ? null : devices.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-surface p-6 text-muted">{copy.devices.empty}</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
            <table className="phone-cards w-full text-left text-sm">
              <TableHead columns={Object.values(copy.devices.columns)} />
              <tbody>
                {devices.map((device) => (
                  <tr key={device.id} className="border-b border-line last:border-0">
                    <td data-label={copy.devices.columns.browser} className="px-4 py-3">
                      <span className="font-semibold">{browserOf(device)}</span>
                      {device.current ? (
                        <span className="ml-2 rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-accent-strong">
                          {copy.devices.thisDevice}
                        </span>
                      ) : null}
                      <span className="mt-1 block text-xs text-muted">
                        {copy.devices.signedInAt(format(device.createdAt))}
                      </span>
                    </td>
                    <td data-label={copy.devices.columns.network} className="px-4 py-3">
                      {device.network === null ? (
                        <span className="text-muted">{copy.devices.unknownNetwork}</span>
                      ) : (
                        <span className="font-mono text-xs">{device.network}</span>
                      )}
                    </td>
                    <td data-label={copy.devices.columns.lastSeen} className="px-4 py-3 whitespace-nowrap text-muted">
                      {device.lastSeenAt === null ? copy.devices.never : format(device.lastSeenAt)}
                    </td>
                    {/* No label on a phone: the button says what it does. */}
                    <td className="px-4 py-3">
                      <button
                        type="button"
                        aria-label={copy.devices.signOutLabel(browserOf(device))}
                        className={buttonVariants({ variant: "secondary" })}
                        onClick={() => void signOut(device)}
                      >
                        {copy.devices.signOut}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <AccountForm copy={copy} person={person} onSaved={onPersonChanged} />
    </div>
  );
}
