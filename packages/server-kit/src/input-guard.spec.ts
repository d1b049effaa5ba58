import { MAX_INPUT_DEPTH, unsafeInputReason } from './input-guard';

describe('unsafeInputReason', () => {
  it('accepts ordinary text, numbers and shallow objects, emoji included', () => {
    expect(
      unsafeInputReason({
        email: 'ayşe@shop.test',
        items: [{ productId: 3 }],
        note: 'gg 🎮',
        price: 1.5,
        on: true,
        none: null,
      }),
    ).toBeUndefined();
  });

  it('refuses a NUL character in a value, deep in a list, or in a key', () => {
    expect(unsafeInputReason({ email: 'a\u0000@b.c' })).toMatch(/NUL/);
    expect(unsafeInputReason({ items: [{ note: ['x', 'y\u0000'] }] })).toMatch(/NUL/);
    expect(unsafeInputReason({ ['ke\u0000y']: 1 })).toMatch(/NUL/);
    expect(unsafeInputReason('\u0000')).toMatch(/NUL/);
  });

  it('refuses text that is not valid Unicode (a lone surrogate) but not a proper pair', () => {
    expect(unsafeInputReason({ name: 'a\ud800b' })).toMatch(/Unicode/);
    expect(unsafeInputReason({ name: '\udc00' })).toMatch(/Unicode/);
    expect(unsafeInputReason({ name: '\ud83c\udfae' })).toBeUndefined();
  });

  it('refuses nesting beyond the limit without overflowing the stack', () => {
    const atLimit = JSON.parse(`${'['.repeat(MAX_INPUT_DEPTH)}${']'.repeat(MAX_INPUT_DEPTH)}`);
    expect(unsafeInputReason(atLimit)).toBeUndefined();
    const deeper = JSON.parse(`${'['.repeat(MAX_INPUT_DEPTH + 1)}${']'.repeat(MAX_INPUT_DEPTH + 1)}`);
    expect(unsafeInputReason(deeper)).toMatch(/nested too deeply/);
    const bomb = JSON.parse(`${'['.repeat(500_000)}${']'.repeat(500_000)}`);
    expect(unsafeInputReason(bomb)).toMatch(/nested too deeply/);
  });
});
