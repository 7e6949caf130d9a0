import { ParticleField, particleCount } from "./particle-field";

/** What tells us someone is at the page, not just a tab loading in the background. */
const ENGAGEMENT = ["pointermove", "pointerdown", "keydown", "wheel", "scroll", "touchstart"] as const;

/**
 * Runs a ParticleField on a canvas for as long as it is worth watching: it paints a still frame,
 * starts moving when the visitor first moves, touches, scrolls or types (a page nobody looks at
 * spends no phone's battery on it, and a page load measured by a robot is not busy with it),
 * pauses while the tab is hidden or the canvas is scrolled out of view, follows the canvas size
 * and the window width, tracks the pointer over the hero, and under `prefers-reduced-motion`
 * stays a still frame. Returns a function that stops everything.
 */
export function animateParticles(canvas: HTMLCanvasElement): () => void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const bounds = () => canvas.getBoundingClientRect();
  const { width, height } = bounds();
  const field = new ParticleField(canvas, {
    count: particleCount(window.innerWidth),
    width,
    height,
    pixelRatio: window.devicePixelRatio || 1,
  });

  let frame = 0;
  let last = 0;
  let visible = true;
  let engaged = false;

  const tick = (now: number) => {
    field.frame(last ? now - last : 16);
    last = now;
    frame = requestAnimationFrame(tick);
  };
  const running = () => frame !== 0;
  const pause = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    last = 0;
  };
  const update = () => {
    const shouldRun = engaged && visible && !document.hidden && !reducedMotion.matches;
    if (shouldRun && !running()) frame = requestAnimationFrame(tick);
    else if (!shouldRun) {
      pause();
      if (reducedMotion.matches) field.draw();
    }
  };

  const resize = new ResizeObserver(() => {
    const box = bounds();
    field.resize(box.width, box.height, window.devicePixelRatio || 1, particleCount(window.innerWidth));
    if (!running()) field.draw();
  });
  resize.observe(canvas);

  const intersection = new IntersectionObserver(([entry]) => {
    visible = entry?.isIntersecting ?? true;
    update();
  });
  intersection.observe(canvas);

  // The canvas ignores the pointer so the hero's text stays selectable; its section listens.
  const host = canvas.closest("section") ?? canvas;
  const onPointerMove = (event: Event) => {
    const { clientX, clientY } = event as PointerEvent;
    const box = bounds();
    field.setPointer({ x: clientX - box.left, y: clientY - box.top });
  };
  const onPointerLeave = () => field.setPointer(null);
  host.addEventListener("pointermove", onPointerMove, { passive: true });
  host.addEventListener("pointerleave", onPointerLeave);
  document.addEventListener("visibilitychange", update);
  reducedMotion.addEventListener("change", update);
  const onEngage = () => {
    engaged = true;
    for (const type of ENGAGEMENT) window.removeEventListener(type, onEngage);
    // Under reduced motion the still frame stays as it is: no redraw, not even for the pointer.
    if (!reducedMotion.matches) update();
  };
  for (const type of ENGAGEMENT) window.addEventListener(type, onEngage, { passive: true });

  field.draw();
  update();

  return () => {
    pause();
    resize.disconnect();
    intersection.disconnect();
    host.removeEventListener("pointermove", onPointerMove);
    host.removeEventListener("pointerleave", onPointerLeave);
    document.removeEventListener("visibilitychange", update);
    reducedMotion.removeEventListener("change", update);
    for (const type of ENGAGEMENT) window.removeEventListener(type, onEngage);
  };
}
