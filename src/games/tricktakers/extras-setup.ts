/**
 * TrickTakers extras: the setupData fields of the whole box and their checks
 * (TT-23, TT-24, TT-48, TT-54), and the character set they give a game.
 * Plain functions on plain data; no boardgame.io, no DOM.
 */
import { checkPlayers, checkSetupObject, firstProblem } from '../common/setup.js';
import { isBlueItem, isRedItem, ITEM_IDS, type ItemId } from './items.js';
import { BASIC_CHARACTERS, EXTRA_CHARACTERS, inPriorityOrder, ROSTER, type RosterId } from './roster.js';

/** The setupData fields of the extras; the basic fields (`firstPlayer`, `deal`…) are in ./state.ts. */
export interface ExtrasSetupData {
  /** 3–5 players: the character set, the basic five plus any of adventurer, collector, ruler; default the basic five (TT-23). */
  characters?: RosterId[];
  /** 2 players: the basic game (TT-19, the default) or the advanced game (TT-48). */
  mode?: 'basic' | 'advanced';
  /** 2-player advanced: 6 characters (the basic five and the Adventurer, 3 rounds) or all 8 (4 rounds); default 6 (TT-48). */
  characterCount?: 6 | 8;
  /** 3–5 players with 7 or 8 characters: the whole set in round 1's display order; its first players + 1 are shown (TT-24, TT-54). */
  characterOrder?: RosterId[];
  /** 13 distinct item ids, top first: the item deck after the game's first Adventurer set-up (TT-31, TT-54, RN-17). */
  itemDeck?: ItemId[];
}

/** The most characters a 3–5 player game shows with no display, so all are shown every round (TT-24). */
const ALL_SHOWN_UP_TO = 6;

/**
 * The character set of a game, in priority order (TT-23, TT-48): 3–5
 * players, `characters` or the basic five; 2 players basic, the basic five;
 * 2 players advanced, the basic five and the Adventurer, or all eight with
 * `characterCount: 8`. `sd` must have passed {@link validateExtrasSetup}.
 */
export function characterSetOf(sd: ExtrasSetupData | undefined, numPlayers: number): RosterId[] {
  if (numPlayers > 2) return parseCharacterSet(sd?.characters ?? 'basic') as RosterId[];
  if (sd?.mode !== 'advanced') return [...BASIC_CHARACTERS];
  return sd.characterCount === 8 ? [...ROSTER] : inPriorityOrder([...BASIC_CHARACTERS, 'adventurer']);
}

/** The words of a character set as text ({@link parseCharacterSet}), for messages and the docs. */
export const CHARACTER_SET_WORDS = `all, basic, or a comma list of ${EXTRA_CHARACTERS.join(', ')} (the basic ${BASIC_CHARACTERS.join(', ')} are always in)`;

/**
 * A character set as a person writes it (TT-23): the harness's `--characters`
 * (or a match file's list), the table's `characters` attribute. `all` is the
 * eight of the box; `basic` the basic five; else a comma list of character
 * ids, spaces around each ignored (or a list of ids). The basic five are in
 * every 3–5 player game, so a list names the extras to add
 * (`adventurer, ruler`) and may name basic ones too.
 * @returns the whole set in priority order (TT-22), or a message: `takes
 *   {@link CHARACTER_SET_WORDS}; "wizard" is not a character` (an unknown or
 *   empty name), or `names ruler twice`
 */
export function parseCharacterSet(spec: string | readonly unknown[]): RosterId[] | string {
  const word = typeof spec === 'string' ? spec.trim() : null;
  const names =
    typeof spec !== 'string'
      ? spec
      : word === 'all'
        ? ROSTER
        : word === 'basic'
          ? []
          : spec.split(',').map((n) => n.trim());
  for (const [i, name] of names.entries()) {
    if (!(ROSTER as readonly unknown[]).includes(name))
      return `takes ${CHARACTER_SET_WORDS}; ${JSON.stringify(name) ?? String(name)} is not a character`;
    if (names.indexOf(name) !== i) return `names ${String(name)} twice`;
  }
  return ROSTER.filter((c) => BASIC_CHARACTERS.includes(c) || names.includes(c));
}

/** True when a game shows players + 1 characters a round: 3–5 players and 7 or 8 characters (TT-24). */
export const hasDisplay = (set: readonly RosterId[], numPlayers: number): boolean =>
  numPlayers > 2 && set.length > ALL_SHOWN_UP_TO;

