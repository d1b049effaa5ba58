// No async boundary for sharing: the shell provides its shared libraries eagerly (packages/mfe-build),
// so they are in this chunk and the share scope has them before the app's first import runs.
//
// The modules are evaluated a few at a time, each group in a task of its own, instead of in the
// one long task that runs main.js (docs/decisions/0061-stepped-shell-start-up.md). The `eager` imports stay in
// main.js; only their evaluation moves.
// A message, not setTimeout: nested timers are held back 4 ms each after the fifth.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** In the order the app needs them. */
// react and react-dom before react-dom/client: each shared module's first use resolves it in the
// federation's share scope (semver checks), which with react-dom's evaluation is the longest step.
const steps = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@emotion/react'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@apollo/client'),
  () => import(/* webpackMode: "eager" */ '@apollo/client/react'),
  () => import(/* webpackMode: "eager" */ './app/providers'),
  () => import(/* webpackMode: "eager" */ './components/layout/top-nav'),
  () => import(/* webpackMode: "eager" */ './app/app'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

async function start() {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

void start();
