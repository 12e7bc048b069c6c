/**
 * You Suck: the shape of the game state (YS-1…YS-12, G-5). Re-exported from
 * ./rules.ts, which holds the functions on it.
 */
import type { RulesState } from '../common/game.js';
import type { GameResult } from '../common/result.js';
import type { TickOwners } from './deal.js';
import type { Colour, Tick } from './ticks.js';

/** Where the round is (YS-4, YS-5, YS-6), or the game's end. */
export type Stage = 'choose-dealer' | 'choose-trump' | 'trade' | 'bid' | 'play' | 'over';

/** One row of the score sheet; per-seat arrays. */
export interface YouSuckRoundScore {
  round: number;
  dealer: string;
  trump: Colour | null;
  /** The owners at the start of the round (YS-3). */
  owners: TickOwners;
  bids: number[];
  /** Ticks each seat took. */
  tricks: number[];
  /** Who took each Tick this round; `null` when it held only Zeros (YS-9). */
  taken: TickOwners;
  /**
   * Each seat's total after the round minus its total before: the +3 at the
   * start, the bid points, and in round 3 the Tick values, each floored at 0
   * in the order of YS-12 (RN-7).
   */
  points: number[];
  /** Running totals after the round. */
  totals: number[];
}

/**
 * The whole game state. `hands` and `traded` are private (each seat sees
 * its own entry), `stock` is secret (G-5, YS-12); everything else is public.
 */
export interface YouSuckState extends RulesState {
  numPlayers: number;
  /** 1–3. */
  round: number;
  /** `''` only while round 1's Choose Dealer owner has not chosen (YS-4). */
  dealer: string;
  stage: Stage;
  toAct: string | null;
  hands: string[][];
  /**
   * SECRET: the suited deck left, top first (a trade draws `stock[0]`).
   * While the Choose Dealer owner chooses, nothing is dealt yet and it holds
   * the whole round's cards in dealing order (see `shuffledRound`, RN-4).
   */
  stock: string[];
  /** PRIVATE: per seat, the card it traded away this round (`[]` for the others, YS-12). */
  traded: string[][];
  /** The owners at the start of this round (YS-3). */
  owners: TickOwners;
  /** `null`: no trump, or not chosen yet (YS-4 step 7). */
  trump: Colour | null;
  bids: (number | null)[];
  /** The 7 Ticks in {@link TICK_IDS} order, this round. */
  ticks: Tick[];
  /** Ticks each seat took this round. */
  tricksWon: number[];
  /** Cards played this round (7 × n in all). */
  played: number;
  /** The most recently completed Tick, kept across a round's end (G-7). */
  lastTick: (Tick & { round: number }) | null;
  /** Ticks completed in the whole game. */
  trickCount: number;
  /** Running totals. */
  scores: number[];
  sheet: YouSuckRoundScore[];
  /** `ctx.gameover` once round 3 is scored (YS-11). */
  result: GameResult | null;
}

/** Why an action was refused (G-4). */
export type RuleError =
  | 'game-over'
  | 'wrong-stage'
  | 'not-your-turn'
  | 'bad-argument'
  | 'bid-range'
  | 'not-in-hand'
  | 'must-follow'
  | 'tick-complete'
  /** The last bid, or a card, before the play's rules have arrived (issue 20, ../common/later.ts). */
  | 'not-loaded';
