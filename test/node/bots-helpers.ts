// Shared by the bot tests: matches of any registered game through boardgame.io's
// own reducer (Can't Win unless a test names another game), and the fairness check.
import assert from 'node:assert/strict';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { cantWin } from '../../src/games/cant-win/index.js';
import type { CantWinState } from '../../src/games/cant-win/rules.js';
import type { GameDescriptor } from '../../src/games/common/descriptor.js';
import { seatsToMove } from '../../src/games/common/seats.js';
import {
  createPlayer,
  parseBotSpec,
  PolicyBot,
  type ChosenMove,
  type GameBots,
  type PolicyBotOptions,
} from '../../src/bots/index.js';
import type { GameSearch } from '../../src/bots/game-search.js';
import { IsmctsBot } from '../../src/bots/ismcts-bot.js';

/** A boardgame.io state (the reducer's whole state: G, ctx, plugins, _stateID…); Can't Win's by default. */
export type MatchState<S = CantWinState> = { G: S; ctx: any; _stateID: number; [key: string]: unknown };

const reducers = new Map<string, ReturnType<typeof CreateGameReducer>>();
function reducerFor(game: GameDescriptor) {
  let reducer = reducers.get(game.id);
  if (!reducer) reducers.set(game.id, (reducer = CreateGameReducer({ game: game.game as any })));
  return reducer;
}

/** A new match of `game`; `seed` seeds boardgame.io's random plugin, so it fixes every deal (G-2). */
export function newMatch<S = CantWinState>(
  numPlayers: number,
  seed: string,
  setupData?: unknown,
  game: GameDescriptor = cantWin,
): MatchState<S> {
  return InitializeGame({ game: { ...game.game, seed } as any, numPlayers, setupData }) as unknown as MatchState<S>;
}

/** Applies `move` for `seat` through `game`'s reducer, as a client's MAKE_MOVE action would. */
export function applyMove<S>(
  state: MatchState<S>,
  seat: string,
  move: ChosenMove,
  game: GameDescriptor = cantWin,
): MatchState<S> {
  const action = { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID: seat } };
  return reducerFor(game)(state as any, action as any) as any;
}

/** `move` written as `seat:move(args)`, for comparing move sequences. */
export function moveText(seat: string, move: ChosenMove): string {
  return `${seat}:${move.move}(${move.args.join(',')})`;
}

/** The legal moves of `seat` in the full state, as `moveText`s (the game's `ai.enumerate`, i.e. its rules' `legalMoves`). */
export function legalTexts(game: GameDescriptor, state: MatchState<any>, seat: string): string[] {
  return (game.game.ai!.enumerate(state.G, state.ctx, seat) as ChosenMove[]).map((m) => moveText(seat, m));
}

/**
 * Plays a whole match of `game` (default Can't Win) with one bot spec per
 * seat. Every chosen move is checked against the legal moves of the full
 * state and must be accepted by the reducer (its `_stateID` advances by one).
 * @returns the final state and every move made, in order
 */
export async function playMatch<S = CantWinState>(opts: {
  numPlayers: number;
  seed: string;
  bots: string[];
  game?: GameDescriptor;
  /** Seeds the bots' own random streams; default `seed`. */
  botSeed?: string;
  setupData?: unknown;
  /** Called before each move with the state the bot decided on. */
  onDecision?: (state: MatchState<S>, seat: string, move: ChosenMove) => void | Promise<void>;
}): Promise<{ state: MatchState<S>; moves: string[] }> {
  const game = opts.game ?? cantWin;
  const botSeed = opts.botSeed ?? opts.seed;
  const bots = await game.bots.load();
  const players = opts.bots.map((text, i) =>
    createPlayer(game, bots, parseBotSpec(text), { seed: `${botSeed}/${i}/${text}`, numPlayers: opts.numPlayers }),
  );
  let state = newMatch<S>(opts.numPlayers, opts.seed, opts.setupData, game);
  const moves: string[] = [];
  while (state.ctx.gameover === undefined) {
    const seat = seatsToMove(state.ctx)[0]!; // the current player, or the first of several moving at once
    const move = await players[Number(seat)]!.decide(state, seat);
    assert.ok(
      legalTexts(game, state, seat).includes(moveText(seat, move)),
      `${opts.bots[Number(seat)]} chose illegal ${moveText(seat, move)}`,
    );
    await opts.onDecision?.(state, seat, move);
    const next = applyMove(state, seat, move, game);
    assert.equal(next._stateID, state._stateID + 1, `the reducer refused ${moveText(seat, move)}`);
    moves.push(moveText(seat, move));
    state = next;
  }
  return { state, moves };
}

