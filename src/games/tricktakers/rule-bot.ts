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
import type { TrickItem } from './effective.js';
import { adventurerCards, rulerPlay } from './extra-legal.js';
import { hidePotion } from './extras-play.js';
import type { ItemId } from './items.js';
import { colourOf, isRare, isWhiteFlag, valueOf, type TrickTakersState } from './rules.js';
import { extraWants, itemMove, playOf, reserveMove, takesTrick } from './rule-extras.js';
import { advancedMove } from './rule-draft.js';
import { setupMove, trickOdds } from './rule-setup.js';

/** A seat's view of TrickTakers (or the full state: only the seat's own entries are read). */
export type TtView =
  SeatView<TrickTakersState, 'deck' | 'spare' | 'itemDeck', 'discards' | 'collected'> | TrickTakersState;

/** A hand's cards ranked for playing strongest or weakest: its {@link trickOdds}, then its value. */
const strength = (card: string) => trickOdds(card) * 100 + valueOf(card);

/** True when `seat`'s character wants more tricks now (see the module doc; the extras: ./rule-extras.ts). */
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
    case 'resistance':
      return final;
    default:
      return extraWants(G, seat);
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

/** The card a play or discard move names. */
const cardOf = (m: ChosenMove) => (m.move === 'discard' ? (m.args[0] as string[])[0]! : (m.args[0] as string));

/** The rule policy's card (or the Hermit's draw or discard, an item, `book`'s discard, a reservation) in trick play; see the module doc. */
function playMove(G: TtView, seat: string, legal: readonly ChosenMove[]): ChosenMove {
  const me = Number(seat);
  const hand = G.hands[me] ?? [];
  const byStrength = (a: ChosenMove, b: ChosenMove) => strength(cardOf(a)) - strength(cardOf(b));
  const want = wantsTricks(G, me);
  if (G.stage === 'hermit-discard') return [...legal].sort(byStrength).at(-1)!;
  if (G.stage === 'book-discard') return want ? [...legal].sort(byStrength)[0]! : [...legal].sort(byStrength).at(-1)!;
  if (G.stage === 'reserve') return reserveMove(G, seat, legal);
  // Another seat's face-down Potion card is unknown to it, whatever it is handed (TT-53).
  const plays = hidePotion(G.trick, seat)?.plays ?? [];
  const c = G.characters[me];
  const hermit = c === 'hermit';
  const last = plays.length === G.numPlayers - 1;
  const draw = legal.find((m) => m.move === 'hermitDraw');
  if (draw && !want && hand.some((card) => trickOdds(card) >= 0.45)) return draw;
  const item = c === 'adventurer' ? pendingOf(G) : undefined;
  const playFor = (m: ChosenMove) => {
    const p = playOf(seat, m, item, hermit);
    if (c === 'ruler') {
      const r = rulerPlay(hand, plays, p.card, (m.args[1] as { leadToken?: boolean }).leadToken === true);
      if (typeof r !== 'string' && r.token) p.leadToken = r.token;
    }
    return p;
  };
  const wins = (m: ChosenMove, kakumei: boolean) =>
    takesTrick(plays, playFor(m), kakumei || (G.trick?.kakumei ?? false));
  const isKakumei = (m: ChosenMove) => (m.args[1] as { kakumei?: boolean }).kakumei;
  const cards = legal.filter((m) => m.move === 'playCard' && !isKakumei(m));
  const kakumei = legal.filter((m) => m.move === 'playCard' && isKakumei(m));
  if (last && kakumei.length > 0) {
    const taking = kakumei.filter((m) => wins(m, true));
    if (taking.length > 0) return taking.reduce((b, m) => (kakumeiWorth(cardOf(m)) > kakumeiWorth(cardOf(b)) ? m : b));
  }
  const sorted = [...cards].sort(byStrength);
  const winners: ChosenMove[] = [];
  const losers: ChosenMove[] = [];
  if (plays.length > 0) for (const m of sorted) (wins(m, false) ? winners : losers).push(m);
  if (c === 'adventurer') {
    const use = itemMove(G, seat, legal, want, trickOdds, winners.map(cardOf), sorted.map(cardOf), (id) =>
      adventurerCards(hand, plays, id as TrickItem),
    );
    if (use) return use;
  }
  if (hermit && plays.some((p) => isRare(p.card))) {
    const flag = sorted.find((m) => isWhiteFlag(cardOf(m)));
    if (flag && (G.tricksWon[me]! >= 1 || G.round === G.rounds)) return flag;
  }
  if (plays.length === 0) return want ? sorted.at(-1)! : sorted[0]!;
  if (want) {
    if (winners.length === 0) return sorted[0]!;
    return last ? winners[0]! : winners.at(-1)!;
  }
  return losers.length > 0 ? losers.at(-1)! : sorted[0]!;
}

/** The trick item the Adventurer used this trick and has not played with yet (TT-32), from the public items. */
function pendingOf(G: TtView): ItemId | undefined {
  const items = G.items;
  return items?.usedThisTrick ? items.discard.at(-1) : undefined;
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
