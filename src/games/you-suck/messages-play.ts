/**
 * You Suck's own words of play, in English: the `ys.` keys of cards on the
 * Ticks and choosing a Tick, the reasons a Tick refuses a card, a taken
 * Tick, round 3's values, the score sheet's rounds, the round summary, the
 * end and the log's Tick lines (./messages.ts has the first screen's). They
 * load on demand with the play view (./play-view.ts, issue 20) and are then
 * added to English; another locale translates them with the rest
 * (./messages-ja.ts).
 */
export const youSuckPlayEn = {
  'ys.summary.ticks': 'Ticks taken',
  'ys.summary.tricks': 'Ticks',
  'ys.summary.plus3': '{name} took the +3 Tick: 3 points more as round {round} starts, {total} in all.',
  'ys.value': 'Worth {value}',
  'ys.colour.multi': 'No colour: a Multicolor came first',
  'ys.takenBy': 'Taken by {name}',
  'ys.nobody': 'Nobody takes it: only Zeros',
  'ys.gathered': 'Its cards are gathered in',
  'ys.cardsOn': 'Cards on {tick}',
  'ys.playOn': '{name}: {card}',
  'ys.ticks.hint': 'Pick a card, then the Tick to play it on.',
  'ys.ticks.pick': 'Play {card} on which Tick?',
  'ys.ticks.pickKeys': 'Play {card} on which Tick? Arrows move, Enter plays, Escape cancels.',
  'ys.lastTick': 'Last Tick of round {round}: {tick}',
  'ys.reason.tick-complete': '{tick} is complete',
  'ys.reason.must-follow': '{tick} is {suit} and you hold {suit}: play {suit}, a Zero or a Multicolor there',
  'ys.reason.no-tick': 'No open Tick takes it: each asks for a colour you hold',
  'ys.prompt.play': 'Your turn: pick a card, then a Tick.',
  'ys.scoring.values': 'Then each Tick you took adds its value; a score never goes below 0.',
  'ys.sheet.bid': 'Bid',
  'ys.sheet.tricks': 'Ticks',
  'ys.sheet.running': 'Total',
  'ys.result': '{name}: {score, plural, one {# point} other {# points}}; round-3 Ticks: {ticks, number}',
  'ys.log.tick': '{name} took {tick} with {card}.',
  'ys.log.nobody': 'Nobody took {tick}: only Zeros.',
};
