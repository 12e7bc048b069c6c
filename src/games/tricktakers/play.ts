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
import { advancedMoves, draftCharacter, selectCharacter, startDraft } from './advanced.js';
import { usedCharacters } from './draft.js';
import { undealt, type Shuffle } from '../common/deal.js';
import { isSeat, seatIds } from '../common/seats.js';
import { turnError } from '../common/trick.js';
import { BERSERKER, DECK, KING_RARE } from './cards.js';
import { firstDisplay } from './display.js';
import { visibleLead } from './effective.js';
import { adventurerCards, followCards, playOrder, rulerPlay, type RulerPlay } from './extra-legal.js';
import {
  afterTrick,
  chooseInitialItems,
  discardCard,
  giveTask,
  trickView,
  pendingItem,
  planItem,
  reserveCard,
  taskError,
  useItem,
} from './extras-play.js';
import { initialItemChoices, availableItems } from './adventurer.js';
import { TASK_IDS } from './ruler.js';
import { characterSetOf, validateExtrasSetup, type ExtrasSetupData } from './extras-setup.js';
import { BASIC_CHARACTERS, type RosterId } from './roster.js';
import { pickError, shownCharacters } from './actions.js';
import { later } from './later.js';
import { endRound, endTrick } from './round-end.js';
import { CHARACTERS, GAMBLER_BET_CAP } from './scoring.js';
import { characterOf, isFinal } from './setup.js';
import { nextBlackCrowns, openTtTrick, presetItemDeck, runSetups, startPlay } from './setups.js';
import type { RuleError, TrickTakersState, TtMove, TtPlay, TtTrick } from './state.js';
import { resolveTrick } from './trick-winner.js';

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

/**
 * The cards of `seat`'s hand it may play to the trick in progress, its
 * turn checked already: must-follow on effective cards (TT-2, TT-47 step
 * 2: ./extra-legal.ts); the Ruler any card (TT-46); the Adventurer after an
 * item, as the item allows (TT-32, TT-33).
 */
function playable(state: TrickTakersState, seat: string): string[] {
  const hand = state.hands[Number(seat)]!;
  const plays = state.trick?.plays ?? [];
  const c = characterOf(state, seat);
  if (c === 'ruler') return [...hand];
  return c === 'adventurer' ? adventurerCards(hand, plays, pendingItem(state)) : followCards(hand, plays);
}

/** The cards `seat` may play now (TT-2); empty when it is not `seat`'s turn to play. */
export function legalCards(state: TrickTakersState, seat: string): string[] {
  return turnError(state, seat, 'play') === null ? playable(state, seat) : [];
}

/**
 * The colour to follow in `trick` as the next seat sees it (TT-2, TT-47
 * step 2: of the effective cards; a Ruler's lead token, a Wand's colour),
 * `null` when any card may be played: none set yet, or hidden by a
 * face-down Potion card (TT-34).
 */
export const leadSuit = (trick: TtTrick | null): string | null => (trick ? visibleLead(trick.plays).colour : null);

/** Whether `seat` may declare Kakumei now: the Resistance with a declaration left (TT-4, TT-20). */
export const canKakumei = (state: TrickTakersState, seat: string): boolean =>
  characterOf(state, seat) === 'resistance' && state.kakumeiLeft > 0;

/** `playCard`'s options (TT-52). */
interface PlayOptions {
  kakumei: boolean;
  swordDelta?: 5 | -5;
  leadToken: boolean;
}

const OPTION_KEYS: ReadonlySet<PropertyKey> = new Set(['kakumei', 'swordDelta', 'leadToken']);
const isFlag = (x: unknown): x is boolean | undefined => x === undefined || typeof x === 'boolean';

