import { useEffect } from "react";
import { afterLoadWhenIdle } from "~/lib/after-load";

/**
 * The hero's animated network. The canvas is in the HTML from the start, absolutely positioned
 * so it never moves anything; nothing draws on it until `useParticleAnimation` starts.
 */
export function ParticleBackground() {
  return <canvas data-particles aria-hidden className="pointer-events-none block size-full" />;
}

/**
 * Animates the page's particle canvas. The code that draws is fetched only once the page has
 * loaded and the browser is idle, so it costs nothing on the way to first paint or
 * interactivity. Called by the page, which is hydrated, rather than by the canvas, which sits in
 * pre-rendered HTML that is not.
 */
export function useParticleAnimation(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = afterLoadWhenIdle(() => {
      const canvas = document.querySelector<HTMLCanvasElement>("canvas[data-particles]");
      if (!canvas) return;
      void import("./particle-animation").then(({ animateParticles }) => {
        if (!cancelled) stop = animateParticles(canvas);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);
}
