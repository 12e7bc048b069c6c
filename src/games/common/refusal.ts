/**
 * Refusal codes of pure rules functions (G-4). A module of its own, not in
 * ./moves.ts beside `RefusalApi`, because ./moves.ts is in every table's
 * first load and only the rules after the character choice, loaded on
 * demand, read this (TrickTakers' extras).
 */

/**
 * True when `r` is a refusal: a pure rules function that returns new data
 * returns a refusal code (a string) instead for a player's bad choice (G-4;
 * ../tricktakers/adventurer.ts, ../tricktakers/draft.ts).
 */
export const isRefusal = (r: unknown): r is string => typeof r === 'string';
