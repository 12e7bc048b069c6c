// @ts-check
// ESLint flat config: the recommended sets of ESLint, typescript-eslint, eslint-plugin-lit and
// eslint-plugin-wc, then eslint-config-prettier last so that layout is Prettier's alone
// (.prettierrc.json). Untyped linting: TypeScript 7 has no JavaScript API, so typescript-eslint
// parses with the TypeScript 6 API (`typescript` is aliased to @typescript/typescript6 in
// package.json; `tsc` is TypeScript 7 from @typescript/native) and no rule needs type information.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', '.cache/', 'coverage/', 'bench/out/', 'custom-elements.json']),
  js.configs.recommended,
  tseslint.configs.recommended,
  lit.configs['flat/recommended'],
  wc.configs['flat/best-practice'],
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // src runs in browsers (elements) and in Node (harness, bots); scripts and configs in Node.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Our element classes extend LitElement directly or through these bases.
    settings: { wc: { elementBaseClasses: ['LitElement', 'TableElement', 'TrickTable'] } },
    rules: {
      // A parameter a signature requires but the body does not read (a Lit directive's
      // render(), a base-class hook) is named `_x`; anything else unused is an error.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // `any` stays an error, except where it is the deliberate type of a boardgame.io boundary:
    // a game's G and ctx as game-agnostic code sees them (boardgame.io 0.50.2's Ctx, reducer and
    // playerView types do not fit strict code), and type-erased generics such as
    // TrickKnowledge<any>, GameSearch<any> and TableElement<G = any> that hold any game.
    files: [
      'src/bots/**/*.ts',
      'src/games/common/descriptor.ts',
      'src/games/common/moves.ts',
      'src/elements/parts/table-controller.ts',
      'src/elements/parts/table-base.ts',
      'src/elements/parts/table-element.ts',
      'src/elements/parts/trick-table.ts',
      'src/elements/parts/table-types.ts',
      'src/harness/match.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests build boardgame.io states, actions and views by hand and feed them to its internals.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Chai's property assertions (`expect(x).to.exist`) are expressions by design.
    files: ['test/browser/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Issue 19: the browser tests do not depend on the machine's speed. They wait on events and
    // state through waitFor (test/browser/helpers.ts), whose one limit is set in
    // web-test-runner.config.mjs, as is mocha's per-test timeout; no sleep, no limit of their own.
    files: ['test/browser/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: openWcTimers() }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.type='ThisExpression'][callee.property.name='timeout']",
          message: "A test's time limit is set once, in web-test-runner.config.mjs (WAIT_LIMIT_MS).",
        },
      ],
    },
  },
  prettier,
);

/** `waitUntil` (1 s unless each call says otherwise) and `aTimeout` (a sleep), from either package that exports them. */
function openWcTimers() {
  const message =
    'Wait on an event, or on a state with waitFor from ./helpers.js (the one limit, set in web-test-runner.config.mjs); never sleep.';
  return ['@open-wc/testing', '@open-wc/testing-helpers'].map((name) => ({
    name,
    importNames: ['waitUntil', 'aTimeout'],
    message,
  }));
}
