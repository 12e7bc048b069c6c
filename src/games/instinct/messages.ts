/**
 * Instinct's own words, in English: the `in.` message keys. The table
 * registers them as the English defaults (`static messages`); another locale
 * translates them with `registerLocale`, like the shared keys
 * (src/elements/locales/en.ts).
 */
export const instinctEn = {
  'in.title': 'Instinct',
  'in.suit.black': 'black',
  'in.suit.blue': 'blue',
  'in.suit.green': 'green',
  'in.suit.red': 'red',
  'in.suit.white': 'white',
  'in.suit.trump': 'trump',
  'in.card.trump': 'trump card',
  'in.card.trumpInText': 'a trump card',
  'in.banner.trump': 'TRUMP',
  'in.stat.score': 'Score',
  'in.goal.standard': 'First to 100 points',
  'in.goal.short': 'Short game: to 60 points, or until everyone has dealt twice',
  'in.roundShort': 'Round {round} of at most {rounds}',
  'in.bids.total': 'Bids: {total} of {tricks} tricks',
  'in.bids.soFar': 'Bids so far: {total} of {tricks} tricks',
  'in.bids.underbid': 'underbid',
  'in.bids.exact': 'exactly {tricks}',
  'in.bids.overbid': 'overbid',
  'in.bids.underbidHelp': 'Fewer tricks bid than there are: tricks are easy to take.',
  'in.bids.exactHelp': 'Exactly as many tricks bid as there are.',
  'in.bids.overbidHelp': 'More tricks bid than there are: tricks are hard to take.',
  'in.bids.note':
    '{table, select, underbid {Bids so far: {total} of {tricks} tricks · underbid} exact {Bids so far: {total} of {tricks} tricks · exactly {tricks}} other {Bids so far: {total} of {tricks} tricks · overbid}}',
  'in.bids.noteLast':
    '{table, select, exact {Bids so far: {total} of {tricks} tricks · exactly {tricks}. A bid of {n} keeps the total exactly {tricks}.} other {Bids so far: {total} of {tricks} tricks · underbid. A bid of {n} makes the total exactly {tricks}.}}',
  'in.trick.anyCard': 'Trump led: any card may be played',
  'in.trumpsHigh': 'Trump cards beat every suit; the last trump played wins',
  'in.bidding': 'Bidding, starting with the dealer',
  'in.bid.withBonus': 'Bid {n}, +{bonus} bonus',
  'in.sheet.bid': 'Bid',
  'in.sheet.bonus': 'Bonus',
  'in.sheet.running': 'Total',
  'in.sheet.total': 'Score',
  'in.result': '{name}: {score, plural, one {# point} other {# points}}',
};
