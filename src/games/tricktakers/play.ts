/**
 * TrickTakers' later rules (issue 20): the stages after the character
 * choice. The moves' actions of the setups, of trick play (Kakumei, the
 * Hermit) and of the black crowns (G-4: each validates first and changes
 * the state only when legal, returning `null` or a {@link RuleError} code),
 * and their legal moves; the setups themselves are in ./setups.ts, the
 * trick and round ends in ./round-end.ts, which only this module reaches.
 *
 * Importing this module fills the game's {@link later} slot
 * (../common/later.ts): ./rules.ts imports it, so Node, the harness, the
 * bots and their worker always have it; a table's first load does not, and
 * its play view (./play-view.ts, loaded on demand) brings it.
 */
import { range } from '../common/cards.js';
import type { Shuffle } from '../common/deal.js';
import { isSeat, seatIds } from '../common/seats.js';
import { addPlay, turnError } from '../common/trick.js';
import { BERSERKER, KING_RARE } from './cards.js';
import { firstDisplay } from './display.js';
import { followCards } from './extra-legal.js';
import { characterSetOf, validateExtrasSetup, type ExtrasSetupData } from './extras-setup.js';
import type { RosterId } from './roster.js';
import { later } from './later.js';
import { endRound, endTrick } from './round-end.js';
import { GAMBLER_BET_CAP } from './scoring.js';
import { characterOf, isFinal } from './setup.js';
import { nextBlackCrowns, runSetups, startPlay } from './setups.js';
import type { RuleError, TrickTakersState, TtMove, TtPlay, TtTrick } from './state.js';
import { resolveTrick, type TrickResolution } from './trick-winner.js';

/** The highest bid: 4, or 5 with two players (TT-14, RN-10). */
export const maxBid = (state: TrickTakersState): number => (state.numPlayers === 2 ? 5 : 4);

/** The highest bet `seat` may make now: the cap (50, 100 in the final round) or its points, the lower (TT-14). */
export const maxBet = (state: TrickTakersState, seat: string): number =>
  Math.min(isFinal(state) ? GAMBLER_BET_CAP.final : GAMBLER_BET_CAP.normal, state.scores[Number(seat)]!);

/**
 * The distinct cards of `arg` if it is an array of 1…`max` distinct card
 * ids of `hand`, none of them in `forbidden`; else an error code.
 */
function cardsFrom(arg: unknown, hand: readonly string[], max: number, forbidden: string[] = []): string[] | RuleError {
  if (!Array.isArray(arg) || arg.length === 0 || !arg.every((c) => typeof c === 'string')) return 'bad-argument';
  if (new Set(arg).size !== arg.length) return 'bad-argument';
  if (!arg.every((c: string) => hand.includes(c))) return 'not-in-hand';
  if (arg.some((c: string) => forbidden.includes(c))) return 'not-allowed';
  if (arg.length > max) return 'too-many';
  return arg as string[];
}

/** Moves `cards` from `seat`'s hand to its face-down discards (TT-13…TT-17). */
function putDown(state: TrickTakersState, seat: string, cards: readonly string[]): void {
  const s = Number(seat);
  state.hands[s] = state.hands[s]!.filter((c) => !cards.includes(c));
  state.discards[s]!.push(...cards);
}

/** `seat` draws `k` cards from the top of the deck (TT-14, TT-15, TT-17). */
function draw(state: TrickTakersState, seat: string, k: number): void {
  state.hands[Number(seat)]!.push(...state.deck.splice(0, k));
  state.deckSize = state.deck.length;
}

/** A turn check for a move that several stages share: the state's own stage when it is one of `stages`. */
const turnIn = (state: TrickTakersState, seat: string, stages: string[]) =>
  turnError(state, seat, stages.includes(state.stage) ? state.stage : stages[0]!);

/**
 * `discard([cardId])`: one card face down. Stage `king-discard`: any card
 * but the King Rare, then the next setups (TT-13). Stage `hermit-discard`:
 * any card, then the Hermit plays (TT-17).
 * @returns `null`, `'bad-argument'` (not an array of one card id),
 *   `'not-in-hand'`, `'not-allowed'` (the King Rare), `'too-many'`, or a turn error
 */
export function discard(state: TrickTakersState, seat: string, arg: unknown, shuffle: Shuffle): RuleError | null {
  const turn = turnIn(state, seat, ['king-discard', 'hermit-discard']);
  if (turn) return turn;
  const king = state.stage === 'king-discard';
  const cards = cardsFrom(arg, state.hands[Number(seat)]!, 1, king ? [KING_RARE] : []);
  if (typeof cards === 'string') return cards;
  putDown(state, seat, cards);
  if (king) runSetups(state, shuffle, 'gambler');
  else state.stage = 'play';
  return null;
}

