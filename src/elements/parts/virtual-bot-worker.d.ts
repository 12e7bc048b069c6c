/**
 * The bot worker's code (./bot-worker.ts bundled into one classic script),
 * as a string. Not a file: the build (rollup.config.mjs) and the browser
 * tests (web-test-runner.config.mjs) provide it, both through
 * scripts/bot-worker.mjs.
 */
declare module 'virtual:bot-worker' {
  const code: string;
  export default code;
}
