// Shared by the bot tests: Can't Win matches through boardgame.io's own reducer.
import assert from 'node:assert/strict';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { CantWin, cantWin } from '../../src/games/cant-win/index.js';
import { legalMoves, type CantWinSetupData, type CantWinState } from '../../src/games/cant-win/rules.js';
import { createPlayer, parseBotSpec, type ChosenMove } from '../../src/bots/index.js';

/** A boardgame.io state of Can't Win (the reducer's whole state: G, ctx, plugins, _stateID…). */
export type MatchState = { G: CantWinState; ctx: any; _stateID: number; [key: string]: unknown };

const reducer = CreateGameReducer({ game: CantWin as any });

/** A new match; `seed` seeds boardgame.io's random plugin, so it fixes every deal (G-2). */
export function newMatch(numPlayers: number, seed: string, setupData?: CantWinSetupData): MatchState {
  return InitializeGame({ game: { ...CantWin, seed } as any, numPlayers, setupData }) as unknown as MatchState;
}

/** Applies `move` for `seat` through the reducer, as a client's MAKE_MOVE action would. */
export function applyMove(state: MatchState, seat: string, move: ChosenMove): MatchState {
  return reducer(state as any, { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID: seat } } as any) as any;
}

/** `move` written as `seat:move(args)`, for comparing move sequences. */
export function moveText(seat: string, move: ChosenMove): string {
  return `${seat}:${move.move}(${move.args.join(',')})`;
}

/**
 * Plays a whole match with one bot spec per seat. Every chosen move is
 * checked against `legalMoves` of the full state and must be accepted by the
 * reducer (its `_stateID` advances by one).
 * @returns the final state and every move made, in order
 */
export async function playMatch(opts: {
  numPlayers: number;
  seed: string;
  bots: string[];
  /** Seeds the bots' own random streams; default `seed`. */
  botSeed?: string;
  setupData?: CantWinSetupData;
  /** Called before each move with the state the bot decided on. */
  onDecision?: (state: MatchState, seat: string, move: ChosenMove) => void | Promise<void>;
}): Promise<{ state: MatchState; moves: string[] }> {
  const botSeed = opts.botSeed ?? opts.seed;
  const players = opts.bots.map((text, i) =>
    createPlayer(cantWin, parseBotSpec(text), { seed: `${botSeed}/${i}/${text}`, numPlayers: opts.numPlayers }),
  );
  let state = newMatch(opts.numPlayers, opts.seed, opts.setupData);
  const moves: string[] = [];
  while (state.ctx.gameover === undefined) {
    const seat = state.ctx.currentPlayer as string;
    const move = await players[Number(seat)]!.decide(state, seat);
    const legal = legalMoves(state.G, seat).map((m) => moveText(seat, m));
    assert.ok(legal.includes(moveText(seat, move)), `${opts.bots[Number(seat)]} chose illegal ${moveText(seat, move)}`);
    await opts.onDecision?.(state, seat, move);
    const next = applyMove(state, seat, move);
    assert.equal(next._stateID, state._stateID + 1, `the reducer refused ${moveText(seat, move)}`);
    moves.push(moveText(seat, move));
    state = next;
  }
  return { state, moves };
}
