/**
 * TrickTakers: the `rule` policy's decisions for the extra characters
 * (issue 21), from the seat's view only (G-5, TT-53): its own hand and its
 * own collected cards, the public items, tasks, tricks and reservations.
 * Shared by the `rule` bot (./rule-bot.ts, ./rule-setup.ts) and, for the
 * setup stages, the `ismcts` bot (./search.ts).
 *
 * - Character values (TT-37, TT-40, TT-44): the Adventurer by its trick
 *   table at the hand's expected tricks, plus a little for its items; the
 *   Collector and the Ruler at what they score in an average round.
 * - Initial items (TT-31): `map` with two or more weak cards, else `boots`;
 *   `sword` (the most flexible red item), as far as setupData's item deck
 *   leaves them free.
 * - Tasks (TT-43): each to the seat and colour least likely to be completed,
 *   by how many cards that seat's character takes in a round and the share
 *   of that colour among the cards the Ruler has not seen.
 * - Items (TT-32…TT-34): `gold` at once (+30); an item that lets a card
 *   win a trick the Adventurer wants (`sword`, `wand`, `axe`, `wing`,
 *   `doll`) or lose one it does not want (`orb`, `sword`); `boots` when
 *   leading without a sure winner; `map` throwing two or more weak cards;
 *   `castle` when the other items would score below 0; and in the last
 *   trick, an item worth less than 0 unused (TT-37) when using it keeps the
 *   trick's outcome. `book`'s discard: the weakest card (the strongest when
 *   no tricks are wanted).
 * - Reservation (TT-38, TT-40): the face-up card that adds most to the
 *   Collector's best combinations (./collector.ts `collectorScore`) plus a
 *   bonus for each collected card it could later combine with; a pass when
 *   nothing is worth a leftover.
 */
import type { ChosenMove } from '../../bots/types.js';
import { ADVENTURER_TABLES } from './adventurer-score.js';
import { colourOf, DECK, valueOf, type Colour } from './cards.js';
import { collectorScore } from './collector.js';
import { HIDDEN_CARD } from './extras-play.js';
import { unusedValue, type ItemId } from './items.js';
import { TRICK_ITEMS } from './effective.js';
import { TASKS, type TaskId } from './ruler.js';
import type { RosterId } from './roster.js';
import type { TtPlay } from './state.js';
import { resolveTrick } from './trick-winner.js';
import type { TtView } from './rule-bot.js';

/** A card's chance to take a trick, from ./rule-setup.ts (passed in to keep the modules acyclic). */
export type Odds = (card: string) => number;

/** What the Collector and the Ruler score in an average round, for the character choice (TT-40, TT-44, TT-45). */
const COLLECTOR_VALUE = 25;
const RULER_VALUE = 25;

/**
 * What an extra character is worth to this seat this round, from its hand
 * (`e`: its expected tricks): the Adventurer by its trick table (TT-37)
 * at `e` through `tableAt`, +10 for its items; the Collector 25;
 * the Ruler 25, +15 when about one trick is expected (+20 for exactly 1, TT-45).
 */
export function extraValue(
  c: RosterId,
  e: number,
  tableAt: (table: readonly (number | 'win')[], tricks: number) => number,
): number {
  switch (c) {
    case 'adventurer':
      return tableAt(ADVENTURER_TABLES.normal, e) + 10;
    case 'collector':
      return COLLECTOR_VALUE;
    default:
      return RULER_VALUE + (e >= 0.5 && e <= 1.5 ? 15 : 0);
  }
}

/** The first of `legal` that is `move` with these arguments (compared as JSON). */
const find = (legal: readonly ChosenMove[], move: string, ...args: unknown[]) =>
  legal.find((m) => m.move === move && JSON.stringify(m.args) === JSON.stringify(args));

/** `chooseInitialItems` (TT-31): see the module doc. */
export function initialItems(hand: readonly string[], legal: readonly ChosenMove[], odds: Odds): ChosenMove {
  const weak = hand.filter((c) => odds(c) <= 0.1).length;
  const blues = weak >= 2 ? ['map', 'boots', 'potion'] : ['boots', 'map', 'potion'];
  for (const b of blues)
    for (const r of ['sword', 'axe', 'wand']) {
      const m = find(legal, 'chooseInitialItems', b, r);
      if (m) return m;
    }
  return legal[0]!;
}

