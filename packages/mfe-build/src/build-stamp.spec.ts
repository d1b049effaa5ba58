import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The fingerprint `npm start` compares with dist/.build-stamp to decide whether a microfrontend
// must be rebuilt (packages/mfe-build/build-stamp.mjs, an ES module: run in a child node).

const MODULE = path.join(__dirname, '..', 'build-stamp.mjs');
const mfe = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));

function run(fn: 'sourceStamp' | 'builtStamp'): string {
  const script = `import { ${fn} } from ${JSON.stringify(MODULE)}; console.log(${fn}(process.argv[1]) ?? 'none');`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, mfe], { encoding: 'utf8' }).trim();
}

function write(relative: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(mfe, relative)), { recursive: true });
  fs.writeFileSync(path.join(mfe, relative), text);
}

beforeAll(() => {
  write('src/app.tsx', 'export const heading = "CHOOSE YOUR GAME";\n');
  write('rspack.config.mjs', 'export default {};\n');
});

afterAll(() => fs.rmSync(mfe, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('is the same for unchanged sources and ignores the build output', () => {
    const before = run('sourceStamp');
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    write('dist/main.0123456789.js', 'built();\n');
    write('node_modules/x/index.js', 'x();\n');
    expect(run('sourceStamp')).toBe(before);
  });

  it('changes when a source changes size, is touched, is added or the config changes', () => {
    const stamps = [run('sourceStamp')];
    write('src/app.tsx', 'export const heading = "CHOOSE YOUR GAME (v2)";\n');
    stamps.push(run('sourceStamp'));
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(mfe, 'src/app.tsx'), later, later);
    stamps.push(run('sourceStamp'));
    write('src/new.ts', 'export {};\n');
    stamps.push(run('sourceStamp'));
    write('rspack.config.mjs', 'export default { mode: "production" };\n');
    stamps.push(run('sourceStamp'));
    expect(new Set(stamps).size).toBe(stamps.length);
  });

  it('reads what the last build wrote, or nothing without a build', () => {
    expect(run('builtStamp')).toBe('none');
    write('dist/.build-stamp', `${'a'.repeat(64)}\n`);
    expect(run('builtStamp')).toBe('a'.repeat(64));
  });
});
