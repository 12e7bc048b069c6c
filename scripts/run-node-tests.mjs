// `npm run test:node [-- <files or folders>] [-- --test-name-pattern=<re>]`
//
// Runs test/node/**/*.test.ts with Node's own test runner and tsx. Node 20's `--test` takes no
// globs (a quoted glob runs 0 tests and still exits 0), so this lists the files itself, and fails
// when no file is found or no test passes.
//
// Arguments that start with "-" go to node (use the `--flag=value` form); the others are test
// files or folders to search instead of test/node.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The Node tests' time limit (issue 19), for a test file and for any test in it (Node 20 applies
 * `--test-timeout` to each file's process as well as to each test): one that runs longer fails
 * instead of hanging CI. A hang detector, not a speed requirement: the slowest file takes about
 * 30 s on a 2-core machine at a load average of 13, and a quiet run never comes near it. No test
 * sets a timeout of its own (harness-helpers.ts kills a stuck CLI run at half this, to show its
 * output). A `--test-timeout=` argument overrides it.
 */
const FILE_LIMIT_MS = 600_000;

const args = process.argv.slice(2);
const nodeFlags = args.filter((arg) => arg.startsWith('-'));
const targets = args.filter((arg) => !arg.startsWith('-'));

const files = (targets.length > 0 ? targets : ['test/node']).flatMap(findTests).sort();
if (files.length === 0) {
  console.error(`No *.test.ts files found in ${targets.length > 0 ? targets.join(', ') : 'test/node'}.`);
  process.exit(1);
}

// Human-readable report on the terminal; a count of real tests to a file.
const countDir = mkdtempSync(path.join(tmpdir(), 'node-tests-'));
const countFile = path.join(countDir, 'count.json');
const countReporter = new URL('./node-test-count-reporter.mjs', import.meta.url).href;
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${countReporter}`,
    `--test-reporter-destination=${countFile}`,
    `--test-timeout=${FILE_LIMIT_MS}`,
    ...nodeFlags,
    ...files,
  ],
  { stdio: 'inherit', env: { ...process.env, NODE_TEST_FILE_LIMIT_MS: String(FILE_LIMIT_MS) } },
);

let count = { passed: 0, perFile: {} };
try {
  count = JSON.parse(readFileSync(countFile, 'utf8'));
} catch {
  // node failed before writing a report; its own error is on the terminal
}
rmSync(countDir, { recursive: true, force: true });

if (result.status !== 0) process.exit(result.status ?? 1);
const empty = Object.entries(count.perFile)
  .filter(([, n]) => n === 0)
  .map(([file]) => path.relative('.', file));
if (empty.length > 0) {
  console.error(`These test files register no test: ${empty.join(', ')}`);
  process.exit(1);
}
if (count.passed === 0) {
  console.error(`Node test runner passed 0 tests in ${files.length} file(s); that is a failure, not a success.`);
  process.exit(1);
}

/** `dir` -> every *.test.ts below it; a file -> itself. */
function findTests(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    console.error(`No such test file or folder: ${target}`);
    process.exit(1);
  }
  if (stats.isFile()) return [target];
  return readdirSync(target, { recursive: true })
    .map((name) => path.join(target, String(name)))
    .filter((file) => file.endsWith('.test.ts') && statSync(file).isFile());
}
