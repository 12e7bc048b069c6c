// The Japanese locale (issue 13): no message is left in English, and each formats to a whole
// sentence. That every English key has a Japanese message with the same arguments is checked for
// every locale by ./locales.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { en } from '../../src/elements/locales/en.js';
import { enHint } from '../../src/elements/locales/en-hint.js';
import { enReplay } from '../../src/elements/locales/en-replay.js';
import { enViews } from '../../src/elements/locales/en-views.js';
import { argNames, format } from '../../src/elements/parts/i18n.js';
import { ja } from '../../src/elements/locales/ja.js';
import { cantWinEn } from '../../src/games/cant-win/messages.js';
import { cantWinJa } from '../../src/games/cant-win/messages-ja.js';
import { instinctEn } from '../../src/games/instinct/messages.js';
import { instinctJa } from '../../src/games/instinct/messages-ja.js';
import { trickTakersEn } from '../../src/games/tricktakers/messages.js';
import { trickTakersPlayEn } from '../../src/games/tricktakers/messages-play.js';
import { trickTakersJa } from '../../src/games/tricktakers/messages-ja.js';
import { trickTakersExtrasEn } from '../../src/games/tricktakers/messages-extras.js';
import { trickTakersExtrasJa } from '../../src/games/tricktakers/messages-extras-ja.js';
import { youSuckEn } from '../../src/games/you-suck/messages.js';
import { youSuckPlayEn } from '../../src/games/you-suck/messages-play.js';
import { youSuckJa } from '../../src/games/you-suck/messages-ja.js';

const TABLES: [string, Record<string, string>, Record<string, string>][] = [
  ['shared', { ...en, ...enViews, ...enHint, ...enReplay }, ja],
  ["Can't Win", cantWinEn, cantWinJa],
  ['Instinct', instinctEn, instinctJa],
  ['TrickTakers', { ...trickTakersEn, ...trickTakersPlayEn }, trickTakersJa],
  ['TrickTakers extras', trickTakersExtrasEn, trickTakersExtrasJa],
  ['You Suck', { ...youSuckEn, ...youSuckPlayEn }, youSuckJa],
];

/** Latin words that are meant to stay in Japanese text: attribute names and values, key names, rule numbers. */
const KEPT = new Set(['seat', 'none', 'speed', 'replay', 'JSON', 'Enter', 'Escape', 'TT']);

/** A message's words without its ICU syntax: argument names, `plural`/`select` heads and branch selectors. */
const prose = (message: string): string =>
  message
    .replace(/\{\s*\w+\s*(,\s*\w+\s*)?\}/g, '')
    .replace(/\{\s*\w+\s*,\s*\w+\s*,/g, '')
    .replace(/(=?[\w-]+)\s*(?=\{)/g, '');

for (const [name, english, japanese] of TABLES) {
  describe(`Japanese: ${name} messages`, () => {
    it('formats every message with sample arguments, in Japanese', () => {
      for (const [key, message] of Object.entries(japanese)) {
        const args = Object.fromEntries(
          argNames(message).map((a) => [a, a === 'who' || a.endsWith('Who') ? 'you' : 2]),
        );
        const text = format(message, args, 'ja');
        assert.doesNotMatch(text, /[{}]/, `${key}: ${text}`);
      }
    });
    it('is written in Japanese (no English word left but attribute names and keys)', () => {
      for (const [key, message] of Object.entries(japanese)) {
        const words = prose(message)
          .match(/[A-Za-z]{2,}/g)
          ?.filter((w) => !KEPT.has(w));
        assert.deepEqual(words ?? [], [], `${key}: ${message}`);
        if (english[key] && /[A-Za-z]{3,}/.test(prose(english[key]))) {
          assert.notEqual(message, english[key], key);
        }
      }
    });
  });
}
