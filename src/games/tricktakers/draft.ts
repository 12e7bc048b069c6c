/**
 * TrickTakers extras, the two-player advanced game (TT-48, TT-49, TT-51):
 * the draft, each round's secret simultaneous selection, who leads, and the
 * tie-break at the end. Plain functions on plain data; no boardgame.io, no
 * DOM. Seats are `"0"` and `"1"` (G-1); P1 is the first player.
 *
 * A player's bad choice comes back as a refusal code (a string, see
 * ../common/refusal.ts `isRefusal`), never thrown (G-4); wrong arguments from the
 * program itself (a seat that is not "0" or "1", a count not 6 or 8) throw.
 */
import { decideWinners } from '../common/result.js';
import { nextSeat } from '../common/seats.js';
import { characterSetOf } from './extras-setup.js';
import { higherPriority, inPriorityOrder, rankOf, type RosterId } from './roster.js';
import type { TrickTakersState } from './state.js';

/** The two-player advanced game's character count: 6 (3 rounds) or 8 (4 rounds) (TT-48). */
export type CharacterCount = 6 | 8;

/** Why a draft pick is refused (G-4): the draft is over, another seat's step, a character not in the game's set, or one already drafted. */
export type DraftRefusal = 'draft-over' | 'not-your-turn' | 'not-in-set' | 'taken';
/** Why a selection is refused (G-4): a character the seat did not draft, one it used in an earlier round, or the seat has chosen already (or its choice is forced, TT-49). */
export type SelectionRefusal = 'not-drafted' | 'used' | 'chosen';

/** The draft steps by player, P1 the first player (TT-48). */
const STEPS: Readonly<Record<CharacterCount, readonly (1 | 2)[]>> = {
  6: [1, 2, 2, 1, 1, 2],
  8: [1, 2, 2, 1, 1, 2, 2, 1],
};

function checkSeat(seat: string): void {
  if (seat !== '0' && seat !== '1')
    throw new RangeError(`a two-player seat is "0" or "1", got ${JSON.stringify(seat)}`);
}

/**
 * The seats drafting, step by step (TT-48): with P1 = `firstPlayer`, 6
 * characters P1, P2, P2, P1, P1, P2; 8 characters P1, P2, P2, P1, P1, P2,
 * P2, P1.
 * @throws RangeError for a seat other than "0" or "1", or a count not 6 or 8
 */
export function draftOrder(count: CharacterCount, firstPlayer: string): string[] {
  checkSeat(firstPlayer);
  const steps = STEPS[count];
  if (!steps) throw new RangeError(`characterCount must be 6 or 8, got ${count}`);
  return steps.map((p) => (p === 1 ? firstPlayer : nextSeat(firstPlayer, 2)));
}

/**
 * A draft, public (TT-53): `set` the characters in play (priority order),
 * `order` the seat of each step, `picks` the characters drafted so far in
 * step order (pick i was made by `order[i]`).
 */
export interface Draft {
  set: readonly RosterId[];
  order: readonly string[];
  picks: readonly RosterId[];
}

/** A new draft of `count` characters, P1 = `firstPlayer` (TT-48). @throws RangeError as {@link draftOrder} */
export function newDraft(count: CharacterCount, firstPlayer: string): Draft {
  return {
    set: characterSetOf({ mode: 'advanced', characterCount: count }, 2),
    order: draftOrder(count, firstPlayer),
    picks: [],
  };
}

/** The seat whose draft step it is, or `null` when the draft is over (TT-48). */
export const draftSeat = (d: Draft): string | null => d.order[d.picks.length] ?? null;

/** The characters still to draft, in priority order: the legal picks of {@link draftSeat} (TT-48). */
export const draftChoices = (d: Draft): RosterId[] => d.set.filter((c) => !d.picks.includes(c));

/**
 * `seat` drafts `character` (TT-48, TT-52 `draftCharacter`).
 * @returns the new draft, or a {@link DraftRefusal}
 */
