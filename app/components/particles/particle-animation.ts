import { ParticleField, particleCount } from "./particle-field";

/**
 * Runs a ParticleField on a canvas for as long as it is worth watching: it pauses while the tab
 * is hidden or the canvas is scrolled out of view, follows the canvas size and the window width,
 * tracks the pointer over the hero, and under `prefers-reduced-motion` paints one still frame.
 * Returns a function that stops everything.
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
    const shouldRun = visible && !document.hidden && !reducedMotion.matches;
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
  };
}
