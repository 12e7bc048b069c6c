/**
 * What the harness, the bots and the elements need to know about a game,
 * beyond its boardgame.io `Game`. Each game exports one descriptor; the
 * registry in ../registry.ts lists them.
 */
import type { Game } from 'boardgame.io';
import type { BotName } from '../../bots/spec.js';
import type { GameBots } from '../../bots/types.js';

/**
 * One finished round, as the harness records it, the `table-round-end`
 * event carries it and the score sheet shows it. Per-seat arrays are indexed
 * by seat number. `points` is what each seat scored this round. A game
 * without a dealer or without bids (TrickTakers has no dealer, TT-7, and
 * only the Gambler bids, TT-14) leaves those fields out, and nothing that
 * prints or counts rounds may assume them. Games add their own public
 * fields (Can't Win: `tiles`).
 */
export interface RoundRecord {
  /** The round's dealer, in games that have one. */
  dealer?: string;
  /** Each seat's bid, in games with bids; `null` for a seat without one (TrickTakers: only the Gambler bids, TT-14). */
  bids?: (number | null)[];
  /** Tricks each seat took, in games that count them. */
  tricks?: number[];
  points: number[];
  /**
   * Each seat's running total after this round, in games whose totals are
   * not the sum of the rounds' `points` from 0 (TrickTakers starts at 30,
   * TT-5). Read it through `runningTotals` (./totals.ts), the one
   * definition the round summary and the score sheet share (issue 22).
   */
  totals?: number[];
  [extra: string]: unknown;
}

/** A game's own harness setting, named as its setupData names it (src/harness/settings.ts `GameSettings`). */
export type GameSettingName = 'characters' | 'mode' | 'characterCount';

/** One completed trick, for printing a replay: plays in order and the winner. */
export interface TrickLine {
  round: number;
  /** 1-based count of tricks completed in the game, this one included. */
  index: number;
  /** The Tick it was, in games that play several at once (You Suck's Tick id). */
  tick?: string;
  plays: { seat: string; card: string; note?: string }[];
  winner: string | null;
}

/**
 * One game as the harness, the bots and the elements see it: its
 * boardgame.io `Game`, player range and variants, how to read its score
 * sheet and last trick from `G` (the full state or a seat's view), and its
 * bots. Each game's src/games/<game>/index.ts exports one (`cantWin`,
 * `instinct`); src/games/registry.ts lists them by `id`.
 * Each is deeply frozen (`deepFreeze`, ./freeze.ts), its `Game` included, so
 * that no page script can change what a table relies on (issue 10).
 * @typeParam S the game's rules state (`G`)
 */
export interface GameDescriptor<S = any> {
  /** The game's `name`, e.g. `"cant-win"`. */
  id: string;
  /** Display name, e.g. `"Can't Win"`. */
  title: string;
  /** The boardgame.io game (built by `rulesGame`, src/games/common/game.ts). */
  game: Game<S>;
  /** Fewest and most seats, as the game's `minPlayers`/`maxPlayers`. */
  minPlayers: number;
  maxPlayers: number;
  /** Allowed `setupData.variant` values; the first is the default; empty for a game without variants. */
  variants: readonly string[];
  /** The score sheet so far, one record per finished round. */
  rounds(G: S): RoundRecord[];
  /**
   * The most recently completed trick (it survives the end of a round), or
   * `null` before the first. A new trick has completed when `index` grows.
   */
  lastTrick(G: S): TrickLine | null;
  /**
   * The game's bots. `names` lists the bot names it offers (`random` and
   * `mcts` need only `ai.enumerate`; `rule`, `ismcts` and `oracle` need the
   * game's {@link GameBots}), so a bot spec can be checked without loading
   * any bot code. `load()` imports the game's bots on first use: in the
   * browser they are a chunk of their own, outside an element's first load.
   * `levels` narrows a bot's levels (src/bots/spec.ts `BOT_LEVELS`) in this
   * game, for a level that plays no better here than the one below it
   * (TrickTakers has no `ismcts:hard`, issue 24); absent: all of them.
   */
  bots: {
    names: readonly BotName[];
    levels?: Partial<Record<BotName, readonly string[]>>;
    load(): Promise<GameBots>;
  };
  /**
   * The harness settings the game takes beyond its variant, each a setupData field of the same
   * name (TrickTakers': `characters`, `mode`, `characterCount`, issue 21; the CLI's
   * `--characters`, `--mode`, `--character-count`); absent: none, and the harness refuses them.
   */
  settings?: readonly GameSettingName[];
  /** Extra setupData the harness passes (e.g. Instinct's `maxRounds` cap). */
  harnessSetup?(opts: { maxRounds: number }): Record<string, unknown>;
}
