/**
 * TrickTakers: character reading for the fair search's deals (issue 24,
 * part 1's "are the bids used to weight the sampled worlds?";
 * docs/bots.md "Bid reading").
 *
 * The sampler (./sampler.ts) deals the unseen cards uniformly over every
 * deal consistent with the seat's view. But each other seat's character
 * pick is public, and so is the Gambler's bid (TT-14): a seat that picked
 * the King likely held strong cards, a Hermit weak ones. So, as the other
 * games read bids, the search weighs each deal by how likely those choices
 * were with the hands it gives:
 *
 * - **A pick** (TT-6 step 2) is modelled on the `rule` policy's valuation
 *   of the characters open to that seat when it picked
 *   (./rule-setup.ts `characterValueOf`): a softmax at the scale
 *   {@link PICK_SCALE}, so a character worth that many points less than
 *   the best is e⁻¹ times as likely. The open ones follow `order` (TT-7,
 *   TT-8): the shown characters (TT-24) less the earlier picks, and the
 *   King for last round's King (TT-8).
 * - **The Gambler's bid** (TT-14): a Gaussian of its distance from the
 *   hand's expected tricks ({@link bidLikelihood}, σ =
 *   {@link GAMBLER_BID_SPREAD}), as the `rule` policy bids them.
 *
 * A seat's hand when it chose is the deal's hand plus the cards it has
 * played this round, less the King Rare (given after the pick, TT-13).
 * What the seat has set aside since (the King's discard, the Gambler's
 * exchanges, the Hermit's draws, black-crown spends) is unknown and left
 * out. The Berserker is not read: its hand was replaced (TT-18). Nor are
 * the two-player game's picks (TT-19, TT-48: its own rules of choice).
 * Everything read is public (picks, order, last round's characters, the
 * bid, the plays), so the bot stays fair.
 */
import { bidLikelihood, bidReadingDeals } from '../../bots/bid-reading.js';
import { playedBySeat, type RoundHistory } from '../common/history.js';
import { ALL_CARDS, KING_RARE } from './cards.js';
import { HIDDEN_CARD } from './extras-play.js';
import {
  addCard,
  characterValueOf,
  emptyFacts,
  finishFacts,
  isLowCard,
  trickOdds,
  type HandFacts,
} from './rule-setup.js';
import { CHARACTERS, type TrickTakersState } from './rules.js';
import type { RosterId } from './roster.js';
import type { TtDeal } from './sampler.js';

/** Points: a character worth this much less than the best open one is picked e⁻¹ times as often. */
export const PICK_SCALE = 3;
/** Tricks: the spread of the Gambler's bid around its hand's expected tricks (TT-14). */
export const GAMBLER_BID_SPREAD = 0.5;

/** What the reading reads of a seat's view: public fields only. */
export type ReadingView = RoundHistory &
  Pick<TrickTakersState, 'numPlayers' | 'round' | 'rounds' | 'order' | 'characters' | 'bids' | 'sheet'> &
  Partial<Pick<TrickTakersState, 'display' | 'selection'>>;

/** One other seat whose choices are read. */
interface Reader {
  seat: number;
  /** Its facts from the cards it has played this round. */
  played: HandFacts;
  /** The characters open to it when it picked; `picked` indexes the one it took; empty when the pick is not read. */
  open: RosterId[];
  picked: number;
  /** Its bid, for the Gambler (TT-14), else -1. */
  bid: number;
}

/**
 * The weight of a deal for `me`'s search: the product, over the other
 * seats read (see the module doc), of the likelihood of their pick and
 * bid given the hand the deal gives them.
 * @param encode how the deals name cards (the search: its card numbers)
 * @param scales the pick's softmax scale in points and the bid's spread in
 *   tricks ({@link PICK_SCALE}, {@link GAMBLER_BID_SPREAD} by default)
 * @returns a function of the dealt hands (index = seat), or `undefined`
 *   when nothing is read (no other seat has picked; two players)
 */
