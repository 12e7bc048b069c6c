import type { cantWinEn } from '../../games/cant-win/messages.js';
import type { instinctEn } from '../../games/instinct/messages.js';
import type { trickTakersEn } from '../../games/tricktakers/messages.js';
import type { trickTakersPlayEn } from '../../games/tricktakers/messages-play.js';
import type { trickTakersExtrasEn } from '../../games/tricktakers/messages-extras.js';
import type { youSuckEn } from '../../games/you-suck/messages.js';
import type { youSuckPlayEn } from '../../games/you-suck/messages-play.js';
import type { enHint } from './en-hint.js';
import type { enReplay } from './en-replay.js';
import type { enViews } from './en-views.js';

/**
 * English: every visible string shared by the tables (each game's own words
 * are in its folder, src/games/<game>/messages.ts). This table is the reference:
 * its keys are {@link MessageKey}, and another locale is one more object of
 * type {@link Messages}, registered with `registerLocale(lang, messages)`
 * (src/elements/parts/i18n.ts). Each message is a whole sentence in ICU
 * MessageFormat (the subset of i18n.ts, `parseMessage`): `{name}`,
 * `{n, plural, one {# card} other {# cards}}`, and persons as
 * `{who, select, you {You lead} other {{name} leads}}` (`who` is `'you'`
 * for the viewer's own seat, else `'other'`). Never build a sentence from
 * pieces: a translation must be free to reorder it.
 */
export const en = {
  // --- Shared by every table -------------------------------------------
  'seat.you': 'You',
  'seat.name': 'Seat {n}',
  'seat.bot':
    'Bot ({bot, select, random {random} rule {basic} ismcts {{level, select, easy {easy} hard {hard} other {strong}}} other {sees all cards}})',
  'seat.thinking': 'Thinking',
  'seat.cards': '{count, plural, one {# card} other {# cards}}',
  'seat.dealer': 'Dealer',
  'hand.label': 'Your hand',
  'hand.empty': 'No cards left',
  'peek.button': 'Last trick',
  'sheet.caption': 'Score sheet',
  'sheet.round': 'Round {n}',
  'sheet.empty': 'Each round adds its rows here.',
  'log.label': 'Game log',
  'status.round': 'Round {round} of {rounds}',
  'status.dealer': 'Dealer: {name}',
  'status.thinking': '{name} is thinking…',
  'status.waiting': 'Waiting for {name}',
  'status.over': 'Game over',
  'error.title': 'This table cannot start:',
  'error.titlePlaying': 'Not applied; the game goes on:',
  'error.attribute': 'Bad {attribute}="{value}": {problem}',
  'error.seat': 'seat must be "none" or a seat from "0" to "{max}"',
  'error.json': 'not valid JSON ({problem})',
  'error.notData': 'a script set it to a value that is not data, such as a Proxy or a function',
  'error.notDataProperty':
    'A script set {attribute} to a value that is not a string, number or boolean (such as a Proxy); it was not applied',
  'error.speed': 'speed must be a number of milliseconds, 0 or more',
  'error.botCount': 'expected {counts} bot names, got {count, number}',
  'error.bot': 'The bot at {name} stopped: {problem}',
  'status.roundOpen': 'Round {round}',
  'card.name': '{suit} {rank}',
  none: '—',
  'stat.bid': 'Bid',
  'stat.won': 'Won',
  'bid.pick': 'Bid: how many tricks will you win?',
  'bid.n': 'Bid {n}',
  'prompt.bid': 'Your turn: bid.',
  'prompt.choose': 'Your turn: choose.',
  'reason.not-your-turn': 'Wait for your turn',
  'reason.wrong-stage': 'Cards are played after the bids',
  'reason.game-over': 'The game is over',
  'reason.not-in-hand': 'That card is not in your hand',
  'reason.bad-argument': 'That is not a card',
  'reason.bid-range': 'Bids go from 0 to {max}',
  'sheet.bid': 'Bid',
  'sheet.tricks': 'Tricks',
  'sheet.points': 'Points',
  'log.bid': '{who, select, you {You bid {n}.} other {{name} bid {n}.}}',
};

/**
 * The keys of the shared messages: {@link en}, and the words of the parts
 * loaded on demand (./en-views.ts, ./en-hint.ts), which arrive with them.
 */
export type SharedKey = keyof typeof en | keyof typeof enViews | keyof typeof enHint | keyof typeof enReplay;

/**
 * The keys of every message: the shared ones above, and each game's own
 * (`<prefix>.<key>`), which live with the game (src/games/<game>/messages.ts)
 * so that a page loads only the words of the games it shows.
 */
export type MessageKey =
  | SharedKey
  | keyof typeof cantWinEn
  | keyof typeof instinctEn
  | keyof typeof youSuckEn
  | keyof typeof youSuckPlayEn
  | keyof typeof trickTakersEn
  | keyof typeof trickTakersPlayEn
  | keyof typeof trickTakersExtrasEn;

/** A locale's message table: every key of {@link MessageKey}, translated. */
export type Messages = Record<MessageKey, string>;
