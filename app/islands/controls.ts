/**
 * What a visitor has done to a group of form controls: their values and which one has the
 * focus. Taken from pre-rendered HTML before a component replaces it, so nothing typed is lost.
 */
export interface ControlSnapshot {
  /** Non-empty values of the named text controls, by name. */
  values: Record<string, string>;
  focus?: { name: string; selectionStart: number | null; selectionEnd: number | null };
}

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTextControl = (element: Element): element is TextControl =>
  (element instanceof HTMLInputElement &&
    !["hidden", "checkbox", "radio", "submit", "button"].includes(element.type)) ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

export function captureControls(root: HTMLElement): ControlSnapshot {
  const values: Record<string, string> = {};
  for (const element of root.querySelectorAll("[name]")) {
    if (isTextControl(element) && element.value !== "") values[element.name] = element.value;
  }
  const active = document.activeElement;
  if (!active || !root.contains(active) || !isTextControl(active) || !active.name) return { values };
  const selectable = !(active instanceof HTMLSelectElement) && hasSelection(active);
  return {
    values,
    focus: {
      name: active.name,
      selectionStart: selectable ? active.selectionStart : null,
      selectionEnd: selectable ? active.selectionEnd : null,
    },
  };
}

/** Writes values into the named controls under `root`; names with no control are ignored. */
export function applyValues(root: HTMLElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const element = namedControl(root, name);
    if (element) element.value = value;
  }
}

export function restoreFocus(root: HTMLElement, snapshot: ControlSnapshot): void {
  const { focus } = snapshot;
  if (!focus) return;
  const element = namedControl(root, focus.name);
  if (!element) return;
  element.focus({ preventScroll: true });
  if (element instanceof HTMLSelectElement || focus.selectionStart === null || !hasSelection(element)) return;
  element.setSelectionRange(focus.selectionStart, focus.selectionEnd ?? focus.selectionStart);
}

function namedControl(root: HTMLElement, name: string): TextControl | undefined {
  for (const element of root.querySelectorAll("[name]")) {
    if (isTextControl(element) && element.name === name) return element;
  }
  return undefined;
}

/** `selectionStart` throws or is null on input types without a caret (email, number). */
function hasSelection(element: HTMLInputElement | HTMLTextAreaElement): boolean {
  try {
    return element.selectionStart !== null;
  } catch {
    return false;
  }
}
