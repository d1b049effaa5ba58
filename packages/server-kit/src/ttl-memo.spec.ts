import { TtlMemo } from './ttl-memo';

describe('TtlMemo', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('answers the kept value until its time is up, then computes again', async () => {
    const memo = new TtlMemo<number>(60_000, now);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await memo.get(compute)).toBe(1);
    clock += 59_999;
    expect(await memo.get(compute)).toBe(1);
    clock += 1;
    expect(await memo.get(compute)).toBe(2);
  });

  it('shares one computation among callers that ask while it runs', async () => {
    const memo = new TtlMemo<string>(60_000, now);
    let calls = 0;
    let finish!: (value: string) => void;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = memo.get(compute);
    const second = memo.get(compute);
    finish('figures');
    expect(await Promise.all([first, second])).toEqual(['figures', 'figures']);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next caller computes again', async () => {
    const memo = new TtlMemo<string>(60_000, now);
    await expect(memo.get(() => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await memo.get(async () => 'back')).toBe('back');
  });

  it('computes every time with a time of 0', async () => {
    const memo = new TtlMemo<number>(0, now);
    let calls = 0;
    await memo.get(async () => ++calls);
    expect(await memo.get(async () => ++calls)).toBe(2);
  });
});