/**
 * Checks the extras' setupData fields for `numPlayers` (TT-23, TT-24, TT-48,
 * TT-54; G-3):
 * - `characters`: 3–5 players only; known ids, none twice, every basic
 *   character present;
 * - `mode`: 2 players only, `"basic"` or `"advanced"`;
 * - `characterCount`: 6 or 8, with `mode: "advanced"` only;
 * - `characterOrder`: with 7 or 8 characters, the whole set once each; a
 *   game without a display ignores it, unchecked (TT-54);
 * - `itemDeck`: only in a game with the Adventurer; 13 distinct item ids
 *   leaving out exactly one blue and one red initial item (RN-17).
 * The basic fields (`firstPlayer`, `deal`, `stock`) are ./setup.ts's
 * `checkSetup`'s.
 * @returns `null` when acceptable, else a message naming the problem
 */
export function validateExtrasSetup(setupData: unknown, numPlayers: number): string | null {
  const sd = (setupData ?? {}) as Record<string, unknown>;
  return (
    firstProblem(
      () => checkPlayers(numPlayers, 2, 5),
      () => checkSetupObject(setupData),
      () => checkCharacters(sd.characters, numPlayers),
      () => checkMode(sd.mode, sd.characterCount, numPlayers),
      () => {
        const set = characterSetOf(sd as ExtrasSetupData, numPlayers);
        return firstProblem(
          () => (hasDisplay(set, numPlayers) ? checkCharacterOrder(sd.characterOrder, set) : undefined),
          () => checkItemDeck(sd.itemDeck, set),
        );
      },
    ) ?? null
  );
}

/** `xs` must be an array of ids from `known`, none twice: else a message about the field `name`. */
function checkIds(xs: unknown, name: string, known: readonly string[]): string | undefined {
  if (!Array.isArray(xs)) return `${name} must be an array of ids`;
  const seen = new Set<unknown>();
  for (const x of xs) {
    if (!known.includes(x as string))
      return `${name} holds ${JSON.stringify(x)}, which is not one of ${known.join(', ')}`;
    if (seen.has(x)) return `${name} holds ${x} twice`;
    seen.add(x);
  }
  return undefined;
}

function checkCharacters(characters: unknown, numPlayers: number): string | undefined {
  if (characters === undefined) return undefined;
  if (numPlayers === 2) return 'characters is for 3–5 players; with 2 players set mode and characterCount (TT-48)';
  const bad = checkIds(characters, 'characters', ROSTER);
  if (bad) return bad;
  const missing = BASIC_CHARACTERS.find((c) => !(characters as unknown[]).includes(c));
  return missing
    ? `characters lacks ${missing}; every 3–5 player game uses the basic ${BASIC_CHARACTERS.join(', ')} (TT-23)`
    : undefined;
}

function checkMode(mode: unknown, count: unknown, numPlayers: number): string | undefined {
  if (mode !== undefined && numPlayers !== 2) return `mode is for 2 players only, got ${numPlayers} players`;
  if (mode !== undefined && mode !== 'basic' && mode !== 'advanced')
    return `mode must be "basic" or "advanced", got ${JSON.stringify(mode)}`;
  if (count === undefined) return undefined;
  if (mode !== 'advanced') return 'characterCount needs mode "advanced" (2 players, TT-48)';
  return count === 6 || count === 8 ? undefined : `characterCount must be 6 or 8, got ${JSON.stringify(count)}`;
}

function checkCharacterOrder(order: unknown, set: readonly RosterId[]): string | undefined {
  if (order === undefined) return undefined;
  const bad = checkIds(order, 'characterOrder', set);
  if (bad) return bad;
  const n = (order as unknown[]).length;
  return n === set.length ? undefined : `characterOrder lists ${n} characters; expected the whole set of ${set.length}`;
}

function checkItemDeck(deck: unknown, set: readonly RosterId[]): string | undefined {
  if (deck === undefined) return undefined;
  if (!set.includes('adventurer')) return 'itemDeck needs the Adventurer in the game';
  const bad = checkIds(deck, 'itemDeck', ITEM_IDS);
  if (bad) return bad;
  const out = ITEM_IDS.filter((i) => !(deck as unknown[]).includes(i));
  if (out.length !== 2) return `itemDeck lists ${(deck as unknown[]).length} items; expected 13, the deck after set-up`;
  return out.some(isBlueItem) && out.some(isRedItem)
    ? undefined
    : `itemDeck must leave out one blue initial item (map, potion, boots) and one red (sword, wand, axe) for the set-up; it leaves out ${out.join(' and ')}`;
}
