/**
 * Can't Win: a fast simulator of one round for bot search (issue 4). The
 * same rules as ./rules.ts (CW-4…CW-10), on a compact numeric state: cards
 * are integers `colour * 12 + rank - 1` (colour in {@link COLOURS} order),
 * each hand is one 12-bit mask per colour, and moves are integers.
 *
 * Its legal moves and results equal the game's: test/node/cant-win-sim.test.ts
 * checks this over many seeded states. The simulator stops at the end of the
 * round; what a round is worth toward the final product is the bot's
 * business (src/bots/ismcts).
 */
import { cloneCompact } from '../common/compact.js';
import {
  SIM_OVER,
  SIM_PLAY,
  loadTrick,
  pushPlayable,
  setHandNumbers,
  simCardIndex,
  simCardName,
  simEndTrick,
  simPlay,
  type TrickSim,
  copyTrickScalars,
} from '../common/trick-sim.js';
import { COLOURS, HAND_SIZE, TILES, roundPoints, type CantWinState, type TileId } from './rules.js';

/** Moves: a card `0…47`, a tile `TILE_MOVE + t` (t in {@link TILES} order), a bid `BID_MOVE + n`. */
export const TILE_MOVE = 64;
/** A bid of n tricks is the move `BID_MOVE + n` (see {@link TILE_MOVE}). */
export const BID_MOVE = 128;

const TRUMP_COLOUR = 0; // turquoise (CW-2)

/**
 * The compact round state: the shared {@link TrickSim} (`stage` 0 laps, 1
 * play, 2 round over; `hands[seat * 4 + colour]`, bit r-1 for rank r) plus
 * the laps and the sideways flags. Per-seat arrays are indexed by seat number.
 */
export interface CwSim extends TrickSim {
  dealer: number;
  /** Turns taken in the laps so far, 0…2n (CW-4). */
  lapTurn: number;
  /** Tile index per seat, -1 for none. */
  tiles: Int8Array;
  /** Bid per seat, -1 for none. */
  bids: Int8Array;
  /** Bid tokens left in the supply (CW-5). */
  bidTokens: number;
  /** The start marker's seat (CW-6), -1 before the first bid. */
  startMarker: number;
  /** The trick in progress' sideways flags (CW-7), in play order beside `trickSeats` and `trickCards`. */
  trickSideways: Uint8Array;
}

/** The integer of a card id: `colour * 12 + rank - 1`. */
export const cardIndex = (id: string): number => simCardIndex(COLOURS, id);
/** The card id of an integer. */
export const cardName = (c: number): string => simCardName(COLOURS, c);

/** True when card `c` falls under tile `t` (CW-7). */
export function simSideways(t: number, c: number): boolean {
  const colour = (c / 12) | 0;
  const rank = (c % 12) + 1;
  switch (t) {
    case 0:
      return colour === 1; // revive-ban: pink
    case 1:
      return colour === 2; // spell-ban: purple
    case 2:
      return colour === 3; // item-ban: yellow
    case 3:
      return rank % 2 === 0; // no-escape: even
    case 4:
      return rank % 2 === 1; // no-xp: odd
    default:
      return false;
  }
}

/** `SIDEWAYS[t * 4 + colour]`: that colour's ranks (bit r-1) that fall under tile `t` (CW-7). */
export const SIDEWAYS = Int32Array.from({ length: 20 }, (_, i) => {
  let mask = 0;
  for (let r = 0; r < 12; r++) if (simSideways((i / 4) | 0, (i % 4) * 12 + r)) mask |= 1 << r;
  return mask;
});

/**
 * The compact state of the round in `state`, with `hands` in place of the
 * state's own (a sampler's deal, or the true hands for an oracle).
 */
export function toSim(state: Omit<CantWinState, 'hands'>, hands: readonly (readonly string[] | null)[]): CwSim {
  const n = state.numPlayers;
  const sim: CwSim = {
    n,
    stage: state.stage === 'laps' ? 0 : state.stage === 'play' ? SIM_PLAY : SIM_OVER,
    dealer: Number(state.dealer),
    lapTurn: state.lapTurn,
    toAct: state.toAct === null ? -1 : Number(state.toAct),
    hands: new Int32Array(n * 4),
    tiles: Int8Array.from(state.tiles, (t) => (t === null ? -1 : TILES.indexOf(t as TileId))),
    bids: Int8Array.from(state.bids, (b) => (b === null ? -1 : b)),
    bidTokens: state.bidTokens,
    startMarker: state.startMarker === null ? -1 : Number(state.startMarker),
    trickSeats: new Int8Array(n),
    trickCards: new Int8Array(n),
    trickSideways: new Uint8Array(n),
    trickLen: 0,
    tricksWon: Int8Array.from(state.tricksWon),
    tricksDone: state.tricks.length,
  };
  setHandIndexes(
    sim,
    hands.map((hand) => (hand ?? []).map(cardIndex)),
  );
  const plays = state.trick?.plays ?? [];
  loadTrick(sim, plays, cardIndex);
  plays.forEach((p, i) => (sim.trickSideways[i] = p.sideways ? 1 : 0));
  return sim;
}

