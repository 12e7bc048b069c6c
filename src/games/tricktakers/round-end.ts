/**
 * TrickTakers: the end of a trick and of a round (TT-6 steps 6–8,
 * TT-10…TT-12, TT-16, TT-17), called by `playCard` (./play.ts).
 */
import type { Shuffle } from '../common/deal.js';
import { decideWinners } from '../common/result.js';
import { adventurerPoints, slotPoints } from './adventurer-score.js';
import { collectorScore } from './collector.js';
import { blackKakumei, characterWinner, type WinFacts } from './extras-round.js';
import { highestPriority, rankOf, type RosterId } from './roster.js';
import { awardCrowns, tablePoints } from './round-score.js';
import { judgeTasks, rulerPoints, type TaskResult } from './ruler.js';
import { HERMIT_WF_BONUS } from './scoring.js';
import { startRound } from './setups.js';
import { characterOf, isFinal } from './setup.js';
import { hasDisplay } from './extras-setup.js';
import type { Condition, TrickTakersState, TtRoundScore, TtTrick } from './state.js';
import { takenCards } from './taken.js';
import type { TrickResolution } from './trick-winner.js';

/**
 * A completed trick's effects (TT-16, TT-17): the Hermit's White Flag beating
 * a Rare gains its bonus at once (not in a Kakumei trick, RN-13), as
 * `judged.hermitBonus` says (./trick-winner.ts `resolveTrick`); a Kakumei
 * trick won by the Resistance adds its card to `kakumeiCards`, and with a
 * black card ends the game (3–5 players, TT-12.1), at once unless it is the
 * round's last trick, where the character check judges it with the others
 * (RN-15).
 * @param judged the trick judged, `t.plays` in play order
 * @param last the round's 5th trick
 * @returns false when the game ended
 */
export function endTrick(state: TrickTakersState, t: TtTrick, judged: TrickResolution, last: boolean): boolean {
  const won = t.plays[judged.winner]!;
  const s = Number(won.seat);
  if (judged.hermitBonus) state.scores[s]! += isFinal(state) ? HERMIT_WF_BONUS.final : HERMIT_WF_BONUS.normal;
  if (t.kakumei && characterOf(state, s) === 'resistance') {
    state.kakumeiCards.push(won.card);
    if (!last && blackKakumei({ kakumeiCards: state.kakumeiCards, twoPlayer: state.numPlayers === 2 })) {
      record(state, 0, extraRow(state));
      gameOver(state, 'character', won.seat);
      return false;
    }
  }
  return true;
}

/** The Collector's reservation on trick `t` (TT-38), or `null`. */
function reservationOf(state: TrickTakersState, t: TtTrick) {
  if (t.reserved === undefined) return null;
  const seat = state.characters.indexOf('collector');
  return { seat: String(seat), card: t.reserved };
}

/** The cards each seat takes from the completed trick `t` (TT-27, TT-38), seat number = index. */
export const takenFrom = (state: TrickTakersState, t: TtTrick): string[][] =>
  takenCards(t.plays, t.winner!, state.numPlayers, reservationOf(state, t));

/**
 * The cards each seat took this round (TT-27), seat number = index, from
 * the round's completed tricks, with the Collector's reservations: each
 * trick's `taken` when the extras kept it (./extras-play.ts `afterTrick`),
 * else (a basic game) worked out here, once.
 */
function takenThisRound(state: TrickTakersState): string[][] {
  const taken = state.characters.map((): string[] => []);
  for (const t of state.tricks) (t.taken ?? takenFrom(state, t)).forEach((cards, s) => taken[s]!.push(...cards));
  return taken;
}

/**
 * Seat `s`'s round points from its character (TT-11 tables; the extras:
 * TT-37 Adventurer, TT-41 Collector, TT-44/TT-45 Ruler), with `tasks` the
 * Ruler's tasks judged (TT-44).
 */
function characterPoints(state: TrickTakersState, s: number, f: WinFacts, tasks: readonly TaskResult[]): number {
  const c = characterOf(state, s)!;
  switch (c) {
    case 'adventurer':
      return adventurerPoints(f.tricks, state.items?.slots ?? [], f.twoPlayer);
    case 'collector':
      return f.collection!.points;
    case 'ruler':
      return rulerPoints({ tricks: f.tricks, taken: f.taken, tasks, twoPlayer: f.twoPlayer });
    default:
      return tablePoints(c, f);
  }
}

/** The extras' fields of a score sheet row (./state.ts `TtRoundScore`). */
type ExtraRow = Pick<
  TtRoundScore,
  'display' | 'itemsUsed' | 'itemsLeft' | 'itemPoints' | 'reserved' | 'collections' | 'tasks'
>;

/**
 * The round's extra facts for the score sheet, only of the extras in play,
 * all public (TT-53): the display with 7 or 8 characters (TT-24); the
 * Adventurer's items used, in order, the items left on its slots and their
 * points (TT-32, TT-37); the Collector's reservation in each trick and its
 * combinations (TT-38, TT-40); the Ruler's tasks judged (TT-44). Per-seat
 * fields hold `null` for the other seats.
 * @param scored each seat's scoring facts and the judged tasks; absent when
 *   a Black Kakumei ended the game before the round was scored (TT-12.1):
 *   then only the facts of play (display, items, reservations)
 */
