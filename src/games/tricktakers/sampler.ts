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
 *   holds the King Rare until it plays it, unless it has spent a black
 *   crown (TT-15: the King Rare may have gone face down with it, an
 *   alternative weighed by the deals it admits); another seat's Berserker holds the
 *   Berserker card until played, and its other cards are Berserker-deck cards
 *   (4 of the 6; the 2 spare are in no hand), except for what a black-crown
 *   spend (TT-15) swapped for deck cards: then every split between the two
 *   is an alternative, weighed by the deals it admits.
 * - Voids by the suit to follow (TT-2), ended by a Hermit's draw (the `drew`
 *   play, TT-17); exchanges and spends come before any play.
 * - The unseen cards of the 40-card deck that no hand holds are in the draw
 *   deck or in other seats' discards; the deck is a uniform draw of them,
 *   of its public size (`deckSize`).
 * - The extras (issue 21, TT-53): voids are read on effective plays (TT-47):
 *   a `wand` or `orb` play, the Ruler's token play (mandatory or not, it
 *   shows nothing), and every play after a face-down Potion card that hid
 *   the lead show no void; an `orb` card sets no lead suit; after `map` or
 *   `book` the Adventurer's voids are forgotten (it drew cards). The cards
 *   `fairy` showed stay in the Adventurer's hand until played (unless `map`
 *   or `book` came later). Another seat's face-down Potion card is one more
 *   unseen card of the Adventurer's, drawn with its hand and put in the
 *   trick (`potion`); the item deck is a shuffle of the items on no slot
 *   and not in the item discard pile (its order is secret, its contents
 *   public).
 *
 * It never reads what only another seat saw: not their hands, discards, the
 * deck, the spare cards, the item deck's order or a face-down Potion card
 * (absent from the view), nor the Collector's collected cards. Those are a
 * display secret only (TT-39): each was played face up, so ./sim.ts rebuilds
 * who took what from the public plays, winners and reserve tokens, as TT-39
 * allows.
 */
import type { FollowRule } from '../common/follow.js';
import { knownVoids, playedBySeat, type RoundHistory } from '../common/history.js';
import { drawInPlace } from '../common/random.js';
import { NoConsistentDeal } from '../common/sampler.js';
import { byLogCount, trickSampler, type TrickSampler, type TrickSamplerSpec } from '../common/trick-sampler.js';
import { visibleLead } from './effective.js';
import { HIDDEN_CARD, hidePotion } from './extras-play.js';
import { ITEM_IDS, type ItemId } from './items.js';
import {
  BERSERKER,
  BERSERKER_DECK,
  DECK,
  FOLLOW,
  KING_RARE,
  colourOf,
  type TrickTakersState,
  type TtPlay,
  type TtTrick,
} from './rules.js';

/** TrickTakers' {@link TrickSamplerSpec} for the 40-card deck: classes by card-id suit (`white` = White Flags). */
export const TRICKTAKERS_SAMPLING: TrickSamplerSpec = {
  deck: DECK,
  classes: ['red', 'blue', 'green', 'black', 'rare', 'white'],
  follow: FOLLOW,
  stock: true,
};

/** What the sampler reads of a seat's view (or of the full state, whose other entries it ignores). */
export type SamplerView = RoundHistory &
  Pick<TrickTakersState, 'characters' | 'spent' | 'deckSize'> &
  Partial<Pick<TrickTakersState, 'items'>> & {
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
  /** Whether another seat's King holds the King Rare (after a black-crown spend it may not, TT-15). */
  rare: boolean;
}

/**
 * One consistent deal: every hand (index = seat number; the viewer's own as
 * in its view) and the draw deck, top first; the item deck, top first (empty
 * without an Adventurer); and the card of another seat's face-down Potion
 * play in the trick in progress, if any (TT-34).
 */
