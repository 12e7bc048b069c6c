/**
 * TrickTakers: the pure rules. Plain functions on plain data; no
 * boardgame.io, no DOM. Every rule cites the ruling id (TT-n, G-n) in
 * ../shared/rules/tricktakers-rulings.md or an RN entry in
 * docs/rulings-notes.md.
 *
 * - ./cards.ts: the cards, following suit and the trick winner (TT-1…TT-4);
 * - ./scoring.ts: the characters, their tables as data, crowns, win checks
 *   and the selection order (TT-5, TT-8…TT-20);
 * - ./state.ts: the state's shape;
 * - ./setup.ts: setupData, a new game and a round's steps up to trick 1;
 * - ./actions.ts: the moves' actions and `legalMoves`;
 * - ./round-end.ts: the end of a trick and of a round.
 *
 * Seats are `"0"…"n-1"` (G-1); per-seat arrays are indexed by seat number.
 * Actions validate first and change the state only when legal; they return
 * `null` on success or a `RuleError` code (G-4).
 */
export * from './cards.js';
export * from './scoring.js';
export type * from './state.js';
export * from './setup.js';
export * from './actions.js';
export * from './round-end.js';
