/**
 * Parsing bot specs: `name[:level]`, and comma lists of them.
 */
import type { BotSpec } from './types.js';

/** The bot names a spec may use. */
export const BOT_NAMES = ['random', 'rule', 'mcts'] as const;

/** A bot spec that cannot be parsed; `message` says why. */
export class BotSpecError extends Error {
  override name = 'BotSpecError';
}

/**
 * Parses one `name[:level]`.
 * @throws BotSpecError for an empty or unknown name
 */
export function parseBotSpec(text: string, known: readonly string[] = BOT_NAMES): BotSpec {
  const [name = '', level, extra] = text.trim().split(':').map((s) => s.trim());
  if (!name) throw new BotSpecError(`empty bot name in "${text}"`);
  if (!known.includes(name)) throw new BotSpecError(`unknown bot "${name}"; known: ${known.join(', ')}`);
  if (extra !== undefined || level === '') throw new BotSpecError(`bad bot spec "${text}"; expected name[:level]`);
  return level === undefined ? { name } : { name, level };
}

/**
 * Parses a comma list of bot specs, e.g. `"random,rule:hard"`.
 * @throws BotSpecError as {@link parseBotSpec}
 */
export function parseBotList(text: string, known: readonly string[] = BOT_NAMES): BotSpec[] {
  return text.split(',').map((part) => parseBotSpec(part, known));
}

/** Writes a spec back as `name[:level]`. */
export function formatBotSpec(spec: BotSpec): string {
  return spec.level ? `${spec.name}:${spec.level}` : spec.name;
}
