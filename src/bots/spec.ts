/**
 * Parsing bot specs: `name[:level]`, and comma lists of them.
 */
import type { GameDescriptor } from '../games/common/descriptor.js';
import type { BotSpec } from './types.js';

/** The bot names a spec may use. */
export const BOT_NAMES = ['random', 'rule', 'mcts', 'ismcts', 'oracle'] as const;
/** One of {@link BOT_NAMES}: `random`, `rule`, `mcts`, `ismcts` or `oracle` (docs/bots.md). */
export type BotName = (typeof BOT_NAMES)[number];

/**
 * The levels each bot accepts, easiest first (docs/bots.md "Levels"). An
 * empty list: the bot takes no level. `mcts`, `ismcts` and `oracle` default
 * to `normal`.
 */
export const BOT_LEVELS = {
  random: [],
  rule: [],
  mcts: ['easy', 'normal', 'hard'],
  ismcts: ['easy', 'normal', 'hard'],
  oracle: ['easy', 'normal', 'hard'],
} as const satisfies Record<BotName, readonly string[]>;

/** A bot spec that cannot be parsed; `message` says why. */
export class BotSpecError extends Error {
  override name = 'BotSpecError';
}

/**
 * Parses one `name[:level]`. With `anyLevel` the level is not checked:
 * for a spec read back from a recorded match, which may name a level this
 * build does not take (one retired, or one from a newer build) and is only
 * reported, never played.
 * @throws BotSpecError for an empty or unknown name, a malformed spec, or
 *   (unless `anyLevel`) a level the bot does not take (see {@link checkLevel})
 */
export function parseBotSpec(text: string, known: readonly string[] = BOT_NAMES, anyLevel = false): BotSpec {
  const [name = '', level, extra] = text
    .trim()
    .split(':')
    .map((s) => s.trim());
  if (!name) throw new BotSpecError(`empty bot name in "${text}"`);
  if (!known.includes(name)) throw new BotSpecError(`unknown bot "${name}"; known: ${known.join(', ')}`);
  if (extra !== undefined || level === '') throw new BotSpecError(`bad bot spec "${text}"; expected name[:level]`);
  const spec = level === undefined ? { name } : { name, level };
  if (!anyLevel) checkLevel(spec);
  return spec;
}

/**
 * Checks the level of a spec against `levels`, by default the bot's
 * {@link BOT_LEVELS}; with a game's own narrower list, `game` names it in
 * the message. Names not listed there (a caller's own `known` names) pass.
 * @throws BotSpecError when the bot takes no level and one is given, or the
 *   level is not one of the bot's, naming the levels it takes (so a page that
 *   asks for `ismcts:expert` reads "levels: easy, normal, hard", and for
 *   `ismcts:hard` in TrickTakers `unknown level "hard" for bot "ismcts" in
 *   TrickTakers; levels: easy, normal`)
 */
export function checkLevel(
  spec: BotSpec,
  levels = (BOT_LEVELS as Record<string, readonly string[] | undefined>)[spec.name],
  game?: string,
): void {
  if (!levels || spec.level === undefined) return;
  if (levels.length === 0) throw new BotSpecError(`bot "${spec.name}" takes no level, got "${spec.level}"`);
  if (!levels.includes(spec.level)) {
    throw new BotSpecError(
      `unknown level "${spec.level}" for bot "${spec.name}"${game ? ` in ${game}` : ''}; levels: ${levels.join(', ')}`,
    );
  }
}

/**
 * The levels bot `name` takes in `game`: the game's own list
 * (`GameDescriptor.bots.levels`) where it narrows them, else
 * {@link BOT_LEVELS}'s; `[]` for a bot that takes none or a name not listed.
 */
export function levelsIn(game: Pick<GameDescriptor, 'bots'>, name: string): readonly string[] {
  return (
    game.bots.levels?.[name as BotName] ?? (BOT_LEVELS as Record<string, readonly string[] | undefined>)[name] ?? []
  );
}

/**
 * Parses a comma list of bot specs, e.g. `"random,ismcts:easy"`.
 * @throws BotSpecError as {@link parseBotSpec}
 */
export function parseBotList(text: string, known: readonly string[] = BOT_NAMES, anyLevel = false): BotSpec[] {
  return text.split(',').map((part) => parseBotSpec(part, known, anyLevel));
}

/** Writes a spec back as `name[:level]`. */
export function formatBotSpec(spec: BotSpec): string {
  return spec.level ? `${spec.name}:${spec.level}` : spec.name;
}

/**
 * Checks that `game` offers the bot `spec` names, at a level that bot takes,
 * without loading any bot code (the descriptor's `bots.names`). Here, not in
 * ./registry.ts, so that a table can check its `bots` attribute without
 * loading boardgame.io's bots.
 * With `anyLevel` only the name is checked (a recorded match's spec, as
 * in {@link parseBotSpec}).
 * @throws BotSpecError for an unknown level, a level the game does not
 *   offer (its `bots.levels`: {@link checkLevel}), or a bot the game lacks
 */
export function checkBotSpec(game: Pick<GameDescriptor, 'title' | 'bots'>, spec: BotSpec, anyLevel = false): void {
  const own = game.bots.levels?.[spec.name as BotName];
  if (!anyLevel) checkLevel(spec, own, own && game.title);
  if (!game.bots.names.includes(spec.name as BotName)) {
    throw new BotSpecError(`bot "${spec.name}" is not available for ${game.title}`);
  }
}