function extraRow(state: TrickTakersState, scored?: { facts: readonly WinFacts[]; tasks: readonly TaskResult[] }) {
  const row: ExtraRow = {};
  const cs = state.characters;
  const { shown = [], notShown = [] } = state.display ?? {};
  if (hasDisplay([...shown, ...notShown], state.numPlayers))
    row.display = { shown: [...shown], notShown: [...notShown] };
  const only = <T>(c: RosterId, value: () => T) => cs.map((x) => (x === c ? value() : null));
  if (cs.includes('adventurer')) {
    const slots = state.items?.slots ?? [];
    row.itemsUsed = only('adventurer', () => [...(state.items?.used ?? [])]);
    row.itemsLeft = only('adventurer', () => slots.map((x) => x.item));
    if (scored) row.itemPoints = only('adventurer', () => slotPoints(slots));
  }
  if (cs.includes('collector')) {
    row.reserved = only('collector', () => state.tricks.map((t) => t.reserved ?? null));
    if (scored)
      row.collections = scored.facts.map(({ collection: k }) =>
        k ? { combinations: k.combinations.map((x) => x.id), points: k.points } : null,
      );
  }
  if (cs.includes('ruler') && scored) row.tasks = [...scored.tasks];
  return row;
}

/**
 * The scoring facts of seat `s` this round; `taken`, the cards it took
 * ({@link takenThisRound}). The Collector's `collection` is worked out here,
 * once, for its win, its points and the score sheet (TT-40, TT-41).
 */
function factsOf(state: TrickTakersState, s: number, taken: readonly string[]): WinFacts {
  const c = characterOf(state, s);
  const twoPlayer = state.numPlayers === 2;
  return {
    taken,
    tricks: state.tricksWon[s]!,
    bid: state.bids[s]!,
    bet: state.bets[s]!,
    kakumeiCards: c === 'resistance' ? state.kakumeiCards : [],
    final: isFinal(state),
    twoPlayer,
    ...(c === 'collector' && { collection: collectorScore(taken, twoPlayer) }),
  };
}

/**
 * The end of a round's 5th trick (TT-6 steps 6–8, TT-10…TT-12): character
 * wins first (priority; a Black Kakumei in that trick among them, RN-15);
 * else the table points, floored at 0, and the crowns (3–5 players); then 2
 * gold crowns, 3 black crowns, or after the last round the most points (tie:
 * priority); else the next round.
 */
export function endRound(state: TrickTakersState, shuffle: Shuffle): void {
  const seats = state.characters.map((_, s) => s);
  const taken = takenThisRound(state);
  const facts = seats.map((s) => factsOf(state, s, taken[s]!));
  // RN-15: a Black Kakumei in the 5th trick is met at the same check as the others (priority decides).
  const tasks = judgeTasks(state.tasks ?? [], taken);
  state.tasks = tasks.map(({ seat, id, done }) => ({ seat, id, done }));
  const extra = extraRow(state, { facts, tasks });
  const winner = characterWinner(state.characters as RosterId[], facts);
  if (winner !== null) {
    record(state, 0, extra);
    return gameOver(state, 'character', String(winner));
  }
  // TT-44: each task's holder gains its success value or loses 10, with its character's points.
  const held = seats.map((s) => tasks.reduce((sum, t) => sum + (t.seat === s ? t.points : 0), 0));
  state.scores = seats.map((s) =>
    Math.max(0, state.scores[s]! + characterPoints(state, s, facts[s]!, tasks) + held[s]!),
  );
  const kakumeiOnly = seats.map((s) => facts[s]!.kakumeiCards.length === 1 && facts[s]!.tricks === 1);
  const won =
    state.numPlayers > 2
      ? awardCrowns(state.tricksWon, state.characters as RosterId[], kakumeiOnly)
      : { crowns: seats.map(() => 0), blackCrowns: seats.map(() => 0) };
  seats.forEach((s) => {
    state.crowns[s]! += won.crowns[s]!;
    state.blackCrowns[s]! += won.blackCrowns[s]!;
  });
  record(state, won, extra);
  const gold = seats.find((s) => state.crowns[s]! >= 2);
  if (gold !== undefined) return gameOver(state, 'gold-crowns', String(gold));
  const black = highestPriority(
    state.characters,
    seats.filter((s) => state.blackCrowns[s]! >= 3),
  );
  if (black !== null) return gameOver(state, 'black-crowns', String(black));
  if (state.round < state.rounds) return startRound(state, shuffle);
  const best = decideWinners(state.scores, [seats.map((s) => -rankOf(characterOf(state, s)!))]);
  gameOver(state, 'points', best.winners[0]!);
}

/** Adds the round to the score sheet; `won` 0 when a character win ended the game (TT-6 step 6). */
function record(state: TrickTakersState, won: { crowns: number[]; blackCrowns: number[] } | 0, extra: ExtraRow): void {
  const zeros = state.scores.map(() => 0);
  state.sheet.push({
    round: state.round,
    first: state.first!,
    characters: [...state.characters] as RosterId[],
    bids: [...state.bids],
    bets: [...state.bets],
    tricks: [...state.tricksWon],
    points: state.scores.map((t, s) => t - state.roundStart[s]!),
    crowns: won ? won.crowns : zeros,
    blackCrowns: won ? won.blackCrowns : [...zeros],
    kakumei: [...state.kakumeiCards],
    totals: [...state.scores],
    ...extra,
  });
}

/** Ends the game won by `winner` (TT-12); `scores` are the totals. */
function gameOver(state: TrickTakersState, condition: Condition, winner: string): void {
  state.stage = 'over';
  state.toAct = null;
  state.trick = null;
  state.result = {
    winners: [winner],
    winner,
    scores: Object.fromEntries(state.scores.map((v, s) => [String(s), v])),
    condition,
  };
}
