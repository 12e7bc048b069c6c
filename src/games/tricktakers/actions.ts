/**
 * TrickTakers: the character choice's rules (TT-5…TT-8, TT-19; G-4: an
 * action validates first and changes the state only when legal, returning
 * `null` or a {@link RuleError} code) and `legalMoves`. The later stages'
 * actions are in ./play.ts, reached through {@link later} (issue 20).
 */
import { NOT_LOADED } from '../common/later.js';
import type { Shuffle } from '../common/deal.js';
import { turnError } from '../common/trick.js';
import { later } from './later.js';
import type { RosterId as CharacterId } from './roster.js';
import { CHARACTERS } from './scoring.js';
import { usedCharacters } from './setup.js';
import type { RuleError, TrickTakersState, TtMove } from './state.js';

const without = <T>(list: readonly T[], x: T): T[] => list.filter((y) => y !== x);

/** Two players (TT-19): whether the remaining characters `a` and `b` can be used up one pair a round, never equal. */
function canFinish(a: readonly CharacterId[], b: readonly CharacterId[]): boolean {
  if (a.length === 0) return true;
  return a.some((x) => b.some((y) => x !== y && canFinish(without(a, x), without(b, y))));
}

/** The characters that may be selected this round (TT-24): the display's shown ones; the basic five without a display. */
const shownCharacters = (state: TrickTakersState): readonly CharacterId[] => state.display?.shown ?? CHARACTERS;

/**
 * Why `seat` may not pick character `id` now, once the turn is checked, or
 * `null`: `'bad-argument'` (not a character shown this round: TT-23's set,
 * TT-24's display), `'taken'` (another seat holds it this round, TT-6),
 * `'not-allowed'` (the previous King player and King, TT-8; two
 * players: used before, or a pick that leaves both the same last
 * character, TT-19).
 */
export function pickError(state: TrickTakersState, seat: string, pick: unknown): RuleError | null {
  const id = pick as CharacterId;
  if (!shownCharacters(state).includes(id)) return 'bad-argument';
  if (state.characters.includes(id)) return 'taken';
  const s = Number(seat);
  if (state.numPlayers > 2) {
    const prev = state.sheet[state.sheet.length - 1];
    return prev && prev.characters[s] === 'king' && id === 'king' ? 'not-allowed' : null;
  }
  const left = (x: number): CharacterId[] => CHARACTERS.filter((c) => !usedCharacters(state, x).includes(c));
  const mine = left(s);
  if (!mine.includes(id)) return 'not-allowed';
  const o = 1 - s;
  const others = left(o);
  const theirs = state.characters[o] ? [state.characters[o]] : others;
  return theirs.some((y) => y !== id && canFinish(without(mine, id), without(others, y))) ? null : 'not-allowed';
}

/** `seat` picks character `id` (TT-6 step 2); after the last pick the setups begin (TT-6 step 3). */
export function chooseCharacter(
  state: TrickTakersState,
  seat: string,
  id: unknown,
  shuffle: Shuffle,
): RuleError | null {
  const problem = turnError(state, seat, 'select') ?? pickError(state, seat, id);
  if (problem) return problem;
  const next = state.order.find((x) => x !== seat && state.characters[Number(x)] === null);
  // The last pick starts the setups, a later rule (issue 20): refused, changing nothing, until it has arrived.
  const rules = later.rules;
  if (next === undefined && !rules) return NOT_LOADED;
  state.characters[Number(seat)] = id as CharacterId;
  if (next !== undefined) state.toAct = next;
  else rules!.runSetups(state, shuffle);
  return null;
}

/**
 * Exactly the legal moves of `seat` now (G-4), as `ai.enumerate` lists them:
 * in the character choice, each character it may pick; in a later stage
 * (the game's end and the two-player advanced game's draft and secret
 * selection included), ./play.ts `laterMoves` (none until the later rules
 * have arrived: a table's first screen is the character choice).
 */
export function legalMoves(state: TrickTakersState, seat: string): TtMove[] {
  if (state.stage !== 'select') return later.rules?.laterMoves(state, seat) ?? [];
  if (state.toAct !== seat) return [];
  return shownCharacters(state)
    .filter((c) => pickError(state, seat, c) === null)
    .map((c) => ({
      move: 'chooseCharacter',
      args: [c],
    }));
}
