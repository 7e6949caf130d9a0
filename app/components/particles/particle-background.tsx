import { useEffect, useRef } from "react";

/**
 * The hero's animated network. The canvas is in the HTML from the start, absolutely positioned
 * so it never moves anything; the code that draws on it is fetched only once the page is loaded
 * and the browser is idle, so it costs nothing on the way to first paint or interactivity.
 */
export function ParticleBackground() {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = afterLoadWhenIdle(() => {
      void import("./particle-animation").then(({ animateParticles }) => {
        if (!cancelled) stop = animateParticles(element);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);

  return <canvas ref={canvas} aria-hidden className="pointer-events-none block size-full" />;
}

function afterLoadWhenIdle(callback: () => void): () => void {
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
