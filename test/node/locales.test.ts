/**
 * The message tables: every locale has exactly the keys of English (the
 * shared table and each game's), every message parses as the ICU subset of
 * src/elements/parts/i18n.ts, and a translation uses the same argument names
 * as its English message (a translation that drops `{who, select, …}` or
 * renames `{n}` would show a raw placeholder or lose the person).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../../src/elements/locales/en.js';
import { enHint } from '../../src/elements/locales/en-hint.js';
import { enReplay } from '../../src/elements/locales/en-replay.js';
import { enViews } from '../../src/elements/locales/en-views.js';
import ja from '../../src/elements/locales/ja.js';
import { cantWinEn } from '../../src/games/cant-win/messages.js';
import cantWinJa from '../../src/games/cant-win/messages-ja.js';
import { instinctEn } from '../../src/games/instinct/messages.js';
import instinctJa from '../../src/games/instinct/messages-ja.js';
import { trickTakersEn } from '../../src/games/tricktakers/messages.js';
import { trickTakersPlayEn } from '../../src/games/tricktakers/messages-play.js';
import trickTakersJa from '../../src/games/tricktakers/messages-ja.js';
import { trickTakersExtrasEn } from '../../src/games/tricktakers/messages-extras.js';
import trickTakersExtrasJa from '../../src/games/tricktakers/messages-extras-ja.js';
import { youSuckEn } from '../../src/games/you-suck/messages.js';
import { youSuckPlayEn } from '../../src/games/you-suck/messages-play.js';
import youSuckJa from '../../src/games/you-suck/messages-ja.js';
import { argNames, format } from '../../src/elements/parts/i18n.js';

type Table = Readonly<Record<string, string>>;

/** Each table's English and its translations, by locale. */
const TABLES: [name: string, english: Table, locales: Record<string, Table>][] = [
  ['shared', { ...en, ...enViews, ...enHint, ...enReplay }, { ja }],
  ["Can't Win", cantWinEn, { ja: cantWinJa }],
  ['Instinct', instinctEn, { ja: instinctJa }],
  ['TrickTakers', { ...trickTakersEn, ...trickTakersPlayEn }, { ja: trickTakersJa }],
  // The rest of the box (issue 21): its own pair of modules, loaded on demand with the extras.
  ['TrickTakers extras', trickTakersExtrasEn, { ja: trickTakersExtrasJa }],
  ['You Suck', { ...youSuckEn, ...youSuckPlayEn }, { ja: youSuckJa }],
];

/**
 * Locales still being written, whose missing keys are allowed for now
 * (w13-ja removes `ja` when its tables are complete). Extra keys, argument
 * names and parsing are checked for them all the same.
 */
const PENDING = new Set<string>();

describe('message tables', () => {
  for (const [name, english, locales] of TABLES) {
    it(`${name}: every English message parses`, () => {
      for (const [key, message] of Object.entries(english))
        assert.doesNotThrow(() => argNames(message), `${key}: ${message}`);
    });
    for (const [lang, table] of Object.entries(locales)) {
      it(`${name} in ${lang}: exactly the keys of English, each with its argument names`, () => {
        const extra = Object.keys(table).filter((k) => !(k in english));
        assert.deepEqual(extra, [], 'keys English does not have');
        const missing = Object.keys(english).filter((k) => !(k in table));
        if (!PENDING.has(lang)) assert.deepEqual(missing, [], 'keys not translated');
        for (const [key, message] of Object.entries(table))
          assert.deepEqual(argNames(message), argNames(english[key]!), `${lang} ${key}: ${message}`);
      });
    }
  }

  it('TrickTakers extras: no key of the basic game, so loading them rewords nothing already on the page', () => {
    const basic = { ...trickTakersEn, ...trickTakersPlayEn };
    assert.deepEqual(
      Object.keys(trickTakersExtrasEn).filter((k) => k in basic),
      [],
    );
  });

  it('TrickTakers extras: numbers come from the data (tasks, combination sizes, the Sword)', () => {
    assert.equal(
      format(trickTakersExtrasEn['tk.task.note'], { tasks: 1 }),
      'Give every other player a task. No task goes out twice, and a task given is final.',
    );
    assert.match(
      format(trickTakersExtrasEn['tk.task.note'], { tasks: 2 }),
      /^Give the other player 2 different tasks\./,
    );
    assert.match(format(trickTakersExtrasJa['tk.task.note'], { tasks: 2 }, 'ja'), /^相手に異なるタスクを2枚/);
    assert.equal(format(trickTakersExtrasEn['tk.combo.kind'], { size: 4 }), '4 of a Kind');
    assert.equal(format(trickTakersExtrasJa['tk.combo.runFlush'], { size: 5 }, 'ja'), '5ストレートフラッシュ');
    assert.equal(
      format(trickTakersExtrasEn['tk.reason.sword-delta'], { delta: 5 }),
      'Choose +5 or −5 for the Miracle Sword',
    );
    assert.equal(format(trickTakersExtrasEn['tk.char.priorityB'], { n: 3 }), '3B');
  });

  it('catches what it must: a bad message, a renamed argument, an extra key', () => {
    assert.throws(() => argNames('{n, plural, one {# card}}'), /no "other" option/);
    assert.throws(() => argNames('{name leads'), SyntaxError);
    assert.notDeepEqual(argNames('席{seat}'), argNames(en['seat.name']));
    assert.deepEqual(argNames(enViews['trick.leads']), ['name', 'who']);
  });

  it('formats plurals, persons and numbers in English', () => {
    assert.equal(format(en['seat.cards'], { count: 1 }), '1 card');
    assert.equal(format(en['seat.cards'], { count: 2 }), '2 cards');
    assert.equal(format(enViews['trick.leads'], { name: 'You', who: 'you' }), 'You lead');
    assert.equal(format(enViews['trick.leads'], { name: 'Seat 3', who: 'other' }), 'Seat 3 leads');
    assert.equal(format(enViews['log.points'], { name: 'Seat 2', points: 1250 }), 'Seat 2: 1,250');
    assert.equal(
      format(trickTakersPlayEn['tk.log.discard'], { name: 'Seat 2', count: 1 }),
      'Seat 2 discarded 1 card face down.',
    );
    assert.equal(
      format(trickTakersPlayEn['tk.log.discard'], { name: 'Seat 2', count: 2 }),
      'Seat 2 discarded 2 cards face down.',
    );
    assert.equal(format(en['seat.name'], { n: 2 }), 'Seat 2');
    assert.equal(format('{n, plural, =0 {none} other {#}}', { n: 0 }), 'none', 'an exact =0 wins over the category');
    assert.equal(format('{name} and {other}', { name: 'A' }), 'A and {other}', 'a missing argument stays visible');
  });
});