export function characterReading<T>(
  G: ReadingView,
  me: number,
  encode: (id: string) => T,
  scales: { pick: number; bid: number } = { pick: PICK_SCALE, bid: GAMBLER_BID_SPREAD },
): ((hands: readonly (readonly T[])[]) => number) | undefined {
  if (G.numPlayers < 3 || G.selection) return undefined;
  const shown: readonly RosterId[] = G.display?.shown ?? CHARACTERS;
  const lastKing = G.sheet.at(-1)?.characters.indexOf('king') ?? -1;
  const played = playedBySeat(G, (id) => id);
  const readers: Reader[] = [];
  const taken: RosterId[] = [];
  for (const who of G.order) {
    const seat = Number(who);
    const c = G.characters[seat];
    if (!c) break; // the picks so far are a prefix of the order
    const open = shown.filter((x) => !taken.includes(x) && !(x === 'king' && seat === lastKing));
    taken.push(c);
    if (seat === me || c === 'berserker') continue;
    const facts = emptyFacts();
    for (const card of played[seat]!)
      if (card !== HIDDEN_CARD && card !== KING_RARE) addCard(facts, trickOdds(card), isLowCard(card) ? 1 : 0);
    const bid = c === 'gambler' ? (G.bids[seat] ?? -1) : -1;
    const read = open.length > 1 && open.includes(c);
    if (read || bid >= 0)
      readers.push({ seat, played: facts, open: read ? open : [], picked: read ? open.indexOf(c) : -1, bid });
  }
  if (readers.length === 0) return undefined;
  // Each card's odds and low flag by its place in ALL_CARDS: one lookup a dealt card (this runs for every deal).
  const place = new Map(ALL_CARDS.map((card, k) => [encode(card), k]));
  const odds = ALL_CARDS.map(trickOdds);
  const lows = ALL_CARDS.map((card) => (isLowCard(card) ? 1 : 0));
  const kingRare = encode(KING_RARE);
  const facts = emptyFacts();
  const values: number[] = [];
  return (hands) => {
    let w = 1;
    for (const r of readers) {
      Object.assign(facts, r.played);
      for (const card of hands[r.seat]!) {
        if (card === kingRare) continue;
        const k = place.get(card)!;
        addCard(facts, odds[k]!, lows[k]!);
      }
      finishFacts(facts, G.numPlayers);
      if (r.open.length > 0) {
        let top = -Infinity;
        for (let i = 0; i < r.open.length; i++)
          top = Math.max(top, (values[i] = characterValueOf(r.open[i]!, G, facts)));
        let sum = 0;
        for (let i = 0; i < r.open.length; i++) sum += Math.exp((values[i]! - top) / scales.pick);
        w *= Math.exp((values[r.picked]! - top) / scales.pick) / sum;
      }
      if (r.bid >= 0) w *= bidLikelihood(Math.abs(r.bid - facts.expected), scales.bid);
    }
    return w;
  };
}

/**
 * `draw`'s deals, weighed by {@link characterReading} through the bid
 * reading's chain (`bidReadingDeals`), or `draw` itself when nothing is
 * read. The chain may hand the same deal again: its arrays are not to be
 * changed. A sampled face-down Potion card (`deal.potion`) was in the
 * Adventurer's hand when it picked, so it is read with that hand.
 */
export function characterReadingDeals<T>(
  G: ReadingView,
  me: number,
  encode: (id: string) => T,
  draw: (rng: () => number) => TtDeal<T>,
): (rng: () => number) => TtDeal<T> {
  const weight = characterReading(G, me, encode);
  if (!weight) return draw;
  const adventurer = G.characters.indexOf('adventurer');
  const handsOf = (deal: TtDeal<T>) =>
    deal.potion === undefined ? deal.hands : deal.hands.map((h, s) => (s === adventurer ? [...h, deal.potion!] : h));
  return bidReadingDeals(draw, (deal) => weight(handsOf(deal)));
}