/** A play's second argument: a plain object with at most `kakumei`, `swordDelta` (5 or −5), `leadToken` (booleans); else `null`. */
function optionsOf(opts: unknown): PlayOptions | null {
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) return null;
  const proto = Object.getPrototypeOf(opts);
  if (proto !== Object.prototype && proto !== null) return null;
  if (Reflect.ownKeys(opts).some((k) => !OPTION_KEYS.has(k))) return null;
  const { kakumei, swordDelta, leadToken } = opts as Record<string, unknown>;
  if (!isFlag(kakumei) || !isFlag(leadToken)) return null;
  if (swordDelta !== undefined && swordDelta !== 5 && swordDelta !== -5) return null;
  return { kakumei: kakumei === true, leadToken: leadToken === true, ...(swordDelta !== undefined && { swordDelta }) };
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
 * `playCard(cardId, { kakumei?, swordDelta?, leadToken? })` (TT-2…TT-4,
 * TT-32…TT-34, TT-46, TT-52, TT-54): plays a legal card.
 * - `kakumei`: the Resistance only, with a declaration left (TT-4);
 * - `swordDelta`: 5 or −5, required after `sword` and only then;
 * - `leadToken`: the Ruler's optional token; a mandatory one is placed
 *   whatever it says; `true` where no token may go is refused.
 * The Adventurer's card takes the item it used (a Potion card face down);
 * after the Collector's play, its reservation (stage `reserve`); then the
 * trick goes on ({@link settle}).
 * @param arg `[cardId]` (no options, TT-54) or `[cardId, opts]`, `opts` a plain object
 * @returns `null`, `'bad-argument'`, `'not-in-hand'`, `'must-follow'`,
 *   `'not-allowed'` (Kakumei by another character or none left; a token
 *   where none may go), `'sword-delta'` (no ±5 after the Sword), `'no-sword'`
 *   (a ±5 without it), `'book-discard'` (the Book's discard first), or a turn error
 */
export function playCard(state: TrickTakersState, seat: string, arg: unknown, shuffle: Shuffle): RuleError | null {
  if (!Array.isArray(arg) || arg.length < 1 || arg.length > 2) return 'bad-argument';
  // TT-52: after the Book, its discard comes first.
  if (state.stage === 'book-discard' && state.toAct === seat) return 'book-discard';
  // TT-54: one argument plays with no options, as `{}` does.
  const [card, opts] = arg.length === 1 ? [arg[0], {}] : (arg as [unknown, unknown]);
  const problem = cardError(state, seat, card);
  if (problem) return problem;
  const o = optionsOf(opts);
  if (o === null) return 'bad-argument';
  if (o.kakumei && !canKakumei(state, seat)) return 'not-allowed';
  const c = characterOf(state, seat);
  const trick = state.trick as TtTrick;
  const item = c === 'adventurer' ? pendingItem(state) : undefined;
  if ((item === 'sword') !== (o.swordDelta !== undefined)) return item === 'sword' ? 'sword-delta' : 'no-sword';
  const ruled = c === 'ruler' ? rulerPlay(state.hands[Number(seat)]!, trick.plays, card as string, o.leadToken) : null;
  if (typeof ruled === 'string') return ruled;
  if (o.leadToken && !ruled) return 'not-allowed';
  const play: TtPlay = { seat, card: card as string };
  if (c === 'hermit') play.byHermit = true;
  if (state.hermitDrew) play.drew = true;
  if (o.kakumei) play.kakumei = true;
  if (item) play.item = item;
  if (o.swordDelta !== undefined) play.swordDelta = o.swordDelta;
  if (ruled?.token) play.leadToken = ruled.token;
  if (item === 'potion') play.faceDown = true;
  state.hermitDrew = false;
  if (o.kakumei) {
    trick.kakumei = true;
    state.kakumeiLeft -= 1;
  }
  const hand = state.hands[Number(seat)]!;
  hand.splice(hand.indexOf(play.card), 1);
  trick.plays.push(play);
  if (c === 'collector') state.stage = 'reserve';
  else settle(state, shuffle);
  return null;
}

/**
 * The trick goes on after a play (and the Collector's reservation): the
 * next seat in play order (`boots` moves the Adventurer last, TT-34), or,
 * once every seat has played, the reveal of a Potion card (TT-34), the
 * winner (TT-47: ./trick-winner.ts `resolveTrick`), who takes what and
 * the extras' effects (TT-27, TT-35, TT-44: ./extras-play.ts `afterTrick`),
 * the trick's effects (./round-end.ts `endTrick`), and after the round's
 * last trick its scoring. The winner leads the next trick.
 */
function settle(state: TrickTakersState, shuffle: Shuffle): void {
  const trick = state.trick as TtTrick;
  const n = state.numPlayers;
  if (trick.plays.length < n) {
    state.toAct = playOrder(trick.leader, n, trick.boots)[trick.plays.length]!;
    return;
  }
  for (const p of trick.plays) delete p.faceDown;
  const judged = resolveTrick(trick.plays, { kakumei: trick.kakumei });
  const winner = trick.plays[judged.winner]!.seat;
  trick.winner = winner;
  state.tricksWon[Number(winner)]! += 1;
  state.tricks.push(trick);
  state.lastTrick = trick;
  state.trickCount += 1;
  const last = state.hands.every((h) => h.length === 0);
  if (last) {
    state.trick = null;
    state.toAct = null;
  } else openTtTrick(state, winner);
  afterTrick(state, trick);
  if (!endTrick(state, trick, judged, last)) return;
  if (last) endRound(state, shuffle);
}

/** `reserve(cardId | null)`: the Collector's reservation, then the trick goes on (./extras-play.ts `reserveCard`). */
export const reserve = (state: TrickTakersState, seat: string, card: unknown, shuffle: Shuffle): RuleError | null =>
  reserveCard(state, seat, card, () => settle(state, shuffle));

/** Every non-empty subset of `cards` of at most `max` cards, each in the order of `cards` (hand order). */
function subsets(cards: readonly string[], max: number): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << cards.length; mask++) {
    const pick = cards.filter((_, i) => mask & (1 << i));
    if (pick.length <= max) out.push(pick);
  }
  return out;
}

