// TrickTakers' fast simulator (src/games/tricktakers/sim.ts) against the
// rules: the trick winner on hand-checked tricks (TT-3, TT-4) and on random
// ones, and seeded games played through both, with the same legal moves at
// every step of trick play (Kakumei and the Hermit's draws included), the
// same trick winners, and the same round end (sim-score.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRandom, shuffleWith } from '../../src/games/common/random.js';
import * as rules from '../../src/games/tricktakers/rules.js';
import type { TrickTakersState } from '../../src/games/tricktakers/rules.js';
import { ruleMove } from '../../src/games/tricktakers/rule-bot.js';
import { RoundScorer } from '../../src/games/tricktakers/sim-score.js';
import { searched, trickTakersSearch } from '../../src/games/tricktakers/search.js';
import { SIM_OVER } from '../../src/games/common/trick-sim.js';
import {
  DRAW,
  ITEM,
  KAKUMEI,
  RESERVE,
  RESERVE_NONE,
  TOKEN,
  cardIndex,
  gameMoveToSim,
  simApply,
  simLegal,
  simMoveToGame,
  simTrickWinnerIndex,
  toSim,
  type TtSim,
} from '../../src/games/tricktakers/sim.js';
import { applyRules, type RulesLike } from './search-helpers.js';
import type { Shuffle } from '../../src/games/common/deal.js';
import { playRules } from '../../src/games/tricktakers/play.js';
import { ROSTER } from '../../src/games/tricktakers/roster.js';

const RULES = { ...rules, ...playRules } as unknown as RulesLike<TrickTakersState>;
/** The whole box (TT-22, TT-23). */
const ALL = [...ROSTER];
/** `applyRules` for every move: `useItem` takes its arguments as one array, whatever their count (TT-52). */
const apply = (state: TrickTakersState, m: { move: string; args: unknown[] }, shuffle: Shuffle) =>
  applyRules(RULES, state, m.move === 'useItem' && m.args.length === 1 ? { move: m.move, args: [m.args] } : m, shuffle);

/** A bare sim of `n` seats with `cards` in the trick in progress (seat i played card i), Kakumei or not, the Hermit at `hermit`. */
function trickSim(cards: string[], opts: { kakumei?: boolean; hermit?: number } = {}): TtSim {
  const n = cards.length;
  // Characters other than the Hermit, then the Hermit put at its seat.
  const chars: (string | null)[] = ['king', 'gambler', 'resistance', 'berserker', null].slice(0, n);
  if (opts.hermit !== undefined) chars[opts.hermit] = 'hermit';
  const view = {
    numPlayers: n,
    round: 1,
    rounds: 3,
    stage: 'play',
    toAct: '0',
    characters: chars,
    kakumeiLeft: 0,
    kakumeiCards: [],
    hermitDrew: false,
    scores: chars.map(() => 30),
    bids: chars.map(() => null),
    bets: chars.map(() => 0),
    crowns: chars.map(() => 0),
    blackCrowns: chars.map(() => 0),
    tricks: [],
    trick: {
      round: 1,
      leader: '0',
      winner: null,
      kakumei: opts.kakumei ?? false,
      plays: cards.map((card, s) => ({ seat: String(s), card })),
    },
    tricksWon: chars.map(() => 0),
  } as unknown as TrickTakersState;
  return toSim(
    view,
    chars.map(() => []),
    [],
  );
}

describe('TrickTakers sim: the trick winner', () => {
  it('judges the rulebook and ruling examples as worked by hand', () => {
    // Rulebook "Card strength": red 2 led, red 5, red 8, blue 9 → red 8.
    assert.equal(simTrickWinnerIndex(trickSim(['red-2', 'red-5', 'red-8', 'blue-9'])), 2);
    // red 2 led, red 8, black 1, blue 9 → black 1 (black beats the lead colour).
    assert.equal(simTrickWinnerIndex(trickSim(['red-2', 'red-8', 'black-1', 'blue-9'])), 2);
    // TT-4 as corrected: Kakumei, red 3, black 1, blue 1, green 1, red 1 → blue 1, the earliest red/blue/green 1.
    assert.equal(
      simTrickWinnerIndex(trickSim(['red-3', 'black-1', 'blue-1', 'green-1', 'red-1'], { kakumei: true })),
      2,
    );
    // TT-4: red 1 beats black 1 in a Kakumei trick.
    assert.equal(simTrickWinnerIndex(trickSim(['black-1', 'red-1'], { kakumei: true })), 1);
    // TT-3: red 1 led, red 10, black 4 → black 4 (the 1 counts 11 only within red).
    assert.equal(simTrickWinnerIndex(trickSim(['red-1', 'red-10', 'black-4'])), 2);
    // TT-3: red 1 led, red 10, red 9 → red 1 counts 11.
    assert.equal(simTrickWinnerIndex(trickSim(['red-1', 'red-10', 'red-9'])), 0);
    // TT-3: a 1 played before the Berserker card beats it; the earliest 1 wins.
    assert.equal(simTrickWinnerIndex(trickSim(['green-1', 'rare-1', 'berserker', 'blue-1'])), 0);
    // TT-3/TT-17: the Hermit's White Flag is Rare+1 with a Rare in the trick, any order.
    assert.equal(simTrickWinnerIndex(trickSim(['white-flag-1', 'rare-2', 'black-9'], { hermit: 0 })), 0);
    // ... and an ordinary White Flag without one: black 9 wins.
    assert.equal(simTrickWinnerIndex(trickSim(['white-flag-1', 'red-2', 'black-9'], { hermit: 0 })), 2);
    // TT-4: no ability in a Kakumei trick; a White Flag is best, the earliest of two.
    assert.equal(simTrickWinnerIndex(trickSim(['rare-1', 'white-flag-2', 'white-flag-1'], { kakumei: true })), 1);
  });

  it('equals rules.trickWinner on 4,000 random tricks, normal and Kakumei', () => {
    const rng = seededRandom('tt-sim-tricks');
    const shuffle = shuffleWith(rng);
    const pool = [...rules.ALL_CARDS];
    for (let i = 0; i < 4000; i++) {
      const n = 2 + Math.floor(rng() * 4);
      const cards = shuffle([...pool]).slice(0, n);
      const kakumei = rng() < 0.3;
      const hermit = Math.floor(rng() * n);
      const expected = rules.trickWinner(
        cards.map((card, s) => ({ card, byHermit: s === hermit })),
        { kakumei },
      );
      assert.equal(simTrickWinnerIndex(trickSim(cards, { kakumei, hermit })), expected, `${cards} ${kakumei}`);
    }
  });
});

