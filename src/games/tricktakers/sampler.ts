/**
 * TrickTakers: the sampler ("determinizer") of the fair bots (issue 12,
 * BOTS.md "Fairness"): from one seat's view it deals the cards that seat has
 * not seen to the other hands and the draw deck, uniformly over every deal
 * consistent with what it has seen. The counting is the shared trick
 * sampler's (../common/trick-sampler.ts); this module adds what is this
 * game's own:
 *
 * - The seat knows its own hand and its own discards (the King's discard,
 *   the Gambler's exchanges, the Berserker's old hand, the Hermit's and
 *   black-crown discards: its `discards` in the view, G-5); another seat's
 *   discards are only a count, so those cards may be anywhere unseen.
 * - The exclusive cards in play (TT-1, TT-13, TT-18): another seat's King
 *   holds the King Rare until it plays it; another seat's Berserker holds the
 *   Berserker card until played, and its other cards are Berserker-deck cards
 *   (4 of the 6; the 2 spare are in no hand), except for what a black-crown
 *   spend (TT-15) swapped for deck cards: then every split between the two
 *   is an alternative, weighed by the deals it admits.
 * - Voids by the suit to follow (TT-2), ended by a Hermit's draw (the `drew`
 *   play, TT-17); exchanges and spends come before any play.
 * - The unseen cards of the 40-card deck that no hand holds are in the draw
 *   deck or in other seats' discards; the deck is a uniform draw of them,
 *   of its public size (`deckSize`).
 *
 * It never reads what only another seat saw: not their hands, discards, the
 * deck or the spare cards (absent from the view).
 */
import { knownVoids, playedBySeat, type RoundHistory } from '../common/history.js';
import { NoConsistentDeal } from '../common/sampler.js';
import { byLogCount, trickSampler, type TrickSampler, type TrickSamplerSpec } from '../common/trick-sampler.js';
import { BERSERKER, BERSERKER_DECK, DECK, FOLLOW, KING_RARE, type TrickTakersState } from './rules.js';

/** TrickTakers' {@link TrickSamplerSpec} for the 40-card deck: classes by card-id suit (`white` = White Flags). */
export const TRICKTAKERS_SAMPLING: TrickSamplerSpec = {
  deck: DECK,
  classes: ['red', 'blue', 'green', 'black', 'rare', 'white'],
  follow: FOLLOW,
  stock: true,
};

/** What the sampler reads of a seat's view (or of the full state, whose other entries it ignores). */
export type SamplerView = RoundHistory &
  Pick<TrickTakersState, 'characters' | 'spent' | 'deckSize'> & {
    hands: readonly (readonly string[] | null)[];
    handSizes?: readonly number[];
    discards: readonly (readonly string[] | null)[];
    sizes?: { discards: readonly number[] };
  };

/** One alternative of the other hands: its main-deck sampler and the exclusive cards placed with it. */
interface Alternative<T> {
  main: TrickSampler<T>;
  logCount: number;
  /** The Berserker's Berserker-deck cards: `take` of `pool` (uniformly). */
  take: number;
}

/** One consistent deal: every hand (index = seat number; the viewer's own as in its view) and the draw deck, top first. */
export interface TtDeal<T> {
  hands: T[][];
  deck: T[];
}

/** {@link trickTakersSampler}'s result: the log-count of consistent deals, and a uniform draw of one. */
export interface TtSampler<T> {
  readonly logCount: number;
  sample(rng: () => number): TtDeal<T>;
}

const logChoose = (n: number, k: number): number => {
  let x = 0;
  for (let i = 0; i < k; i++) x += Math.log(n - i) - Math.log(i + 1);
  return x;
};

/**
 * A sampler of the cards `seat` has not seen, over every deal consistent
 * with its view (see the module doc), for the play stages.
 * @param encode how cards are returned (card ids by default; the search asks for the simulator's numbers)
 * @throws NoConsistentDeal when the view admits no deal (a bug upstream)
 */
export function trickTakersSampler<T = string>(
  view: SamplerView,
  seat: string,
  encode: (id: string) => T = (id) => id as T,
): TtSampler<T> {
  const me = Number(seat);
  const n = view.numPlayers;
  const played = new Set(playedBySeat(view, (id) => id).flat());
  const voids = knownVoids(view, FOLLOW);
  const mainSizes = [...(view.handSizes ?? view.hands.map((h) => h?.length ?? 0))];
  const known: string[][] = Array.from({ length: n }, () => []);
  const king = view.characters.indexOf('king');
  if (king >= 0 && king !== me && !played.has(KING_RARE)) {
    known[king]!.push(KING_RARE);
    mainSizes[king]!--;
  }
  const bers = view.characters.indexOf('berserker');
  let pool: string[] = [];
  let takes = [0];
  if (bers >= 0 && bers !== me) {
    if (!played.has(BERSERKER)) {
      known[bers]!.push(BERSERKER);
      mainSizes[bers]!--;
    }
    // Its Berserker-deck cards not yet played, of a suit it has not shown void in.
    pool = BERSERKER_DECK.filter((c) => {
      const suit = FOLLOW.suitOf(c);
      return !played.has(c) && (suit === null || !voids[bers]!.has(suit));
    });
    const size = mainSizes[bers]!;
    takes = view.spent[bers]! > 0 ? Array.from({ length: Math.min(size, pool.length) + 1 }, (_, j) => j) : [size];
  }
  const own = new Set(view.discards[me] ?? []);
  const spec =
    own.size === 0 ? TRICKTAKERS_SAMPLING : { ...TRICKTAKERS_SAMPLING, deck: DECK.filter((c) => !own.has(c)) };
  const alternatives: Alternative<T>[] = [];
  for (const take of takes) {
    const sizes = mainSizes.map((k, s) => (s === bers && s !== me ? k - take : k));
    if (sizes.some((k, s) => s !== me && k < 0) || take > pool.length) continue;
    try {
      const main = trickSampler({ ...view, handSizes: sizes }, seat, spec, encode);
      alternatives.push({ main, take, logCount: main.logCount + logChoose(pool.length, take) });
    } catch (e) {
      if (!(e instanceof NoConsistentDeal)) throw e;
    }
  }
  if (alternatives.length === 0) throw new NoConsistentDeal('no split of the Berserker hand fits the view');
  const choice = byLogCount(alternatives.map((a) => a.logCount));
  const decks = view.deckSize;
  const knownCodes = known.map((cards) => cards.map(encode));
  const poolCodes = pool.map(encode);
  return {
    logCount: choice.logCount,
    sample(rng) {
      const alt = alternatives[choice.pick(rng)]!;
      const { hands, stock } = alt.main.sample(rng);
      for (let s = 0; s < n; s++) for (const c of knownCodes[s]!) hands[s]!.push(c);
      if (alt.take > 0) for (const c of drawSome([...poolCodes], alt.take, rng)) hands[bers]!.push(c);
      if (decks > stock.length) throw new NoConsistentDeal(`a deck of ${decks} from ${stock.length} unseen cards`);
      return { hands, deck: drawSome(stock, decks, rng) };
    },
  };
}

/**
 * `k` of `a`'s items, uniformly at random and in random order (the first
 * `k` steps of a Fisher–Yates shuffle, in place).
 * @returns `a`, cut to its first `k` items
 */
function drawSome<T>(a: T[], k: number, rng: () => number): T[] {
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rng() * (a.length - i));
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  a.length = k;
  return a;
}
