/**
 * Hand-built Can't Win positions for the rule bot's tests: seat 0's view
 * (G-5), and the bot's move in it.
 */
import assert from 'node:assert/strict';
import { CantWin } from '../../src/games/cant-win/index.js';
import {
  isSideways,
  type CantWinPlay,
  type CantWinState,
  type CantWinTrick,
  type TileId,
} from '../../src/games/cant-win/rules.js';
import { CantWinRuleBot } from '../../src/games/cant-win/rule-bot.js';
import { moveOn, type Plays } from './bots-helpers.js';

// ---------------------------------------------------------------------------
// Positions built by hand. Seat 0 is the bot; the others' hands are hidden
// (`null`), as in seat 0's playerView (G-5).

/**
 * Seat 0's view of a 4-player round of Can't Win in trick play.
 * @param hand seat 0's cards
 * @param history completed tricks of this round, each with its winner
 * @param current plays so far in the trick in progress (seat 0 plays next)
 */
export function playView(opts: {
  hand: string[];
  tiles: TileId[];
  bids: number[];
  tricksWon?: number[];
  history?: { plays: Plays; winner: string }[];
  current?: Plays;
  leader?: string;
}): CantWinState {
  const n = 4;
  const tiles = opts.tiles;
  const asPlays = (plays: Plays): CantWinPlay[] =>
    plays.map(([seat, card]) => ({ seat, card, sideways: isSideways(tiles[Number(seat)]!, card) }));
  const tricks: CantWinTrick[] = (opts.history ?? []).map((t) => ({
    round: 1,
    leader: t.plays[0]![0],
    plays: asPlays(t.plays),
    winner: t.winner,
  }));
  const current = opts.current ?? [];
  const done = tricks.length;
  // Cards each seat holds: 12 minus the tricks done, minus 1 if it already played to this trick.
  const handSizes = [0, 1, 2, 3].map((s) =>
    s === 0 ? opts.hand.length : 12 - done - (current.some(([seat]) => seat === String(s)) ? 1 : 0),
  );
  assert.equal(opts.hand.length, 12 - done, 'seat 0 holds 12 cards less one per trick done');
  return {
    numPlayers: n,
    variant: 'standard',
    round: 1,
    dealer: '0',
    stage: 'play',
    lapTurn: 2 * n,
    toAct: '0',
    hands: [opts.hand, null, null, null],
    handSizes,
    tiles,
    bids: opts.bids,
    bidTokens: 18 - opts.bids.reduce((a, b) => a + b, 0),
    startMarker: opts.leader ?? current[0]?.[0] ?? '0',
    trick: { round: 1, leader: current[0]?.[0] ?? '0', plays: asPlays(current), winner: null },
    tricks,
    lastTrick: tricks[tricks.length - 1] ?? null,
    trickCount: done,
    tricksWon: opts.tricksWon ?? [0, 0, 0, 0],
    support: [0, 0, 0, 0],
    supportSupply: 0,
    sheet: [],
    result: null,
  } as unknown as CantWinState;
}

/** Seat 0's view of lap turn `lapTurn` of round 1, seat 0 dealing (CW-4). */
export function lapView(opts: {
  hand: string[];
  tiles?: (TileId | null)[];
  bids?: (number | null)[];
  lapTurn?: number;
}): CantWinState {
  const tiles = opts.tiles ?? [null, null, null, null];
  const bids = opts.bids ?? [null, null, null, null];
  return {
    ...playView({ hand: opts.hand, tiles: ['revive-ban', 'spell-ban', 'item-ban', 'no-xp'], bids: [0, 0, 0, 0] }),
    stage: 'laps',
    lapTurn: opts.lapTurn ?? 0,
    tiles,
    bids,
    bidTokens: 18 - bids.reduce<number>((a, b) => a + (b ?? 0), 0),
    startMarker: null,
    trick: null,
  } as unknown as CantWinState;
}

/** The rule bot's move for seat 0 in `G`, with a fixed bot seed. */
export const ruleMove = (G: CantWinState, seed = 'hand-built') =>
  moveOn(new CantWinRuleBot({ enumerate: CantWin.ai!.enumerate, seed }), G);
