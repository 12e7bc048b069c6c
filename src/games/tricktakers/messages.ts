/**
 * TrickTakers' own words, in English: the `tk.` message keys. The table
 * registers them as the English defaults (`static messages`); another locale
 * translates them with `registerLocale`, like the shared keys
 * (src/elements/locales/en.ts). A `tk.<key>` also rewords the shared `<key>`
 * where the table reads it with `gameText` (e.g. `tk.reason.wrong-stage`).
 * Numbers of the rules (points, caps, bonuses) are placeholders filled from
 * the rules' data (scoring.ts), never written here.
 *
 * These are the words of the first screen, round 1's character choice; those of
 * the later stages and rounds are in ./messages-play.ts, loaded on demand with the play
 * view (issue 20).
 */
export const trickTakersEn = {
  'tk.title': 'TrickTakers',
  'tk.suit.red': 'red',
  'tk.suit.blue': 'blue',
  'tk.suit.green': 'green',
  'tk.suit.black': 'black',
  'tk.suit.rare': 'Rare',
  'tk.suit.flag': 'White Flag',
  'tk.suit.berserker': 'Berserker',
  'tk.card.rare': 'Rare',
  'tk.card.flag': 'White Flag',
  'tk.banner.rare': 'RARE',
  'tk.banner.flag': 'FLAG',
  // Characters (TT-5, TT-13…TT-18)
  'tk.char.king': 'King',
  'tk.char.gambler': 'Gambler',
  'tk.char.resistance': 'Resistance',
  'tk.char.hermit': 'Hermit',
  'tk.char.berserker': 'Berserker',
  'tk.char.priority': '{n}A',
  'tk.char.named': '{name} ({priority})',
  'tk.ability.king': 'Adds the King Rare to the hand, then discards one other card face down.',
  'tk.ability.gambler':
    'Gains {bonus} points. May exchange cards with the deck twice, then bids 0–{maxBid} tricks and may bet up to {cap} points.',
  'tk.ability.resistance':
    'Once a round ({times}), may declare Kakumei with the card it plays: that trick’s order is reversed. Scores for the card it wins a Kakumei trick with.',
  'tk.ability.hermit':
    'Before each card it plays, may draw one card and discard one. Its White Flag beats Rares: +{bonus} points each time.',
  'tk.ability.berserker':
    'Discards its hand for the Berserker card and 4 of the Berserker deck. Every 1 beats the Berserker card; a 1 beats the 10 of its colour.',
  'tk.win.king': 'Wins the game with 5 tricks.',
  'tk.win.gambler': 'Wins the game on a hit bid of 4, or with 5 tricks.',
  'tk.win.resistance': 'Wins the game by winning a Kakumei trick with a black card.',
  'tk.win.hermit': 'Wins the game with 5 tricks.',
  'tk.win.berserker': 'Wins the game with 0 tricks in the final round.',
  'tk.win.none': 'No win of its own with two players: points decide.',
  'tk.win.berserker2': 'Wins the game with 0 or 1 trick in the last round.',
  'tk.final.king': 'Final round: table points ×2.',
  'tk.final.gambler': 'Final round: bets up to {cap}.',
  'tk.final.resistance': 'Final round: +{points} per trick won.',
  'tk.final.hermit': 'Final round: +{bonus} for each White Flag over a Rare.',
  'tk.final.berserker': '',
  'tk.table.tricks': 'Tricks',
  'tk.table.points': 'Points',
  'tk.table.bid': 'Bid hit',
  'tk.table.card': 'Kakumei card',
  'tk.table.miss': 'Missed bid: loses the bet.',
  'tk.table.win': 'Win',
  'tk.table.black': 'Black',
  'tk.table.flag': 'WF',
  'tk.table.rare': 'Rare',
  'tk.table.provisional': 'Two-player tables are provisional (TT-20).',
  'tk.cards.title': 'Character cards',
  'tk.cards.round': 'Round {round}: choose a character',
  'tk.status.yours': 'Yours',
  'tk.status.taken': 'Taken by {name}',
  'tk.status.free': 'Free',
  // Status bar, prompts and waiting
  'tk.round': 'Round {round} of {rounds}',
  'tk.twoPlayer': 'Two-player rules',
  'tk.deck': 'Deck: {count}',
  'tk.prompt.select': 'Your turn: choose a character.',
  'tk.waiting.select': '{name} is choosing a character',
  // Choices
  'tk.pick.character': 'Choose your character',
  'tk.pick.characterNote': 'Each character goes to one player. The character cards show their tables.',
  // The hand while characters are chosen
  'tk.reason.wrong-stage': 'Cards are played once the characters are set up',
  // Seats and sheet
  'tk.stat.won': 'Won',
  'tk.stat.points': 'Points',
  'tk.stat.crowns': 'Crowns',
  'tk.stat.black': 'Black crowns',
  'tk.sheet.total': 'Score',
  'tk.sheet.held': 'Crowns held',
  'tk.sheet.blackHeld': 'Black crowns held',
  // The log
  'tk.log.character': '{name} chose the {character}.',
};
