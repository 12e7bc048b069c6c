/**
 * English words of the views a table shows once play is under way (the
 * round summary, the game-over panel, the log's lines for tricks, rounds
 * and the result: ../parts/later.ts), loaded on demand with them (issue 20)
 * and then added to English. Part of the shared
 * table (./en.ts, `SharedKey`): every locale translates them.
 */
export const enViews = {
  'summary.title': 'Round {round} is over',
  'summary.seat': 'Seat',
  'summary.bid': 'Bid',
  'summary.tricks': 'Tricks',
  'summary.made': 'Made the bid',
  'summary.points': 'Points',
  'summary.total': 'Total',
  'summary.yes': 'Yes',
  'summary.no': 'No',
  'summary.dismiss': 'Continue',
  'gameOver.title': 'Game over',
  newGame: 'New game',
  'gameOver.winner': '{who, select, you {You win!} other {{name} wins!}}',
  'gameOver.shared': '{names} share the win!',
  'gameOver.aborted': 'The game was stopped before its end; nobody wins.',
  'log.trick': '{name} won the trick with {card}.',
  'log.gameOver': 'Game over: {result}',
  'log.round': 'Round {n} scored. Points: {points}.',
  'log.points': '{name}: {points, number}',
};
