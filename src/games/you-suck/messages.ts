/**
 * You Suck's own words, in English: the `ys.` message keys. The table
 * registers them as the English defaults (`static messages`); another locale
 * translates them with `registerLocale`, like the shared keys
 * (src/elements/locales/en.ts). A `ys.<key>` also rewords the shared `<key>`
 * where the table reads it with `gameText` (e.g. `ys.bid.pick`).
 *
 * These are the words of the first screen (the Ticks, their powers, the
 * bids); those of play, the score sheet's rounds, the summary and the end
 * are in ./messages-play.ts, loaded on demand with the play view (issue 20).
 */
export const youSuckEn = {
  'ys.title': 'You Suck',
  'ys.suit.red': 'red',
  'ys.suit.blue': 'blue',
  'ys.suit.green': 'green',
  'ys.suit.yellow': 'yellow',
  'ys.card.zero': 'Zero 0',
  'ys.card.multi': 'Multicolor {rank}',
  'ys.tick.choose-trump': 'Choose Trump',
  'ys.tick.plus-3': '+3',
  'ys.tick.take-0': 'Take 0',
  'ys.tick.choose-dealer': 'Choose Dealer',
  'ys.tick.take-11': 'Take 11',
  'ys.tick.extra-card': 'Extra Card',
  'ys.tick.trade-a-card': 'Trade a Card',
  'ys.power.choose-trump': 'Names trump',
  'ys.power.plus-3': 'Scores 3',
  'ys.power.take-0': 'Gets a Zero',
  'ys.power.choose-dealer': 'Picks the dealer',
  'ys.power.take-11': 'Gets Multicolor 11',
  'ys.power.extra-card': 'Gets a card more',
  'ys.power.trade-a-card': 'Trades a card',
  'ys.owner': 'Owner: {name}',
  'ys.colour.none': 'No colour yet',
  'ys.needs': 'Needs {count}',
  'ys.hand.notDealt': 'The cards are dealt once the dealer is chosen',
  'ys.ticks': 'The Ticks',
  'ys.ticks.when': 'Each owner uses its power next round.',
  'ys.reason.wrong-stage': 'Cards are played after the bids',
  'ys.prompt.choose-dealer': 'Your turn: choose the dealer.',
  'ys.prompt.choose-trump': 'Your turn: choose trump.',
  'ys.prompt.trade': 'Your turn: trade a card, or keep your hand.',
  'ys.waiting.choose-dealer': '{name} is choosing the dealer',
  'ys.waiting.choose-trump': '{name} is choosing trump',
  'ys.waiting.trade': '{name} may trade a card',
  'ys.dealer.pick': 'Choose the dealer',
  'ys.dealer.note': 'Bids and play start left of the dealer.',
  'ys.trump.pick': 'Choose trump',
  'ys.trump.note': 'Trump beats a Tick’s colour; Multicolors beat trump.',
  'ys.trump.held': 'You hold {count}',
  'ys.trade.pick': 'Trade a card?',
  'ys.trade.note':
    'Press a card of your hand to swap it for the top card of the suited deck (nobody else sees which), or keep your hand.',
  'ys.trade.keep': 'Keep my hand',
  'ys.bid.pick': 'Bid: how many Ticks will you take?',
  'ys.bids.soFar': 'Bids so far: {total} of 7 Ticks',
  'ys.trump': 'Trump: {colour}',
  'ys.trump.none': 'No trump',
  'ys.peek.button': 'Last Tick',
  'ys.trump.toCome': 'Trump: to be chosen',
  'ys.stat.won': 'Ticks',
  'ys.stat.score': 'Score',
  'ys.scoring.title': 'Round {round} scoring',
  'ys.scoring.taken': 'Ticks taken',
  'ys.scoring.points': 'Points',
  'ys.scoring.bid': 'Only a bid equal to the Ticks you take scores.',
  'ys.scoring.plus3': 'The +3 owner scores 3 as each round starts.',
  'ys.sheet.total': 'Score',
  'ys.log.dealer':
    '{who, select, you {You chose {dealer} as dealer.} other {{dealerWho, select, you {{name} chose you as dealer.} other {{name} chose {dealer} as dealer.}}}}',
  'ys.log.dealerSelf': '{who, select, you {You chose to deal.} other {{name} chose to deal.}}',
  'ys.log.trump': '{name} chose {colour} as trump.',
  'ys.log.trade': '{name} traded a card.',
  'ys.log.tradeOwn': 'You traded {card} for the top card of the suited deck.',
  'ys.log.keep': '{who, select, you {You declined to trade.} other {{name} declined to trade.}}',
};
