// The extras' views of <tricktakers-table> (src/games/tricktakers/extras-view.ts, issue 21) as plain
// functions: the `characters` attribute read as setupData (TT-23), and what another seat's secret
// moves become in the events and the log (TT-53): the Map's discards a count, the Book's discard no
// card, a face-down Potion card no face.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { charactersSetup, moveLine, publicMove, tableSetup } from '../../src/games/tricktakers/extras-view.js';
import { characterSetOf } from '../../src/games/tricktakers/extras-setup.js';
import { characterSet } from '../../src/harness/settings.js';
import { HIDDEN_CARD } from '../../src/games/tricktakers/extras-play.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';

/** Words that show their key and arguments, so a line's choice of words is checked. */
const w = {
  t: (key: string, args?: Record<string, unknown>) => `${key}${args ? JSON.stringify(args) : ''}`,
  seatName: (seat: string) => (seat === '0' ? 'You' : `Seat ${Number(seat) + 1}`),
  person: (seat: string) => ({
    name: seat === '0' ? 'You' : `Seat ${Number(seat) + 1}`,
    who: seat === '0' ? 'you' : 'other',
  }),
  cardName: (card: string) => card,
  list: (items: readonly string[]) => items.join(', '),
} as never;

const move = (seat: string, name: string, args: unknown[]): TableMoveDetail => ({ seat, move: name, args });

describe('<tricktakers-table characters>: the attribute (TT-23)', () => {
  it('"all" is the eight in priority order (TT-22); a list adds the extras to the basic five', () => {
    assert.deepEqual(charactersSetup('all', 4), {
      characters: ['king', 'gambler', 'resistance', 'adventurer', 'hermit', 'collector', 'berserker', 'ruler'],
    });
    assert.deepEqual(charactersSetup(' ruler , adventurer', 3), {
      characters: ['king', 'gambler', 'resistance', 'adventurer', 'hermit', 'berserker', 'ruler'],
    });
    assert.deepEqual(charactersSetup('king, collector', 5), {
      characters: ['king', 'gambler', 'resistance', 'hermit', 'collector', 'berserker'],
    });
    assert.deepEqual(charactersSetup('', 4), {});
  });

  it('reads the words the harness reads (./extras-setup.ts parseCharacterSet): "basic" too', () => {
    const basic = ['king', 'gambler', 'resistance', 'hermit', 'berserker'];
    assert.deepEqual(charactersSetup(' basic ', 4), { characters: basic });
    for (const text of ['all', 'basic', 'collector, ruler', 'ruler,king'])
      assert.deepEqual((charactersSetup(text, 4) as { characters: string[] }).characters, characterSet(text), text);
    assert.deepEqual(characterSetOf({}, 4), basic); // setupData without characters: the basic five (TT-23)
    assert.deepEqual(characterSetOf({ characters: [...basic, 'ruler'] as never }, 4), characterSet('ruler'));
  });

  it("an unknown id, an id twice, or two players is refused with the rules' message, for the attribute", () => {
    const [attr, problem] = charactersSetup('adventurer,wizard', 4) as [string, string];
    assert.equal(attr, 'characters');
    assert.equal(
      problem,
      'characters takes all, basic, or a comma list of adventurer, collector, ruler (the basic king, gambler, resistance, hermit, berserker are always in); "wizard" is not a character',
    );
    assert.match((charactersSetup('ruler,ruler', 4) as [string, string])[1], /ruler twice/);
    assert.match((charactersSetup('all', 2) as [string, string])[1], /for 3–5 players/);
  });
});

