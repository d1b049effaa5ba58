/**
 * The recent-purchase widget's rotation (spec §4 and §9): nothing at first; 3 s after the list
 * first has entries, item 0 shows; every 8 s the current item hides and 0.5 s later the next one
 * shows, wrapping after the last; the close button hides the current item early (the rotation
 * goes on, so the next item still comes at its time). Plain timers, no React, so it is unit
 * tested with fake timers; hooks/use-purchase-cycle.ts binds it to a component.
 */
export const PURCHASE_CYCLE_TIMING = {
  firstDelayMs: 3000,
  rotateMs: 8000,
  gapMs: 500,
  /** How long a hiding item stays mounted for its fade-out (shorter than the gap). */
  exitMs: 300,
};

export type PurchaseCycleTiming = typeof PURCHASE_CYCLE_TIMING;

/** `leaving`: fading out, no longer interactive; `hidden`: nothing rendered. */
export type CyclePhase = 'hidden' | 'shown' | 'leaving';

export interface CycleState {
  index: number;
  phase: CyclePhase;
}

export const INITIAL_CYCLE_STATE: CycleState = { index: 0, phase: 'hidden' };

export class PurchaseCycle {
  private count = 0;
  private state: CycleState = INITIAL_CYCLE_STATE;
  private readonly timeouts = new Set<ReturnType<typeof setTimeout>>();
  private rotation: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly onChange: (state: CycleState) => void,
    private readonly timing: PurchaseCycleTiming = PURCHASE_CYCLE_TIMING,
  ) {}

  get current(): CycleState {
    return this.state;
  }

  /** Tell the cycle how many entries the latest fetch returned. */
  setCount(count: number): void {
    const before = this.count;
    this.count = Math.max(0, Math.floor(count));
    if (this.count === 0) {
      this.stop();
      this.emit(INITIAL_CYCLE_STATE);
      return;
    }
    if (before === 0) {
      this.after(this.timing.firstDelayMs, () => {
        this.show(0);
        this.rotation = setInterval(() => this.rotate(), this.timing.rotateMs);
      });
    } else if (this.state.index >= this.count) {
      // A shorter list after a refetch: keep going from the first entry.
      this.emit({ ...this.state, index: 0 });
    }
  }

  /** The close button: hide the current item now. */
  close(): void {
    this.hide();
  }

  dispose(): void {
    this.stop();
  }

  private rotate(): void {
    this.hide();
    this.after(this.timing.gapMs, () => this.show((this.state.index + 1) % this.count));
  }

  private hide(): void {
    if (this.state.phase !== 'shown') return;
    this.emit({ ...this.state, phase: 'leaving' });
    this.after(this.timing.exitMs, () => {
      if (this.state.phase === 'leaving') this.emit({ ...this.state, phase: 'hidden' });
    });
  }

  private show(index: number): void {
    this.emit({ index: index < this.count ? index : 0, phase: 'shown' });
  }

  private after(ms: number, run: () => void): void {
    const id = setTimeout(() => {
      this.timeouts.delete(id);
      run();
    }, ms);
    this.timeouts.add(id);
  }

  private stop(): void {
    this.timeouts.forEach((id) => clearTimeout(id));
    this.timeouts.clear();
    if (this.rotation !== undefined) clearInterval(this.rotation);
    this.rotation = undefined;
  }

  private emit(state: CycleState): void {
    this.state = state;
    this.onChange(state);
  }
}