/** Cards a seat of character `c` takes in a round, roughly (its tricks × the table size; the Collector its reservations too). */
function cardsTaken(G: TtView, seat: number): number {
  const n = G.numPlayers;
  const final = G.round === G.rounds;
  const tricks: Record<RosterId, number> = {
    king: 2,
    gambler: Math.max(0.5, G.bids[seat] ?? 1.5),
    resistance: final ? 1.5 : 0.8,
    adventurer: 1.5,
    hermit: 0.6,
    collector: 1,
    berserker: final ? 0.5 : 2,
    ruler: 1,
  };
  const c = G.characters[seat] as RosterId | null;
  return (c ? tricks[c] : 1) * n + (c === 'collector' ? 3 : 0);
}

/**
 * The Ruler's `giveTask` (TT-43): the legal (seat, task) whose completion is
 * least likely. A seat taking k cards in a round takes a colour with share
 * q at least once with chance 1 − (1 − q)^k: an avoid task fails with that
 * chance, a take task with the rest. q is the colour's share of the deck's
 * cards the Ruler does not hold.
 */
export function chooseTask(G: TtView, seat: string, legal: readonly ChosenMove[], random: () => number): ChosenMove {
  const hand = new Set(G.hands[Number(seat)] ?? []);
  const unseen = DECK.filter((c) => !hand.has(c));
  const share = (colour: Colour) => unseen.filter((c) => colourOf(c) === colour).length / unseen.length;
  let best = legal[0]!;
  let bestFail = -Infinity;
  for (const m of legal) {
    if (m.move !== 'giveTask') continue;
    const [target, id] = m.args as [string, TaskId];
    const t = TASKS[id];
    const takes = 1 - (1 - share(t.colour)) ** cardsTaken(G, Number(target));
    const fail = (t.kind === 'avoid' ? takes : 1 - takes) + 0.001 * random();
    if (fail > bestFail) [best, bestFail] = [m, fail];
  }
  return best;
}

/** The plays of the trick so far as the seat sees them, for judging: hidden Potion cards left out (unknown to it, TT-53). */
const visiblePlays = (plays: readonly TtPlay[]) => plays.filter((p) => p.card !== HIDDEN_CARD);

/** Whether `play`, added to the visible plays so far, takes the trick so far (TT-47 on effective cards). */
export function takesTrick(plays: readonly TtPlay[], play: TtPlay, kakumei: boolean): boolean {
  const all = [...visiblePlays(plays), play];
  return resolveTrick(all, { kakumei }).winner === all.length - 1;
}

/**
 * The play a `playCard` move makes, as the trick winner reads it: the item
 * used for it (a trick item, TT-33), the Sword's ±5, the Hermit's mark; the
 * Ruler's token is the caller's (./extra-legal.ts `rulerPlay`).
 */
export function playOf(seat: string, m: ChosenMove, item: ItemId | undefined, hermit: boolean): TtPlay {
  const opts = (m.args[1] ?? {}) as { swordDelta?: 5 | -5 };
  const play: TtPlay = { seat, card: m.args[0] as string };
  if (hermit) play.byHermit = true;
  if (item && (TRICK_ITEMS as readonly string[]).includes(item)) play.item = item as TtPlay['item'];
  if (opts.swordDelta) play.swordDelta = opts.swordDelta;
  return play;
}

/** The trick items that change how a play judges, with their extra play options (TT-33). */
const JUDGED: readonly { item: ItemId; deltas: (5 | -5 | undefined)[] }[] = [
  { item: 'sword', deltas: [5, -5] },
  { item: 'wand', deltas: [undefined] },
  { item: 'axe', deltas: [undefined] },
  { item: 'orb', deltas: [undefined] },
  { item: 'wing', deltas: [undefined] },
  { item: 'doll', deltas: [undefined] },
];

/** The cards the Adventurer could play with `item` (TT-32, TT-33): as ./extra-legal.ts `adventurerCards` on its hand. */
type CardsWith = (item: ItemId) => string[];

/**
 * The Adventurer's `useItem` before its play, or `undefined` to play (see
 * the module doc).
 * @param want whether it wants this trick
 * @param plainWins the cards it may play now without an item that take the trick so far
 * @param cardsWith its playable cards after using a trick item
 */