export interface TtDeal<T> {
  hands: T[][];
  deck: T[];
  itemDeck: ItemId[];
  potion?: T;
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
  // Another seat's face-down Potion card is unknown to it, whatever it is handed (TT-53).
  if (view.trick) view = { ...view, trick: hidePotion(view.trick as TtTrick, seat) };
  const played = new Set(playedBySeat(view, (id) => id).flat());
  const follow = extrasFollow(view);
  const voids = knownVoids(view, follow);
  const mainSizes = [...(view.handSizes ?? view.hands.map((h) => h?.length ?? 0))];
  const known: string[][] = Array.from({ length: n }, () => []);
  const adv = view.characters.indexOf('adventurer');
  // Another seat's face-down Potion card: one more unseen card of the Adventurer's (TT-34, TT-53).
  const hiddenAt = view.trick?.plays.findIndex((p) => p.card === HIDDEN_CARD) ?? -1;
  const potionLead = hiddenAt >= 0 ? visibleLead((view.trick!.plays as TtPlay[]).slice(0, hiddenAt)).colour : null;
  if (hiddenAt >= 0) mainSizes[adv]!++;
  const shown = adv >= 0 && adv !== me ? fairyCards(view, played) : [];
  known[adv]?.push(...shown);
  if (adv >= 0) mainSizes[adv]! -= shown.length;
  const king = view.characters.indexOf('king');
  // Another King holds the King Rare until it plays it, or, once it has spent a black crown (TT-15), perhaps
  // put it down face down with the spend: then both are alternatives, weighed by the deals each admits.
  const kingRare =
    king >= 0 && king !== me && !played.has(KING_RARE) ? (view.spent[king]! > 0 ? [true, false] : [true]) : [false];
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
  const own = new Set([...(view.discards[me] ?? []), ...shown]);
  const spec = { ...TRICKTAKERS_SAMPLING, follow, deck: DECK.filter((c) => !own.has(c)) };
  const alternatives: Alternative<T>[] = [];
  for (const rare of kingRare) {
    for (const take of takes) {
      const sizes = mainSizes.map((k, s) => (s === bers && s !== me ? k - take : k) - (rare && s === king ? 1 : 0));
      if (sizes.some((k, s) => s !== me && k < 0) || take > pool.length) continue;
      try {
        const main = trickSampler({ ...view, handSizes: sizes }, seat, spec, encode);
        alternatives.push({ main, take, rare, logCount: main.logCount + logChoose(pool.length, take) });
      } catch (e) {
        if (!(e instanceof NoConsistentDeal)) throw e;
      }
    }
  }
  if (alternatives.length === 0) throw new NoConsistentDeal('no split of the King and Berserker hands fits the view');
  const choice = byLogCount(alternatives.map((a) => a.logCount));
  const decks = view.deckSize;
  const knownCodes = known.map((cards) => cards.map(encode));
  const poolCodes = pool.map(encode);
  const kingCode = encode(KING_RARE);
  const items = unseenItems(view);
  return {
    logCount: choice.logCount,
    sample(rng) {
      const alt = alternatives[choice.pick(rng)]!;
      const { hands, stock } = alt.main.sample(rng);
      for (let s = 0; s < n; s++) for (const c of knownCodes[s]!) hands[s]!.push(c);
      if (alt.rare) hands[king]!.push(kingCode);
      if (alt.take > 0) for (const c of drawSome([...poolCodes], alt.take, rng)) hands[bers]!.push(c);
      if (decks > stock.length) throw new NoConsistentDeal(`a deck of ${decks} from ${stock.length} unseen cards`);
      const deal: TtDeal<T> = {
        hands,
        deck: drawSome(stock, decks, rng),
        itemDeck: drawSome([...items], items.length, rng),
      };
      if (hiddenAt >= 0) deal.potion = takePotion(hands[adv]!, potionLead, encode, rng);
      return deal;
    },
  };
}

/**
 * The following rule of this round's history as the seat sees it (see the
 * module doc): {@link FOLLOW} on printed cards, except that the plays that
 * show no void count as always playable, and an `orb` card sets no lead.
 * Card ids are unique within a round, so the exceptions are kept by card.
 */
function extrasFollow(view: SamplerView): FollowRule {
  const free = new Set<string>();
  const noLead = new Set<string>();
  const adv = String(view.characters.indexOf('adventurer'));
  const drew = (view.items?.discard ?? []).some((i) => i === 'map' || i === 'book');
  for (const t of view.trick ? [...view.tricks, view.trick] : view.tricks) {
    let lead = false;
    let hidden = false;
    for (const p of t.plays as readonly TtPlay[]) {
      if (hidden || p.leadToken || p.item === 'wand' || p.item === 'orb' || (drew && p.seat === adv)) free.add(p.card);
      if (p.item === 'orb') noLead.add(p.card);
      if (p.item === 'potion' && !lead) hidden = true;
      if (!lead && p.item !== 'orb' && colourOf(p.card) !== null) lead = true;
    }
  }
  if (free.size === 0 && noLead.size === 0) return FOLLOW;
  return {
    suitOf: FOLLOW.suitOf,
    alwaysPlayable: (c) => free.has(c) || FOLLOW.alwaysPlayable!(c),
    setsLead: (c) => !noLead.has(c) && FOLLOW.setsLead!(c),
  };
}

/**
 * The cards `fairy` showed that the Adventurer has not played (TT-34: they
 * stay public for the round); none when `map` or `book` came after it
 * (cards may have left the hand unseen).
 */
function fairyCards(view: SamplerView, played: ReadonlySet<string>): string[] {
  const items = view.items;
  if (!items || items.fairyHand.length === 0) return [];
  const after = items.discard.slice(items.discard.lastIndexOf('fairy') + 1);
  if (after.includes('map') || after.includes('book')) return [];
  return items.fairyHand.filter((c) => !played.has(c));
}

/** The items of the item deck, as a set (TT-30, TT-53): every item on no slot and not in the item discard pile. */
function unseenItems(view: SamplerView): ItemId[] {
  const items = view.items;
  if (!items) return [];
  const out = new Set<ItemId>([...items.slots.flatMap((s) => (s.item ? [s.item] : [])), ...items.discard]);
  const rest = ITEM_IDS.filter((i) => !out.has(i));
  if (rest.length !== items.deckSize)
    throw new NoConsistentDeal(`${rest.length} unseen items for a deck of ${items.deckSize}`);
  return rest;
}

/**
 * Takes the face-down Potion card out of the Adventurer's sampled hand (one
 * card more than it holds): uniformly among the cards that follow `lead`,
 * the lead suit the Adventurer saw (TT-33: it must still follow), or among
 * all when it could not follow.
 */
function takePotion<T>(hand: T[], lead: string | null, encode: (id: string) => T, rng: () => number): T {
  const ofLead = new Set(DECK.filter((c) => lead !== null && colourOf(c) === lead).map(encode));
  const colourless = new Set(DECK.filter((c) => colourOf(c) === null).map(encode));
  const from = hand.some((c) => ofLead.has(c)) ? hand.filter((c) => ofLead.has(c) || colourless.has(c)) : hand;
  const card = from[Math.floor(rng() * from.length)]!;
  hand.splice(hand.indexOf(card), 1);
  return card;
}

/**
 * `k` of `a`'s items, uniformly at random and in random order
 * (`drawInPlace`, in place).
 * @returns `a`, cut to its first `k` items
 */
function drawSome<T>(a: T[], k: number, rng: () => number): T[] {
  drawInPlace(a, k, rng);
  a.length = k;
  return a;
}
