/**
 * TrickTakers: a round's steps around its character choice, after round 1's
 * start (./setup.ts): the start of a later round, and the character setups
 * after the choice up to the first lead (TT-6 steps 1 and 3, TT-7…TT-9,
 * TT-13…TT-15, TT-18, TT-19). Part of the later rules (./play.ts, issue 20):
 * a table's first load goes without it.
 */
import { dealCards, type Shuffle } from '../common/deal.js';
import { nextSeat, seatIds, seatsFrom } from '../common/seats.js';
import { openTrick } from '../common/trick.js';
import { initialItemChoices } from './adventurer.js';
import { BERSERKER, BERSERKER_DECK, DECK, KING_RARE } from './cards.js';
import type { ItemId } from './items.js';
import { openSelection } from './advanced.js';
import { hasExtras, nextDisplay } from './display.js';
import { roundLeader, usedCharacters } from './draft.js';
import { highestPriority, rankOf, seatsByRank, type RosterId } from './roster.js';
import { firstLeader, selectionOrder } from './round-score.js';
import { CHARACTERS, GAMBLER_BONUS } from './scoring.js';
import { HAND_SIZE, isFinal, openRound } from './setup.js';
import type { TrickTakersState, TtTrick } from './state.js';

/**
 * Starts the next round (TT-6 step 1): shuffles the whole deck and deals 5
 * each (or round 1's scenario `deal`), clears the round's fields, and asks
 * for characters in this round's order (TT-7, TT-8, TT-19). Two players'
 * round 5 picks are made at once (TT-19), and the setups follow. The
 * two-player advanced game selects secretly instead (TT-49: ./advanced.ts
 * `openSelection`).
 */
export function startRound(
  state: TrickTakersState,
  shuffle: Shuffle,
  deal?: { hands: string[][]; stock: string[] },
): void {
  const n = state.numPlayers;
  if (state.display) state.display = nextDisplay(state.display, n, shuffle); // TT-24: no shuffle without a display
  openRound(state, deal ?? dealCards(DECK, n, HAND_SIZE, shuffle), roundOrder);
  startExtras(state); // last round's items, piles and collected cards are dealt again
  if (state.draft) return openSelection(state, shuffle);
  if (n === 2 && isFinal(state)) {
    // TT-19: round 5 is forced: each seat takes the one character it has not used.
    for (const seat of [0, 1]) {
      const used = usedCharacters(state, seat);
      state.characters[seat] = CHARACTERS.find((c) => !used.includes(c))!;
    }
    runSetups(state, shuffle);
  }
}

/** This round's selection order (TT-7, TT-8, TT-19). */
function roundOrder(state: TrickTakersState): string[] {
  const n = state.numPlayers;
  if (n === 2)
    return state.round % 2 === 1 ? seatsFrom(state.firstPlayer, 2) : seatsFrom(nextSeat(state.firstPlayer, 2), 2);
  if (state.round === 1) return seatsFrom(state.firstPlayer, n);
  return selectionOrder(orderFacts(state));
}

/** The facts of the previous round that order this one (TT-8, TT-9). */
function orderFacts(state: TrickTakersState) {
  return {
    numPlayers: state.numPlayers,
    prev: state.sheet[state.sheet.length - 1]!.characters,
    scores: state.roundStart,
    crowns: state.crowns,
  };
}

/**
 * The seats whose characters this round have TT-22 rank `rank` or lower
 * priority (rank 1 … 8), highest priority first: the order of the setups
 * (TT-6 step 3, TT-25) and of the black crowns (TT-15).
 */
function seatsFromRank(state: TrickTakersState, rank: number): number[] {
  return seatsByRank(
    state.characters,
    state.characters.flatMap((c, s) => (c !== null && rankOf(c) >= rank ? [s] : [])),
  );
}

/**
 * A round's extras facts (TT-30, TT-38, TT-43): no items, no tasks,
 * nothing collected. Set once a round: round 1's at the start of its
 * setups ({@link runSetups}), a later round's at its deal
 * ({@link startRound}, so that the character choice shows none of the
 * last round's). Only in a game with an extra character; a basic game's
 * state has none of these fields.
 */
function startExtras(state: TrickTakersState): void {
  if (!hasExtras(state)) return;
  state.items = null;
  state.tasks = [];
  state.collected = seatIds(state.numPlayers).map((): string[] => []);
}

/**
 * setupData's `itemDeck` while the game's first Adventurer set-up is still
 * to come (TT-54): no earlier round had an Adventurer (each such round had
 * one set-up) and none has set up this round.
 */
