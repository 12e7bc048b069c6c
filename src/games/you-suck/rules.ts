/**
 * You Suck: the pure rules. Plain functions on plain data; no boardgame.io,
 * no DOM. Every rule cites the rulebook or the ruling id (YS-n, G-n) in
 * ../shared/rules. The cards and Ticks are in ./ticks.ts, following on a
 * Tick and its winner in ./tick-play.ts, the round and Tick deals and the
 * setupData checks in ./deal.ts, scoring in ./scoring.ts, a round up to its
 * play in ./round.ts, the play in ./play.ts (a table's later rules, issue
 * 20: importing it, as this module does, fills the game's slot for them,
 * ./later.ts), the state's shape in ./state.ts; all are re-exported here.
 *
 * Seats are `"0"…"n-1"` (G-1); per-seat arrays are indexed by seat number.
 * Actions (`chooseDealer`, `chooseTrump`, `tradeCard`, `bid`, `playCard`)
 * validate first and change the state only when legal; they return `null`
 * on success or a {@link RuleError} code (G-4).
 *
 * A round (YS-4): the +3 owner scores; the Choose Dealer owner names the
 * dealer (stage `choose-dealer`); the cards are dealt; the Choose Trump owner
 * names trump (`choose-trump`); the Trade a Card owner may trade (`trade`);
 * bids from left of the dealer (`bid`, YS-5); then 7 cards each onto the
 * Ticks, from left of the dealer and clockwise (`play`, YS-6). After 7 × n
 * plays the round is scored (YS-10, YS-12) and the next begins with the
 * takers as owners (YS-3), or after round 3 the game ends (YS-11).
 */
export * from './ticks.js';
export * from './tick-play.js';
export * from './deal.js';
export * from './scoring.js';
export type * from './state.js';
export * from './round.js';
export * from './play.js';
