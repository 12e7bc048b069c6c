/**
 * TrickTakers: the `rule` policy's decisions before a round's first lead
 * (TT-6 steps 2–4, TT-19), read from the seat's own hand and public fields
 * only (G-5). Shared by the `rule` bot and the `ismcts` bot's flat setup
 * search (./setup-search.ts), whose rollouts play every seat's setup after
 * the candidate move by this policy.
 *
 * - Character (TT-6.2, TT-13…TT-18): each one still open is valued from the
 *   hand's expected tricks ({@link trickOdds}) through that character's
 *   score table (TT tables as data, ./scoring.ts); the best is chosen.
 * - King's discard (TT-13): its weakest card (a White Flag first).
 * - Gambler (TT-14): exchanges its middling cards once (those neither sure
 *   to win nor sure to lose), bids its expected tricks, and bets when most
 *   of its cards are sure winners or sure losers.
 * - Black crowns (TT-15): one spend, throwing what works against the goal:
 *   weak cards for a seat that wants tricks, strong ones for the Hermit and
 *   a final-round Berserker (0 tricks wins, TT-18).
 * - Two players' round 5 (TT-19): leads itself when it wants tricks.
 * - The extras' setups (TT-31, TT-43): ./rule-extras.ts.
 */
import type { ChosenMove } from '../../bots/types.js';
import { ALL_CARDS, TABLES, TWO_PLAYER_TABLES, colourOf, isRare, isWhiteFlag, valueOf } from './rules.js';
import type { RosterId } from './roster.js';
import type { TtView } from './rule-bot.js';
import { chooseTask, extraValue, initialItems } from './rule-extras.js';

/** What a game-winning table entry (`'win'`) is worth when valuing a character. */
export const WIN_VALUE = 200;

/**
 * The chance `card` takes a trick when its seat tries, at four players
 * (TT-3): a Rare or the Berserker card almost surely, black by value, a
 * Berserker 10 often, a high red/blue/green card sometimes, a White Flag never.
 */
export function trickOdds(card: string): number {
  return ODDS.get(card) ?? oddsOf(card);
}

function oddsOf(card: string): number {
  if (card === 'berserker') return 0.95;
  if (isRare(card)) return 0.9;
  if (isWhiteFlag(card)) return 0;
  const v = valueOf(card);
  if (colourOf(card) === 'black') return v >= 10 ? 0.9 : v >= 8 ? 0.75 : v >= 6 ? 0.45 : v >= 4 ? 0.25 : 0.1;
  return v >= 10 ? 0.6 : v === 9 ? 0.35 : v === 8 ? 0.25 : v === 7 ? 0.15 : 0.05;
}

/** {@link trickOdds} of every card, read once: the flat setup search calls it in every rollout (./setup-search.ts). */
const ODDS: ReadonlyMap<string, number> = new Map(ALL_CARDS.map((c) => [c, oddsOf(c)]));

/** The expected tricks of `hand`, scaled for the table size (fewer seats, more tricks each). */
export function expectedTricks(hand: readonly string[], numPlayers: number): number {
  return handFacts(hand, numPlayers).expected;
}

/** A table entry as points ('win' = {@link WIN_VALUE}). */
const pts = (e: number | 'win' | undefined): number => (e === 'win' ? WIN_VALUE : (e ?? 0));

/** A by-tricks table at a fractional trick count (linear between entries). */
function tableAt(table: readonly (number | 'win')[], tricks: number): number {
  const lo = Math.max(0, Math.min(table.length - 1, Math.floor(tricks)));
  const hi = Math.min(table.length - 1, lo + 1);
  const f = Math.min(1, Math.max(0, tricks - lo));
  return pts(table[lo]) * (1 - f) + pts(table[hi]) * f;
}

/**
 * What {@link characterValue} reads of a hand: the rule policy's estimates
 * from each card's {@link trickOdds}. Read from card ids by
 * {@link handFacts}, and from the search's card numbers by the character
 * reading (./character-reading.ts), so both value a hand alike.
 */
export interface HandFacts {
  /** Expected tricks, scaled for the table size ({@link expectedTricks}). */
  expected: number;
  /** The weakest card's odds (`Infinity` for an empty hand). */
  weakest: number;
  /** The chance that no card takes a trick. */
  none: number;
  /** White Flags and colour cards of value 3 or less (the Resistance's Kakumei cards, TT-16). */
  low: number;
}

/** True for a White Flag or a colour card of value 3 or less ({@link HandFacts.low}). */
export const isLowCard = (card: string): boolean =>
  isWhiteFlag(card) || (colourOf(card) !== null && valueOf(card) <= 3);

/**
 * Adds one card to `facts` (start from {@link emptyFacts}); then
 * {@link finishFacts} scales the expected tricks.
 * @param odds the card's {@link trickOdds}
 * @param low 1 when {@link isLowCard}, else 0
 */
export function addCard(facts: HandFacts, odds: number, low: number): void {
  facts.expected += odds;
  if (odds < facts.weakest) facts.weakest = odds;
  facts.none *= 1 - odds;
  facts.low += low;
}

/** Facts with no card yet, into `out`. */
export function emptyFacts(out: HandFacts = { expected: 0, weakest: 0, none: 0, low: 0 }): HandFacts {
  out.expected = 0;
  out.weakest = Infinity;
  out.none = 1;
  out.low = 0;
  return out;
}

/** Scales the summed odds of {@link addCard} to expected tricks at `numPlayers` ({@link expectedTricks}). */
export function finishFacts(facts: HandFacts, numPlayers: number): HandFacts {
  facts.expected = Math.min(5, facts.expected * Math.sqrt(4 / numPlayers));
  return facts;
}

