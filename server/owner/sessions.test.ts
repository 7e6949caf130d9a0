import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { addPerson, removePerson } from "../team/people.js";
import {
  createSession,
  deleteExpiredSessions,
  deletePersonSession,
  deletePersonSessions,
  deleteSession,
  findSession,
  listSessions,
} from "./sessions.js";

describe.each(DIALECTS)("sessions repository on %s", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const t0 = new Date("2026-11-21T12:00:00.000Z");
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const person = (email: string) =>
    addPerson(
      handle.db,
      { email, name: "Example Person", role: "consultant", language: "pt", timeZone: "America/Sao_Paulo" },
      t0,
    );
  const session = (id: string, personId: string, expiresIn: number) => ({
    id,
    createdAt: t0,
    expiresAt: later(expiresIn),
    personId,
    userAgent: "Firefox · Linux",
    network: "203.0.113.0",
    lastSeenAt: t0,
  });

  it("finds a session with its person until it expires or is deleted; forgets expired ones", async () => {
    const { db } = handle;
    const ana = (await person("ana@example.com"))!;
    await createSession(db, session("s1", ana.id, 1_000));
    await createSession(db, session("s2", ana.id, 5_000));
    expect(await findSession(db, "s1", later(999))).toMatchObject({
      id: "s1",
      personId: ana.id,
      userAgent: "Firefox · Linux",
      network: "203.0.113.0",
      person: { email: "ana@example.com", role: "consultant", language: "pt" },
    });
    expect(await findSession(db, "s1", later(1_000))).toBeUndefined();
    expect(await findSession(db, "nope", t0)).toBeUndefined();
    expect(await deleteExpiredSessions(db, later(1_000))).toBe(1);
    await deleteSession(db, "s2");
    expect(await findSession(db, "s2", t0)).toBeUndefined();
  });

  it("lists a person's devices, signs one out only for its owner, ends them all, and none of a removed person", async () => {
    const { db } = handle;
    const ana = (await person("ana@example.com"))!;
    const bia = (await person("bia@example.com"))!;
    for (const id of ["a1", "a2", "a3"]) await createSession(db, session(id, ana.id, 5_000));
    await createSession(db, session("b1", bia.id, 5_000));
    expect((await listSessions(db, ana.id, t0)).map((s) => s.id).sort()).toEqual(["a1", "a2", "a3"]);
    expect(await deletePersonSession(db, bia.id, "a1")).toBe(false);
    expect(await deletePersonSession(db, ana.id, "a1")).toBe(true);
    expect(await deletePersonSessions(db, ana.id)).toBe(2);
    expect(await listSessions(db, ana.id, t0)).toEqual([]);
    await createSession(db, session("b2", bia.id, 5_000));
    await removePerson(db, bia.id, t0);
    expect(await findSession(db, "b2", t0)).toBeUndefined();
  });
});
