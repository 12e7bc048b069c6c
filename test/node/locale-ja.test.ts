// The Japanese locale (issue 13): every English key, shared and per game, has a Japanese message
// that keeps exactly the same arguments (`{name}`, `{n, plural, …}`), and no message is left in
// English. The arguments are read with a small ICU parser, so a plural branch's text is not taken
// for an argument.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { en } from '../../src/elements/locales/en.js';
import { ja } from '../../src/elements/locales/ja.js';
import { cantWinEn } from '../../src/games/cant-win/messages.js';
import { cantWinJa } from '../../src/games/cant-win/messages-ja.js';
import { instinctEn } from '../../src/games/instinct/messages.js';
import { instinctJa } from '../../src/games/instinct/messages-ja.js';
import { trickTakersEn } from '../../src/games/tricktakers/messages.js';
import { trickTakersJa } from '../../src/games/tricktakers/messages-ja.js';
import { youSuckEn } from '../../src/games/you-suck/messages.js';
import { youSuckJa } from '../../src/games/you-suck/messages-ja.js';

/** The argument names of an ICU-style message, sorted and unique: `{a}`, `{n, plural, one {…} other {… {b}}}` → a, b, n. */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  let i = 0;
  // Reads message text until an unmatched `}` (or the end); arguments start at `{`.
  const text = (): void => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === "'" && message[i + 1] === "'") i += 2;
      else if (message[i] === '{') argument();
      else i++;
    }
  };
  const argument = (): void => {
    i++; // {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(message.slice(i));
    if (!head) throw new Error(`bad argument at ${i} in ${JSON.stringify(message)}`);
    found.add(head[1]!);
    i += head[0].length;
    if (head[3] === '}') return;
    // plural / select / selectordinal: `selector {text}` pairs until the closing `}`.
    for (;;) {
      const sel = /^\s*(=?[\w-]+|offset:\d+)\s*/.exec(message.slice(i));
      if (message.slice(i).trimStart().startsWith('}')) {
        i = message.indexOf('}', i) + 1;
        return;
      }
      if (!sel) throw new Error(`bad branch at ${i} in ${JSON.stringify(message)}`);
      i += sel[0].length;
      if (sel[1]!.startsWith('offset:')) continue;
      if (message[i] !== '{') throw new Error(`branch without text at ${i} in ${JSON.stringify(message)}`);
      i++;
      text();
      i++; // }
    }
  };
  text();
  if (i < message.length) throw new Error(`unmatched } at ${i} in ${JSON.stringify(message)}`);
  return [...found].sort();
}

const TABLES: [string, Record<string, string>, Record<string, string>][] = [
  ['shared', en, ja],
  ["Can't Win", cantWinEn, cantWinJa],
  ['Instinct', instinctEn, instinctJa],
  ['TrickTakers', trickTakersEn, trickTakersJa],
  ['You Suck', youSuckEn, youSuckJa],
];

/** Latin words that are meant to stay in Japanese text: attribute names and values, key names, rule numbers. */
const KEPT = new Set(['seat', 'none', 'speed', 'JSON', 'Enter', 'Escape', 'TT']);

/** A message's words without its ICU syntax: argument names, `plural`/`select` heads and branch selectors. */
const prose = (message: string): string =>
  message
    .replace(/\{\s*\w+\s*\}/g, '')
    .replace(/\{\s*\w+\s*,\s*\w+\s*,/g, '')
    .replace(/(=?[\w-]+)\s*(?=\{)/g, '');

describe('the argument reader', () => {
  it('reads simple, plural and select arguments, not branch text', () => {
    assert.deepEqual(argumentsOf('{name} leads'), ['name']);
    assert.deepEqual(argumentsOf('{n, plural, one {# card} other {# cards}} for {who}'), ['n', 'who']);
    assert.deepEqual(argumentsOf('{who, select, you {You win} other {{name} wins}}'), ['name', 'who']);
    assert.deepEqual(argumentsOf("it''s {a}"), ['a']);
    assert.throws(() => argumentsOf('{n, plural, one'), /bad|without/);
  });
});

for (const [name, english, japanese] of TABLES) {
  describe(`Japanese: ${name} messages`, () => {
    it('has every English key and no other', () => {
      assert.deepEqual(Object.keys(japanese).sort(), Object.keys(english).sort());
    });
    it('keeps every argument of each English message', () => {
      for (const key of Object.keys(english)) {
        assert.deepEqual(argumentsOf(japanese[key] ?? ''), argumentsOf(english[key]!), key);
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
