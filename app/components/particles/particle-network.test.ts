import { describe, expect, it, vi } from "vitest";
import type { ParticleField } from "./particle-canvas";
import { drawnHere, type Frames } from "./particle-network";

/** A field that counts what is asked of it, and frames that run only when the test says so. */
function setUp() {
  const field = { draw: vi.fn(), frame: vi.fn(), resize: vi.fn(), setPointer: vi.fn() };
  let waiting = new Map<number, (now: number) => void>();
  let handles = 0;
  const frames: Frames = {
    request: (callback) => (waiting.set(++handles, callback), handles),
    cancel: (handle) => void waiting.delete(handle),
  };
  const runFrame = (now: number) => {
    const due = waiting;
    waiting = new Map();
    for (const callback of due.values()) callback(now);
  };
  const network = drawnHere(field as unknown as ParticleField, frames);
  return { field, network, runFrame, waiting: () => waiting.size };
}

describe("drawnHere", () => {
  it("paints the still frame at once and moves nothing until played", () => {
    const { field, waiting } = setUp();
    expect(field.draw).toHaveBeenCalledTimes(1);
    expect(waiting()).toBe(0);
  });

  it("plays one loop however often it is told to, with the time between frames", () => {
    const { field, network, runFrame, waiting } = setUp();
    network.play();
    network.play();
    expect(waiting()).toBe(1);
    runFrame(1000);
    runFrame(1020);
    expect(field.frame.mock.calls).toEqual([[16], [20]]);
  });

  it("pauses, redraws only when asked, and starts timing afresh when played again", () => {
    const { field, network, runFrame, waiting } = setUp();
    network.play();
    runFrame(1000);
    network.pause(false);
    expect(waiting()).toBe(0);
    expect(field.draw).toHaveBeenCalledTimes(1);
    network.pause(true);
    expect(field.draw).toHaveBeenCalledTimes(2);
    network.play();
    runFrame(5000);
    expect(field.frame).toHaveBeenLastCalledWith(16);
  });

  it("redraws after a resize only while still: a moving field paints its next frame anyway", () => {
    const { field, network } = setUp();
    network.resize(400, 300, 2, 50);
    expect(field.resize).toHaveBeenCalledWith(400, 300, 2, 50);
    expect(field.draw).toHaveBeenCalledTimes(2);
    network.play();
    network.resize(500, 300, 2, 50);
    expect(field.draw).toHaveBeenCalledTimes(2);
  });
});
