/**
 * The hero's particle network, drawn on a canvas (SPEC section 9): particles drift, and pairs
 * closer than LINK_DISTANCE are joined by a line that fades with distance; the pointer joins
 * particles within MOUSE_RADIUS. Loaded only after the page is interactive.
 *
 * Cost per frame is O(n) rather than O(n²): particles are binned into a grid of cells as wide as
 * the link distance, so each one is compared only with its own and neighbouring cells. Lines are
 * batched into a few opacity levels, one stroke per level, to keep canvas calls few.
 */

export const LINK_DISTANCE = 180;
const MOUSE_RADIUS = 200;
const MIN_PARTICLES = 50;
const MAX_PARTICLES = 150;
const SPEED = 0.25; // px per 16 ms frame
const OPACITY_LEVELS = 6;

/** Window width / 15, kept between 50 and 150. */
export function particleCount(windowWidth: number): number {
  return Math.min(MAX_PARTICLES, Math.max(MIN_PARTICLES, Math.floor(windowWidth / 15)));
}

type LineSink = (x1: number, y1: number, x2: number, y2: number, strength: number) => void;

/** A page's canvas, or one handed to a worker (`particle-worker.ts`). */
export type ParticleCanvas = HTMLCanvasElement | OffscreenCanvas;

export interface ParticleFieldOptions {
  count: number;
  width: number;
  height: number;
  /** Device pixel ratio: the backing store is scaled so lines stay sharp on dense screens. */
  pixelRatio: number;
  color?: string;
  random?: () => number;
}

export class ParticleField {
  private readonly context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  private readonly color: string;
  private readonly random: () => number;
  private x = new Float32Array(0);
  private y = new Float32Array(0);
  private vx = new Float32Array(0);
  private vy = new Float32Array(0);
  private width = 0;
  private height = 0;
  private pointer: { x: number; y: number } | null = null;
  // Grid: for each cell the index of its first particle, and per particle the next in its cell.
  private cellHead = new Int32Array(0);
  private next = new Int32Array(0);
  private columns = 0;
  private rows = 0;

  constructor(
    private readonly canvas: ParticleCanvas,
    options: ParticleFieldOptions,
  ) {
    const context = canvas.getContext("2d", { alpha: true });
    if (!context) throw new Error("Canvas 2D is not available.");
    this.context = context;
    this.color = options.color ?? "165 180 252";
    this.random = options.random ?? Math.random;
    this.resize(options.width, options.height, options.pixelRatio, options.count);
  }

  get size(): number {
    return this.x.length;
  }

  /** Fits the canvas to a new size; particles keep their relative places. */
  resize(width: number, height: number, pixelRatio: number, count = this.size): void {
    const previousWidth = this.width || width;
    const previousHeight = this.height || height;
    this.width = width;
    this.height = height;
    this.canvas.width = Math.round(width * pixelRatio);
    this.canvas.height = Math.round(height * pixelRatio);
    this.context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);

