import { Inflight } from './inflight';

describe('Inflight', () => {
  it('lets the requests that come meanwhile wait for the one answer being made', async () => {
    const inflight = new Inflight<string>();
    expect(inflight.waitFor('k')).toBeUndefined();
    const settle = inflight.begin('k');
    const waiters = [inflight.waitFor('k'), inflight.waitFor('k')];
    settle('answer');
    expect(await Promise.all(waiters)).toEqual(['answer', 'answer']);
    expect(inflight.waitFor('k')).toBeUndefined(); // the next request makes its own
  });

  it('counts only the first settle, and a second begin of a key being made settles nothing', async () => {
    const inflight = new Inflight<string>();
    const settle = inflight.begin('k');
    const waiter = inflight.waitFor('k');
    inflight.begin('k')('from the second');
    settle(undefined); // not shareable: each waiter goes on by itself
    settle('too late');
    expect(await waiter).toBeUndefined();
    expect(inflight.waitFor('k')).toBeUndefined();
  });
});
