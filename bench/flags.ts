/**
 * The benches' command lines: `node:util` `parseArgs`, with a bad flag (an
 * unknown option, a missing value) reported as a clear message and the
 * usage on stderr, exit 2, instead of parseArgs's uncaught TypeError.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * `parseArgs(config)` (strict and without positionals, parseArgs's defaults, unless `config` says otherwise),
 * or on a bad flag: `<name>: <parseArgs's message>` and `usage` on stderr, exit 2.
 */
export function parseFlags<T extends ParseArgsConfig>(
  name: string,
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (e) {
    usageError(name, usage, (e as Error).message);
  }
}

/** A bad flag or flag value: `<name>: <message>` and `usage` on stderr, exit 2. */
export function usageError(name: string, usage: string, message: string): never {
  process.stderr.write(`${name}: ${message}\nusage: ${usage}\n`);
  process.exit(2);
}
