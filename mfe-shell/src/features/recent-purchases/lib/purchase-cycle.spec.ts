import { PurchaseCycle, type CycleState } from './purchase-cycle';

describe('PurchaseCycle', () => {
  let state: CycleState;
  let cycle: PurchaseCycle;

  beforeEach(() => {
    jest.useFakeTimers();
    cycle = new PurchaseCycle((next) => {
      state = next;
    });
    state = cycle.current;
  });

  afterEach(() => {
    cycle.dispose();
    jest.useRealTimers();
  });

  it('shows nothing before the list loads and nothing for an empty list', () => {
    jest.advanceTimersByTime(60_000);
    expect(state.phase).toBe('hidden');
    cycle.setCount(0);
    jest.advanceTimersByTime(60_000);
    expect(state.phase).toBe('hidden');
  });

  it('shows item 0 about 3 s after the list first loads', () => {
    cycle.setCount(3);
    jest.advanceTimersByTime(2999);
    expect(state.phase).toBe('hidden');
    jest.advanceTimersByTime(1);
    expect(state).toEqual({ index: 0, phase: 'shown' });
  });

  it('every 8 s hides the current item and shows the next 0.5 s later, wrapping after the last', () => {
    cycle.setCount(3);
    jest.advanceTimersByTime(3000);
    const seen: number[] = [state.index];
    // Hides at 3 s + 8 s * n, the next item shows 0.5 s after each hide.
    for (let round = 0; round < 3; round += 1) {
      jest.advanceTimersByTime(round === 0 ? 7999 : 7499);
      expect(state.phase).toBe('shown');
      jest.advanceTimersByTime(1);
      expect(state.phase).toBe('leaving');
      jest.advanceTimersByTime(300);
      expect(state.phase).toBe('hidden');
      jest.advanceTimersByTime(199);
      expect(state.phase).toBe('hidden');
      jest.advanceTimersByTime(1);
      expect(state.phase).toBe('shown');
      seen.push(state.index);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  it('the close button hides the current item early; the next one still comes on time', () => {
    cycle.setCount(2);
    jest.advanceTimersByTime(3000 + 1000);
    cycle.close();
    expect(state).toEqual({ index: 0, phase: 'leaving' });
    jest.advanceTimersByTime(300);
    expect(state).toEqual({ index: 0, phase: 'hidden' });
    jest.advanceTimersByTime(7000 - 300 + 499);
    expect(state.phase).toBe('hidden');
    jest.advanceTimersByTime(1);
    expect(state).toEqual({ index: 1, phase: 'shown' });
  });

  it('a refetch does not restart the first delay, and an emptied list hides everything', () => {
    cycle.setCount(2);
    jest.advanceTimersByTime(2000);
    cycle.setCount(2);
    jest.advanceTimersByTime(1000);
    expect(state).toEqual({ index: 0, phase: 'shown' });

    cycle.setCount(0);
    expect(state.phase).toBe('hidden');
    jest.advanceTimersByTime(60_000);
    expect(state.phase).toBe('hidden');
  });

  it('wraps to the first entry when a refetch returns fewer entries', () => {
    cycle.setCount(3);
    jest.advanceTimersByTime(3000 + 8500 + 8500);
    expect(state.index).toBe(2);
    cycle.setCount(2);
    expect(state).toEqual({ index: 0, phase: 'shown' });
  });

  it('stops when disposed', () => {
    cycle.setCount(2);
    cycle.dispose();
    jest.advanceTimersByTime(60_000);
    expect(state.phase).toBe('hidden');
  });
});
