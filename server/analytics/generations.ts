/**
 * A map that forgets its oldest entries past a cap, in two generations: entries touched since
 * the last turn, and before it. When the recent one holds half the cap, the older is dropped
 * whole. An entry is kept behind at least half the cap of newer ones, at O(1) per touch.
 */
export class Generations<V> {
  private recent = new Map<string, V>();
  private older = new Map<string, V>();

  constructor(private readonly cap: number) {}

  get size(): number {
    return this.recent.size + this.older.size;
  }

  /** The entry under `key`, moved to the recent generation, or the one `create` makes. */
  touch(key: string, create: () => V): V {
    let value = this.recent.get(key);
    if (value !== undefined) return value;
    value = this.older.get(key);
    if (value !== undefined) this.older.delete(key);
    if (this.recent.size >= Math.floor(this.cap / 2)) {
      this.older = this.recent;
      this.recent = new Map();
    }
    value ??= create();
    this.recent.set(key, value);
    return value;
  }

  peek(key: string): V | undefined {
    return this.recent.get(key) ?? this.older.get(key);
  }
}
