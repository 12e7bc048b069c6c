/**
 * TrickTakers, the two-player advanced game (TT-48…TT-51) on the game
 * state: its start (the draft before round 1's deal), the moves
 * `draftCharacter(id)` and `selectCharacter(id)` (TT-52), each round's
 * secret selection, and what a seat sees of it (TT-53). The draft's pure
 * helpers are ./draft.ts's; the first lead by priority is ./setups.ts's,
 * the points win with its tie-break ./round-end.ts's (TT-51, as the other
 * modes). Part of the later rules (./play.ts, issue 20); the setups after
 * the selection are theirs too, reached through {@link later} (./setups.ts
 * starts each round's selection here: no import cycle).
 *
 * Each action validates first and changes the state only when legal,
 * returning `null` or a {@link RuleError} code (G-4).
 */
import type { Shuffle } from '../common/deal.js';
import { isRefusal } from '../common/refusal.js';
import { isSeat } from '../common/seats.js';
import { turnError } from '../common/trick.js';
import {
  advancedRounds,
  draftCharacter as draftPick,
  draftChoices,
  draftedBy,
  draftSeat,
  newDraft,
  selectCharacter as selectPick,
  unusedCharacters,
  usedCharacters,
  type CharacterCount,
} from './draft.js';
import { later } from './later.js';
import type { RosterId } from './roster.js';
import { HAND_SIZE } from './setup.js';
import type { RuleError, TrickTakersState, TtMove } from './state.js';

/**
 * Starts a new two-player advanced game (TT-48): 3 rounds with 6
 * characters, 4 with 8; the draft, P1 the first player, whose first step
 * it is (stage `draft`). The draft comes before round 1's deal (EN p.30:
 * preparation, then round 1 deals), so the dealt hands go back on top of
 * the deck, seat 0's first, and are dealt again when the draft ends: a
 * scenario's `deal` is still round 1's hands (G-3).
 */
export function startDraft(state: TrickTakersState, count: CharacterCount): void {
  state.rounds = advancedRounds(count);
  state.draft = newDraft(count, state.firstPlayer);
  state.deck = [...state.hands.flat(), ...state.deck];
  state.hands = state.hands.map((): string[] => []);
  state.deckSize = state.deck.length;
  state.stage = 'draft';
  state.toAct = draftSeat(state.draft);
}

/**
 * `draftCharacter(id)` (TT-48, TT-52): the seat whose draft step it is
 * takes a character of the set not drafted yet; the picks are public.
 * After the last pick, round 1's deal (TT-49 step 1) and its selection.
 * @returns `null`, `'bad-argument'` (not a character of the game's set),
 *   `'taken'` (drafted already), or a turn error
 */
export function draftCharacter(state: TrickTakersState, seat: string, id: unknown, shuffle: Shuffle): RuleError | null {
  const turn = turnError(state, seat, 'draft');
  if (turn) return turn;
  const next = draftPick(state.draft!, seat, id as RosterId);
  if (isRefusal(next)) return next === 'taken' ? 'taken' : 'bad-argument';
  state.draft = next;
  state.toAct = draftSeat(next);
  if (state.toAct !== null) return null;
  state.hands = state.hands.map(() => state.deck.splice(0, HAND_SIZE));
  state.deckSize = state.deck.length;
  openSelection(state, shuffle);
  return null;
}

/** The characters seat `s` drafted and has not used in an earlier round, in priority order (TT-48). */
const unused = (state: TrickTakersState, s: number): RosterId[] =>
  unusedCharacters(draftedBy(state.draft!, String(s)), usedCharacters(state, s));

/**
 * Opens a round's selection, its deal made (TT-49 step 2): stage
 * `choose`, where both seats choose at once (`toAct` `null`); in the
 * last round, where each seat has one character left, the choice is made
 * for both (TT-52: automatic) and the setups begin.
 */
export function openSelection(state: TrickTakersState, shuffle: Shuffle): void {
  const left = [0, 1].map((s) => unused(state, s));
  if (left.every((l) => l.length === 1)) {
    state.characters = left.map((l) => l[0]!);
    later.rules!.runSetups(state, shuffle);
    return;
  }
  state.selection = [[], []];
  state.stage = 'choose';
  state.toAct = null;
}

/**
 * `selectCharacter(id)` (TT-49, TT-52): a seat secretly chooses one of the
 * characters it drafted and has not used, once a round; both seats move at
 * once, in any order. The choice stays hidden (TT-53: a private field, ./game.ts,
 * and the move is redacted in the log) until both have chosen; then both
 * are revealed together in `characters`, and the setups begin (TT-49 step
 * 3).
 * @returns `null`, `'not-your-turn'` (not a seat, or it has chosen),
 *   `'not-allowed'` (a character it did not draft, or used), or
 *   `'game-over'` / `'wrong-stage'`
 */
export function selectCharacter(
  state: TrickTakersState,
  seat: string,
  id: unknown,
  shuffle: Shuffle,
): RuleError | null {
  if (state.stage === 'over') return 'game-over';
  if (state.stage !== 'choose') return 'wrong-stage';
  if (!isSeat(seat, 2)) return 'not-your-turn';
  const s = Number(seat);
  const sel = state.selection!;
  const picked = selectPick(
    [sel[0]![0] ?? null, sel[1]![0] ?? null],
    seat,
    id as RosterId,
    draftedBy(state.draft!, seat),
    usedCharacters(state, s),
  );
  if (isRefusal(picked)) return picked === 'chosen' ? 'not-your-turn' : 'not-allowed';
  sel[s] = [id as RosterId];
  if (sel.some((x) => x.length === 0)) return null;
  state.characters = sel.map((x) => x[0]!);
  delete state.selection;
  later.rules!.runSetups(state, shuffle);
  return null;
}

/**
 * The legal moves of `seat` in the advanced game's own stages (G-4): in
 * `draft`, a `draftCharacter` for each character not drafted yet (the seat
 * to draft only); in `choose`, a `selectCharacter` for each unused
 * character of a seat that has not chosen. Reads only public fields and the
 * seat's own selection, so a seat's view gives the same list.
 */
export function advancedMoves(state: TrickTakersState, seat: string): TtMove[] {
  if (state.stage === 'draft')
    return state.toAct === seat ? draftChoices(state.draft!).map((c) => ({ move: 'draftCharacter', args: [c] })) : [];
  const s = Number(seat);
  if (!isSeat(seat, 2) || state.selection?.[s]?.length !== 0) return [];
  return unused(state, s).map((c) => ({ move: 'selectCharacter', args: [c] }));
}
