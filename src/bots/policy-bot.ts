/**
 * A boardgame.io `Bot` that plays a hand-written policy: the generic half of
 * every `rule` bot. The game-specific half is the {@link Policy}, one per
 * game (e.g. src/games/cant-win/rule-bot.ts), created by the game's `bots.ts`.
 */
import { Bot } from 'boardgame.io/ai';
import type { Game } from 'boardgame.io';
import type { ChosenMove } from './types.js';

/**
 * Chooses one of `legal` for `seat`.
 * @param G the state the bot was handed (the seat's `playerView` when seated
 *   through the registry); a policy must read only what the seat may see (G-5)
 * @param legal the moves `ai.enumerate` lists for `seat`; never empty
 * @param random a uniform number in [0, 1) from the bot's seeded stream; the
 *   only randomness a policy may use, so a seed replays its choices
 * @returns one element of `legal` (compared by move name and arguments)
 */
export type Policy = (G: any, ctx: any, seat: string, legal: readonly ChosenMove[], random: () => number) => ChosenMove;

/** Constructor options of {@link PolicyBot}. */
export interface PolicyBotOptions {
  /** The game's `ai.enumerate`: the legal moves of a seat. */
  enumerate: NonNullable<Game['ai']>['enumerate'];
  /** Seeds the bot's own random stream (BOTS.md: one per deal, seat and bot). */
  seed: string | number;
  /** Chooses among the legal moves. */
  policy: Policy;
}

/** The `MAKE_MOVE` action shape that `Bot.enumerate` builds. */
interface MoveAction {
  type: string;
  payload: { type: string; args?: unknown[] | null; playerID: string };
}

/** True when two enumerated moves are the same move with the same arguments. */
function sameMove(a: ChosenMove, b: ChosenMove): boolean {
  return a.move === b.move && JSON.stringify(a.args) === JSON.stringify(b.args);
}

/**
 * A `Bot` whose `play` asks `ai.enumerate` for the legal moves and lets a
 * {@link Policy} pick one. The chosen action is always one that `enumerate`
 * produced, so the bot never sends a move the game does not list.
 */
export class PolicyBot extends Bot {
  private readonly policy: Policy;

  constructor({ enumerate, seed, policy }: PolicyBotOptions) {
    super({ enumerate, seed });
    this.policy = policy;
  }

  /**
   * @returns `{ action }`: the chosen `MAKE_MOVE` action, or `action:
   *   undefined` when `playerID` has no legal move (e.g. not its turn), as
   *   boardgame.io's `RandomBot` does.
   * @throws Error when the policy returns a move that is not in the list (a
   *   policy bug, never a player's mistake).
   */
  play(state: { G: any; ctx: any }, playerID: string): Promise<{ action: any }> {
    const actions = this.enumerate(state.G, state.ctx, playerID) as MoveAction[];
    if (actions.length === 0) return Promise.resolve({ action: undefined });
    const legal = actions.map((a) => ({ move: a.payload.type, args: a.payload.args ?? [] }));
    const choice = this.policy(state.G, state.ctx, playerID, legal, () => this.random());
    const index = legal.findIndex((m) => sameMove(m, choice));
    if (index < 0) throw new Error(`policy chose ${JSON.stringify(choice)}, which is not a legal move`);
    return Promise.resolve({ action: actions[index] });
  }
}
