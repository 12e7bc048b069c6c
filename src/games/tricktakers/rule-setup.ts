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
  const e = hand.reduce((t, c) => t + trickOdds(c), 0);
  return Math.min(5, e * Math.sqrt(4 / numPlayers));
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

/** How much `c` is worth to this seat this round, from its hand (see the module doc; the extras: ./rule-extras.ts). */
export function characterValue(c: RosterId, G: TtView, hand: readonly string[]): number {
  const n = G.numPlayers;
  const final = G.round === G.rounds;
  const tables = n === 2 ? TWO_PLAYER_TABLES : TABLES;
  const e = expectedTricks(hand, n);
  switch (c) {
    case 'king': {
      const weakest = Math.min(...hand.map(trickOdds));
      return tableAt(tables.king, e - weakest + 0.9) * (final ? 2 : 1);
    }
    case 'gambler':
      return 20 + 0.5 * pts(tables.gambler[Math.min(tables.gambler.length - 1, Math.round(e))]);
    case 'hermit': {
      const none = hand.reduce((p, card) => p * (1 - trickOdds(card)), 1);
      return none * pts(tables.hermit[0]) + (1 - none) * pts(tables.hermit[1]);
    }
    case 'berserker':
      return final ? 10 : 30;
    case 'resistance': {
      const low = hand.filter((card) => isWhiteFlag(card) || (colourOf(card) !== null && valueOf(card) <= 3)).length;
      return 25 + 10 * Math.min(2, low) + (final ? 30 * e : 0);
    }
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