/** The rules' legal moves of the seat to act as sorted sim moves. */
const legalSim = (state: TrickTakersState) =>
  rules
    .legalMoves(state, state.toAct!)
    .map((m) => gameMoveToSim(m, state.hands[Number(state.toAct)]))
    .sort((a, b) => a - b);

/**
 * Plays whole seeded games with the rules; from each round's first lead the
 * sim (dealt the true hands and deck) follows, compared at every step.
 * Setup decisions are the rule policy's; plays are random, Kakumei and
 * Hermit draws taken often.
 * @returns counts of what was compared
 */
function playBoth(numPlayers: number, seed: string, characters?: typeof ALL | 'advanced') {
  const rng = seededRandom(seed);
  const shuffle = shuffleWith(rng);
  const setupData =
    characters === 'advanced'
      ? { mode: 'advanced' as const, characterCount: 8 as const }
      : characters
        ? { characters }
        : undefined;
  const state = rules.newGame({ numPlayers, dealer: '0', shuffle, setupData });
  const seen = { steps: 0, tricks: 0, kakumei: 0, draws: 0, rounds: 0, items: 0, tokens: 0, reserves: 0 };
  let sim: TtSim | null = null;
  let scorer: RoundScorer | null = null;
  while (state.stage !== 'over') {
    if (state.stage === 'draft' || state.stage === 'choose') {
      // The advanced game's draft and secret selection (TT-48, TT-49): a random pick of a seat still to choose.
      const seat = ['0', '1'].find((s) => rules.legalMoves(state, s).length > 0)!;
      const legal = rules.legalMoves(state, seat);
      const m = legal[Math.floor(rng() * legal.length)]!;
      const act = RULES[m.move] as (s: TrickTakersState, seat: string, id: unknown, shuffle: Shuffle) => unknown;
      assert.equal(act(state, seat, m.args[0], shuffle), null, `${m.move}(${m.args})`);
      continue;
    }
    const seat = state.toAct!;
    const inPlay = searched(state.stage);
    if (!inPlay) {
      apply(state, ruleMove(state, seat, rules.legalMoves(state, seat), rng), shuffle);
      continue;
    }
    if (!sim) {
      sim = toSim(state, state.hands, state.deck, state.itemDeck ?? []);
      scorer = new RoundScorer(sim);
    }
    assert.equal(sim.toAct, Number(seat), 'seat to move');
    const legal = [...simLegal(sim)].sort((a, b) => a - b);
    assert.deepEqual(legal, legalSim(state), `step ${seen.steps}: legal moves`);
    const special = legal.filter((m) => (m >= KAKUMEI && m <= DRAW) || (m >= TOKEN && m !== RESERVE_NONE));
    const move =
      special.length > 0 && rng() < 0.5
        ? special[Math.floor(rng() * special.length)]!
        : legal[Math.floor(rng() * legal.length)]!;
    if (move === DRAW) seen.draws++;
    else if (move >= KAKUMEI && move < DRAW) seen.kakumei++;
    else if (move >= ITEM) seen.items++;
    else if (move >= RESERVE) seen.reserves++;
    else if (move >= TOKEN) seen.tokens++;
    const hand = state.hands[Number(seat)]!;
    assert.equal(gameMoveToSim(simMoveToGame(move, hand), hand), move);
    const tricksBefore = state.trickCount;
    const round = state.round;
    apply(state, simMoveToGame(move, hand), shuffle);
    simApply(sim, move);
    seen.steps++;
    if (state.trickCount === tricksBefore) continue;
    seen.tricks++;
    if (state.round === round && (state.stage as string) !== 'over') {
      assert.equal(sim.toAct, Number(state.lastTrick!.winner), 'the trick winner leads');
      assert.deepEqual(Array.from(sim.tricksWon), state.tricksWon, 'tricks won');
      assert.deepEqual(Array.from(sim.scores), state.scores, 'in-round gains (the Hermit bonus, TT-17)');
      assert.deepEqual(Array.from(sim.kakumeiCards.subarray(0, sim.kakumeiLen)), state.kakumeiCards.map(cardIndex));
      continue;
    }
    // The round (or the game) ended: the sim's round end equals the rules'.
    seen.rounds++;
    const winner = scorer!.outcome(sim);
    const result = state.result;
    assert.equal(winner, result ? Number(result.winners[0]) : -1, 'who wins now');
    if (result?.condition !== 'character') {
      const sheet = state.sheet.at(-1)!;
      assert.equal(sheet.round, round);
      assert.deepEqual(Array.from(sim.tricksWon), sheet.tricks, 'tricks');
      assert.deepEqual(Array.from(scorer!.totals), sheet.totals, 'totals after the round (TT-11)');
      assert.deepEqual(Array.from(scorer!.crowns), state.crowns, 'gold crowns held (TT-10)');
      assert.deepEqual(Array.from(scorer!.blackCrowns), state.blackCrowns, 'black crowns held (TT-10)');
    }
    sim = null;
  }
  return seen;
}