    const old = { x: this.x, y: this.y, vx: this.vx, vy: this.vy };
    this.x = new Float32Array(count);
    this.y = new Float32Array(count);
    this.vx = new Float32Array(count);
    this.vy = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      if (i < old.x.length) {
        this.x[i] = (old.x[i]! / previousWidth) * width;
        this.y[i] = (old.y[i]! / previousHeight) * height;
        this.vx[i] = old.vx[i]!;
        this.vy[i] = old.vy[i]!;
      } else {
        const angle = this.random() * Math.PI * 2;
        const speed = SPEED * (0.4 + this.random() * 0.6);
        this.x[i] = this.random() * width;
        this.y[i] = this.random() * height;
        this.vx[i] = Math.cos(angle) * speed;
        this.vy[i] = Math.sin(angle) * speed;
      }
    }
    this.columns = Math.max(1, Math.ceil(width / LINK_DISTANCE));
    this.rows = Math.max(1, Math.ceil(height / LINK_DISTANCE));
    this.cellHead = new Int32Array(this.columns * this.rows);
    this.next = new Int32Array(count);
  }

  /** Where every particle is now. */
  positions(): { x: number; y: number }[] {
    return Array.from(this.x, (x, i) => ({ x, y: this.y[i]! }));
  }

  setPointer(point: { x: number; y: number } | null): void {
    this.pointer = point;
  }

  /** Moves every particle by `elapsed` ms of drift, bouncing off the edges. */
  step(elapsed: number): void {
    const factor = Math.min(elapsed, 64) / 16;
    const { x, y, vx, vy, width, height } = this;
    for (let i = 0; i < x.length; i++) {
      let px = x[i]! + vx[i]! * factor;
      let py = y[i]! + vy[i]! * factor;
      if (px < 0 || px > width) {
        vx[i] = -vx[i]!;
        px = Math.min(Math.max(px, 0), width);
      }
      if (py < 0 || py > height) {
        vy[i] = -vy[i]!;
        py = Math.min(Math.max(py, 0), height);
      }
      x[i] = px;
      y[i] = py;
    }
  }

  /** Paints the current state: links first, particles on top. */
  draw(): void {
    const { context, x, y, color } = this;
    context.clearRect(0, 0, this.width, this.height);
    const paths = Array.from({ length: OPACITY_LEVELS }, () => new Path2D());
    this.forEachLink((x1, y1, x2, y2, strength) => {
      const path = paths[Math.min(OPACITY_LEVELS - 1, Math.floor(strength * OPACITY_LEVELS))]!;
      path.moveTo(x1, y1);
      path.lineTo(x2, y2);
    });
    context.lineWidth = 1;
    for (let level = 0; level < OPACITY_LEVELS; level++) {
      context.strokeStyle = `rgb(${color} / ${(((level + 1) / OPACITY_LEVELS) * 0.35).toFixed(3)})`;
      context.stroke(paths[level]!);
    }
    context.fillStyle = `rgb(${color} / 0.8)`;
    context.beginPath();
    for (let i = 0; i < x.length; i++) {
      context.moveTo(x[i]! + 1.6, y[i]!);
      context.arc(x[i]!, y[i]!, 1.6, 0, Math.PI * 2);
    }
    context.fill();
  }

  /** One animation frame: move, then paint. */
  frame(elapsed: number): void {
    this.step(elapsed);
    this.draw();
  }

  /** Calls `emit` once per line to draw, with a strength from 1 (touching) to 0 (at the limit). */
  forEachLink(emit: LineSink): void {
    const { x, y, cellHead, next, columns, rows } = this;
    cellHead.fill(-1);
    for (let i = 0; i < x.length; i++) {
      const cell = this.cellOf(x[i]!, y[i]!);
      next[i] = cellHead[cell]!;
      cellHead[cell] = i;
    }
    const maxSquared = LINK_DISTANCE * LINK_DISTANCE;
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const cell = row * columns + column;
        for (let i = cellHead[cell]!; i !== -1; i = next[i]!) {
          // Same cell: only later particles in the list, so each pair is seen once.
          for (let j = next[i]!; j !== -1; j = next[j]!) this.link(i, j, maxSquared, emit);
          // Four of the eight neighbours (right, and the three below): the other four see us.
          if (column + 1 < columns) this.linkCell(i, cell + 1, maxSquared, emit);
          if (row + 1 < rows) {
            const below = cell + columns;
            if (column > 0) this.linkCell(i, below - 1, maxSquared, emit);
            this.linkCell(i, below, maxSquared, emit);
            if (column + 1 < columns) this.linkCell(i, below + 1, maxSquared, emit);
          }
        }
      }
    }
    if (this.pointer) {
      const radiusSquared = MOUSE_RADIUS * MOUSE_RADIUS;
      const { x: mx, y: my } = this.pointer;
      for (let i = 0; i < x.length; i++) {
        const dx = x[i]! - mx;
        const dy = y[i]! - my;
        const squared = dx * dx + dy * dy;
        if (squared < radiusSquared) emit(mx, my, x[i]!, y[i]!, 1 - Math.sqrt(squared) / MOUSE_RADIUS);
      }
    }
  }

  private linkCell(i: number, cell: number, maxSquared: number, emit: LineSink): void {
    for (let j = this.cellHead[cell]!; j !== -1; j = this.next[j]!) this.link(i, j, maxSquared, emit);
  }

  private link(i: number, j: number, maxSquared: number, emit: LineSink): void {
    const dx = this.x[i]! - this.x[j]!;
    const dy = this.y[i]! - this.y[j]!;
    const squared = dx * dx + dy * dy;
    if (squared >= maxSquared) return;
    emit(this.x[i]!, this.y[i]!, this.x[j]!, this.y[j]!, 1 - Math.sqrt(squared) / LINK_DISTANCE);
  }

  private cellOf(px: number, py: number): number {
    const column = Math.min(this.columns - 1, Math.max(0, Math.floor(px / LINK_DISTANCE)));
    const row = Math.min(this.rows - 1, Math.max(0, Math.floor(py / LINK_DISTANCE)));
    return row * this.columns + column;
  }
}
