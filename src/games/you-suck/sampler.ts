/**
 * You Suck: what the shared trick sampler (../common/trick-sampler.ts) needs
 * to deal the cards a seat has not seen, consistently with its view (G-5,
 * YS-12).
 *
 * - Classes: the four colours, the Zeros, the Multicolors; voids by
 *   `FOLLOW` over every Tick (YS-8: a seat that played off a Tick's colour
 *   holds none of it; Zeros and Multicolors show nothing).
 * - Class counts are public (YS-4): every seat was dealt 1 Zero (2 with
 *   Take 0), 1 Multicolor 12–20 and 5 suited cards (6 with Extra Card), so
 *   what it holds of each is that minus what it played.
 * - The Multicolor 11 is never dealt at random: the Take 11 owner holds it
 *   until played (all seats know), and without an owner it is out of play.
 * - A trade (YS-4 step 8, YS-12) is public, the card is not: the trader may
 *   have swapped a suited card (counts unchanged), its Zero, its Multicolor
 *   or the Multicolor 11 for a suited card. The sampler weighs these by the
 *   deals each allows. The trader itself knows its traded card, which is in
 *   no hand.
 * - Every other unseen card (the suited deck left, undealt Zeros and
 *   Multicolors) is in no hand: the sampler's stock.
 */
import { suitOf } from '../common/cards.js';
import { trickSampler, type Holding, type TrickSampler, type TrickSamplerSpec } from '../common/trick-sampler.js';
import { COLOURS, DECK, FOLLOW, MULTI, MULTI_11, ZERO, type TickId, type YouSuckState } from './rules.js';

/** You Suck's {@link TrickSamplerSpec}: the deck without the Multicolor 11 (placed by {@link youSuckHoldings}). */
export const YOU_SUCK_SAMPLING: TrickSamplerSpec = {
  deck: DECK.filter((c) => c !== MULTI_11),
  classes: [...COLOURS, ZERO, MULTI],
  follow: FOLLOW,
  stock: true,
  groups: [[...COLOURS], [ZERO], [MULTI]],
};

/** What the sampler reads of a seat's view (or of the full state: only the seat's own entries are read). */
export type SamplerView = Pick<YouSuckState, 'numPlayers' | 'owners' | 'ticks'> & {
  hands: readonly (readonly string[] | null)[];
  handSizes?: readonly number[];
  traded: readonly (readonly string[] | null)[];
  sizes?: { traded: readonly number[] };
};

/** Suited, Zero and Multicolor (12–20) counts, the group order of {@link YOU_SUCK_SAMPLING}. */
type Counts = [suited: number, zeros: number, multis: number];

/**
 * The alternatives of what the other seats of `seat`'s view hold, by class
 * (YS-4, YS-12): each seat's deal less its plays, the Multicolor 11 with an
 * owner that has not played it, and for a trader other than `seat` one
 * alternative per kind of card it may have traded away (a suited card, a
 * Zero, a Multicolor 12–20, the Multicolor 11), when its plays allow it.
 */
export function youSuckHoldings(view: SamplerView, seat: string): Holding[] {
  const n = view.numPlayers;
  const me = Number(seat);
  const owns = (id: TickId, s: number) => view.owners[id] === String(s);
  const played = Array.from({ length: n }, (): Counts => [0, 0, 0]);
  let played11 = false;
  for (const t of view.ticks) {
    for (const p of t.plays) {
      if (p.card === MULTI_11) played11 = true;
      else played[Number(p.seat)]![groupOf(p.card)]++;
    }
  }
  const counts = played.map(([su, z, m], s): Counts => [
    5 + Number(owns('extra-card', s)) - su,
    1 + Number(owns('take-0', s)) - z,
    1 - m,
  ]);
  const known = counts.map((_, s) => (owns('take-11', s) && !played11 && s !== me ? [MULTI_11] : []));
  const tradedSize = (s: number) => view.sizes?.traded[s] ?? view.traded[s]?.length ?? 0;
  const trader = counts.findIndex((_, s) => s !== me && tradedSize(s) > 0);
  if (trader < 0) return [{ counts, known }];
  // The trader swapped one card for a suited card (YS-4 step 8): a suited card (no change), or one of these.
  const swap = (group: 1 | 2): Holding => ({
    counts: counts.map((c, s): Counts =>
      s === trader ? [c[0] + 1, group === 1 ? c[1] - 1 : c[1], group === 2 ? c[2] - 1 : c[2]] : c,
    ),
    known,
  });
  const out: Holding[] = [{ counts, known }];
  if (counts[trader]![1] > 0) out.push(swap(1));
  if (counts[trader]![2] > 0) out.push(swap(2));
  if (known[trader]!.length > 0) {
    out.push({
      counts: counts.map((c, s): Counts => (s === trader ? [c[0] + 1, c[1], c[2]] : c)),
      known: known.map((k, s) => (s === trader ? [] : k)),
    });
  }
  return out;
}

/** The group of a card: 0 suited, 1 Zero, 2 Multicolor. */
function groupOf(card: string): 0 | 1 | 2 {
  const s = suitOf(card);
  return s === ZERO ? 1 : s === MULTI ? 2 : 0;
}

/**
 * A sampler of the cards `seat` has not seen, over every deal consistent
 * with its view ({@link youSuckHoldings}, voids by `FOLLOW` over the Ticks).
 * Its own traded card is in no hand. Only after the deal (YS-4): while the
 * Choose Dealer owner chooses, nothing is dealt.
 * @param encode how cards are returned (card ids by default)
 * @returns hands per seat (its own as in the view) and the stock (every
 *   unseen card in no hand)
 * @throws NoConsistentDeal when the view admits no deal (a bug upstream)
 */
export function youSuckSampler<T = string>(
  view: SamplerView,
  seat: string,
  encode: (id: string) => T = (id) => id as T,
): TrickSampler<T> {
  const me = Number(seat);
  const gone = new Set(view.traded[me] ?? []);
  const spec =
    gone.size === 0
      ? YOU_SUCK_SAMPLING
      : { ...YOU_SUCK_SAMPLING, deck: YOU_SUCK_SAMPLING.deck.filter((c) => !gone.has(c)) };
  const handSizes = view.handSizes ?? view.hands.map((h) => h?.length ?? 0);
  return trickSampler(
    { numPlayers: view.numPlayers, tricks: view.ticks, hands: view.hands, handSizes },
    seat,
    spec,
    encode,
    youSuckHoldings(view, seat),
  );
}
