import type { ParticleField } from "./particle-canvas";

/** The particle network as the page drives it, wherever it is drawn. */
export interface Network {
  /** Fits it to a new size, and redraws it if it is still. */
  resize(width: number, height: number, pixelRatio: number, count: number): void;
  setPointer(point: { x: number; y: number } | null): void;
  play(): void;
  /** Stops moving; `redraw` paints the still frame again (the pointer's lines go). */
  pause(redraw: boolean): void;
}

/** Animation frames: a window's, or a worker's. */
export interface Frames {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

/**
 * A ParticleField animated on the thread this runs on: the page's own (`particle-animation.ts`)
 * or a worker's (`particle-worker.ts`). Paints the still frame at once.
 */
export function drawnHere(field: ParticleField, frames: Frames): Network {
  let frame = 0;
  let last = 0;
  const tick = (now: number) => {
    field.frame(last ? now - last : 16);
    last = now;
    frame = frames.request(tick);
  };
  field.draw();
  return {
    resize: (width, height, pixelRatio, count) => {
      field.resize(width, height, pixelRatio, count);
      if (!frame) field.draw();
    },
    setPointer: (point) => field.setPointer(point),
    play: () => {
      if (!frame) frame = frames.request(tick);
    },
    pause: (redraw) => {
      frames.cancel(frame);
      frame = 0;
      last = 0;
      if (redraw) field.draw();
    },
  };
}
