/** Small helpers shared by the harness tests. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { getGame } from '../../src/games/registry.js';

export const cantWin = getGame('cant-win');
export const specs = (...names: string[]) => names.map((name) => ({ name }));
export const close = (actual: number | null, expected: number, digits = 3) =>
  assert.ok(actual !== null && Math.abs(actual - expected) < 10 ** -digits / 2, `${actual} ≈ ${expected}`);

/** How a run of the CLI ended: its exit code (`null` when killed, e.g. by the timeout) and output. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Half the test file's time limit (`npm run test:node` sets it, scripts/run-node-tests.mjs), or
 * none: a CLI run that takes longer is killed, and its output reported.
 */
const CLI_LIMIT_MS = Number(process.env.NODE_TEST_FILE_LIMIT_MS ?? 0) / 2;

/**
 * Runs the harness CLI (`npm run harness -- …`) as a child process. A run
 * longer than {@link CLI_LIMIT_MS} is killed (status `null`), so a check that
 * should stop a run before it plays fails rather than hangs when it does not.
 */
export function cli(...args: string[]): Promise<CliRun> {
  return runScript('src/harness/cli.ts', ...args);
}

/** Runs a TypeScript command-line script of the repository (a path from its root) as {@link cli} runs the harness's. */
export function runScript(file: string, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', file, ...args],
      { encoding: 'utf8', timeout: CLI_LIMIT_MS, maxBuffer: 256 << 20 },
      (err, stdout, stderr) => {
        const code = err ? (err as { code?: unknown }).code : 0;
        resolve({ status: typeof code === 'number' ? code : null, stdout, stderr });
      },
    );
  });
}

/**
 * Asserts that a run failed with `status` and exactly one line on stderr,
 * `harness: ` then a message containing `message`, with no stack frame.
 * With `played: false` (the default), it also asserts that nothing was
 * played or printed on stdout.
 */
export function assertOneLine(run: CliRun, status: number, message: string, { played = false } = {}): void {
  const lines = run.stderr.split('\n').filter((line) => line !== '');
  const where = `stdout: ${run.stdout.slice(0, 300)}\nstderr: ${run.stderr.slice(0, 1000)}`;
  assert.equal(run.status, status, where);
  assert.ok(lines[0]?.startsWith('harness: ') && lines[0].includes(message), `expected "${message}"\n${where}`);
  if (status !== 2) assert.equal(lines.length, 1, where); // a usage error adds the usage text
  assert.doesNotMatch(run.stderr, /^\s+at /m, where);
  if (!played) assert.equal(run.stdout, '', where);
}