const without = <T>(list: readonly T[], x: T): T[] => list.filter((y) => y !== x);

/** Two players (TT-19): whether the remaining characters `a` and `b` can be used up one pair a round, never equal. */
function canFinish(a: readonly RosterId[], b: readonly RosterId[]): boolean {
  if (a.length === 0) return true;
  return a.some((x) => b.some((y) => x !== y && canFinish(without(a, x), without(b, y))));
}

/**
 * Two players (TT-19): why seat `s` may not pick `id`, free this round, or
 * `null`: `'not-allowed'` when it used it in an earlier round, or when the
 * pick would leave both players the same last character (./actions.ts
 * `pickError` asks; no pick of round 1 is ever refused so).
 */
export function twoPlayerPickError(state: TrickTakersState, s: number, id: RosterId): RuleError | null {
  const left = (x: number): RosterId[] => CHARACTERS.filter((c) => !usedCharacters(state, x).includes(c));
  const mine = left(s);
  if (!mine.includes(id)) return 'not-allowed';
  const o = 1 - s;
  const others = left(o);
  const theirs = state.characters[o] ? [state.characters[o]] : others;
  return theirs.some((y) => y !== id && canFinish(without(mine, id), without(others, y))) ? null : 'not-allowed';
}

/**
 * Exactly the legal moves of `seat` now (G-4), as `ai.enumerate` lists them
 * (./actions.ts `legalMoves`): in the character choice, each character it
 * may pick; in a later stage (the game's end and the two-player advanced
 * game's draft and secret selection included), {@link laterMoves}.
 */
export function allMoves(state: TrickTakersState, seat: string): TtMove[] {
  if (state.stage !== 'select') return laterMoves(state, seat);
  if (state.toAct !== seat) return [];
  return shownCharacters(state)
    .filter((c) => pickError(state, seat, c) === null)
    .map((c) => ({ move: 'chooseCharacter', args: [c] }));
}

/**
 * The legal moves of `seat` in a stage after the character choice
 * (./actions.ts `legalMoves`, G-4), none when it is not `seat`'s to move
 * (or the game is over): exchanges and spends as every allowed subset of
 * the hand (hand order), `playCard` with `{}` and, when allowed,
 * `{ kakumei: true }`; the two-player advanced game's draft and its
 * secret selection, where both seats move at once (./advanced.ts).
 */
