/**
 * Runs `callback` once the page has loaded and the browser has a moment to spare: for work that
 * must not compete with the first paint or the first interaction. Returns a cancel function.
 */
export function afterLoadWhenIdle(callback: () => void): () => void {
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ("requestIdleCallback" in window) idleHandle = window.requestIdleCallback(callback, { timeout: 2000 });
    else timeoutHandle = setTimeout(callback, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}
