/**
 * The team pages' client for `/api/admin/team`, `/api/admin/activity` and `/api/admin/me/*`.
 * The shapes are the server's own (shared/team.ts), imported as types only.
 */
import type * as v from "valibot";
import type {
  activityReply,
  changeMeBody,
  ColleaguesReply,
  devicesReply,
  invitationReply,
  NewPersonBody,
  Role,
  teamReply,
} from "@shared/team";
import { request } from "../api";

type TeamReply = v.InferOutput<typeof teamReply>;
type ChangeMe = v.InferOutput<typeof changeMeBody>;
const at = (id: string) => encodeURIComponent(id);

export const teamApi = {
  team: () => request<TeamReply>("/api/admin/team"),
  colleagues: () => request<ColleaguesReply>("/api/admin/colleagues"),
  invite: (body: NewPersonBody) =>
    request<v.InferOutput<typeof invitationReply>>("/api/admin/team", { method: "POST", body: JSON.stringify(body) }),
  changeRole: (id: string, role: Role) =>
    request<TeamReply>(`/api/admin/team/${at(id)}`, { method: "PATCH", body: JSON.stringify({ role }) }),
  reinvite: (id: string) =>
    request<v.InferOutput<typeof invitationReply>>(`/api/admin/team/${at(id)}/invitation`, { method: "POST" }),
  endSessions: (id: string) => request<undefined>(`/api/admin/team/${at(id)}/sessions`, { method: "DELETE" }),
  remove: (id: string) => request<undefined>(`/api/admin/team/${at(id)}`, { method: "DELETE" }),
  activity: (person?: string) =>
    request<v.InferOutput<typeof activityReply>>(
      `/api/admin/activity${person === undefined ? "" : `?person=${at(person)}`}`,
    ),
  leadActivity: (lead: string) => request<v.InferOutput<typeof activityReply>>(`/api/admin/leads/${at(lead)}/activity`),
  devices: () => request<v.InferOutput<typeof devicesReply>>("/api/admin/me/devices"),
  signOutDevice: (id: string) => request<undefined>(`/api/admin/me/devices/${at(id)}`, { method: "DELETE" }),
  changeMe: (changes: ChangeMe) =>
    request<undefined>("/api/admin/me", { method: "PATCH", body: JSON.stringify(changes) }),
};
