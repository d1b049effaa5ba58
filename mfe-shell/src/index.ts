// No async boundary for sharing: the shell provides its shared libraries eagerly (packages/mfe-build),
// so they are in this chunk and the share scope has them before the app's first import runs.
//
// The libraries are evaluated one task at a time instead of in the task that runs main.js: that one
// task took 60 ms here (230 ms on Lighthouse's four times slower phone, its largest long task). The
// `eager` imports stay in main.js; only their evaluation moves to later tasks.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@apollo/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
