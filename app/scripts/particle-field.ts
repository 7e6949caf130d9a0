import { animateParticles } from "~/components/particles/particle-animation";
import { afterFirstPaint } from "./after-first-paint";

/**
 * `<particle-field>`: the home hero's network (SPEC section 9). Defined by the home page's
 * script; draws on its canvas from the moment it is connected, on a worker where the browser
 * can hand a canvas to one, and stops when it leaves the document.
 */
export class ParticleFieldElement extends HTMLElement {
  private stop: (() => void) | undefined;

  connectedCallback(): void {
    // The hero's text first: the worker's request must not be on the path to its paint, and its
    // set-up not in the task that reports the paint (a long task on a slow phone, issue 52).
    afterFirstPaint(() => setTimeout(() => this.start(), 0));
  }

  private start(): void {
    const canvas = this.querySelector("canvas");
    // A canvas can be handed to a worker only once: a re-connected element keeps what it had.
    if (canvas && this.isConnected && !this.stop) this.stop = animateParticles(canvas);
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = undefined;
  }
}

if (!customElements.get("particle-field")) customElements.define("particle-field", ParticleFieldElement);
