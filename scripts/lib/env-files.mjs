import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes one `KEY=value` file per entry of `files` into `dir` (0700), each readable only by its
 * owner (0600). An existing set is kept (exit 1) unless `force`: secrets are never replaced by accident.
 */
export function writeEnvFiles(root, dir, files, force) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const existing = Object.keys(files).filter((name) => fs.existsSync(path.join(dir, name)));
  if (existing.length && !force) {
    console.error(
      `${path.relative(root, dir)} already holds ${existing.join(', ')}: kept. Pass --force to replace every file.`,
    );
    process.exit(1);
  }
  for (const [name, values] of Object.entries(files)) {
    const text = Object.entries(values)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n');
    fs.writeFileSync(path.join(dir, name), `${text}\n`, { mode: 0o600 });
    fs.chmodSync(path.join(dir, name), 0o600);
  }
  console.log(
    `wrote ${Object.keys(files)
      .map((name) => path.join(path.relative(root, dir), name))
      .join(', ')} (mode 0600)`,
  );
}
