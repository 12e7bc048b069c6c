/**
 * Hand-built Instinct positions for the rule bot's tests: seat 0's view of
 * round 1 of a 4-player game (G-5), and the bot's move in it.
 */
import assert from 'node:assert/strict';
import { Instinct } from '../../src/games/instinct/index.js';
import { type InstinctState, type InstinctTrick } from '../../src/games/instinct/rules.js';
import { InstinctRuleBot } from '../../src/games/instinct/rule-bot.js';
import { moveOn, type Plays } from './bots-helpers.js';

/**
 * Seat 0's view in trick play.
 * @param hand seat 0's cards: 11 less one per completed trick
 * @param history completed tricks of this round, each with its winner
 * @param current plays so far in the trick in progress (seat 0 plays next)
 */
export function playView(opts: {
  hand: string[];
  bids: number[];
  tricksWon?: number[];
  history?: { plays: Plays; winner: string }[];
  current?: Plays;
  dealer?: string;
}): InstinctState {
  const n = 4;
  const asTrick = (plays: Plays, winner: string | null): InstinctTrick => ({
    round: 1,
    leader: plays[0]?.[0] ?? '0',
    plays: plays.map(([seat, card]) => ({ seat, card })),
    winner,
  });
  const tricks = (opts.history ?? []).map((t) => asTrick(t.plays, t.winner));
  const current = opts.current ?? [];
  const done = tricks.length;
  assert.equal(opts.hand.length, 11 - done, 'seat 0 holds 11 cards less one per trick done');
  const handSizes = [0, 1, 2, 3].map((s) =>
    s === 0 ? opts.hand.length : 11 - done - (current.some(([seat]) => seat === String(s)) ? 1 : 0),
  );
  return {
    numPlayers: n,
    variant: 'standard',
    maxRounds: null,
    round: 1,
    dealer: opts.dealer ?? '0',
    stage: 'play',
    toAct: '0',
    hands: [opts.hand, null, null, null],
    handSizes,
    bids: opts.bids,
    trick: asTrick(current, null),
    tricks,
    lastTrick: tricks[tricks.length - 1] ?? null,
    trickCount: done,
    tricksWon: opts.tricksWon ?? [0, 0, 0, 0],
    scores: [0, 0, 0, 0],
    dealt: [1, 0, 0, 0],
    sheet: [],
    result: null,
  } as unknown as InstinctState;
}

/** Seat 0's view when it is to bid, `bids` made so far (seat 0 deals and bids first unless `dealer` says otherwise, IN-3). */
export function bidView(
  hand: string[],
  bids: (number | null)[] = [null, null, null, null],
  dealer = '0',
): InstinctState {
  return {
    ...playView({ hand, bids: [0, 0, 0, 0], dealer }),
    stage: 'bid',
    bids,
    trick: null,
  } as unknown as InstinctState;
}

/** The rule bot's move for seat 0 in `G`, with a fixed bot seed. */
export const ruleMove = (G: InstinctState, seed = 'hand-built') =>
  moveOn(new InstinctRuleBot({ enumerate: Instinct.ai!.enumerate, seed }), G);

// ---------------------------------------------------------------------------