/** A boardgame.io bot, as far as these helpers use it. */
type PlayingBot = { play(state: any, playerID: string): Promise<{ action: any }> };

/** `bot`'s move for `seat` (default seat 0) on a hand-built view `G` (the policies read no ctx). */
export async function moveOn(bot: PlayingBot, G: unknown, seat = '0'): Promise<ChosenMove> {
  const { action } = await bot.play({ G, ctx: {} }, seat);
  return { move: action.payload.type, args: action.payload.args };
}

/** Plays of a hand-built trick, in order. */
export type Plays = [seat: string, card: string][];

/** The move `playCard(c)`. */
export const card = (c: string): ChosenMove => ({ move: 'playCard', args: [c] });

/**
 * Whether a fresh bot from `makeBot` chooses the same move for `seat` on the **full** states
 * `state` and `twin` (BOTS.md "Fairness"), once `seat`'s views of both are asserted the same.
 */
async function sameMove<S>(
  game: GameDescriptor,
  state: MatchState<S>,
  twin: MatchState<S>,
  seat: string,
  makeBot: () => PlayingBot,
): Promise<boolean> {
  const view = (s: MatchState<S>) => game.game.playerView!({ G: s.G, ctx: s.ctx, playerID: seat } as any);
  assert.deepEqual(view(twin), view(state));
  const decide = async (s: MatchState<S>) => JSON.stringify((await makeBot().play(s, seat)).action.payload);
  return (await decide(state)) === (await decide(twin));
}

/**
 * The fairness check (BOTS.md "Fairness"): at every decision of `seat` (default seat 0) in
 * seeded matches, `twin` builds a state with the same view for the seat and
 * other hidden cards; a fresh bot from `makeBot` (same seed each time) must
 * choose the same move on both **full** states.
 * @returns how many decisions were compared and how many differed
 */
export async function fairnessCheck<S extends { hands: unknown[] }>(opts: {
  game: GameDescriptor;
  numPlayers: number;
  matches: number;
  /** Bot specs seating the matches. */
  bots: string[];
  setupData?: unknown;
  /** The seat whose decisions are compared; default `'0'`. */
  seat?: string;
  makeBot: () => PlayingBot;
  /** A state with the same view for `seat` and other hidden cards. */
  twin: (state: MatchState<S>, seat: string, salt: number) => MatchState<S>;
}): Promise<{ compared: number; differ: number }> {
  const me = opts.seat ?? '0';
  let compared = 0;
  let differ = 0;
  for (let g = 0; g < opts.matches; g++) {
    await playMatch<S>({
      game: opts.game,
      numPlayers: opts.numPlayers,
      seed: `fair-${g}`,
      bots: opts.bots,
      setupData: opts.setupData,
      onDecision: async (state, seat) => {
        if (seat !== me) return;
        const twin = opts.twin(state, seat, compared);
        compared++;
        if (!(await sameMove(opts.game, state, twin, seat, opts.makeBot))) differ++;
      },
    });
  }
  return { compared, differ };
}

/**
 * {@link fairnessCheck} on given positions instead of matches' decisions, for a situation that
 * matches seldom reach (a face-down Potion card, TT-34): at each full state `G`, the seat to act
 * (`G.toAct`) must get the same move from a fresh bot on `G` and on `twin(G, seat, salt)`.
 * @returns how many positions were compared and on how many the move differed
 */
