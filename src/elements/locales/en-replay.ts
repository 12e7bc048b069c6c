/**
 * English words of a table's replay (issue 23: ../parts/replay.ts), loaded on demand with it and then
 * added to English. Part of the shared table (./en.ts, `SharedKey`): every locale translates them.
 *
 * `why.<game>.<code>`: why a trick was won, for each code of ../../games/trick-reasons.ts (the rule of
 * the game's own rulebook that decided it: CW-9, IN-6, TT-3 and TT-4, YS-9). The harness's text replay
 * prints the same words with the ruling (../../harness/report.ts).
 */
export const enReplay = {
  'replay.label': 'Replay',
  'replay.start': 'Go to the start',
  'replay.back': 'Back one move',
  'replay.play': 'Play',
  'replay.pause': 'Pause',
  'replay.forward': 'Forward one move',
  'replay.end': 'Go to the end',
  'replay.jump': 'Jump to',
  'replay.round': 'Round {n}: start',
  'replay.trick': 'Round {round}, trick {n}',
  'replay.slider': 'Move',
  'replay.position': 'Move {position} of {length}',
  'replay.won': '{name} took the last trick with {card}: {why}.',
  'replay.nobody': 'Nobody took the last trick: {why}.',
  'replay.noTrick': 'No trick completed yet.',
  'replay.error': 'Bad replay: {problem}',
  'replay.fetch': 'the file {url} could not be read ({problem})',
  'replay.seat': 'seat "{seat}" is not a seat of this game ("none", or 0 to {max})',
  'why.cant-win.trump': 'highest upright turquoise',
  'why.cant-win.lead': 'highest upright card of the lead colour',
  'why.cant-win.highest': 'highest upright card',
  'why.cant-win.sideways': 'every card sideways: the highest card',
  'why.instinct.trump': 'the last trump played',
  'why.instinct.lead': 'highest card of the suit led',
  'why.tricktakers.ones': 'a 1, with the Berserker card in the trick',
  'why.tricktakers.berserker': 'the Berserker card',
  'why.tricktakers.rare-plus-one': 'Rare+1, with a Rare in the trick',
  'why.tricktakers.rare': 'the Rare',
  'why.tricktakers.black': 'highest black number',
  'why.tricktakers.lead': 'highest number of the lead colour',
  'why.tricktakers.other': 'highest number',
  'why.tricktakers.white-flag': 'White Flags only: the first',
  'why.tricktakers.kakumei-white-flag': 'Kakumei: a White Flag',
  'why.tricktakers.kakumei-number': 'Kakumei: the lowest red, blue or green number',
  'why.tricktakers.kakumei-black': 'Kakumei: the lowest black number',
  'why.tricktakers.kakumei-rare': 'Kakumei: the Rare',
  'why.tricktakers.kakumei-berserker': 'Kakumei: the Berserker card',
  'why.you-suck.multicolor': 'highest Multicolor',
  'why.you-suck.trump': 'highest trump',
  'why.you-suck.colour': "highest of the Tick's colour",
  'why.you-suck.zeros': 'only Zeros',
};