/**
 * `exchange(cardIds)`: the Gambler discards k cards face down and draws k,
 * 1 ≤ k ≤ the lower of its hand and the deck (TT-14, RN-8); after the second
 * exchange it bids.
 * @returns `null`, `'bad-argument'`, `'not-in-hand'`, `'too-many'`, or a turn error
 */
export function exchange(state: TrickTakersState, seat: string, arg: unknown): RuleError | null {
  const turn = turnError(state, seat, 'exchange');
  if (turn) return turn;
  const cards = cardsFrom(arg, state.hands[Number(seat)]!, state.deckSize);
  if (typeof cards === 'string') return cards;
  putDown(state, seat, cards);
  draw(state, seat, cards.length);
  state.exchanges += 1;
  if (state.exchanges === 2) state.stage = 'bid';
  return null;
}

/** `bid(n)`: the Gambler's public bid, 0–4 (0–5 with two players, RN-10), then its bet (TT-14). */
export function bid(state: TrickTakersState, seat: string, n: unknown): RuleError | null {
  const turn = turnError(state, seat, 'bid');
  if (turn) return turn;
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'bad-argument';
  if (n < 0 || n > maxBid(state)) return 'bid-range';
  state.bids[Number(seat)] = n;
  state.stage = 'bet';
  return null;
}

/**
 * `bet(points)`: a multiple of 10 from 10 to {@link maxBet} (TT-14); it stays
 * in the Gambler's total until the round is scored (RN-9). Then the next setups.
 */
export function bet(state: TrickTakersState, seat: string, points: unknown, shuffle: Shuffle): RuleError | null {
  const turn = turnError(state, seat, 'bet');
  if (turn) return turn;
  if (typeof points !== 'number' || !Number.isInteger(points)) return 'bad-argument';
  if (points % 10 !== 0 || points < 10 || points > maxBet(state, seat)) return 'bet-range';
  state.bets[Number(seat)] = points;
  runSetups(state, shuffle, 'resistance');
  return null;
}

/**
 * `spendBlackCrown(cardIds)` (TT-15): discard k cards face down (never the
 * Berserker card) and draw k, 1 ≤ k ≤ the deck (RN-8); the crown goes to the box.
 * After 2 spends, or with no crown left, the next seat's turn.
 */
export function spendBlackCrown(state: TrickTakersState, seat: string, arg: unknown): RuleError | null {
  const turn = turnError(state, seat, 'black-crowns');
  if (turn) return turn;
  const s = Number(seat);
  const cards = cardsFrom(arg, state.hands[s]!, state.deckSize, [BERSERKER]);
  if (typeof cards === 'string') return cards;
  putDown(state, seat, cards);
  draw(state, seat, cards.length);
  state.blackCrowns[s]! -= 1;
  state.spent[s]! += 1;
  if (state.spent[s] === 2 || state.blackCrowns[s] === 0) nextBlackCrowns(state, characterOf(state, s));
  return null;
}

/**
 * `pass()`: declines an optional step: the Gambler's further exchanges (it
 * then bids) or its bet (TT-14), or a seat's remaining black-crown spends
 * (TT-15).
 */
export function pass(state: TrickTakersState, seat: string, _arg: unknown, shuffle: Shuffle): RuleError | null {
  const turn = turnIn(state, seat, ['exchange', 'bet', 'black-crowns']);
  if (turn) return turn;
  if (state.stage === 'exchange') state.stage = 'bid';
  else if (state.stage === 'bet') runSetups(state, shuffle, 'resistance');
  else nextBlackCrowns(state, characterOf(state, seat));
  return null;
}

/** `chooseLeader(seat)`: two players' round 5, the chooser names who leads trick 1 (TT-19). */
export function chooseLeader(state: TrickTakersState, seat: string, leader: unknown): RuleError | null {
  const turn = turnError(state, seat, 'choose-leader');
  if (turn) return turn;
  if (!isSeat(leader, state.numPlayers)) return 'bad-argument';
  startPlay(state, leader);
  return null;
}

/** Whether the Hermit at `seat` may draw now: its turn to play, not yet this turn, a card in the deck (TT-17, RN-8). */
export function canHermitDraw(state: TrickTakersState, seat: string): boolean {
  return (
    turnError(state, seat, 'play') === null &&
    characterOf(state, seat) === 'hermit' &&
    !state.hermitDrew &&
    state.deckSize > 0
  );
}

