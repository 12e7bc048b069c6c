/**
 * TrickTakers with the extra characters (issue 21): a play's modifiers as
 * data, the *effective* card they make (TT-26, TT-47 step 1), and the lead
 * suit read from effective cards, the Potion's hidden lead included (TT-34,
 * TT-47 step 2). The trick winner is in ./trick-winner.ts; legal plays with
 * items and lead tokens in ./extra-legal.ts; who takes what in ./taken.ts.
 * Plain functions on plain data; no boardgame.io, no DOM.
 */
import { BERSERKER, colourOf, isRare, isWhiteFlag, valueOf, type Colour } from './cards.js';
import type { ItemId } from './items.js';

/** One card in a trick as the trick winner reads it; `byHermit`: played by the Hermit (TT-17). */
export interface TrickPlay {
  card: string;
  byHermit?: boolean;
}

/**
 * The Adventurer's items that act on its play to a trick (TT-33, TT-34):
 * - `sword`: the number card's value ± 5, clamped to 1–9 (`swordDelta`);
 * - `wand`: any number card, ignoring must-follow; it takes the lead colour;
 * - `axe`: the number card's value becomes 10, same colour;
 * - `orb`: any card, ignoring must-follow; it becomes a colourless White Flag;
 * - `doll`: Rare+1 when an effective Rare is in the trick, off in a Revolt;
 * - `wing`: wins ties against cards of equal strength, in a Revolt too;
 * - `potion`: played face down, revealed once every card is played;
 * - `boots`: the Adventurer plays last (the caller orders the plays).
 */
export const TRICK_ITEMS = [
  'sword',
  'wand',
  'axe',
  'orb',
  'doll',
  'wing',
  'potion',
  'boots',
] as const satisfies readonly ItemId[];
/** An item id of {@link TRICK_ITEMS}: a ./items.ts `ItemId`. */
export type TrickItem = (typeof TRICK_ITEMS)[number];

/**
 * One card in a trick with the extras' modifiers, as the game will store it
 * on its play (TT-26, TT-46, TT-52). Every field is optional, so a basic
 * {@link TrickPlay} is an `ExtraPlay` with no modifier.
 * - `item`: the Adventurer used this item for this play (TT-32: one per trick);
 * - `swordDelta`: the Sword's choice, with `item: 'sword'` and only then;
 * - `leadToken`: the colour of the Ruler's lead token on this number card
 *   (TT-46), which is the lead suit when it was played;
 * - `faceDown`: a Potion card not yet revealed (TT-34); the game clears it
 *   at the reveal, and the trick winner reads every card face up anyway.
 */
export interface ExtraPlay extends TrickPlay {
  item?: TrickItem;
  swordDelta?: 5 | -5;
  leadToken?: Colour;
  faceDown?: boolean;
}

/** A card's kind in play (TT-1, TT-26): a number card, a Rare, a White Flag or the Berserker card. */
export type CardKind = 'number' | 'rare' | 'white-flag' | 'berserker';

/**
 * A card as every rule reads it while its trick lasts (TT-26).
 * - `colour`: a number card's colour; `null` for the colourless kinds;
 * - `value`: a number card's value 1–10; 0 for the other kinds;
 * - `hermitFlag`: the Hermit's own White Flag, Rare+1 with a Rare (TT-17);
 *   never an `orb` White Flag (TT-34).
 */
export interface EffectiveCard {
  kind: CardKind;
  colour: Colour | null;
  value: number;
  hermitFlag: boolean;
}

/** The printed card's kind (TT-1, TT-18). */
function kindOf(card: string): CardKind {
  if (colourOf(card) !== null) return 'number';
  if (isRare(card)) return 'rare';
  if (isWhiteFlag(card)) return 'white-flag';
  if (card === BERSERKER) return 'berserker';
  throw new RangeError(`not a TrickTakers card: ${card}`);
}

/** The items that need a number card (TT-32). */
const NEEDS_NUMBER: ReadonlySet<TrickItem> = new Set(['sword', 'wand', 'axe']);

