import { maskUsername } from './mask-username';

describe('maskUsername', () => {
  it('keeps the first two characters of a normal name', () => {
    expect(maskUsername('abraham')).toBe('ab***');
  });

  it('keeps only one character of a very short name, so it is never shown whole', () => {
    expect(maskUsername('jo')).toBe('j***');
    expect(maskUsername('x')).toBe('x***');
  });

  it('counts characters, not UTF-16 units, and ignores surrounding blanks', () => {
    expect(maskUsername('  Şükrü ')).toBe('Şü***');
    expect(maskUsername('😀😀abc')).toBe('😀😀***');
  });

  it('masks an empty name completely', () => {
    expect(maskUsername('   ')).toBe('***');
  });
});
