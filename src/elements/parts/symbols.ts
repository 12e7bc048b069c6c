/**
 * Suit symbols (`SymbolShape`, ./card.ts): filled SVG paths on a 24×24 view
 * box, distinct in shape so that colour is never the only cue (WCAG 1.4.1).
 * One export each: a game's table imports the ones its suits use.
 */

/** The star symbol. */
export const star = 'M12 1.8l3 6.7 7.3.7-5.5 4.9 1.6 7.2L12 17.6l-6.4 3.7 1.6-7.2L1.7 9.2 9 8.5z';

/** The heart symbol. */
export const heart =
  'M12 21.4S2.6 15.6 1.6 9.6C.9 5.6 3.4 2.8 6.6 2.8c2.4 0 4.2 1.4 5.4 3.3 1.2-1.9 3-3.3 5.4-3.3 3.2 0 5.7 2.8 5 6.8-1 6-10.4 11.8-10.4 11.8z';

/** The moon symbol. */
export const moon = 'M14.6 1.5A10.6 10.6 0 1 0 22.5 17 9 9 0 0 1 14.6 1.5z';

/** The diamond symbol. */
export const diamond = 'M12 1l8.6 11L12 23 3.4 12z';

/** The circle symbol. */
export const circle = 'M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19z';

/** The square symbol. */
export const square = 'M3.5 3.5h17v17h-17z';

/** The triangle symbol. */
export const triangle = 'M12 2l10.5 19h-21z';

/** The drop symbol. */
export const drop = 'M12 1.5S4.5 10.3 4.5 15a7.5 7.5 0 0 0 15 0C19.5 10.3 12 1.5 12 1.5z';

/** The cross symbol. */
export const cross = 'M9 2h6v7h7v6h-7v7H9v-7H2V9h7z';

/** The leaf symbol. */
export const leaf =
  'M21 2.5C10.5 2.5 3.5 8 3.5 15c0 1.9.5 3.6 1.4 5l-2.4 2.4 1.1 1.1L6 21.1c1.4.9 3.1 1.4 5 1.4 7.3 0 10-8.6 10-20z';

/** The flame symbol. */
export const flame =
  'M12 1c1 5 7 7.5 7 14a7 7 0 0 1-14 0c0-3.2 1.6-5.2 3.2-6.6.1 2.2.9 3.6 2.3 4.4C10.2 9 10.4 4.6 12 1z';

/** The crown symbol. */
export const crown = 'M2 6.5l5.2 5L12 3l4.8 8.5 5.2-5-2 12H4zM4 20h16v2.5H4z';
