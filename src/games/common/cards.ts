/**
 * Card ids and decks shared by every game.
 *
 * A card id is `"<suit>-<rank>"` (e.g. `"turquoise-12"`, `"trump-3"`): a
 * lower-case suit word, a hyphen, and a whole number. What a suit or rank
 * means (trump, colourless, strength) is each game's own business.
 */

/** A parsed card id. `rank` is the number after the hyphen. */
export interface CardParts {
  readonly suit: string;
  readonly rank: number;
}

const CARD_ID = /^([a-z]+)-(\d{1,2})$/;

/** Builds `"<suit>-<rank>"`. */
export function cardId(suit: string, rank: number): string {
  return `${suit}-${rank}`;
}

/**
 * Parses a card id.
 * @returns the suit and rank, or `null` when `id` is not a string of the
 *   form `"<suit>-<rank>"`.
 */
export function parseCard(id: unknown): CardParts | null {
  if (typeof id !== 'string') return null;
  const m = CARD_ID.exec(id);
  return m ? { suit: m[1]!, rank: Number(m[2]) } : null;
}

/** The suit of a well-formed card id (the text before the hyphen). */
export function suitOf(id: string): string {
  return id.slice(0, id.indexOf('-'));
}

/** The rank of a well-formed card id (the number after the hyphen). */
export function rankOf(id: string): number {
  return Number(id.slice(id.indexOf('-') + 1));
}

/**
 * Every card of `suits` × `ranks`, suit by suit, ranks ascending.
 * @example buildDeck(['pink'], [1, 2]) // ['pink-1', 'pink-2']
 */
export function buildDeck(suits: readonly string[], ranks: readonly number[]): string[] {
  return suits.flatMap((s) => ranks.map((r) => cardId(s, r)));
}

/** `[from, from+1, …, to]`. */
export function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/**
 * Sorts card ids for display: by the position of their suit in `suitOrder`
 * (unknown suits last), then by rank ascending. Returns a new array.
 */
export function sortCards(cards: readonly string[], suitOrder: readonly string[]): string[] {
  const pos = (id: string) => {
    const i = suitOrder.indexOf(suitOf(id));
    return i < 0 ? suitOrder.length : i;
  };
  return [...cards].sort((a, b) => pos(a) - pos(b) || rankOf(a) - rankOf(b));
}