export function itemMove(
  G: TtView,
  seat: string,
  legal: readonly ChosenMove[],
  want: boolean,
  odds: Odds,
  plainWins: readonly string[],
  plainCards: readonly string[],
  cardsWith: CardsWith,
): ChosenMove | undefined {
  const uses = legal.filter((m) => m.move === 'useItem');
  if (uses.length === 0) return undefined;
  const use = (id: ItemId) => uses.find((m) => m.args[0] === id);
  const gold = use('gold');
  if (gold) return gold;
  const plays = G.trick?.plays ?? [];
  const kakumei = G.trick?.kakumei ?? false;
  const last = plays.length === G.numPlayers - 1;
  const hand = G.hands[Number(seat)] ?? [];
  // An item that gets the outcome it wants where no plain card does.
  const outcome = (item: ItemId) =>
    cardsWith(item).some((card) =>
      JUDGED.find((j) => j.item === item)!.deltas.some(
        (d) =>
          takesTrick(plays, { seat, card, item: item as TtPlay['item'], ...(d ? { swordDelta: d } : {}) }, kakumei) ===
          want,
      ),
    );
  const plainOk = want ? plainWins.length > 0 : plainCards.some((c) => !plainWins.includes(c));
  if (plays.length > 0 && !plainOk && (last || want)) {
    for (const { item } of JUDGED) if (use(item) && outcome(item)) return use(item);
  }
  const boots = use('boots');
  if (boots && plays.length === 0 && want && Math.max(...hand.map(odds)) < 0.75) return boots;
  const weak = hand.filter((c) => odds(c) <= 0.1);
  if (want && weak.length >= 2) {
    const map = uses.find(
      (m) =>
        m.args[0] === 'map' &&
        JSON.stringify([...(m.args[1] as { discard: string[] }).discard].sort()) === JSON.stringify([...weak].sort()),
    );
    if (map) return map;
  }
  const castle = use('castle');
  const slots = G.items?.slots ?? [];
  const others = slots.reduce(
    (t, s) =>
      t + (s.item === null || s.item === 'castle' ? 0 : unusedValue(s.item, s.kind === 'extra' ? 'extra' : 'initial')),
    0,
  );
  if (castle && others < 0) return castle;
  // The last trick: an item worth less than 0 unused goes, if the outcome stays (TT-37).
  if (G.tricks.length === 4 && plays.length > 0) {
    for (const { item } of JUDGED) if (use(item) && unusedValue(item, 'initial') < 0 && outcome(item)) return use(item);
  }
  return undefined;
}

/** How many collected cards `card` could later combine with (TT-40): same value, or same colour within 2. */
function affinity(card: string, collected: readonly string[]): number {
  const v = valueOf(card);
  const c = colourOf(card);
  let k = 0;
  for (const x of collected) {
    const xv = valueOf(x);
    if (v > 0 && xv === v) k++;
    else if (c !== null && colourOf(x) === c && Math.abs(xv - v) <= 2) k++;
  }
  return k;
}

/** The Collector's `reserve` (TT-38): see the module doc. */
export function reserveMove(G: TtView, seat: string, legal: readonly ChosenMove[]): ChosenMove {
  const collected = (G as { collected?: (string[] | null)[] }).collected?.[Number(seat)] ?? [];
  const two = G.numPlayers === 2;
  const now = collectorScore(collected, two).points;
  let best = find(legal, 'reserve', null) ?? legal[0]!;
  let bestGain = -5;
  for (const m of legal) {
    const card = m.args[0] as string | null;
    if (card === null) continue;
    const after = collectorScore([...collected, card], two);
    const gain = (after.wins ? 1000 : after.points - now) + 5 * affinity(card, collected);
    if (gain > bestGain) [best, bestGain] = [m, gain];
  }
  return best;
}

/** Whether the Adventurer, the Collector or the Ruler wants more tricks now (TT-37, TT-40, TT-45). */
export function extraWants(G: TtView, seat: number): boolean {
  const won = G.tricksWon[seat]!;
  switch (G.characters[seat]) {
    case 'adventurer':
      return true; // 1 → 4 tricks pay +10 → +60 and level up (TT-35); 5 win
    case 'collector':
      return false; // a trick it wins brings leftovers (TT-40)
    default:
      return won === 0; // the Ruler: +20 for exactly one trick
  }
}
