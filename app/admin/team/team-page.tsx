import { Users } from "lucide-react";
import { useRef, useState } from "react";
import { ConfirmDialog } from "~/admin/confirm-dialog";
import { buttonVariants } from "~/components/ui/button";
import type { AdminTeamCopy } from "~/content/en/admin-team";
import { controlVariants } from "~/forms/form-controls";
import { cn } from "~/lib/cn";
import { ROLES, type PersonReply, type Role, type TeamMember } from "@shared/team";
import { TableHead } from "../table-head";
import { teamApi } from "./api";
import { errorText } from "./error-text";
import { InvitationLink } from "./invitation-link";
import { InviteForm } from "./invite-form";
import { LoadFailed, useLoad } from "./use-load";

type Status = keyof AdminTeamCopy["team"]["statuses"];
/** Removed; else invited while an invitation waits and no passkey is registered; else active. */
const statusOf = (member: TeamMember): Status =>
  member.removed ? "removed" : member.invitationPending && member.passkeys === 0 ? "invited" : "active";

const statusTone: Record<Status, string> = {
  invited: "bg-accent-soft text-accent-strong",
  active: "bg-success/10 text-success",
  removed: "bg-wash text-muted",
};

type Confirming = { action: "end" | "remove"; member: TeamMember };

/**
 * The team (issue 50), an owner's: each person with their role, language and status; invite,
 * change a role, send a new invitation to one who lost every device, sign one out everywhere,
 * remove one (both asked first). The last owner cannot be demoted or removed (the server says so).
 */
export function TeamPage({ copy, person }: { copy: AdminTeamCopy; person: PersonReply }) {
  const [people, reload] = useLoad(() => teamApi.team().then((reply) => reply.people), "team");
  // Functions of the copy, so a notice follows the language when the owner switches it.
  const [notice, setNotice] = useState<((copy: AdminTeamCopy) => string) | null>(null);
  const [failure, setFailure] = useState<((copy: AdminTeamCopy) => string) | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  // A new invitation's link, shown once beside the notice that it was sent.
  const [link, setLink] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  async function act(action: () => Promise<unknown>, done: (copy: AdminTeamCopy) => string) {
    setBusy(true);
    setLink(null);
    try {
      await action();
      setFailure(null);
      setNotice(() => done);
      reload();
    } catch (error) {
      setNotice(null);
      setFailure(() => (copy: AdminTeamCopy) => errorText(copy, error));
    } finally {
      setBusy(false);
    }
  }

  const ask = (next: Confirming) => {
    setConfirming(next);
    dialog.current?.showModal();
  };

  async function confirm() {
    if (confirming === null) return;
    const { action, member } = confirming;
    await (action === "end"
      ? act(
          () => teamApi.endSessions(member.id),
          (copy) => copy.team.done.ended(member.name),
        )
      : act(
          () => teamApi.remove(member.id),
          (copy) => copy.team.done.removed(member.name),
        ));
    dialog.current?.close();
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="flex items-center gap-2 text-title font-bold tracking-tight">
          <Users aria-hidden className="size-8 shrink-0 text-accent" />
          {copy.team.title}
        </h1>
        <p className="max-w-3xl text-muted">{copy.team.intro}</p>
      </div>

      <p role="status" className="text-sm font-medium text-muted empty:hidden">
        {notice
          ? notice(copy)
          : people === null
            ? copy.team.loading
            : Array.isArray(people)
              ? copy.team.caption(people.length)
              : ""}
      </p>
      {link === null ? null : (
        <div className="max-w-3xl">
          <InvitationLink copy={copy} link={link} />
        </div>
      )}
      {failure ? (
        <p role="alert" className="rounded-xl bg-danger/5 p-3 text-sm text-danger">
          {failure(copy)}
        </p>
      ) : null}

      {people === "failed" ? (
        <LoadFailed message={copy.loadFailed} retry={copy.retry} onRetry={reload} />
      ) : people === null ? null : people.length <= 1 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface p-6 text-muted">{copy.team.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="phone-cards w-full text-left text-sm">
            <TableHead columns={Object.values(copy.team.columns)} />
            <tbody>
              {people.map((member) => {
                const status = statusOf(member);
                const you = member.id === person.id;
                return (
                  <tr key={member.id} className="border-b border-line last:border-0">
                    <td data-label={copy.team.columns.person} className="px-4 py-3 sm:min-w-56">
                      <span>
                        <span className="font-semibold">{member.name}</span>
                        {you ? <span className="text-muted"> ({copy.team.you})</span> : null}
                      </span>
                      <span className="block text-xs text-muted">{member.email}</span>
                    </td>
                    <td data-label={copy.team.columns.role} className="px-4 py-3">
                      {member.removed ? (
                        copy.roles[member.role]
                      ) : (
                        <select
                          aria-label={copy.team.changeRole(member.name)}
                          value={member.role}
                          disabled={busy}
                          onChange={(event) => {
                            const role = event.target.value as Role;
                            void act(
                              () => teamApi.changeRole(member.id, role),
                              (copy) => copy.team.done.role(member.name, copy.roles[role]),
                            );
                          }}
                          className={cn(controlVariants(), "min-w-36")}
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {copy.roles[role]}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td data-label={copy.team.columns.language} className="px-4 py-3 whitespace-nowrap">
                      {copy.languages[member.language]}
                    </td>
                    <td data-label={copy.team.columns.status} className="px-4 py-3">
                      <span
                        className={cn(
                          "rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap",
                          statusTone[status],
                        )}
                      >
                        {copy.team.statuses[status]}
                      </span>
                      {member.removed ? null : (
                        <span className="mt-1.5 block text-xs whitespace-nowrap text-muted">
                          {copy.team.sessions(member.sessions)}
                        </span>
                      )}
                    </td>
                    {/* No label on a phone: the buttons say what they do, and get the card's width. */}
                    <td className="px-4 py-3">
                      {member.removed ? null : (
                        <div className="flex flex-wrap gap-2">
                          {you ? null : (
                            <button
                              type="button"
                              disabled={busy}
                              className={buttonVariants({ variant: "secondary" })}
                              onClick={() =>
                                void act(
                                  async () => setLink((await teamApi.reinvite(member.id)).link),
                                  (copy) => copy.team.done.reinvited(member.name),
                                )
                              }
                            >
                              {copy.team.reinvite}
                            </button>
                          )}
                          {you ? null : (
                            <>
                              <button
                                type="button"
                                disabled={busy || member.sessions === 0}
                                className={buttonVariants({ variant: "secondary" })}
                                onClick={() => ask({ action: "end", member })}
                              >
                                {copy.team.endSessions}
                              </button>
                              <button
                                type="button"
                                disabled={busy}
                                className={cn(buttonVariants({ variant: "secondary" }), "text-danger")}
                                onClick={() => ask({ action: "remove", member })}
                              >
                                {copy.team.remove}
                              </button>
                            </>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <InviteForm copy={copy} language={person.language} timeZone={person.timeZone} onInvited={reload} />

      <ConfirmDialog
        dialog={dialog}
        title={
          confirming === null
            ? ""
            : confirming.action === "end"
              ? copy.team.confirmEnd.title(confirming.member.name)
              : copy.team.confirmRemove.title(confirming.member.name)
        }
        body={confirming?.action === "remove" ? copy.team.confirmRemove.body : copy.team.confirmEnd.body}
        keep={copy.keep}
        confirm={confirming?.action === "remove" ? copy.team.confirmRemove.confirm : copy.team.confirmEnd.confirm}
        onConfirm={() => void confirm()}
        busy={busy}
      />
    </div>
  );
}
