/**
 * A game's bot worker code (src/games/<game>/bot-worker.ts bundled into one
 * classic script; `/mcts`: with boardgame.io's `MCTSBot`), as a string. Not
 * files: the build (rollup.config.mjs) and the browser tests
 * (web-test-runner.config.mjs) provide them, both through scripts/bot-worker.mjs.
 */
declare module 'virtual:bot-worker/*' {
  const code: string;
  export default code;
}
