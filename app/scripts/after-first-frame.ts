/**
 * Runs `task` once the page's first frame is on screen: work that reads or changes the page
 * (a layout read, a text change, a worker to fetch) then cannot hold back its first paint.
 */
export function afterFirstFrame(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}
