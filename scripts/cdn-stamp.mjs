// Is dist/cdn up to date? `npm start` (scripts/start.mjs) answers this before it serves the
// demo, so that a start with nothing changed serves the bundles at once instead of waiting for
// a rebuild.
//
// After each build it writes a stamp (.cache/cdn-stamp.json): the entry files, and a SHA-256 of
// every file the build read (rollup's watch files: sources, node_modules files, the bot workers'
// files; plus the build's own config files) and of every file it wrote. dist/cdn is up to date
// when the entries are the same and every one of those files still has its recorded content.
// Content, not modification times: a checkout or `npm ci` that rewrites the same bytes changes
// nothing, and any edit is seen whatever its clock.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Bumped when the stamp's shape changes: an older stamp then reads as "not up to date". */
const VERSION = 1;

/** SHA-256 of a file's content, hex; `null` when it cannot be read (missing). */
export function hashFile(file) {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** `file` relative to `root`, with forward slashes (the stamp's keys). */
function relative(root, file) {
  return path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
}

/**
 * The stamp of a build, hashing the files as they are now.
 * @param {{ root: string, entries: string[], inputs: string[], outputs: string[] }} build
 *   `entries`: its input files; `inputs`: every file it read; `outputs`: every file it wrote
 *   (paths absolute or relative to `root`; ids that are not files, such as rollup's `\0` virtual
 *   modules, are left out).
 * @returns {{ version: number, entries: string[], inputs: Record<string, string | null>, outputs: Record<string, string | null> }}
 */
export function createStamp({ root, entries, inputs, outputs }) {
  const hashes = (files) =>
    Object.fromEntries(
      [...new Set(files.filter((f) => !f.startsWith('\0')).map((f) => relative(root, f)))]
        .sort()
        .map((f) => [f, hashFile(path.join(root, f))]),
    );
  return {
    version: VERSION,
    entries: [...new Set(entries.map((f) => relative(root, f)))].sort(),
    inputs: hashes(inputs),
    outputs: hashes(outputs),
  };
}

/** Writes `stamp` to `file` (whole or not at all: written beside it, then renamed). */
export function writeStamp(file, stamp) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(stamp, null, 1)}\n`);
  renameSync(temp, file);
}

/** The stamp in `file`; `null` when there is none or it cannot be read. */
export function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Why a build recorded in `stamp` is not up to date, or `null` when it is: same entries, and
 * every file it read and wrote has the recorded content.
 * @param {ReturnType<typeof readStamp>} stamp
 * @param {{ root: string, entries: string[] }} now the entry files today
 * @returns {string | null} e.g. "src/games/instinct/rules.ts changed"
 */
export function staleReason(stamp, { root, entries }) {
  if (!stamp || stamp.version !== VERSION || !stamp.inputs || !stamp.outputs || !Array.isArray(stamp.entries)) {
    return 'no record of a previous build';
  }
  const nowEntries = [...new Set(entries.map((f) => relative(root, f)))].sort();
  if (nowEntries.join('\n') !== stamp.entries.join('\n')) return 'the entry files changed';
  if (Object.keys(stamp.outputs).length === 0) return 'the previous build wrote nothing';
  for (const [kind, files] of [
    ['output', stamp.outputs],
    ['input', stamp.inputs],
  ]) {
    for (const [file, hash] of Object.entries(files)) {
      const current = hashFile(path.join(root, file));
      if (current === hash) continue;
      if (current === null) return `${file} is missing`;
      if (hash === null) return `${file} appeared`;
      return kind === 'output' ? `${file} was rewritten since` : `${file} changed`;
    }
  }
  return null;
}