export const presetItemDeck = (state: TrickTakersState): ItemId[] | undefined =>
  state.sheet.some((r) => r.characters.includes('adventurer')) || state.items ? undefined : state.itemDeck;

/**
 * The character setups in TT-22 priority order from character `from` on
 * (default: from the first), `from` included (TT-6 step 3, TT-25): the King's Rare and discard (stage
 * `king-discard`, TT-13); the Gambler's +20, exchanges, bid and bet
 * (`exchange`, TT-14); the Adventurer's initial items (`initial-items`,
 * TT-31); the Berserker's new hand (automatic, TT-18); the Ruler's tasks,
 * always last (`give-tasks`, TT-25, TT-43). Then the final round's black
 * crowns (TT-15, after the Ruler: TT-25) or the first lead. A character
 * with no setup, or held by no seat, is passed over.
 */
export function runSetups(state: TrickTakersState, shuffle: Shuffle, from: RosterId = 'king'): void {
  if (from === 'king' && state.round === 1) startExtras(state); // a later round's: startRound, at its deal
  for (const s of seatsFromRank(state, rankOf(from))) {
    const c = state.characters[s]!;
    const seat = String(s);
    if (c === 'king') {
      state.hands[s]!.push(KING_RARE);
      state.stage = 'king-discard';
      state.toAct = seat;
      return;
    }
    if (c === 'gambler') {
      state.scores[s]! += GAMBLER_BONUS; // TT-14: gained at once (TT-11)
      state.stage = 'exchange';
      state.toAct = seat;
      return;
    }
    if (c === 'adventurer' || c === 'ruler') {
      state.stage = c === 'adventurer' ? 'initial-items' : 'give-tasks';
      const preset = c === 'adventurer' ? presetItemDeck(state) : undefined;
      if (preset) state.initialItems = initialItemChoices(preset); // TT-54: the two left out, public
      state.toAct = seat;
      return;
    }
    if (c === 'berserker') {
      // TT-18: the old hand goes face down (RN-11), the Berserker card and 4 of the 6 come in.
      state.discards[s]!.push(...state.hands[s]!);
      const cards = shuffle([...BERSERKER_DECK]);
      state.hands[s] = [BERSERKER, ...cards.slice(0, 4)];
      state.spare = cards.slice(4);
    }
  }
  nextBlackCrowns(state, null);
}

/**
 * The final round's black-crown step (TT-15), 3–5 players: the next seat
 * whose character comes after `after` (`null`: from the first) in TT-22
 * priority order and that holds a black crown; when none is left, the
 * first lead.
 */
export function nextBlackCrowns(state: TrickTakersState, after: RosterId | null): void {
  if (state.numPlayers > 2 && isFinal(state)) {
    const next = seatsFromRank(state, after === null ? 1 : rankOf(after) + 1).find((s) => state.blackCrowns[s]! > 0);
    if (next !== undefined) {
      state.stage = 'black-crowns';
      state.toAct = String(next);
      return;
    }
  }
  chooseFirstLead(state);
}

/**
 * Decides who leads trick 1 (TT-7, TT-9, TT-19, TT-49) and opens it: round
 * 1 and two players' rounds 1–4, the first chooser; rounds 2–3,
 * {@link firstLeader}; two players' round 5, stage `choose-leader` for the
 * seat with fewer points at the round's start (tie: the higher round-5
 * priority, RN-14); the two-player advanced game, every round, the seat
 * whose character has the higher priority (TT-49 step 4).
 */
function chooseFirstLead(state: TrickTakersState): void {
  const n = state.numPlayers;
  if (state.draft) return startPlay(state, roundLeader(state.characters as [RosterId, RosterId]));
  if (n === 2 && isFinal(state)) {
    const [a, b] = state.roundStart as [number, number];
    const chooser = a !== b ? (a < b ? 0 : 1) : highestPriority(state.characters, [0, 1])!;
    state.stage = 'choose-leader';
    state.toAct = String(chooser);
    return;
  }
  startPlay(state, state.round === 1 || n === 2 ? state.order[0]! : firstLeader(orderFacts(state)));
}

/** Opens trick 1 of the round, led by `leader` (stage `play`). */
export function startPlay(state: TrickTakersState, leader: string): void {
  state.first = leader;
  state.stage = 'play';
  openTtTrick(state, leader);
}

/** Opens a trick led by `leader`, with no Kakumei yet (TT-4). */
export function openTtTrick(state: TrickTakersState, leader: string): void {
  openTrick(state, leader);
  (state.trick as TtTrick).kakumei = false;
}
