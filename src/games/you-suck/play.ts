/**
 * You Suck's later rules (issue 20): the play (YS-6…YS-9) and the end of a
 * round (YS-10…YS-12). Importing this module fills the game's {@link later}
 * slot (../common/later.ts): ./rules.ts and the package entry import it, so
 * Node, the harness, the bots and their worker always have it; a table's
 * first load (the Ticks, their powers, the bids) does not, and its play view
 * (./play-view.ts, loaded on demand) brings it.
 */
import type { Shuffle } from '../common/deal.js';
import { range } from '../common/cards.js';
import { nextSeat, seatIds } from '../common/seats.js';
import { playError, turnError } from '../common/trick.js';
import { noOwners } from './deal.js';
import { later } from './later.js';
import { startRound, type YouSuckMove } from './round.js';
import { finalResult, roundTotals } from './scoring.js';
import type { RuleError, YouSuckState } from './state.js';
import { playableOnTick, tickWinner } from './tick-play.js';
import { CARDS_PER_ROUND, COLOURS, isTickId, ROUNDS, tickColour, type Tick, type TickId } from './ticks.js';

/** The Tick named `tickId` this round, or `undefined`. */
function tickOf(state: Pick<YouSuckState, 'ticks'>, tickId: unknown): Tick | undefined {
  return isTickId(tickId) ? state.ticks.find((t) => t.id === tickId) : undefined;
}

/**
 * Why `seat` may not play `card` onto Tick `tickId` now, or `null` when it
 * may (YS-6, YS-8, G-4).
 * @returns `'bad-argument'` (not a card id, or not a Tick id),
 *   `'not-in-hand'`, `'tick-complete'` (the Tick already holds n cards),
 *   `'must-follow'` (a suited card off the Tick's colour while holding that
 *   colour), or a turn error.
 */
export function cardError(state: YouSuckState, seat: string, card: unknown, tickId: unknown): RuleError | null {
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  const tick = tickOf(state, tickId);
  if (!tick) return 'bad-argument';
  const hand = state.hands[Number(seat)]!;
  const problem = playError(hand, card, hand);
  if (problem) return problem;
  if (tick.plays.length >= state.numPlayers) return 'tick-complete';
  return playableOnTick(hand, tick.plays).includes(card as string) ? null : 'must-follow';
}

/**
 * Every legal `[card, tickId]` pair of `seat` now (YS-6, YS-8): each
 * incomplete Tick with each card of the hand that may go on it. Ticks in
 * {@link TICK_IDS} order, cards in hand order; empty when it is not `seat`'s
 * turn to play.
 */
export function legalPlays(state: YouSuckState, seat: string): [string, TickId][] {
  if (state.stage !== 'play' || state.toAct !== seat) return [];
  const hand = state.hands[Number(seat)]!;
  return state.ticks
    .filter((t) => t.plays.length < state.numPlayers)
    .flatMap((t) => playableOnTick(hand, t.plays).map((c): [string, TickId] => [c, t.id]));
}

/**
 * `seat` plays `[card, tickId]` (YS-6, YS-7, YS-8). A Tick holding n cards
 * is complete and taken (YS-9). The next seat clockwise plays next; after
 * 7 × n plays the round is scored and the next one starts with `shuffle`.
 * @returns `null`, `'bad-argument'` (not a `[cardId, tickId]` pair), or an
 *   error of {@link cardError}.
 */
export function playCard(state: YouSuckState, seat: string, move: unknown, shuffle: Shuffle): RuleError | null {
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  if (!Array.isArray(move) || move.length !== 2) return 'bad-argument';
  const [card, tickId] = move as [string, TickId];
  const problem = cardError(state, seat, card, tickId);
  if (problem) return problem;
  const hand = state.hands[Number(seat)]!;
  hand.splice(hand.indexOf(card), 1);
  const tick = tickOf(state, tickId)!;
  tick.plays.push({ seat, card });
  tick.colour = tickColour(tick.plays);
  if (tick.plays.length === state.numPlayers) {
    const i = tickWinner(
      tick.plays.map((p) => p.card),
      state.trump,
    );
    tick.taker = i === null ? null : tick.plays[i]!.seat;
    if (tick.taker !== null) state.tricksWon[Number(tick.taker)]! += 1;
    state.lastTick = { ...tick, plays: tick.plays.map((p) => ({ ...p })), round: state.round };
    state.trickCount += 1;
  }
  state.played += 1;
  state.toAct = nextSeat(seat, state.numPlayers);
  if (state.played === CARDS_PER_ROUND * state.numPlayers) endRound(state, shuffle);
  return null;
}

/**
 * Scores the round (YS-10, YS-12) and records it; then either the next round
 * starts, its owners this round's takers and the dealer the same unless
 * chosen (YS-3, YS-4), or after round 3 the game ends (YS-11).
 */
function endRound(state: YouSuckState, shuffle: Shuffle): void {
  const n = state.numPlayers;
  const before = state.sheet.at(-1)?.totals ?? new Array<number>(n).fill(0);
  const taken = noOwners();
  for (const t of state.ticks) taken[t.id] = t.taker ?? null;
  const bids = state.bids as number[];
  const tricks = [...state.tricksWon];
  state.scores = roundTotals({ round: state.round, totals: state.scores, bids, tricks, takers: taken });
  state.sheet.push({
    round: state.round,
    dealer: state.dealer,
    trump: state.trump,
    owners: { ...state.owners },
    bids: [...bids],
    tricks,
    taken,
    points: state.scores.map((t, s) => t - before[s]!),
    totals: [...state.scores],
  });
  if (state.round >= ROUNDS) {
    state.stage = 'over';
    state.toAct = null;
    state.result = finalResult(state.scores, tricks);
    return;
  }
  state.owners = { ...taken };
  startRound(state, shuffle);
}

/**
 * Exactly the legal moves of `seat` now (G-4): every seat as dealer, every
 * colour as trump, every hand card or `null` to trade, every bid 0–7, or
 * every legal `[card, tickId]` pair ({@link legalPlays}); none when it is
 * not `seat`'s turn. ./round.ts `legalMoves` (boardgame.io's `ai.enumerate`)
 * answers with it.
 */
export function allMoves(state: YouSuckState, seat: string): YouSuckMove[] {
  if (state.toAct !== seat || state.stage === 'over') return [];
  switch (state.stage) {
    case 'choose-dealer':
      return seatIds(state.numPlayers).map((s) => ({ move: 'chooseDealer', args: [s] }));
    case 'choose-trump':
      return COLOURS.map((c) => ({ move: 'chooseTrump', args: [c] }));
    case 'trade':
      return [null, ...state.hands[Number(seat)]!].map((c) => ({ move: 'tradeCard', args: [c] }));
    case 'bid':
      return range(0, CARDS_PER_ROUND).map((b) => ({ move: 'bid', args: [b] }));
    case 'play':
      return legalPlays(state, seat).map((pair) => ({ move: 'playCard', args: pair }));
  }
}

/** What the game (./game.ts), `legalMoves` (./round.ts) and the table reach through {@link later}. */
export const playRules = { playCard, legalPlays, cardError, allMoves };

/** {@link playRules}' type, for the slot. */
export type PlayRules = typeof playRules;

later.rules = playRules;