/** Replaces every hand of `sim` with `hands` given as the simulator's card integers. */
export function setHandIndexes(sim: CwSim, hands: readonly (readonly number[])[]): void {
  setHandNumbers(sim, 4, hands);
}

/** Copies the number fields (`ScalarCopy`, ../common/compact.ts: one assignment each, not a store by key). */
function copyScalars(dst: CwSim, src: CwSim): void {
  copyTrickScalars(dst, src);
  dst.dealer = src.dealer;
  dst.lapTurn = src.lapTurn;
  dst.bidTokens = src.bidTokens;
  dst.startMarker = src.startMarker;
}

/** A deep copy; {@link copyCompact} between two of them copies the numbers by {@link copyScalars}. */
export const cloneSim = (s: CwSim): CwSim => cloneCompact(s, copyScalars);

/** Appends the legal moves of the seat to act to `out` (CW-4, CW-5, CW-8); returns `out`. */
export function simLegal(s: CwSim, out: number[] = []): number[] {
  out.length = 0;
  const seat = s.toAct;
  if (s.stage === 1) {
    // The first card's colour, even sideways (CW-7, CW-8).
    return pushPlayable(s, 4, s.trickLen > 0 ? (s.trickCards[0]! / 12) | 0 : -1, out);
  }
  if (s.stage !== 0) return out;
  if (s.tiles[seat] === -1) {
    for (let t = 0; t < 5; t++) if (!s.tiles.includes(t)) out.push(TILE_MOVE + t);
  }
  if (s.bids[seat] === -1) {
    const max = Math.min(HAND_SIZE, s.bidTokens);
    for (let b = 0; b <= max; b++) out.push(BID_MOVE + b);
  }
  return out;
}

/**
 * A play's strength in a trick led in colour `lead` (CW-9): upright trump,
 * upright lead colour, other upright, sideways (tiers 3…0, times 16); then
 * rank. The highest wins; ties in the lower tiers go to the latest play.
 */
export function simPlayKey(sideways: number, card: number, lead: number): number {
  return (sideways ? 0 : uprightTier16((card / 12) | 0, lead)) + (card % 12);
}

/** The tier of an upright card of `colour` in a trick led in `lead`, times 16 (CW-9, {@link simPlayKey}): trump 3, the lead 2, else 1. */
export function uprightTier16(colour: number, lead: number): number {
  return (colour === TRUMP_COLOUR ? 3 : colour === lead ? 2 : 1) * 16;
}

/** The winner's index in the trick (CW-9); ties in steps 3–4 go to the latest. */
export function simTrickWinner(s: CwSim): number {
  const lead = (s.trickCards[0]! / 12) | 0;
  let best = -1;
  let bestKey = -1;
  for (let i = 0; i < s.trickLen; i++) {
    const key = simPlayKey(s.trickSideways[i]!, s.trickCards[i]!, lead);
    if (key >= bestKey) {
      best = i;
      bestKey = key;
    }
  }
  return s.trickSeats[best]!;
}

/** Applies a legal move (the caller guarantees legality). */
export function simApply(s: CwSim, move: number): void {
  const seat = s.toAct;
  if (move >= BID_MOVE) {
    const b = move - BID_MOVE;
    s.bids[seat] = b;
    s.bidTokens -= b;
    if (s.startMarker === -1) s.startMarker = seat;
    endLapTurn(s);
  } else if (move >= TILE_MOVE) {
    s.tiles[seat] = move - TILE_MOVE;
    endLapTurn(s);
  } else {
    s.trickSideways[s.trickLen] = simSideways(s.tiles[seat]!, move) ? 1 : 0;
    if (simPlay(s, 4, seat, move)) simEndTrick(s, simTrickWinner(s), HAND_SIZE);
  }
}

function endLapTurn(s: CwSim): void {
  s.lapTurn++;
  if (s.lapTurn < 2 * s.n) {
    s.toAct = (s.dealer + (s.lapTurn % s.n)) % s.n;
    return;
  }
  s.stage = 1;
  s.toAct = s.startMarker;
}

/** This round's points per seat, once the round is over (CW-10; standard scoring). */
export function simRoundPoints(s: CwSim): number[] {
  return Array.from(s.bids, (b, seat) => roundPoints(b, s.tricksWon[seat]!));
}

/** A sim move as the game's move. */
export function simMoveToGame(move: number): { move: 'chooseTile' | 'bid' | 'playCard'; args: [string] | [number] } {
  if (move >= BID_MOVE) return { move: 'bid', args: [move - BID_MOVE] };
  if (move >= TILE_MOVE) return { move: 'chooseTile', args: [TILES[move - TILE_MOVE]!] };
  return { move: 'playCard', args: [cardName(move)] };
}

/** The game's move as a sim move. */
export function gameMoveToSim(m: { move: string; args: readonly unknown[] }): number {
  if (m.move === 'bid') return BID_MOVE + (m.args[0] as number);
  if (m.move === 'chooseTile') return TILE_MOVE + TILES.indexOf(m.args[0] as TileId);
  return cardIndex(m.args[0] as string);
}
