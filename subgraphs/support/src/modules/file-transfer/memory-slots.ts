/**
 * At most `size` holders at once; the others wait in order. Support holds an uploaded file in
 * memory while it checks it (a .docx's zip directory is at its end): the slots bound how many
 * files that is, whatever the number of parallel uploads. A waiting upload is not read, so TCP
 * flow control holds its bytes back in the gateway and the client instead of in this process.
 */
export class MemorySlots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  async acquire(): Promise<() => void> {
    if (this.used < this.size) this.used += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; only when nobody waits is it freed.
      if (next) next();
      else this.used -= 1;
    };
  }
}