/** The {@link HandFacts} of `hand` (card ids) at `numPlayers`. */
export function handFacts(hand: readonly string[], numPlayers: number): HandFacts {
  const facts = emptyFacts();
  for (const card of hand) addCard(facts, trickOdds(card), isLowCard(card) ? 1 : 0);
  return finishFacts(facts, numPlayers);
}

/** How much `c` is worth to this seat this round, from its hand (see the module doc; the extras: ./rule-extras.ts). */
export function characterValue(c: RosterId, G: TtView, hand: readonly string[]): number {
  return characterValueOf(c, G, handFacts(hand, G.numPlayers));
}

/** {@link characterValue} from a hand's {@link HandFacts}. */
export function characterValueOf(
  c: RosterId,
  G: Pick<TtView, 'numPlayers' | 'round' | 'rounds'>,
  facts: HandFacts,
): number {
  const final = G.round === G.rounds;
  const tables = G.numPlayers === 2 ? TWO_PLAYER_TABLES : TABLES;
  const e = facts.expected;
  switch (c) {
    case 'king':
      return tableAt(tables.king, e - facts.weakest + 0.9) * (final ? 2 : 1);
    case 'gambler':
      return 20 + 0.5 * pts(tables.gambler[Math.min(tables.gambler.length - 1, Math.round(e))]);
    case 'hermit':
      return facts.none * pts(tables.hermit[0]) + (1 - facts.none) * pts(tables.hermit[1]);
    case 'berserker':
      return final ? 10 : 30;
    case 'resistance':
      return 25 + 10 * Math.min(2, facts.low) + (final ? 30 * e : 0);
    default:
      return extraValue(c, e, tableAt);
  }
}

/** The first of `legal` that is `move` with exactly the cards `cards` (any order) as its one argument. */
function withCards(legal: readonly ChosenMove[], move: string, cards: readonly string[]): ChosenMove | undefined {
  const want = [...cards].sort().join();
  return legal.find((m) => m.move === move && [...(m.args[0] as string[])].sort().join() === want);
}

/** The first of `legal` named `move`. */
const named = (legal: readonly ChosenMove[], move: string) => legal.find((m) => m.move === move);

/**
 * The rule policy's move in a setup stage (TT-6 steps 2–4, TT-19; see the
 * module doc), or `undefined` in trick play.
 * @param legal the seat's legal moves (never empty)
 */
export function setupMove(
  G: TtView,
  seat: string,
  legal: readonly ChosenMove[],
  random: () => number,
): ChosenMove | undefined {
  const hand = G.hands[Number(seat)] ?? [];
  const byOdds = [...hand].sort((a, b) => trickOdds(a) - trickOdds(b));
  switch (G.stage) {
    case 'select': {
      let best = legal[0]!;
      let bestValue = -Infinity;
      for (const m of legal) {
        const v = characterValue(m.args[0] as RosterId, G, hand) + random();
        if (v > bestValue) [best, bestValue] = [m, v];
      }
      return best;
    }
    case 'king-discard': {
      const weakest = byOdds.find((c) => c !== 'king-rare' && legal.some((m) => (m.args[0] as string[])[0] === c));
      return (weakest === undefined ? undefined : withCards(legal, 'discard', [weakest])) ?? legal[0]!;
    }
    case 'exchange': {
      const middling = hand.filter((c) => trickOdds(c) > 0.12 && trickOdds(c) < 0.7);
      if (G.exchanges > 0 || middling.length === 0) return named(legal, 'pass') ?? legal[0]!;
      return withCards(legal, 'exchange', middling) ?? named(legal, 'pass') ?? legal[0]!;
    }
    case 'bid': {
      const e = Math.round(expectedTricks(hand, G.numPlayers));
      const bids = legal.filter((m) => m.move === 'bid').map((m) => m.args[0] as number);
      const bid = bids.reduce((b, x) => (Math.abs(x - e) < Math.abs(b - e) ? x : b), bids[0]!);
      return legal.find((m) => m.move === 'bid' && m.args[0] === bid)!;
    }
    case 'bet': {
      const sure = hand.filter((c) => trickOdds(c) >= 0.75 || trickOdds(c) <= 0.05).length / hand.length;
      const most = sure >= 0.8 ? 30 : sure >= 0.6 ? 10 : 0;
      const bets = legal.filter((m) => m.move === 'bet' && (m.args[0] as number) <= most);
      return bets.at(-1) ?? named(legal, 'pass') ?? legal[0]!;
    }
    case 'black-crowns': {
      if (G.spent[Number(seat)]! > 0) return named(legal, 'pass') ?? legal[0]!;
      const c = G.characters[Number(seat)];
      const avoid = c === 'hermit' || (c === 'berserker' && G.round === G.rounds);
      const throwing = hand.filter((card) =>
        card === 'berserker' ? false : avoid ? trickOdds(card) >= 0.45 : trickOdds(card) <= 0.1,
      );
      if (throwing.length === 0 || c === 'resistance') return named(legal, 'pass') ?? legal[0]!;
      return withCards(legal, 'spendBlackCrown', throwing) ?? named(legal, 'pass') ?? legal[0]!;
    }
    case 'initial-items':
      return initialItems(hand, legal, trickOdds);
    case 'give-tasks':
      return chooseTask(G, seat, legal, random);
    case 'choose-leader': {
      const c = G.characters[Number(seat)];
      const self = c === 'king' || (c === 'gambler' && (G.bids[Number(seat)] ?? 0) >= 3);
      const other = String((Number(seat) + 1) % G.numPlayers);
      return legal.find((m) => m.args[0] === (self ? seat : other)) ?? legal[0]!;
    }
    default:
      return undefined;
  }
}
