/**
 * English words of what a table shows once play is under way (the trick,
 * the play prompts and the reason to follow suit, the round summary, the
 * game-over panel, the log's lines for tricks, rounds and the result:
 * ../parts/later.ts), loaded on demand with them (issue 20) and then added
 * to English: no trick is played before they arrive, as the bots wait for
 * them. Part of the shared
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
  'trick.label': 'Current trick',
  'trick.lastLabel': 'Last trick',
  'trick.lead': 'lead',
  'trick.won': 'won',
  'trick.wonBy': '{name} took the last trick',
  'trick.leads': '{who, select, you {You lead} other {{name} leads}}',
  'trick.leadSuit': 'Lead: {suit}',
  'trick.anyCard': 'Any card may be played',
  'prompt.lead': 'Your turn: lead any card.',
  'prompt.follow': 'Your turn: play a card.',
  'review.label': "This round's tricks",
  'review.empty': 'No trick has been played yet this round.',
  'review.trick': 'Trick {n}: {name} won',
  'reason.must-follow': 'You must follow {suit}',
};
