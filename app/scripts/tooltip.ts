/** SPEC section 9's tooltip defaults. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
const TOOLTIP_SIDE_OFFSET_PX = 4;

// When one tooltip has just closed, the next opens at once: moving along a row of controls
// should not make the visitor wait again.
let lastClosedAt = -Infinity;

/**
 * A short label under a control whose icon says less than its name, for every
 * `[data-tooltip]` trigger under `root` (the value is the tooltip element's id; the element is
 * in the HTML, `hidden`). Opens after a pause on mouse hover and keyboard focus, at once within
 * the skip delay; closes on leave, blur, click, scroll and Escape. While it shows it is also the
 * trigger's description, so it is never the only way to learn it.
 */
export function enhanceTooltips(root: ParentNode = document): void {
  for (const trigger of root.querySelectorAll<HTMLElement>("[data-tooltip]")) {
    const tip = document.getElementById(trigger.dataset.tooltip ?? "");
    if (!tip) continue;
    tip.style.top = `calc(100% + ${TOOLTIP_SIDE_OFFSET_PX}px)`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      tip.hidden = false;
      trigger.setAttribute("aria-describedby", tip.id);
    };
    const open = () => {
      clearTimeout(timer);
      if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
      else timer = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
    };
    const close = () => {
      clearTimeout(timer);
      if (tip.hidden) return;
      tip.hidden = true;
      trigger.removeAttribute("aria-describedby");
      lastClosedAt = performance.now();
    };
    trigger.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && open());
    trigger.addEventListener("focus", open);
    for (const type of ["pointerleave", "blur", "click"]) trigger.addEventListener(type, close);
    window.addEventListener("scroll", close, { passive: true, capture: true });
    window.addEventListener("keydown", (event) => event.key === "Escape" && close());
  }
}
