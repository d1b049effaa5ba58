// No async boundary for sharing: the shell provides its shared libraries eagerly (packages/mfe-build),
// so they are in this chunk and the share scope has them before the app's first import runs.
//
// The libraries are evaluated one task at a time instead of in the task that runs main.js: that one
// task took 60 ms here (230 ms on Lighthouse's four times slower phone, its largest long task). The
// `eager` imports stay in main.js; only their evaluation moves to later tasks.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** In the order the app needs them, each evaluated in a task of its own. */
const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@emotion/react'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@apollo/client'),
  () => import(/* webpackMode: "eager" */ '@apollo/client/react'),
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