export function laterMoves(state: TrickTakersState, seat: string): TtMove[] {
  if (state.stage === 'draft' || state.stage === 'choose') return advancedMoves(state, seat);
  if (state.toAct !== seat) return [];
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
    case 'initial-items': {
      // With a preset deck, its public choices (a seat's view has no item deck, TT-53).
      const { blue, red } = state.initialItems ?? initialItemChoices(presetItemDeck(state));
      return blue.flatMap((b) => red.map((r): TtMove => ({ move: 'chooseInitialItems', args: [b, r] })));
    }
    case 'give-tasks':
      return seatIds(state.numPlayers).flatMap((t) =>
        TASK_IDS.filter((id) => taskError(state, seat, t, id) === null).map((id): TtMove => ({
          move: 'giveTask',
          args: [t, id],
        })),
      );
    case 'book-discard':
      return hand.map((c) => ({ move: 'discardCard', args: [c] }));
    case 'reserve':
      return [
        { move: 'reserve', args: [null] },
        ...state.trick!.plays.filter((p) => !p.faceDown).map((p): TtMove => ({ move: 'reserve', args: [p.card] })),
      ];
    case 'play':
      return [...playMoves(state, seat), ...itemMoves(state, seat)];
    default:
      return [];
  }
}

/**
 * Why setupData's `stock` is refused (G-3): it needs `deal`, and is exactly the rest of the deck
 * after the dealt hands, in any order; `undefined` when acceptable (./setup.ts `checkSetup`).
 */
export function stockProblem(stock: unknown, deal: string[][] | undefined): string | undefined {
  if (deal === undefined) return 'stock needs deal: it is the rest of the deck after the dealt hands';
  if (!Array.isArray(stock)) return 'stock must be an array of card ids';
  const rest = new Set(undealt(DECK, deal));
  const seen = new Set<unknown>();
  for (const card of stock) {
    if (typeof card !== 'string') return `stock holds a non-string card ${JSON.stringify(card)}`;
    if (seen.has(card)) return `stock holds ${card} twice`;
    if (!rest.has(card)) return `stock holds ${card}, which is ${DECK.includes(card) ? 'dealt' : 'not in the deck'}`;
    seen.add(card);
  }
  if (stock.length !== rest.size)
    return `stock has ${stock.length} cards; expected ${rest.size}, the whole rest of the deck`;
  return undefined;
}

/** Why setupData's extras fields are refused for `numPlayers` (G-3), or `undefined`: ./extras-setup.ts `validateExtrasSetup`. */
export const extrasSetupProblem = (setupData: unknown, numPlayers: number): string | undefined =>
  validateExtrasSetup(setupData, numPlayers) ?? undefined;

/**
 * Whether the move just made has secret arguments (TT-53, G-5): a Potion
 * card played face down (the trick's last play, still face down), or
 * `map`'s face-down discards (`map` is the item just used and the
 * Adventurer has not played yet: its `useItem` was the last move).
 */
export function redacted(G: TrickTakersState): boolean {
  const plays = G.trick?.plays ?? [];
  if (plays[plays.length - 1]?.faceDown) return true;
  const items = G.items;
  return (
    items?.usedThisTrick === true &&
    items.discard[items.discard.length - 1] === 'map' &&
    !plays.some((p) => characterOf(G, p.seat) === 'adventurer')
  );
}

/**
 * A new game's fields from setupData's extras (checked already), set on
 * `state` before round 1 is dealt (the display's shuffle comes before the
 * deal's): round 1's display of the game's character set (TT-23, TT-24,
 * TT-54) and the preset item deck (TT-54), SECRET. Returns the two-player
 * advanced game's start, its draft (TT-48: ./advanced.ts `startDraft`),
 * for ./setup.ts `newGame` to run once round 1 is dealt, since the draft
 * sets that deal aside (RN-18). None for a game of the basic five: its state is the same
 * whether or not these rules had arrived when the game was set up (a
 * table's first load sets up without them, issue 20).
 */
