import type { FormKind } from "@shared/lead-forms";

/**
 * What a visitor typed, kept in local storage until the message is sent, so a reload, a crash
 * or a lost connection never throws it away. Storage failures (private mode, full quota) only
 * cost the draft, never the form.
 */
const key = (kind: FormKind) => `por.draft.${kind}`;

export function loadDraft(kind: FormKind): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(kind)) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch (error) {
    console.warn("Could not read the saved draft.", error);
    return {};
  }
}

export function saveDraft(kind: FormKind, values: Record<string, string>): void {
  try {
    localStorage.setItem(key(kind), JSON.stringify(values));
  } catch (error) {
    console.warn("Could not save the draft.", error);
  }
}

export function clearDraft(kind: FormKind): void {
  try {
    localStorage.removeItem(key(kind));
  } catch (error) {
    console.warn("Could not clear the draft.", error);
  }
}
