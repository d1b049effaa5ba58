/**
 * Answers being made, by key: a request that asks for one meanwhile waits for it instead of making
 * it again (a burst after an invalidation asks once). An answer that cannot be shared settles as
 * `undefined`, and each waiter then goes on by itself. Used by the public reads' cache and the
 * server render's guest pages.
 */
export class Inflight<T> {
  private readonly pending = new Map<string, Promise<T | undefined>>();

  /** The answer being made for `key`, if any. */
  waitFor(key: string): Promise<T | undefined> | undefined {
    return this.pending.get(key);
  }

  /**
   * Marks `key`'s answer as being made, unless another request already makes it, and gives the
   * function that settles it: the first call counts, later ones do nothing.
   */
  begin(key: string): (answer?: T) => void {
    if (this.pending.has(key)) return () => undefined;
    let resolve!: (answer: T | undefined) => void;
    const promise = new Promise<T | undefined>((settle) => (resolve = settle));
    this.pending.set(key, promise);
    let settled = false;
    return (answer) => {
      if (settled) return;
      settled = true;
      this.pending.delete(key);
      resolve(answer);
    };
  }
}
