// Child processes of the shop's scripts (`npm start`, the bench stack): wait until a piece answers
// its /health, and stop one gently before the hard way.

/** Resolves when `url` answers 2xx; fails when `child` (if given) exits first or after `timeoutMs`. */
export async function waitForHealth(name, url, { child, timeoutMs = 60_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

/** SIGTERM, then SIGKILL if the child has not exited after `graceMs`; resolves when it is gone. */
export function stopChild(child, graceMs) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
