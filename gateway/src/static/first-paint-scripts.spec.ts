import crypto from 'node:crypto';
import { inlineScriptHashes, withScriptHashes } from './first-paint-scripts';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it("hashes each inline script's exact text (UTF-8), not the scripts loaded by src", () => {
    const html =
      '<head><script defer src="/assets/main.js"></script></head><body><h1>Sepetim</h1>' +
      '<script>mark(\'ş\')</script><p>x</p><SCRIPT type="text/javascript">\nsecond();\n</SCRIPT></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256("mark('ş')"), sha256('\nsecond();\n')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<div id="root"><h1>Sign In</h1></div><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('withScriptHashes', () => {
  const policy = "default-src 'self';script-src 'self' https://remote.test;style-src 'self' 'unsafe-inline'";

  it('adds the hashes to script-src and leaves every other directive as it was', () => {
    expect(withScriptHashes(policy, ["'sha256-AAA='", "'sha256-BBB='"])).toBe(
      "default-src 'self';script-src 'self' https://remote.test 'sha256-AAA=' 'sha256-BBB=';style-src 'self' 'unsafe-inline'",
    );
  });

  it('changes nothing without hashes, nor a policy without script-src', () => {
    expect(withScriptHashes(policy, [])).toBe(policy);
    expect(withScriptHashes("default-src 'self'", ["'sha256-AAA='"])).toBe("default-src 'self'");
  });
});
