/**
 * One value computed at most once per `ttlMs` in this process: callers inside the time share the
 * last answer, and callers while it is being computed share that computation. A failed computation
 * is not kept. `ttlMs` 0 computes every time (tests that change the data between reads).
 */
export class TtlMemo<T> {
  private kept: { value: Promise<T>; until: number } | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const at = this.now();
    if (this.kept && at < this.kept.until) return this.kept.value;
    const kept = { value: compute(), until: at + this.ttlMs };
    this.kept = kept;
    kept.value.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return kept.value;
  }
}
