import { describe, expect, it } from "vitest";
import { LINK_DISTANCE, ParticleField, particleCount } from "./particle-canvas";

/** A canvas that records nothing: the field's geometry is what is under test, not the pixels. */
function fakeCanvas(): HTMLCanvasElement {
  const context = new Proxy({}, { get: () => () => {} });
  return { width: 0, height: 0, getContext: () => context } as unknown as HTMLCanvasElement;
}

/** A seeded generator, so a failing layout can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function bruteForceLinks(points: { x: number; y: number }[]): number {
  let count = 0;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const dx = points[i]!.x - points[j]!.x;
      const dy = points[i]!.y - points[j]!.y;
      if (dx * dx + dy * dy < LINK_DISTANCE * LINK_DISTANCE) count++;
    }
  return count;
}

describe("particleCount", () => {
  it.each([
    [320, 50],
    [750, 50],
    [765, 51],
    [1440, 96],
    [2250, 150],
    [3840, 150],
  ])("window %i px wide → %i particles", (width, count) => {
    expect(particleCount(width)).toBe(count);
  });
});

describe("ParticleField", () => {
  it.each([1, 2, 3, 4, 5])("finds exactly the pairs brute force finds (seed %i)", (seed) => {
    const field = new ParticleField(fakeCanvas(), {
      count: 150,
      width: 1440,
      height: 800,
      pixelRatio: 1,
      random: seeded(seed),
    });
    for (let frame = 0; frame < 30; frame++) {
      let links = 0;
      field.forEachLink(() => links++);
      expect(links).toBe(bruteForceLinks(field.positions()));
      field.step(16);
    }
  });

  it("joins the pointer to particles within 200 px only", () => {
    const field = new ParticleField(fakeCanvas(), {
      count: 60,
      width: 900,
      height: 600,
      pixelRatio: 1,
      random: seeded(9),
    });
    let without = 0;
    field.forEachLink(() => without++);
    const pointer = { x: 450, y: 300 };
    field.setPointer(pointer);
    let withPointer = 0;
    field.forEachLink(() => withPointer++);
    const near = field.positions().filter((p) => Math.hypot(p.x - pointer.x, p.y - pointer.y) < 200).length;
    expect(withPointer - without).toBe(near);
  });

  it("keeps particles inside the canvas", () => {
    const field = new ParticleField(fakeCanvas(), {
      count: 100,
      width: 400,
      height: 300,
      pixelRatio: 1,
      random: seeded(3),
    });
    for (let frame = 0; frame < 2000; frame++) field.step(16);
    for (const { x, y } of field.positions()) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(400);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(300);
    }
  });

  it("scales its backing store by the pixel ratio, so lines stay sharp", () => {
    const canvas = fakeCanvas();
    const field = new ParticleField(canvas, { count: 50, width: 375, height: 600, pixelRatio: 3 });
    expect([canvas.width, canvas.height]).toEqual([1125, 1800]);
    field.resize(800, 500, 2, 80);
    expect([canvas.width, canvas.height, field.size]).toEqual([1600, 1000, 80]);
  });
});