/**
 * The effective form of one play (TT-26, TT-47 step 1), in a trick whose
 * lead suit, when this card was played, was `leadColour` (`null`: none set
 * yet). Kind, colour and value:
 * - `orb`: a colourless White Flag, value 0, not the Hermit's (TT-34);
 * - `wand`: the lead colour, or its own colour when none is set (it then
 *   sets the lead suit itself, TT-33);
 * - `leadToken`: the token's colour (TT-46); the value is unchanged;
 * - `sword`: clamp(value + `swordDelta`, 1, 9), same colour (TT-34);
 * - `axe`: value 10, same colour (TT-34);
 * - `potion` and the other items: the printed card (a Potion card reads face
 *   up here; who may see it is {@link visibleLead}'s business).
 * @throws RangeError for a malformed play: an unknown card; `sword`, `wand`
 *   or `axe` on a card that is no number card; `sword` without
 *   `swordDelta` or `swordDelta` without `sword`; a `leadToken` on a
 *   colourless card (TT-46)
 * @example effectiveCard({ card: 'red-9', item: 'wand' }, 'blue') // → blue 9 (X-1)
 * @example effectiveCard({ card: 'blue-5', item: 'sword', swordDelta: -5 }, 'blue') // → blue 1 (X-5)
 */
export function effectiveCard(play: ExtraPlay, leadColour: Colour | null): EffectiveCard {
  const { card, item } = play;
  const kind = kindOf(card);
  const printedColour = colourOf(card);
  if ((item === 'sword') !== (play.swordDelta !== undefined))
    throw new RangeError(`swordDelta goes with the sword and only with it: ${card}`);
  if (item !== undefined && NEEDS_NUMBER.has(item) && kind !== 'number')
    throw new RangeError(`${item} needs a number card, not ${card}`);
  if (play.leadToken !== undefined && kind !== 'number') throw new RangeError(`no lead token on ${card}`);
  if (item === 'orb') return { kind: 'white-flag', colour: null, value: 0, hermitFlag: false };
  const hermitFlag = kind === 'white-flag' && play.byHermit === true;
  if (kind !== 'number') return { kind, colour: null, value: 0, hermitFlag };
  let colour: Colour = play.leadToken ?? printedColour!;
  let value = valueOf(card);
  if (item === 'wand' && leadColour !== null) colour = leadColour;
  if (item === 'sword') value = Math.min(9, Math.max(1, value + play.swordDelta!));
  if (item === 'axe') value = 10;
  return { kind, colour, value, hermitFlag };
}

/**
 * The effective card of every play of a trick, in play order (TT-47 steps
 * 1–2): each is read with the lead suit set by the effective cards before
 * it (the first effective number card sets it). Face-down cards read face
 * up, as at the reveal.
 * @param plays in actual play order (`boots` moves the Adventurer last)
 * @returns the effective cards, and the lead suit of the whole trick (`null`
 *   when no effective number card was played)
 */
export function effectivePlays(plays: readonly ExtraPlay[]): { cards: EffectiveCard[]; lead: Colour | null } {
  let lead: Colour | null = null;
  const cards = plays.map((p) => {
    const e = effectiveCard(p, lead);
    if (lead === null && e.kind === 'number') lead = e.colour;
    return e;
  });
  return { cards, lead };
}

/**
 * The lead suit as the players see it while the trick is in progress (TT-2,
 * TT-34, TT-47 step 2).
 * - `colour`: the colour the next players must follow, `null` when none;
 * - `hidden`: a face-down Potion card was played while no lead suit was set,
 *   so the lead stays hidden until the reveal: nobody after it has to
 *   follow, and no lead token may be placed (TT-34, TT-46). Then `colour`
 *   is `null`.
 */
export interface VisibleLead {
  colour: Colour | null;
  hidden: boolean;
}

/**
 * The lead suit the next player sees after `plays`, the cards played so far
 * in order (TT-2, TT-34, TT-47 step 2): the colour of the first effective
 * number card, unless a face-down card came before any such card (then it
 * is hidden). An `orb` card or a colourless card sets nothing; a `wand`
 * card played first sets its own colour.
 */
export function visibleLead(plays: readonly ExtraPlay[]): VisibleLead {
  let lead: Colour | null = null;
  for (const p of plays) {
    if (p.faceDown) return { colour: lead, hidden: lead === null };
    if (lead !== null) continue;
    const e = effectiveCard(p, null);
    if (e.kind === 'number') lead = e.colour;
  }
  return { colour: lead, hidden: false };
}
