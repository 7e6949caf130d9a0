import { ParticleField, type ParticleFieldOptions } from "./particle-field";

/**
 * The hero's particle network on a thread of its own (docs/decisions/014-particles-off-the-main-thread.md):
 * the page hands its canvas over, and sizes, the pointer and whether to move arrive as messages.
 * Drawing, and handing each frame to the compositor, then never wait on the page's main thread,
 * nor it on them.
 */
export type ParticleMessage =
  | { type: "start"; canvas: OffscreenCanvas; options: ParticleFieldOptions }
  | { type: "resize"; width: number; height: number; pixelRatio: number; count: number }
  | { type: "pointer"; point: { x: number; y: number } | null }
  | { type: "play" }
  | { type: "pause"; redraw: boolean };

// The DOM library types `self` as a window; in this file it is a dedicated worker's scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParticleMessage>) => void) | null;
  requestAnimationFrame?: (callback: (now: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(handle: number): void;
};
// A worker has animation frames wherever the browser has OffscreenCanvas, except in some that
// added them later; there, a timer at 60 Hz stands in.
const requestFrame =
  scope.requestAnimationFrame?.bind(scope) ??
  ((callback: (now: number) => void) => scope.setTimeout(() => callback(performance.now()), 16));
const cancelFrame = scope.cancelAnimationFrame?.bind(scope) ?? scope.clearTimeout.bind(scope);

let field: ParticleField | undefined;
let frame = 0;
let last = 0;

const tick = (now: number) => {
  field?.frame(last ? now - last : 16);
  last = now;
  frame = requestFrame(tick);
};

scope.onmessage = ({ data: message }) => {
  switch (message.type) {
    case "start":
      field = new ParticleField(message.canvas, message.options);
      field.draw();
      break;
    case "resize":
      field?.resize(message.width, message.height, message.pixelRatio, message.count);
      if (!frame) field?.draw();
      break;
    case "pointer":
      field?.setPointer(message.point);
      break;
    case "play":
      if (!frame) frame = requestFrame(tick);
      break;
    case "pause":
      cancelFrame(frame);
      frame = 0;
      last = 0;
      if (message.redraw) field?.draw();
      break;
  }
};
