/**
 * The `rule` bot for TrickTakers (issue 12): hand-written play of each
 * character's goal, deciding from the seat's view only (G-5): its own hand,
 * and the public characters, bids, tricks won, crowns and the round's
 * tricks (G-7). Its setup decisions are in ./rule-setup.ts.
 *
 * In trick play (TT-2…TT-4, TT-13…TT-18):
 * - A seat that wants tricks (the King; the Gambler short of its bid; the
 *   Berserker short of 4, but never in the final round, where 0 wins; the
 *   Hermit once 2 are taken, as 3 and 4 pay; the Resistance in the final
 *   round, +30 a trick) plays its cheapest card that takes the trick so far
 *   when it is last, its strongest such card otherwise, and leads its
 *   strongest card; with no winner, its weakest card.
 * - A seat that does not want tricks plays its strongest card that does not
 *   take the trick so far, and leads its weakest.
 * - The Resistance keeps Kakumei (TT-4, TT-16) for a trick it takes last to
 *   play, with the card that scores most (black first: it wins the game).
 * - The Hermit (TT-17) plays a White Flag over a Rare when the bonus beats
 *   what the trick costs it (it has a trick already, or the final round's
 *   +100), and draws before playing while it holds a card likely to take a
 *   trick it does not want, then discards its strongest card.
 */
import { PolicyBot, type Policy, type PolicyBotOptions } from '../../bots/policy-bot.js';
import type { ChosenMove } from '../../bots/types.js';
import type { SeatView } from '../common/view.js';
import { colourOf, isRare, isWhiteFlag, trickWinner, valueOf, type TrickTakersState } from './rules.js';
import { advancedMove } from './rule-draft.js';
import { setupMove, trickOdds } from './rule-setup.js';

/** A seat's view of TrickTakers (or the full state: only the seat's own entries are read). */
export type TtView = SeatView<TrickTakersState, 'deck' | 'spare', 'discards'> | TrickTakersState;

/** A hand's cards ranked for playing strongest or weakest: its {@link trickOdds}, then its value. */
const strength = (card: string) => trickOdds(card) * 100 + valueOf(card);

/** True when `seat`'s character wants more tricks now (see the module doc). */
export function wantsTricks(G: TtView, seat: number): boolean {
  const won = G.tricksWon[seat]!;
  const final = G.round === G.rounds;
  switch (G.characters[seat]) {
    case 'king':
      return true;
    case 'gambler':
      return won < (G.bids[seat] ?? 0);
    case 'hermit':
      return won >= 2;
    case 'berserker':
      return !final && won < 4;
    default:
      return final;
  }
}

/** The points a Kakumei won with `card` is worth (TT-16), for choosing the card: black most. */
function kakumeiWorth(card: string): number {
  if (isWhiteFlag(card)) return 30;
  if (isRare(card)) return 0;
  if (colourOf(card) === 'black') return 1000;
  const v = valueOf(card);
  return v >= 7 ? 100 : v >= 4 ? 80 : 50;
}

/** The rule policy's card (or the Hermit's draw or discard) in trick play; see the module doc. */
function playMove(G: TtView, seat: string, legal: readonly ChosenMove[]): ChosenMove {
  const me = Number(seat);
  const hand = G.hands[me] ?? [];
  /** The card a play or discard move names. */
  const cardOf = (m: ChosenMove) =>
    G.stage === 'hermit-discard' ? (m.args[0] as string[])[0]! : (m.args[0] as string);
  const byStrength = (a: ChosenMove, b: ChosenMove) => strength(cardOf(a)) - strength(cardOf(b));
  if (G.stage === 'hermit-discard') return [...legal].sort(byStrength).at(-1)!;
  const plays = G.trick?.plays ?? [];
  const hermit = G.characters[me] === 'hermit';
  const last = plays.length === G.numPlayers - 1;
  const want = wantsTricks(G, me);
  const draw = legal.find((m) => m.move === 'hermitDraw');
  if (draw && !want && hand.some((c) => trickOdds(c) >= 0.45)) return draw;
  const sofar = plays.map((p) => ({ card: p.card, byHermit: p.byHermit }));
  const wins = (m: ChosenMove, kakumei: boolean) =>
    trickWinner([...sofar, { card: cardOf(m), byHermit: hermit }], {
      kakumei: kakumei || (G.trick?.kakumei ?? false),
    }) === plays.length;
  const isKakumei = (m: ChosenMove) => (m.args[1] as { kakumei?: boolean }).kakumei;
  const cards = legal.filter((m) => m.move === 'playCard' && !isKakumei(m));
  const kakumei = legal.filter((m) => m.move === 'playCard' && isKakumei(m));
  if (last && kakumei.length > 0) {
    const taking = kakumei.filter((m) => wins(m, true));
    if (taking.length > 0) return taking.reduce((b, m) => (kakumeiWorth(cardOf(m)) > kakumeiWorth(cardOf(b)) ? m : b));
  }
  const sorted = [...cards].sort(byStrength);
  if (hermit && plays.some((p) => isRare(p.card))) {
    const flag = sorted.find((m) => isWhiteFlag(cardOf(m)));
    if (flag && (G.tricksWon[me]! >= 1 || G.round === G.rounds)) return flag;
  }
  if (plays.length === 0) return want ? sorted.at(-1)! : sorted[0]!;
  const winners: ChosenMove[] = [];
  const losers: ChosenMove[] = [];
  for (const m of sorted) (wins(m, false) ? winners : losers).push(m);
  if (want) {
    if (winners.length === 0) return sorted[0]!;
    return last ? winners[0]! : winners.at(-1)!;
  }
  return losers.length > 0 ? losers.at(-1)! : sorted[0]!;
}

/**
 * The rule policy: the two-player advanced game's draft and selection
 * (./rule-draft.ts), the setup decisions of ./rule-setup.ts, else the trick
 * play of this module (see the module doc).
 * @param legal the seat's legal moves (never empty)
 */
export function ruleMove(G: TtView, seat: string, legal: readonly ChosenMove[], random: () => number): ChosenMove {
  return advancedMove(G, seat, legal, random) ?? setupMove(G, seat, legal, random) ?? playMove(G, seat, legal);
}

const policy: Policy = (G, _ctx, seat, legal, random) => ruleMove(G, seat, legal, random);

/** The TrickTakers `rule` bot: a {@link PolicyBot} playing {@link ruleMove}. */
export class TrickTakersRuleBot extends PolicyBot {
  constructor(opts: Omit<PolicyBotOptions, 'policy'>) {
    super({ ...opts, policy });
  }
}
