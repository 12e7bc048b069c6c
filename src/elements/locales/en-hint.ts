/**
 * English words of the fair hint's panel (../parts/hint.ts), loaded on
 * demand with it (issue 20) and then added to English. Part of the shared
 * table (./en.ts, `SharedKey`): every locale translates them.
 */
export const enHint = {
  'hint.label': 'Hint',
  'hint.looking': 'Looking for a hint…',
  'hint.card': 'Hint: play {card}.',
  'hint.bid': 'Hint: bid {n}.',
  'hint.choose': 'Hint: choose {choice}.',
  'hint.move': 'Hint, as the log would put it: {move}',
  'hint.chance': 'Estimated chance of making your bid: {chance}.',
  'hint.closeCall': 'Close call: another choice is about as good.',
};
