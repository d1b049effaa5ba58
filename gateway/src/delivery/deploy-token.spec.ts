import { hashToken, isWellFormedToken, newDeployToken, TOKEN_PREFIX } from './deploy-token';

describe('deploy tokens', () => {
  it('carry the scanner prefix and a checksum that a changed character breaks', () => {
    const { token, hash, hint } = newDeployToken();
    expect(token).toMatch(/^shopdt_[0-9A-Za-z]{36}$/);
    expect(token.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(isWellFormedToken(token)).toBe(true);
    const i = TOKEN_PREFIX.length + 3;
    const typo = token.slice(0, i) + (token[i] === 'a' ? 'b' : 'a') + token.slice(i + 1);
    expect(isWellFormedToken(typo)).toBe(false);
    expect(isWellFormedToken(`${token}x`)).toBe(false);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token.slice(TOKEN_PREFIX.length));
    expect(hint).toBe(`${token.slice(0, 11)}…`);
  });

  it('are different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newDeployToken().token));
    expect(tokens.size).toBe(50);
  });
});
