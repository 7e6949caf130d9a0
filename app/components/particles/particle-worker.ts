import { ParticleField, type ParticleFieldOptions } from "./particle-canvas";
import { drawnHere, type Frames, type Network } from "./particle-network";

/**
 * The hero's particle network on a thread of its own (docs/decisions/014-particles-off-the-main-thread.md):
 * the page hands its canvas over, then calls the network's methods by message. Drawing, and
 * handing each frame to the compositor, then never wait on the page's main thread, nor it on them.
 */
export type ParticleMessage =
  | { type: "start"; canvas: OffscreenCanvas; options: ParticleFieldOptions }
  | { [Method in keyof Network]: { type: Method; args: Parameters<Network[Method]> } }[keyof Network];

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
const frames: Frames =
  scope.requestAnimationFrame && scope.cancelAnimationFrame
    ? { request: scope.requestAnimationFrame.bind(scope), cancel: scope.cancelAnimationFrame.bind(scope) }
    : {
        request: (callback) => scope.setTimeout(() => callback(performance.now()), 16),
        cancel: (handle) => scope.clearTimeout(handle),
      };

let network: Network | undefined;

scope.onmessage = ({ data: message }) => {
  switch (message.type) {
    case "start":
      network = drawnHere(new ParticleField(message.canvas, message.options), frames);
      break;
    case "resize":
      network?.resize(...message.args);
      break;
    case "setPointer":
      network?.setPointer(...message.args);
      break;
    case "play":
      network?.play();
      break;
    case "pause":
      network?.pause(...message.args);
      break;
  }
};
