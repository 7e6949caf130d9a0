/**
 * Runs `task` once the browser has reported the page's first contentful paint, which it does when
 * that frame is on the screen (a task queued after the frame is drawn can still run before then):
 * work that reads or changes the page, or fetches, then cannot hold back its first paint. Every
 * browser with the popovers the menus use reports paints; in one that does not, the task never
 * runs and the page works as it does without JavaScript.
 */
export function afterFirstPaint(task: () => void): void {
  new PerformanceObserver((paints) => {
    // Reported once per page, so the task runs once.
    if (paints.getEntriesByName("first-contentful-paint").length > 0) task();
  }).observe({ type: "paint", buffered: true });
}