/** `hermitDraw()`: the Hermit draws the deck's top card, then must discard one (stage `hermit-discard`, TT-17). */
export function hermitDraw(state: TrickTakersState, seat: string): RuleError | null {
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  if (characterOf(state, seat) !== 'hermit' || state.hermitDrew) return 'not-allowed';
  if (state.deckSize === 0) return 'deck-empty';
  draw(state, seat, 1);
  state.hermitDrew = true;
  state.stage = 'hermit-discard';
  return null;
}

/** The cards of `seat`'s hand that follow the trick in progress (TT-2, TT-47 step 2: ./extra-legal.ts), its turn checked already. */
const playable = (state: TrickTakersState, seat: string): string[] =>
  followCards(state.hands[Number(seat)]!, state.trick?.plays ?? []);

/** The cards `seat` may play now (TT-2); empty when it is not `seat`'s turn to play. */
export function legalCards(state: TrickTakersState, seat: string): string[] {
  return turnError(state, seat, 'play') === null ? playable(state, seat) : [];
}

/** Whether `seat` may declare Kakumei now: the Resistance with a declaration left (TT-4, TT-20). */
export const canKakumei = (state: TrickTakersState, seat: string): boolean =>
  characterOf(state, seat) === 'resistance' && state.kakumeiLeft > 0;

/** The `{ kakumei }` of a play's second argument: a plain object with at most that boolean key; else `null`. */
function kakumeiOf(opts: unknown): boolean | null {
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) return null;
  const proto = Object.getPrototypeOf(opts);
  if (proto !== Object.prototype && proto !== null) return null;
  const keys = Reflect.ownKeys(opts);
  if (keys.some((k) => k !== 'kakumei')) return null;
  const k = (opts as { kakumei?: unknown }).kakumei;
  return k === undefined || k === false ? false : k === true ? true : null;
}

/**
 * Why `seat` may not play `card` now, or `null` (TT-2).
 * @returns `'bad-argument'`, `'not-in-hand'`, `'must-follow'`, or a turn error
 */
export function cardError(state: TrickTakersState, seat: string, card: unknown): RuleError | null {
  const turn = turnError(state, seat, 'play');
  if (turn) return turn;
  if (typeof card !== 'string') return 'bad-argument';
  if (!state.hands[Number(seat)]!.includes(card)) return 'not-in-hand';
  return playable(state, seat).includes(card) ? null : 'must-follow';
}

/**
 * `playCard(cardId, { kakumei? })` (TT-2…TT-4): plays a legal card,
 * declaring Kakumei with it when asked (the Resistance only, TT-4). A
 * complete trick is judged and its effects applied (Hermit bonus, Kakumei
 * card, Black Kakumei win); after the 5th, the round is scored.
 * @param arg `[cardId, opts]`; `opts` a plain object, `{}` for no Kakumei
 * @returns `null`, `'bad-argument'`, `'not-in-hand'`, `'must-follow'`,
 *   `'not-allowed'` (Kakumei by another character, or none left), or a turn error
 */
export function playCard(state: TrickTakersState, seat: string, arg: unknown, shuffle: Shuffle): RuleError | null {
  if (!Array.isArray(arg) || arg.length !== 2) return 'bad-argument';
  const [card, opts] = arg as [unknown, unknown];
  const problem = cardError(state, seat, card);
  if (problem) return problem;
  const kakumei = kakumeiOf(opts);
  if (kakumei === null) return 'bad-argument';
  if (kakumei && !canKakumei(state, seat)) return 'not-allowed';
  const play: TtPlay = { seat, card: card as string };
  if (characterOf(state, seat) === 'hermit') play.byHermit = true;
  if (state.hermitDrew) play.drew = true;
  if (kakumei) play.kakumei = true;
  state.hermitDrew = false;
  const trick = state.trick!;
  if (kakumei) {
    trick.kakumei = true;
    state.kakumeiLeft -= 1;
  }
  let judged: TrickResolution | undefined;
  const done = addPlay(state, play, (plays) => {
    judged = resolveTrick(plays, { kakumei: trick.kakumei });
    return plays[judged.winner]!.seat;
  });
  if (done === 'next') return null;
  if (done === 'trick') (state.trick as TtTrick).kakumei = false;
  if (!endTrick(state, trick, judged!, done === 'round')) return null;
  if (done === 'round') endRound(state, shuffle);
  return null;
}