export function extrasStart(
  sd: ExtrasSetupData = {},
  state: TrickTakersState,
  shuffle: Shuffle,
): (() => void) | undefined {
  const n = state.numPlayers;
  const set = characterSetOf(sd, n);
  if (set.every((c) => BASIC_CHARACTERS.includes(c))) return;
  state.display = firstDisplay(set, n, shuffle, sd.characterOrder);
  if (sd.itemDeck) state.itemDeck = [...sd.itemDeck];
  if (sd.mode === 'advanced') return () => startDraft(state, sd.characterCount ?? 6);
}

/**
 * `seat`'s `playCard` moves now (TT-2, TT-4, TT-46, TT-52): each playable
 * card with `{}`, and, when allowed, `{ kakumei: true }`; the Ruler's
 * `{ leadToken: true }` too where the token is optional (a mandatory one is
 * placed with `{}`, listed once); after `sword`, both `swordDelta`s;
 * and the Hermit's draw.
 */
function playMoves(state: TrickTakersState, seat: string): TtMove[] {
  const play = (c: string, opts: object): TtMove => ({ move: 'playCard', args: [c, opts] });
  if (characterOf(state, seat) === 'ruler') {
    // Each distinct play once (TT-46, TT-54): `{}` (a mandatory token is placed anyway), and
    // `{ leadToken: true }` only where the token is optional.
    const hand = state.hands[Number(seat)]!;
    const plays = state.trick!.plays;
    const optional = (c: string) =>
      (rulerPlay(hand, plays, c, false) as RulerPlay).token === null &&
      typeof rulerPlay(hand, plays, c, true) !== 'string';
    return hand.flatMap((c) => [play(c, {}), ...(optional(c) ? [play(c, { leadToken: true })] : [])]);
  }
  if (characterOf(state, seat) === 'adventurer' && pendingItem(state) === 'sword')
    return playable(state, seat).flatMap((c) => [play(c, { swordDelta: 5 }), play(c, { swordDelta: -5 })]);
  const kakumei = canKakumei(state, seat);
  const plays = playable(state, seat).flatMap((c): TtMove[] => [
    play(c, {}),
    ...(kakumei ? [play(c, { kakumei: true })] : []),
  ]);
  return canHermitDraw(state, seat) ? [...plays, { move: 'hermitDraw', args: [] }] : plays;
}

/** The Adventurer's legal `useItem` moves now (TT-32…TT-34, TT-52): `map` with every discard the deck allows, none included. */
function itemMoves(state: TrickTakersState, seat: string): TtMove[] {
  if (!state.items || characterOf(state, seat) !== 'adventurer') return [];
  const hand = state.hands[Number(seat)]!;
  return [...new Set(availableItems({ ...state.items, deck: [] }))]
    .flatMap((id): unknown[][] =>
      id === 'map' ? [[], ...subsets(hand, state.deckSize)].map((d) => [id, { discard: d }]) : [[id]],
    )
    .filter((args) => typeof planItem(state, seat, args) !== 'string')
    .map((args): TtMove => ({ move: 'useItem', args }));
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
  allMoves,
  twoPlayerPickError,
  legalCards,
  cardError,
  leadSuit,
  canHermitDraw,
  canKakumei,
  chooseInitialItems,
  giveTask,
  useItem,
  discardCard,
  reserve,
  draftCharacter,
  selectCharacter,
  redacted,
  /**
   * What a seat sees besides seatView's hiding (TT-53; the secret selection is a private field,
   * ./game.ts): no face-down Potion card, no trick's `taken` (the faces of the Collector's cards, TT-39).
   */
  viewOf: (view: Record<string, unknown>, playerID: string | null | undefined) => {
    const shown = <T extends TtTrick | null>(t: T) => trickView(t, playerID);
    return {
      ...view,
      trick: shown(view.trick as TtTrick | null),
      lastTrick: shown(view.lastTrick as TtTrick | null),
      tricks: (view.tricks as TtTrick[]).map(shown),
    };
  },
  extrasSetupProblem,
  stockProblem,
  extrasStart,
};

/** {@link playRules}' type, for the slot. */
export type PlayRules = typeof playRules;

later.rules = playRules;
