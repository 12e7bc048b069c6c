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
import { rankOf, suitOf } from '../common/cards.js';
import { COLOURS, HAND_SIZE, TILES, roundPoints, type CantWinState, type TileId } from './rules.js';

/** Moves: a card `0…47`, a tile `TILE_MOVE + t` (t in {@link TILES} order), a bid `BID_MOVE + n`. */
export const TILE_MOVE = 64;
export const BID_MOVE = 128;

const TRUMP_COLOUR = 0; // turquoise (CW-2)

/** The compact round state. Per-seat arrays are indexed by seat number. */
export interface CwSim {
  n: number;
  /** 0 laps, 1 play, 2 round over. */
  stage: number;
  dealer: number;
  lapTurn: number;
  toAct: number;
  /** hands[seat * 4 + colour]: bit r-1 set when the seat holds that colour's rank r. */
  hands: Int32Array;
  /** Tile index per seat, -1 for none. */
  tiles: Int8Array;
  /** Bid per seat, -1 for none. */
  bids: Int8Array;
  bidTokens: number;
  startMarker: number;
  /** The trick in progress: seats, cards and sideways flags in play order. */
  trickSeats: Int8Array;
  trickCards: Int8Array;
  trickSideways: Uint8Array;
  trickLen: number;
  tricksWon: Int8Array;
  /** Completed tricks this round. */
  tricksDone: number;
}

/** The integer of a card id. */
export function cardIndex(id: string): number {
  return COLOURS.indexOf(suitOf(id) as never) * 12 + rankOf(id) - 1;
}
/** The card id of an integer. */
export function cardName(c: number): string {
  return `${COLOURS[(c / 12) | 0]}-${(c % 12) + 1}`;
}

/** True when card `c` falls under tile `t` (CW-7). */
export function simSideways(t: number, c: number): boolean {
  const colour = (c / 12) | 0;
  const rank = (c % 12) + 1;
  switch (t) {
    case 0: return colour === 1; // revive-ban: pink
    case 1: return colour === 2; // spell-ban: purple
    case 2: return colour === 3; // item-ban: yellow
    case 3: return rank % 2 === 0; // no-escape: even
    case 4: return rank % 2 === 1; // no-xp: odd
    default: return false;
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
    stage: state.stage === 'laps' ? 0 : state.stage === 'play' ? 1 : 2,
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
  setHands(sim, hands);
  for (const p of state.trick?.plays ?? []) {
    sim.trickSeats[sim.trickLen] = Number(p.seat);
    sim.trickCards[sim.trickLen] = cardIndex(p.card);
    sim.trickSideways[sim.trickLen] = p.sideways ? 1 : 0;
    sim.trickLen++;
  }
  return sim;
}

/** Replaces every hand of `sim` with `hands` (card ids per seat). */
export function setHands(sim: CwSim, hands: readonly (readonly string[] | null)[]): void {
  sim.hands.fill(0);
  hands.forEach((hand, s) => {
    for (const id of hand ?? []) {
      const c = cardIndex(id);
      sim.hands[s * 4 + ((c / 12) | 0)]! |= 1 << c % 12;
    }
  });
}

/** Replaces every hand of `sim` with `hands` given as the simulator's card integers. */
export function setHandIndexes(sim: CwSim, hands: readonly (readonly number[])[]): void {
  sim.hands.fill(0);
  for (let s = 0; s < hands.length; s++) {
    for (const c of hands[s]!) {
      sim.hands[s * 4 + ((c / 12) | 0)]! |= 1 << c % 12;
    }
  }
}

/** A deep copy. */
export function cloneSim(s: CwSim): CwSim {
  return {
    ...s,
    hands: s.hands.slice(),
    tiles: s.tiles.slice(),
    bids: s.bids.slice(),
    trickSeats: s.trickSeats.slice(),
    trickCards: s.trickCards.slice(),
    trickSideways: s.trickSideways.slice(),
    tricksWon: s.tricksWon.slice(),
  };
}

/** Appends the legal moves of the seat to act to `out` (CW-4, CW-5, CW-8); returns `out`. */
export function simLegal(s: CwSim, out: number[] = []): number[] {
  out.length = 0;
  const seat = s.toAct;
  if (s.stage === 1) {
    const base = seat * 4;
    if (s.trickLen > 0) {
      const lead = (s.trickCards[0]! / 12) | 0;
      const m = s.hands[base + lead]!;
      if (m !== 0) {
        pushBits(out, m, lead * 12);
        return out;
      }
    }
    for (let colour = 0; colour < 4; colour++) pushBits(out, s.hands[base + colour]!, colour * 12);
    return out;
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

function pushBits(out: number[], mask: number, offset: number): void {
  for (let r = 0; r < 12; r++) if (mask & (1 << r)) out.push(offset + r);
}

/**
 * A play's strength in a trick led in colour `lead` (CW-9): upright trump,
 * upright lead colour, other upright, sideways (tiers 3…0, times 16); then
 * rank. The highest wins; ties in the lower tiers go to the latest play.
 */
export function simPlayKey(sideways: number, card: number, lead: number): number {
  const colour = (card / 12) | 0;
  const tier = sideways ? 0 : colour === TRUMP_COLOUR ? 3 : colour === lead ? 2 : 1;
  return tier * 16 + (card % 12);
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
    s.hands[seat * 4 + ((move / 12) | 0)]! &= ~(1 << move % 12);
    const i = s.trickLen++;
    s.trickSeats[i] = seat;
    s.trickCards[i] = move;
    s.trickSideways[i] = simSideways(s.tiles[seat]!, move) ? 1 : 0;
    if (s.trickLen < s.n) {
      s.toAct = (seat + 1) % s.n;
      return;
    }
    const winner = simTrickWinner(s);
    s.tricksWon[winner]!++;
    s.tricksDone++;
    s.trickLen = 0;
    if (s.tricksDone === HAND_SIZE) {
      s.stage = 2;
      s.toAct = -1;
    } else {
      s.toAct = winner;
    }
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
