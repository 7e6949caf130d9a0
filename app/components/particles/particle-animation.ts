import { ParticleField, particleCount, type ParticleFieldOptions } from "./particle-canvas";
import { drawnHere, type Network } from "./particle-network";
import type { ParticleMessage } from "./particle-worker";

type Stoppable = Network & { stop(): void };

/**
 * On a worker, where the browser can hand a canvas to one: drawing a frame, and handing it to the
 * compositor, then cost the page's main thread nothing (docs/decisions/018-how-a-page-is-built-and-boots.md).
 */
function onWorker(canvas: HTMLCanvasElement, options: ParticleFieldOptions): Stoppable | undefined {
  if (typeof canvas.transferControlToOffscreen !== "function" || typeof Worker !== "function") return undefined;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./particle-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return undefined;
  }
  const post = (message: ParticleMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  post({ type: "start", canvas: offscreen, options }, [offscreen]);
  return {
    resize: (...args) => post({ type: "resize", args }),
    setPointer: (...args) => post({ type: "setPointer", args }),
    play: () => post({ type: "play", args: [] }),
    pause: (...args) => post({ type: "pause", args }),
    stop: () => worker.terminate(),
  };
}

/** On the page's own thread, where a canvas cannot be handed to a worker. */
function onThisThread(canvas: HTMLCanvasElement, options: ParticleFieldOptions): Stoppable {
  const network = drawnHere(new ParticleField(canvas, options), {
    request: (callback) => requestAnimationFrame(callback),
    cancel: (handle) => cancelAnimationFrame(handle),
  });
  return { ...network, stop: () => network.pause(false) };
}

/**
 * Runs a ParticleField on a canvas for as long as it is worth watching: it moves from the start,
 * pauses while the tab is hidden or the canvas is scrolled out of view, follows the canvas size
 * and the window width, tracks the pointer over the hero, and under `prefers-reduced-motion`
 * stays one still frame. Returns a function that stops everything.
 */
export function animateParticles(canvas: HTMLCanvasElement): () => void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const bounds = () => canvas.getBoundingClientRect();
  const { width, height } = bounds();
  const options = { count: particleCount(window.innerWidth), width, height, pixelRatio: window.devicePixelRatio || 1 };
  const network = onWorker(canvas, options) ?? onThisThread(canvas, options);

  let running = false;
  let visible = true;

  const update = () => {
    const shouldRun = visible && !document.hidden && !reducedMotion.matches;
    if (shouldRun === running) return;
    running = shouldRun;
    if (running) network.play();
    else network.pause(reducedMotion.matches);
  };

  // Resizing clears and reallocates the canvas: only when something changed (the observer also
  // reports the size the canvas started with).
  let size = [width, height, options.pixelRatio, options.count].join();
  const resize = new ResizeObserver(() => {
    const box = bounds();
    const next = { pixelRatio: window.devicePixelRatio || 1, count: particleCount(window.innerWidth) };
    const nextSize = [box.width, box.height, next.pixelRatio, next.count].join();
    if (nextSize === size) return;
    size = nextSize;
    network.resize(box.width, box.height, next.pixelRatio, next.count);
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
    network.setPointer({ x: clientX - box.left, y: clientY - box.top });
  };
  const onPointerLeave = () => network.setPointer(null);
  host.addEventListener("pointermove", onPointerMove, { passive: true });
  host.addEventListener("pointerleave", onPointerLeave);
  document.addEventListener("visibilitychange", update);
  reducedMotion.addEventListener("change", update);
  update();

  return () => {
    network.stop();
    resize.disconnect();
    intersection.disconnect();
    host.removeEventListener("pointermove", onPointerMove);
    host.removeEventListener("pointerleave", onPointerLeave);
    document.removeEventListener("visibilitychange", update);
    reducedMotion.removeEventListener("change", update);
  };
}