describe('TrickTakers sim: equal to the rules over seeded games', () => {
  for (const numPlayers of [2, 3, 4, 5]) {
    it(`${numPlayers} players: same legal moves, trick winners and round ends`, () => {
      const total = { steps: 0, tricks: 0, kakumei: 0, draws: 0, rounds: 0 };
      for (let g = 0; g < 12; g++) {
        const seen = playBoth(numPlayers, `tt-sim-${numPlayers}-${g}`);
        for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += seen[k];
      }
      // Every kind of step was met, not just plain plays.
      assert.ok(total.kakumei > 0, 'a Kakumei was compared');
      assert.ok(total.draws > 0, 'a Hermit draw was compared');
      assert.ok(total.rounds >= 12, 'every game scored at least one round');
    });
  }
});

describe('TrickTakers sim with the extras: equal to the rules over seeded games (issue 21)', () => {
  for (const numPlayers of [3, 4, 5]) {
    it(`${numPlayers} players, all eight characters: items, tokens, reservations, tasks and round ends`, () => {
      const total = { steps: 0, tricks: 0, kakumei: 0, draws: 0, rounds: 0, items: 0, tokens: 0, reserves: 0 };
      for (let g = 0; g < 12; g++) {
        const seen = playBoth(numPlayers, `tt-sim-x-${numPlayers}-${g}`, ALL);
        for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += seen[k];
      }
      assert.ok(total.items > 0, 'an item use was compared (TT-32)');
      assert.ok(total.reserves > 0, 'a reservation was compared (TT-38)');
      assert.ok(total.rounds >= 12, 'every game scored at least one round');
    });
  }
  it('2 players, the advanced game with 8 characters (TT-48…TT-51): the drafted characters, scored on points only', () => {
    const total = { rounds: 0, items: 0, reserves: 0 };
    for (let g = 0; g < 12; g++) {
      const seen = playBoth(2, `tt-sim-adv-${g}`, 'advanced');
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += seen[k];
    }
    assert.ok(total.rounds >= 12, 'every game scored at least one round');
    assert.ok(total.items > 0 && total.reserves > 0, 'the Adventurer and the Collector were drafted and compared');
  });
  it('4 players: the optional lead token was compared (TT-46)', () => {
    let tokens = 0;
    for (let g = 0; g < 12; g++) tokens += playBoth(4, `tt-sim-x-4-${g}`, ALL).tokens;
    assert.ok(tokens > 0);
  });
});

describe('TrickTakers playout (the search hot path)', () => {
  it('every playout move is legal, over 60 seeded rounds from the first lead to the end', () => {
    let moves = 0;
    for (let r = 0; r < 60; r++) {
      const rng = seededRandom(`tt-playout/${r}`);
      const state = rules.newGame({ numPlayers: 2 + (r % 4), dealer: '0', shuffle: shuffleWith(rng) });
      while (state.stage !== 'play') {
        applyRules(
          RULES,
          state,
          ruleMove(state, state.toAct!, rules.legalMoves(state, state.toAct!), rng),
          shuffleWith(rng),
        );
      }
      const sim = toSim(state, state.hands, state.deck);
      for (; sim.stage !== SIM_OVER; moves++) {
        const m = trickTakersSearch.simulator.playout(sim, rng);
        assert.ok(simLegal(sim).includes(m), `round ${r}: move ${m} not in ${simLegal(sim)}`);
        simApply(sim, m);
      }
    }
    assert.ok(moves > 60 * 10, `${moves} playout moves checked`);
  });
});
