/**
 * TrickTakers: the pure rules. Plain functions on plain data; no
 * boardgame.io, no DOM. Every rule cites the ruling id (TT-n, G-n) in
 * ../shared/rules/tricktakers-rulings.md or an RN entry in
 * docs/rulings-notes.md.
 *
 * - ./cards.ts: the cards and following suit (TT-1, TT-2);
 * - ./trick-winner.ts: the trick winner (TT-3, TT-4);
 * - ./scoring.ts: the characters and their tables as data (TT-5);
 * - ./round-score.ts: a round's points, crowns and win checks, the next
 *   round's order (TT-8…TT-20);
 * - ./state.ts: the state's shape;
 * - ./setup.ts: setupData, a new game and round 1 up to its character choice;
 * - ./actions.ts: the character choice's action and `legalMoves`;
 * - ./play.ts: the later rules (issue 20): the setups after the character
 *   choice and the later moves' actions; importing it (as this module does)
 *   fills the game's slot for them (./later.ts);
 * - ./setups.ts: a later round's start, the setups after the character choice;
 * - ./round-end.ts: the end of a trick and of a round.
 *
 * Seats are `"0"…"n-1"` (G-1); per-seat arrays are indexed by seat number.
 * Actions validate first and change the state only when legal; they return
 * `null` on success or a `RuleError` code (G-4).
 */
export * from './cards.js';
export * from './trick-winner.js';
export * from './scoring.js';
export * from './round-score.js';
export type * from './state.js';
export * from './setup.js';
export * from './actions.js';
export * from './setups.js';
export * from './play.js';
export * from './round-end.js';