/** Every non-empty subset of `cards` of at most `max` cards, each in the order of `cards` (hand order). */
function subsets(cards: readonly string[], max: number): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << cards.length; mask++) {
    const pick = cards.filter((_, i) => mask & (1 << i));
    if (pick.length <= max) out.push(pick);
  }
  return out;
}

/**
 * The legal moves of `seat`, to move now in a stage after the character
 * choice (./actions.ts `legalMoves`, G-4): exchanges and spends as every
 * allowed subset of the hand (hand order), `playCard` with `{}` and, when
 * allowed, `{ kakumei: true }`.
 */
export function laterMoves(state: TrickTakersState, seat: string): TtMove[] {
  const hand = state.hands[Number(seat)]!;
  const pass: TtMove = { move: 'pass', args: [] };
  const sets = (move: 'exchange' | 'spendBlackCrown', cards: readonly string[]): TtMove[] =>
    subsets(cards, state.deckSize).map((c) => ({ move, args: [c] }));
  switch (state.stage) {
    case 'king-discard':
    case 'hermit-discard':
      return hand
        .filter((c) => state.stage === 'hermit-discard' || c !== KING_RARE)
        .map((c) => ({ move: 'discard', args: [[c]] }));
    case 'exchange':
      return [...sets('exchange', hand), pass];
    case 'bid':
      return range(0, maxBid(state)).map((n) => ({ move: 'bid', args: [n] }));
    case 'bet':
      return [
        ...range(1, Math.floor(maxBet(state, seat) / 10)).map((k) => ({ move: 'bet' as const, args: [k * 10] })),
        pass,
      ];
    case 'black-crowns':
      return [
        ...sets(
          'spendBlackCrown',
          hand.filter((c) => c !== BERSERKER),
        ),
        pass,
      ];
    case 'choose-leader':
      return seatIds(state.numPlayers).map((s) => ({ move: 'chooseLeader', args: [s] }));
    case 'play': {
      const kakumei = canKakumei(state, seat);
      const plays = playable(state, seat).flatMap((c): TtMove[] => [
        { move: 'playCard', args: [c, {}] },
        ...(kakumei ? [{ move: 'playCard' as const, args: [c, { kakumei: true }] }] : []),
      ]);
      return canHermitDraw(state, seat) ? [...plays, { move: 'hermitDraw', args: [] }] : plays;
    }
    default:
      return [];
  }
}

/**
 * The extras whose play the game does not have yet (issue 21): setupData
 * naming one of them is refused, so no game offers a half-working
 * character. Empty once every one is playable.
 */
export const NOT_PLAYABLE_YET: readonly RosterId[] = ['adventurer', 'collector', 'ruler'];

/**
 * Why setupData's extras fields are refused for `numPlayers` (G-3), or
 * `undefined`: ./extras-setup.ts `validateExtrasSetup`, then a character
 * or mode whose play is not complete yet ({@link NOT_PLAYABLE_YET}).
 */
export function extrasSetupProblem(setupData: unknown, numPlayers: number): string | undefined {
  const problem = validateExtrasSetup(setupData, numPlayers);
  if (problem) return problem;
  const sd = setupData as ExtrasSetupData;
  if (sd.mode === 'advanced') return 'mode "advanced" is not playable yet (TT-48)';
  const c = NOT_PLAYABLE_YET.find((x) => sd.characters?.includes(x));
  return c ? `characters holds ${c}, which is not playable yet` : undefined;
}

/**
 * A new game's fields from setupData's extras (checked already): round 1's
 * display of the game's character set (TT-23, TT-24, TT-54), and the
 * preset item deck (TT-54), SECRET.
 */
export function extrasStart(
  sd: ExtrasSetupData,
  numPlayers: number,
  shuffle: Shuffle,
): Pick<TrickTakersState, 'display' | 'presetItemDeck'> {
  const display = firstDisplay(characterSetOf(sd, numPlayers), numPlayers, shuffle, sd.characterOrder);
  return sd.itemDeck ? { display, presetItemDeck: [...sd.itemDeck] } : { display };
}

/** What the game (./game.ts), the first-stage rules (./actions.ts, ./setup.ts) and the table reach through {@link later}. */
export const playRules = {
  discard,
  exchange,
  bid,
  bet,
  spendBlackCrown,
  pass,
  chooseLeader,
  hermitDraw,
  playCard,
  runSetups,
  laterMoves,
  legalCards,
  cardError,
  canHermitDraw,
  canKakumei,
  extrasSetupProblem,
  extrasStart,
};

/** {@link playRules}' type, for the slot. */
export type PlayRules = typeof playRules;

later.rules = playRules;
