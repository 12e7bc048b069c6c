// No bot ever makes an illegal move (G-4): whole seeded matches through
// boardgame.io's reducer, rule and random bots side by side, for every game
// with a rule bot.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { instinct } from '../../src/games/instinct/index.js';
import type { InstinctState } from '../../src/games/instinct/rules.js';
import { trickTakers } from '../../src/games/tricktakers/index.js';
import type { TrickTakersState } from '../../src/games/tricktakers/rules.js';
import { youSuck } from '../../src/games/you-suck/index.js';
import type { YouSuckState } from '../../src/games/you-suck/rules.js';
import { playMatch } from './bots-helpers.js';

/** Seats rule and random alternately, shifted each game so that each seat gets both. */
const mixed = (numPlayers: number, g: number) =>
  Array.from({ length: numPlayers }, (_, s) => ((s + g) % 2 === 0 ? 'rule' : 'random'));

describe("Can't Win: random and rule bots play only legal moves, through the reducer", () => {
  const GAMES_PER_TABLE = 30;
  for (const numPlayers of [3, 4]) {
    for (const variant of ['standard', 'beginner'] as const) {
      it(`${GAMES_PER_TABLE} games at ${numPlayers} players, ${variant}`, async () => {
        // 2n laps turns and 12n cards a round, n rounds (CW-4, CW-11)
        const movesPerGame = numPlayers * numPlayers * (2 + 12);
        for (let g = 0; g < GAMES_PER_TABLE; g++) {
          const { state, moves } = await playMatch({
            numPlayers,
            seed: `legal-${numPlayers}-${variant}-${g}`,
            bots: mixed(numPlayers, g),
            setupData: { variant },
          });
          assert.equal(moves.length, movesPerGame);
          assert.equal(state.G.sheet.length, numPlayers);
          assert.ok(state.ctx.gameover.winners.length >= 1);
        }
      });
    }
  }
});

describe('Instinct: random and rule bots play only legal moves, through the reducer', () => {
  const GAMES_PER_TABLE = 8;
  const MAX_ROUNDS = 3; // G-6: keeps the games short
  for (const numPlayers of [3, 4, 6]) {
    it(`${GAMES_PER_TABLE} games of at most ${MAX_ROUNDS} rounds at ${numPlayers} players`, async () => {
      for (let g = 0; g < GAMES_PER_TABLE; g++) {
        const { state, moves } = await playMatch<InstinctState>({
          game: instinct,
          numPlayers,
          seed: `legal-instinct-${numPlayers}-${g}`,
          bots: mixed(numPlayers, g),
          setupData: { maxRounds: MAX_ROUNDS },
        });
        const rounds = state.G.sheet.length;
        // n bids and 11n cards a round (IN-3, IN-1); a game ends at 100 points (IN-8) or at the cap (G-6)
        assert.equal(moves.length, rounds * numPlayers * 12);
        assert.ok(rounds >= 1 && rounds <= MAX_ROUNDS);
        const gameover = state.ctx.gameover;
        assert.ok(gameover.aborted ? rounds === MAX_ROUNDS : gameover.winners.length >= 1);
      }
    });
  }
});

describe('You Suck: random and rule bots play only legal moves, through the reducer', () => {
  const GAMES_PER_TABLE = 4;
  for (const numPlayers of [3, 4, 6]) {
    it(`${GAMES_PER_TABLE} games at ${numPlayers} players`, async () => {
      for (let g = 0; g < GAMES_PER_TABLE; g++) {
        const { state, moves } = await playMatch<YouSuckState>({
          game: youSuck,
          numPlayers,
          seed: `legal-you-suck-${numPlayers}-${g}`,
          bots: mixed(numPlayers, g),
        });
        // Each round: a move for each owned power that asks one (Choose Dealer, Choose Trump,
        // Trade a Card, YS-4), n bids (YS-5) and 7n cards (YS-6); 3 rounds (YS-11).
        const powers = state.G.sheet.reduce(
          (t, r) =>
            t +
            (['choose-dealer', 'choose-trump', 'trade-a-card'] as const).filter((id) => r.owners[id] !== null).length,
          0,
        );
        assert.equal(state.G.sheet.length, 3);
        assert.equal(moves.length, powers + 3 * numPlayers * 8);
        assert.ok(state.ctx.gameover.winners.length >= 1);
      }
    });
  }
});

describe('TrickTakers: random and rule bots play only legal moves, through the reducer', () => {
  const GAMES_PER_TABLE = 6;
  for (const numPlayers of [2, 3, 4, 5]) {
    it(`${GAMES_PER_TABLE} games at ${numPlayers} players`, async () => {
      for (let g = 0; g < GAMES_PER_TABLE; g++) {
        const { state } = await playMatch<TrickTakersState>({
          game: trickTakers,
          numPlayers,
          seed: `legal-tricktakers-${numPlayers}-${g}`,
          bots: mixed(numPlayers, g),
        });
        // Every round played is on the sheet: 3 rounds, 5 with two players, fewer when a win ends it (TT-12, TT-19).
        const rounds = state.G.sheet.length;
        assert.ok(rounds >= 1 && rounds <= (numPlayers === 2 ? 5 : 3));
        assert.equal(state.ctx.gameover.winners.length, 1);
      }
    });
  }
});

describe('TrickTakers with all eight characters (issue 21): every bot plays only legal moves, through the reducer', () => {
  const ALL = ['king', 'gambler', 'resistance', 'adventurer', 'hermit', 'collector', 'berserker', 'ruler'];
  /** Counts each extra move kind over the games, so that each was really met. */
  const extras = (moves: string[], counts: Record<string, number>) => {
    for (const m of moves) {
      const name = /^\d+:(\w+)/.exec(m)?.[1] ?? '';
      if (['chooseInitialItems', 'giveTask', 'useItem', 'discardCard', 'reserve'].includes(name))
        counts[name] = (counts[name] ?? 0) + 1;
      if (m.includes('leadToken')) counts.leadToken = (counts.leadToken ?? 0) + 1;
      if (m.includes('swordDelta')) counts.swordDelta = (counts.swordDelta ?? 0) + 1;
    }
  };
  for (const numPlayers of [3, 4, 5]) {
    it(`rule and random: 6 games at ${numPlayers} players; ismcts (easy) and rule: 1 game`, async () => {
      const counts: Record<string, number> = {};
      for (let g = 0; g < 6; g++) {
        const { state, moves } = await playMatch<TrickTakersState>({
          game: trickTakers,
          numPlayers,
          seed: `legal-tt-all-${numPlayers}-${g}`,
          bots: mixed(numPlayers, g),
          setupData: { characters: ALL },
        });
        extras(moves, counts);
        assert.equal(state.ctx.gameover.winners.length, 1);
      }
      const { state, moves } = await playMatch<TrickTakersState>({
        game: trickTakers,
        numPlayers,
        seed: `legal-tt-all-ismcts-${numPlayers}`,
        bots: Array.from({ length: numPlayers }, (_, s) => (s % 2 === 0 ? 'ismcts:easy' : 'rule')),
        setupData: { characters: ALL },
      });
      extras(moves, counts);
      assert.equal(state.ctx.gameover.winners.length, 1);
      // Each of the extras' decisions was met (the Adventurer, the Collector and the Ruler were picked).
      for (const k of ['chooseInitialItems', 'giveTask', 'useItem', 'reserve'])
        assert.ok((counts[k] ?? 0) > 0, `${k} was played at ${numPlayers} players`);
    });
  }
});