export function draftCharacter(d: Draft, seat: string, character: RosterId): Draft | DraftRefusal {
  const turn = draftSeat(d);
  if (turn === null) return 'draft-over';
  if (seat !== turn) return 'not-your-turn';
  if (!d.set.includes(character)) return 'not-in-set';
  if (d.picks.includes(character)) return 'taken';
  return { ...d, picks: [...d.picks, character] };
}

/** The characters `seat` has drafted so far, in priority order: after the draft, the ones it will use (TT-48). */
export const draftedBy = (d: Draft, seat: string): RosterId[] =>
  inPriorityOrder(d.picks.filter((_, i) => d.order[i] === seat));

/** Rounds in a two-player advanced game: one per character each player drafted, 3 or 4 (TT-48). */
export const advancedRounds = (count: CharacterCount): number => count / 2;

/**
 * One round's selection (TT-49): per seat (index = seat number) the
 * character chosen, `null` until chosen. SECRET until both have chosen
 * (TT-53); the game's player view hides the other seat's entry until then.
 */
export type Selection = readonly [RosterId | null, RosterId | null];

/** The characters `drafted` that are not `used` yet, in priority order: a seat's legal selections (TT-48, TT-49). */
export const unusedCharacters = (drafted: readonly RosterId[], used: readonly RosterId[]): RosterId[] =>
  inPriorityOrder(drafted.filter((c) => !used.includes(c)));

/**
 * Opens a round's selection (TT-49): empty, except that a seat with one
 * unused character left (the last round) has it chosen for it, automatically.
 * @param drafted per seat, its drafted characters ({@link draftedBy})
 * @param used per seat, the characters it used in earlier rounds
 */
export function openSelection(
  drafted: readonly (readonly RosterId[])[],
  used: readonly (readonly RosterId[])[],
): Selection {
  const forced = (s: number): RosterId | null => {
    const left = unusedCharacters(drafted[s]!, used[s]!);
    return left.length === 1 ? left[0]! : null;
  };
  return [forced(0), forced(1)];
}

/**
 * `seat` secretly selects `character` (TT-49, TT-52 `selectCharacter`): one
 * it drafted and has not used, once a round; a forced choice is already made.
 * @returns the new selection, or a {@link SelectionRefusal}
 * @throws RangeError for a seat other than "0" or "1"
 */
export function selectCharacter(
  sel: Selection,
  seat: string,
  character: RosterId,
  drafted: readonly RosterId[],
  used: readonly RosterId[],
): Selection | SelectionRefusal {
  checkSeat(seat);
  const s = Number(seat);
  if (sel[s] !== null) return 'chosen';
  if (!drafted.includes(character)) return 'not-drafted';
  if (used.includes(character)) return 'used';
  return s === 0 ? [character, sel[1]] : [sel[0], character];
}

/** True when both seats have chosen, so both choices are revealed together (TT-49). */
export const bothSelected = (sel: Selection): sel is readonly [RosterId, RosterId] =>
  sel[0] !== null && sel[1] !== null;

/** The seat that leads trick 1: the one whose character has the higher priority (TT-49 step 4, TT-22). */
export const roundLeader = (chars: readonly [RosterId, RosterId]): string =>
  higherPriority(chars[0], chars[1]) === chars[0] ? '0' : '1';

/**
 * The winner of a two-player advanced game on points (TT-51): more points;
 * a tie goes to the seat whose last-round character has the higher
 * priority, as the basic game's points tie (../common/result.ts
 * `decideWinners`). (The Berserker's last-round win, TT-50, is ./round-score.ts
 * `characterWins`.)
 * @param scores per seat, final totals
 * @param last per seat, its character in the last round
 */
export const advancedWinner = (scores: readonly [number, number], last: readonly [RosterId, RosterId]): string =>
  decideWinners(scores, [last.map((c) => -rankOf(c))]).winners[0]!;

/** The characters each seat has used in earlier rounds (two players, TT-19; the advanced game, TT-49). */
export function usedCharacters(state: TrickTakersState, seat: number): RosterId[] {
  return state.sheet.map((r) => r.characters[seat]!);
}
