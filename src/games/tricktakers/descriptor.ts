/**
 * TrickTakers' descriptor, without its later rules: a table's first load
 * imports it, and its play view brings ./play.ts (issue 20); ./index.ts,
 * the package entry, re-exports it with the rules, later ones included.
 */
import type { GameDescriptor } from '../common/descriptor.js';
import { BOT_NAMES } from '../../bots/spec.js';
import { deepFreeze } from '../common/freeze.js';
import { lastTrickLine } from '../common/trick.js';
import { TrickTakers } from './game.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup.js';
import type { TrickTakersState } from './state.js';

/**
 * TrickTakers for the harness, bots and elements: 2–5 players (TT-5, TT-19),
 * no variants, the settings of the extras (TT-23, TT-48); each round record holds the seat that led trick 1, the
 * characters, the Gambler's bid (`null` for the others), tricks, each seat's
 * change in points, and the gold and black crowns won that round (TT-10);
 * with the extras, their public facts after them (the display, items,
 * reservations, combinations and tasks: ./state.ts `TtRoundScore`).
 * The last trick notes the Kakumei card. Deeply frozen, its boardgame.io
 * `Game` included (issue 10).
 */
export const trickTakers = deepFreeze<GameDescriptor<TrickTakersState>>({
  id: 'tricktakers',
  title: 'TrickTakers',
  game: TrickTakers,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  variants: [],
  settings: ['characters', 'mode', 'characterCount'],
  // The score sheet row less its bookkeeping (round number, bets, Kakumei cards): a basic game's
  // record, its running totals (from 30, TT-5), and the extras' public facts (./state.ts `TtRoundScore`).
  rounds: (G) => G.sheet.map(({ round: _r, bets: _b, kakumei: _k, ...row }) => row),
  lastTrick: (G) => lastTrickLine(G, (p) => (p.kakumei ? 'kakumei' : undefined)),
  bots: {
    names: BOT_NAMES,
    // No ismcts:hard: four times normal's search won no more of its games (issue 24,
    // docs/bots-results.md "`hard` again"). The oracle, a reference, keeps it.
    levels: { ismcts: ['easy', 'normal'] },
    load: () => import('./bots.js').then((m) => m.trickTakersBots),
  },
});