describe('<tricktakers-table characters>: what other seats see of secret moves (TT-53)', () => {
  it("the Map's discards become their number; the Book's discard no card; a face-down Potion card no face", () => {
    assert.deepEqual(publicMove(move('1', 'useItem', ['map', { discard: ['red-3', 'blue-4'] }]), false).args, [
      'map',
      { discard: 2 },
    ]);
    assert.deepEqual(publicMove(move('1', 'discardCard', ['red-3']), false).args, []);
    assert.deepEqual(publicMove(move('1', 'playCard', ['green-7', {}]), true).args, [HIDDEN_CARD, {}]);
    // Revealed (the trick is complete) or not a Potion card: as played.
    assert.deepEqual(publicMove(move('1', 'playCard', ['green-7', {}]), false).args, ['green-7', {}]);
    assert.deepEqual(publicMove(move('1', 'useItem', ['sword']), false).args, ['sword']);
  });

  it("the log: another seat's Map a count, its Potion card face down; the viewer's own cards named", () => {
    assert.equal(
      moveLine(w, '0', move('1', 'useItem', ['map', { discard: 2 }]), undefined),
      'tk.log.map{"name":"Seat 2","count":2}',
    );
    assert.equal(
      moveLine(w, '0', move('0', 'useItem', ['map', { discard: ['red-3'] }]), undefined),
      'tk.log.mapOwn{"cards":"red-3"}',
    );
    assert.equal(
      moveLine(w, '0', move('1', 'playCard', [HIDDEN_CARD, {}]), undefined),
      'tk.log.potion{"name":"Seat 2"}',
    );
    assert.equal(
      moveLine(w, '0', move('1', 'discardCard', []), undefined),
      'tk.log.discard{"name":"Seat 2","count":1}',
    );
    assert.equal(
      moveLine(w, '0', move('0', 'reserve', [null]), undefined),
      'tk.log.reservePass{"name":"You","who":"you"}',
    );
    // A plain play has no line of the extras: the basic game's stands.
    assert.equal(moveLine(w, '0', move('1', 'playCard', ['green-7', {}]), undefined), undefined);
  });
});

describe('<tricktakers-table mode character-count>: the two-player advanced game (TT-48)', () => {
  it('the attributes as setupData: mode, and the count as a number', () => {
    assert.deepEqual(tableSetup({ mode: 'advanced' }, 2), { mode: 'advanced' });
    assert.deepEqual(tableSetup({ mode: ' advanced ', characterCount: '8' }, 2), {
      mode: 'advanced',
      characterCount: 8,
    });
    assert.deepEqual(tableSetup({ mode: 'basic' }, 2), { mode: 'basic' });
    assert.deepEqual(tableSetup({ mode: '', characterCount: '' }, 4), {});
    // Beside characters (3–5 players), as before.
    assert.deepEqual(tableSetup({ characters: 'ruler' }, 3), {
      characters: ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'ruler'],
    });
  });

  it("a bad value, or mode with players ≠ 2, is refused for its attribute with the rules' message", () => {
    assert.deepEqual(tableSetup({ mode: 'expert' }, 2), ['mode', 'mode must be "basic" or "advanced", got "expert"']);
    assert.deepEqual(tableSetup({ mode: 'advanced' }, 3), ['mode', 'mode is for 2 players only, got 3 players']);
    assert.deepEqual(tableSetup({ mode: 'advanced', characterCount: '7' }, 2), [
      'character-count',
      'characterCount must be 6 or 8, got 7',
    ]);
    assert.deepEqual(tableSetup({ mode: 'advanced', characterCount: 'six' }, 2), [
      'character-count',
      'characterCount must be 6 or 8, got "six"',
    ]);
    assert.deepEqual(tableSetup({ characterCount: '6' }, 2), [
      'character-count',
      'characterCount needs mode "advanced" (2 players, TT-48)',
    ]);
    assert.equal(tableSetup({ characters: 'all', mode: 'advanced' }, 2)[0], 'characters');
  });

  it("the draft is public; another seat's secret selection reaches the events and the log without its character (TT-53)", () => {
    assert.equal(
      moveLine(w, '0', move('1', 'draftCharacter', ['adventurer']), undefined),
      'tk.log.draft{"name":"Seat 2","character":"tk.char.adventurer"}',
    );
    assert.deepEqual(publicMove(move('1', 'selectCharacter', ['hermit']), false).args, []);
    assert.equal(moveLine(w, '0', move('1', 'selectCharacter', []), undefined), 'tk.log.secretChosen{"name":"Seat 2"}');
    assert.equal(
      moveLine(w, '0', move('0', 'selectCharacter', ['king']), undefined),
      'tk.log.secretChosen{"name":"You"}',
    );
  });
});