export async function fairOnPositions<S extends { toAct: string | null }>(opts: {
  game: GameDescriptor;
  positions: readonly S[];
  makeBot: () => PlayingBot;
  twin: (G: S, seat: string, salt: number) => S;
}): Promise<{ compared: number; differ: number }> {
  let differ = 0;
  for (const [i, G] of opts.positions.entries()) {
    const seat = G.toAct!;
    const state = { G, ctx: {} } as MatchState<S>;
    if (!(await sameMove(opts.game, state, { ...state, G: opts.twin(G, seat, i) }, seat, opts.makeBot))) differ++;
  }
  return { compared: opts.positions.length, differ };
}

/** One game's {@link fairnessCheck} setting: every option but `makeBot`. */
export type FairnessSetting<S extends { hands: unknown[] }> = Omit<Parameters<typeof fairnessCheck<S>>[0], 'makeBot'>;

/**
 * One game's fairness tests on `setting`: `check(makeBot)` runs {@link fairnessCheck};
 * `isFair(makeBot)` asserts that no decision differed over at least `atLeast` ({@link assertFair}).
 */
export function fairness<S extends { hands: unknown[] }>(setting: FairnessSetting<S>, atLeast: number) {
  const check = (makeBot: () => PlayingBot) => fairnessCheck<S>({ ...setting, makeBot });
  return { check, isFair: (makeBot: () => PlayingBot) => assertFair(check(makeBot), atLeast) };
}

/**
 * Asserts a {@link fairnessCheck}'s result: at least `atLeast` decisions of seat 0 were
 * compared, and on none did the bot choose differently on the twin (BOTS.md "Fairness").
 */
export async function assertFair(
  result: Promise<{ compared: number; differ: number }>,
  atLeast: number,
): Promise<void> {
  const { compared, differ } = await result;
  assert.ok(compared >= atLeast, `${compared} decisions`);
  assert.equal(differ, 0);
}

/** For {@link fairnessCheck}: makes the `ismcts` bot of a game (`enumerate`, `search`), seed `fair`, 60 iterations a decision. */
export const fairIsmcts = (enumerate: PolicyBotOptions['enumerate'], search: GameSearch<any>) => () =>
  new IsmctsBot({ enumerate, seed: 'fair', search, budget: { iterations: 60 } });

/**
 * For {@link fairnessCheck} to catch: makes a bot (seed `fair`) that cheats, its move picked by
 * the length of `peek(G)`, the id of a hidden card or item in the full state (0 when none).
 */
export const peekingBot =
  <S>(enumerate: PolicyBotOptions['enumerate'], peek: (G: S) => string | undefined) =>
  () =>
    new PolicyBot({
      enumerate,
      seed: 'fair',
      policy: (G: S, _ctx, _seat, legal) => legal[(peek(G)?.length ?? 0) % legal.length]!,
    });

/**
 * Plays `random` bots in a new 3-player match of `game` until at most `left` moves are left
 * (by `movesLeft`), then lets `mcts:easy` decide: its move must be legal and taken by the reducer.
 */
export async function mctsLateMove<S extends object>(opts: {
  game: GameDescriptor;
  bots: GameBots;
  movesLeft: (G: S) => number;
  left: number;
  setupData?: unknown;
}): Promise<void> {
  const { game, bots } = opts;
  let state = newMatch<S>(3, 'mcts-late', opts.setupData, game);
  const random = createPlayer(game, bots, { name: 'random' }, { seed: 'r', numPlayers: 3 });
  while (opts.movesLeft(state.G) > opts.left) {
    const seat = state.ctx.currentPlayer;
    state = applyMove(state, seat, await random.decide(state, seat), game);
  }
  const mcts = createPlayer(game, bots, { name: 'mcts', level: 'easy' }, { seed: 'm', numPlayers: 3 });
  const seat = state.ctx.currentPlayer;
  const move = await mcts.decide(state, seat);
  assert.ok(legalTexts(game, state, seat).includes(moveText(seat, move)), moveText(seat, move));
  assert.equal(applyMove(state, seat, move, game)._stateID, state._stateID + 1);
}
