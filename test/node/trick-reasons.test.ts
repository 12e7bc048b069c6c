// Why a trick was won (src/games/trick-reasons.ts, issue 23): each step of each game's winner rule on tricks
// worked out by hand from the rulings (CW-9, IN-6, TT-3, TT-4, YS-9), and, over every trick of the pinned
// games, a reason that fits the winner the game chose.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { rankOf as rank, suitOf } from '../../src/games/common/cards.js';
import { replayMoves } from '../../src/games/common/replay.js';
import { getGame } from '../../src/games/registry.js';
import { decidingStep } from '../../src/games/cant-win/rules.js';
import { instinctReason, TRICK_REASONS, youSuckReason } from '../../src/games/trick-reasons.js';
import { resolveTrick } from '../../src/games/tricktakers/trick-winner.js';
import { harnessSetupData } from '../../src/harness/index.js';
import { PINS, type PinnedGame } from '../shared/pins.js';

/** Can't Win's deciding step of CW-9 for these plays, by seats 0, 1, 2… */
const cantWinReason = (plays: { card: string; sideways: boolean }[]) =>
  decidingStep(plays.map((p, i) => ({ seat: String(i), ...p }))).step;
const up = (card: string) => ({ card, sideways: false });
const side = (card: string) => ({ card, sideways: true });

describe('trick reasons, by hand from the rulings', () => {
  it("Can't Win, CW-9: each of the four steps", () => {
    // Step 1: an upright turquoise, whatever was led.
    assert.equal(cantWinReason([up('pink-9'), up('turquoise-2'), up('pink-11')]), 'trump');
    // A sideways turquoise does not count: step 2, the upright pink 11.
    assert.equal(cantWinReason([up('pink-9'), side('turquoise-2'), up('pink-11')]), 'lead');
    // The lead card sideways still names the lead colour (yellow); no upright yellow or turquoise: step 3.
    assert.equal(cantWinReason([side('yellow-10'), side('yellow-8'), up('purple-4')]), 'highest');
    assert.equal(cantWinReason([side('yellow-10'), side('turquoise-8'), side('purple-4')]), 'sideways');
  });

  it('Instinct, IN-6: a trump in the trick, else the suit led', () => {
    assert.equal(instinctReason([{ card: 'red-12' }, { card: 'trump-1' }, { card: 'red-3' }]), 'trump');
    assert.equal(instinctReason([{ card: 'red-2' }, { card: 'blue-12' }, { card: 'red-3' }]), 'lead');
  });

  it('You Suck, YS-9: Multicolor, trump, the Tick’s colour, only Zeros', () => {
    assert.equal(youSuckReason(['red-3', 'multi-12', 'blue-9'], 'blue'), 'multicolor');
    assert.equal(youSuckReason(['red-3', 'blue-9', 'red-5'], 'blue'), 'trump'); // the ruling's example: blue 9
    assert.equal(youSuckReason(['red-3', 'blue-9', 'red-5'], null), 'colour');
    assert.equal(youSuckReason(['zero-1', 'red-3', 'green-9'], 'blue'), 'colour'); // red, set by the first card above 0
    assert.equal(youSuckReason(['zero-1', 'zero-2', 'zero-3'], 'blue'), 'zeros');
  });

  it('TrickTakers, TT-3 and TT-4: the tier of the winning card', () => {
    const tier = (cards: string[], kakumei = false) =>
      resolveTrick(
        cards.map((card) => ({ card })),
        { kakumei },
      ).tier;
    // TT-4's corrected example: in a Kakumei trick the blue 1 wins, lower red, blue and green numbers better.
    assert.equal(tier(['red-3', 'black-1', 'blue-1', 'green-1', 'red-1'], true), 'kakumei-number');
    assert.equal(tier(['red-3', 'white-flag-1', 'rare-1'], true), 'kakumei-white-flag');
    // Red, blue and green numbers rank over black ones in a Kakumei trick: with none, the lowest black wins.
    assert.equal(tier(['red-3', 'black-2', 'rare-1'], true), 'kakumei-number');
    assert.equal(tier(['black-3', 'black-2', 'rare-1'], true), 'kakumei-black');
    // Normal order: the Rare over black; black over the lead colour; the lead colour over others; 1s with
    // the Berserker card; White Flags only.
    assert.equal(tier(['red-3', 'black-9', 'rare-1']), 'rare');
    assert.equal(tier(['red-3', 'black-2', 'red-9']), 'black');
    assert.equal(tier(['red-3', 'blue-9', 'red-5']), 'lead');
    assert.equal(tier(['red-3', 'berserker', 'green-1']), 'ones');
    assert.equal(tier(['red-3', 'berserker', 'rare-1']), 'berserker');
    assert.equal(tier(['white-flag-1', 'white-flag-2']), 'white-flag');
    // The Hermit's White Flag with a Rare in the trick ranks Rare+1 (TT-17).
    assert.equal(
      resolveTrick([{ card: 'rare-1' }, { card: 'white-flag-1', byHermit: true }, { card: 'red-9' }]).tier,
      'rare-plus-one',
    );
  });
});

describe('trick reasons over every trick of the pinned games', () => {
  for (const pin of PINS) {
    it(`${pin.file}: every trick's reason fits its winner`, () => {
      const game = getGame(pin.match.game);
      const games = JSON.parse(readFileSync(new URL(`../fixtures/pins/${pin.file}.json`, import.meta.url), 'utf8'));
      const setup = harnessSetupData(game, pin.match.maxRounds === undefined ? {} : { maxRounds: pin.match.maxRounds });
      const seen = new Set<string>();
      for (const g of games as PinnedGame[]) {
        const moves = g.moves.map(([seat, move, ...args]) => ({ seat, move, args }));
        const states = replayMoves(game.game, pin.match.players!, g.seed, setup, moves);
        let last = 0;
        for (const state of states) {
          const trick = game.lastTrick(state.G);
          if (!trick || trick.index === last) continue;
          last = trick.index;
          const reason = TRICK_REASONS[game.id]!(state.G)!;
          seen.add(reason);
          const won = trick.plays.find((p) => p.seat === trick.winner)?.card ?? null;
          const at = `${g.seed} trick ${trick.index}: ${JSON.stringify(trick.plays)} → ${trick.winner} (${reason})`;
          switch (`${game.id}:${reason}`) {
            case 'cant-win:trump':
              assert.equal(suitOf(won!), 'turquoise', at);
              break;
            case 'cant-win:lead':
              assert.equal(suitOf(won!), suitOf(trick.plays[0]!.card), at);
              break;
            case 'instinct:trump':
              // The last trump played wins (IN-6).
              assert.equal(won, trick.plays.filter((p) => suitOf(p.card) === 'trump').at(-1)!.card, at);
              break;
            case 'instinct:lead':
              assert.equal(suitOf(won!), suitOf(trick.plays[0]!.card), at);
              break;
            case 'you-suck:multicolor':
              // A seat may play more than one card on a Tick: the winner played the highest Multicolor.
              assert.equal(
                trick.plays.filter((p) => suitOf(p.card) === 'multi').sort((a, b) => rank(b.card) - rank(a.card))[0]!
                  .seat,
                trick.winner,
                at,
              );
              break;
            case 'you-suck:zeros':
              assert.equal(trick.winner, null, at);
              break;
            default:
              assert.notEqual(trick.winner, null, at);
          }
        }
      }
      assert.ok(seen.size >= 2, `${pin.file}: reasons met ${[...seen]}`);
    });
  }
});
