/**
 * TrickTakers: a fast simulator of one round's trick play for bot search
 * (issue 12). The same rules as ./rules.ts from the first lead to the end of
 * the round (TT-2…TT-4, TT-16, TT-17) on a compact numeric state; the setup
 * stages before play are left to the rule policy (./search.ts).
 *
 * Card numbers: a number card is `colour * 12 + value − 1` (colour in
 * {@link COLOURS} order, value 1–10: 0…9, 12…21, 24…33, 36…45); the
 * colourless cards are `48 + k`, k in {@link SPECIALS} order (the Rares,
 * then the White Flags, then the Berserker card). A hand is five masks: the
 * four colours, then the colourless cards.
 *
 * Moves: a card (play it), {@link KAKUMEI} + card (the Resistance plays it
 * and declares Kakumei, TT-4), {@link DRAW} (the Hermit draws, TT-17) and
 * {@link DISCARD} + card (the Hermit's discard after drawing).
 *
 * Its legal moves and trick winners equal the rules': test/node/tricktakers-sim.test.ts
 * checks this over seeded rounds. It stops at the end of the round.
 */
import { cloneCompact } from '../common/compact.js';
import {
  MASK_BITS,
  SIM_OVER,
  SIM_PLAY,
  loadTrick,
  pushPlayable,
  removeCard,
  setHandNumbers,
  simCardIndex,
  simCardName,
  simEndTrick,
  simPlay,
  type TrickSim,
} from '../common/trick-sim.js';
import { COLOURS, CHARACTERS, HERMIT_WF_BONUS, colourOf, type CharacterId, type TrickTakersState } from './rules.js';

/** The colourless cards, in card-number order from {@link SPECIAL_BASE}. */
export const SPECIALS = [
  'rare-1',
  'rare-2',
  'king-rare',
  'berserker-rare',
  'white-flag-1',
  'white-flag-2',
  'berserker-white-flag',
  'berserker',
] as const;
/** The first colourless card number (mask 4, bit 0). */
export const SPECIAL_BASE = 4 * MASK_BITS;
/** The last Rare's card number (the Rares are 48…51). */
const LAST_RARE = SPECIAL_BASE + 3;
/** The last White Flag's card number (the White Flags are 52…54). */
const LAST_WF = SPECIAL_BASE + 6;
/** The Berserker card's number. */
export const BERSERKER_CARD = SPECIAL_BASE + 7;
/** Masks per seat: four colours, then the colourless cards. */
export const MASKS = 5;
const ALWAYS = 1 << 4; // the colourless mask may always be played (TT-2)
/** The card numbers run below this (a plain card move is its number). */
export const CARD_SPAN = 64;
/** Move `KAKUMEI + card`: the Resistance plays `card` and declares Kakumei (TT-4). */
export const KAKUMEI = 64;
/** Move: the Hermit draws a card before playing (TT-17). */
export const DRAW = 128;
/** Move `DISCARD + card`: the Hermit discards `card` after drawing (TT-17). */
export const DISCARD = 192;
/** The stage after the Hermit drew, until it discards. */
export const SIM_DISCARD = 3;
/** Character numbers, {@link CHARACTERS} order. */
export const KING = 0;
export const GAMBLER = 1;
export const RESISTANCE = 2;
export const HERMIT = 3;
export const BERSERKER = 4;
const HAND = 5; // cards in every hand when play starts, so tricks per round

/**
 * The compact round: the shared {@link TrickSim} (`stage` {@link SIM_PLAY},
 * {@link SIM_DISCARD} or {@link SIM_OVER}) plus what this game's play reads
 * and its round end scores. Per-seat arrays are indexed by seat number.
 */
export interface TtSim extends TrickSim {
  /** 1 in the game's last round (TT-13…TT-17 "final round"; TT-20 with two players). */
  final: number;
  /** 1 with two players (TT-19, TT-20). */
  two: number;
  /** Each seat's character number this round ({@link CHARACTERS} order). */
  chars: Int8Array;
  /** The seat holding each character (index = character number), -1 for none. */
  seatOf: Int8Array;
  /** Kakumei declarations left to the Resistance (TT-4, TT-20). */
  kakumeiLeft: number;
  /** 1 when the trick in progress is a Kakumei trick. */
  trickKakumei: number;
  /** The cards the Resistance won Kakumei tricks with, `kakumeiLen` of them (TT-16). */
  kakumeiCards: Int8Array;
  kakumeiLen: number;
  /** 1 once the Hermit has drawn this turn (its next play is marked `drew`; no second draw). */
  drew: number;
  /** The draw deck, top first, from `deckAt` to `deckLen` (TT-15: never reshuffled). */
  deck: Int8Array;
  deckAt: number;
  deckLen: number;
  /** The running totals (the Gambler's +20 and the Hermit's bonuses in, TT-11). */
  scores: Int16Array;
  /** The Gambler's bid (-1 for none) and bet (TT-14). */
  bid: number;
  bet: number;
  /** Gold and black crowns held (TT-10, TT-12). */
  crowns: Int8Array;
  blackCrowns: Int8Array;
  /** The seat whose Black Kakumei won the game (TT-16), else -1. */
  blackKakumei: number;
}

/** The card number of a card id. */
export function cardIndex(id: string): number {
  if (colourOf(id) !== null) return simCardIndex(COLOURS, id);
  const k = (SPECIALS as readonly string[]).indexOf(id);
  if (k < 0) throw new Error(`not a TrickTakers card: ${id}`);
  return SPECIAL_BASE + k;
}

/** The card id of a card number. */
export function cardName(c: number): string {
  return c >= SPECIAL_BASE ? SPECIALS[c - SPECIAL_BASE]! : simCardName(COLOURS, c);
}

const isRareCard = (c: number) => c >= SPECIAL_BASE && c <= LAST_RARE;
const isWfCard = (c: number) => c > LAST_RARE && c <= LAST_WF;

/** What a state or seat view gives {@link toSim}. */
export type SimSource = Pick<
  TrickTakersState,
  | 'numPlayers'
  | 'round'
  | 'rounds'
  | 'stage'
  | 'toAct'
  | 'characters'
  | 'kakumeiLeft'
  | 'kakumeiCards'
  | 'hermitDrew'
  | 'scores'
  | 'bids'
  | 'bets'
  | 'crowns'
  | 'blackCrowns'
  | 'tricks'
  | 'trick'
  | 'tricksWon'
>;

/**
 * The compact state of the round in `state` (stage `play` or
 * `hermit-discard`), with `hands` and `deck` (top first) in place of the
 * state's own: a sampled deal, or the true one for the oracle.
 */
export function toSim(state: SimSource, hands: readonly (readonly string[] | null)[], deck: readonly string[]): TtSim {
  const n = state.numPlayers;
  // The sim knows the basic five (issue 21's bots step adds the extras): an extra character reads as -1, none.
  const chars = Int8Array.from(state.characters, (c) => (c === null ? -1 : CHARACTERS.indexOf(c as CharacterId)));
  const seatOf = new Int8Array(CHARACTERS.length).fill(-1);
  chars.forEach((c, s) => c >= 0 && (seatOf[c] = s));
  const gambler = seatOf[GAMBLER]!;
  const sim: TtSim = {
    n,
    stage: state.stage === 'hermit-discard' ? SIM_DISCARD : state.stage === 'play' ? SIM_PLAY : SIM_OVER,
    toAct: state.toAct === null ? -1 : Number(state.toAct),
    hands: new Int32Array(n * MASKS),
    trickSeats: new Int8Array(n),
    trickCards: new Int8Array(n),
    trickLen: 0,
    tricksWon: Int8Array.from(state.tricksWon),
    tricksDone: state.tricks.length,
    final: state.round === state.rounds ? 1 : 0,
    two: n === 2 ? 1 : 0,
    chars,
    seatOf,
    kakumeiLeft: state.kakumeiLeft,
    trickKakumei: state.trick?.kakumei ? 1 : 0,
    kakumeiCards: new Int8Array(2),
    kakumeiLen: state.kakumeiCards.length,
    drew: state.hermitDrew ? 1 : 0,
    deck: new Int8Array(40),
    deckAt: 0,
    deckLen: 0,
    scores: Int16Array.from(state.scores),
    bid: gambler >= 0 ? (state.bids[gambler] ?? -1) : -1,
    bet: gambler >= 0 ? state.bets[gambler]! : 0,
    crowns: Int8Array.from(state.crowns),
    blackCrowns: Int8Array.from(state.blackCrowns),
    blackKakumei: -1,
  };
  state.kakumeiCards.forEach((c, i) => (sim.kakumeiCards[i] = cardIndex(c)));
  setHands(
    sim,
    hands.map((h) => (h ?? []).map(cardIndex)),
  );
  setDeck(sim, deck.map(cardIndex));
  loadTrick(sim, state.trick?.plays ?? [], cardIndex);
  return sim;
}

/** Replaces every hand of `sim` with `hands`, card numbers per seat. */
export function setHands(sim: TtSim, hands: readonly (readonly number[])[]): void {
  setHandNumbers(sim, MASKS, hands);
}

/** Replaces the draw deck of `sim` with `deck`, card numbers top first. */
export function setDeck(sim: TtSim, deck: readonly number[]): void {
  for (let i = 0; i < deck.length; i++) sim.deck[i] = deck[i]!;
  sim.deckAt = 0;
  sim.deckLen = deck.length;
}

/** A deep copy. */
export const cloneSim: (s: TtSim) => TtSim = cloneCompact;

/** The class to follow in the trick in progress: the colour of its first number card, else -1 (TT-2). */
export function leadClass(s: TtSim): number {
  for (let i = 0; i < s.trickLen; i++) if (s.trickCards[i]! < SPECIAL_BASE) return (s.trickCards[i]! / MASK_BITS) | 0;
  return -1;
}

/**
 * The legal moves of the seat to act, into `out` (TT-2, TT-4, TT-17): its
 * playable cards; the same cards with Kakumei for the Resistance while it
 * has a declaration left; the draw for the Hermit with the deck not empty
 * and no draw yet this turn; after a draw, a discard of any card in hand.
 */
export function simLegal(s: TtSim, out: number[] = []): number[] {
  out.length = 0;
  const seat = s.toAct;
  if (s.stage === SIM_DISCARD) {
    pushPlayable(s, MASKS, -1, out);
    for (let i = 0; i < out.length; i++) out[i]! += DISCARD;
    return out;
  }
  if (s.stage !== SIM_PLAY) return out;
  pushPlayable(s, MASKS, leadClass(s), out, ALWAYS);
  const cards = out.length;
  if (s.kakumeiLeft > 0 && s.chars[seat] === RESISTANCE) for (let i = 0; i < cards; i++) out.push(KAKUMEI + out[i]!);
  if (s.chars[seat] === HERMIT && s.drew === 0 && s.deckAt < s.deckLen) out.push(DRAW);
  return out;
}

/**
 * The play winning the complete trick in progress, as an index into it
 * (TT-3 normal, TT-4 Kakumei; equal strength: the earliest play).
 */
export function simTrickWinnerIndex(s: TtSim): number {
  let best = 0;
  let bestScore = -1;
  if (s.trickKakumei) {
    for (let i = 0; i < s.trickLen; i++) {
      const score = kakumeiStrength(s.trickCards[i]!);
      if (score > bestScore) [best, bestScore] = [i, score];
    }
    return best;
  }
  let berserker = false;
  let rare = false;
  let tens = 0; // bit per colour whose 10 is in the trick
  for (let i = 0; i < s.trickLen; i++) {
    const c = s.trickCards[i]!;
    if (c === BERSERKER_CARD) berserker = true;
    else if (isRareCard(c)) rare = true;
    else if (c < SPECIAL_BASE && c % MASK_BITS === 9) tens |= 1 << ((c / MASK_BITS) | 0);
  }
  const lead = leadClass(s);
  const hermit = s.seatOf[HERMIT];
  for (let i = 0; i < s.trickLen; i++) {
    const c = s.trickCards[i]!;
    let score: number;
    if (c >= SPECIAL_BASE) {
      if (c === BERSERKER_CARD) score = 900;
      else if (isRareCard(c)) score = 700;
      else score = rare && s.trickSeats[i] === hermit ? 800 : 0; // Rare+1 (TT-3, TT-17)
    } else {
      const colour = (c / MASK_BITS) | 0;
      const v = (c % MASK_BITS) + 1;
      if (v === 1 && berserker) score = 1000;
      else {
        const value = v === 1 && tens & (1 << colour) ? 11 : v; // the 1 beats its colour's 10 (TT-3)
        score = colour === 3 ? 400 + value : colour === lead ? 200 + value : 100;
      }
    }
    if (score > bestScore) [best, bestScore] = [i, score];
  }
  return best;
}

/** True when a Rare is in the trick in progress. */
function trickHasRare(s: TtSim): boolean {
  for (let i = 0; i < s.trickLen; i++) if (isRareCard(s.trickCards[i]!)) return true;
  return false;
}

/** A card's strength in a Kakumei trick, higher better (TT-4): WF, then red/blue/green lower first, black lower first, Rare, Berserker. */
function kakumeiStrength(c: number): number {
  if (c === BERSERKER_CARD) return 0;
  if (isRareCard(c)) return 100;
  if (c >= SPECIAL_BASE) return 500;
  const v = (c % MASK_BITS) + 1;
  return c / MASK_BITS >= 3 ? 200 + 11 - v : 300 + 11 - v;
}

/**
 * Applies a legal move (the caller guarantees legality): a card, with
 * Kakumei or not (TT-4); the Hermit's draw and discard (TT-17). A complete
 * trick is judged (TT-3, TT-4): the Hermit's WF over a Rare gains its bonus
 * at once (TT-17), a Kakumei trick won by the Resistance records its card,
 * and a black one ends the game with three or more players (TT-16).
 */
export function simApply(s: TtSim, move: number): void {
  const seat = s.toAct;
  if (move === DRAW) {
    const c = s.deck[s.deckAt++]!;
    s.hands[seat * MASKS + ((c / MASK_BITS) | 0)]! |= 1 << (c % MASK_BITS);
    s.drew = 1;
    s.stage = SIM_DISCARD;
    return;
  }
  if (move >= DISCARD) {
    removeCard(s.hands, MASKS, seat, move - DISCARD);
    s.stage = SIM_PLAY;
    return;
  }
  let card = move;
  if (move >= KAKUMEI) {
    card = move - KAKUMEI;
    s.kakumeiLeft--;
    s.trickKakumei = 1;
  }
  s.drew = 0;
  if (!simPlay(s, MASKS, seat, card)) return;
  const i = simTrickWinnerIndex(s);
  const winner = s.trickSeats[i]!;
  const won = s.trickCards[i]!;
  if (s.trickKakumei) {
    const resistance = s.seatOf[RESISTANCE]!;
    if (winner === resistance) {
      let mine = won;
      for (let j = 0; j < s.trickLen; j++) if (s.trickSeats[j] === resistance) mine = s.trickCards[j]!;
      s.kakumeiCards[s.kakumeiLen++] = mine;
      if (!s.two && mine >= 3 * MASK_BITS && mine < SPECIAL_BASE) s.blackKakumei = resistance;
    }
  } else if (winner === s.seatOf[HERMIT] && isWfCard(won) && trickHasRare(s)) {
    s.scores[winner]! += s.final ? HERMIT_WF_BONUS.final : HERMIT_WF_BONUS.normal;
  }
  s.trickKakumei = 0;
  simEndTrick(s, winner, HAND);
  if (s.blackKakumei >= 0) {
    s.stage = SIM_OVER;
    s.toAct = -1;
  }
}

/** A sim move as the game's move (`playCard` takes its options object, `{}` without Kakumei). */
export function simMoveToGame(move: number): { move: string; args: unknown[] } {
  if (move === DRAW) return { move: 'hermitDraw', args: [] };
  if (move >= DISCARD) return { move: 'discard', args: [[cardName(move - DISCARD)]] };
  if (move >= KAKUMEI) return { move: 'playCard', args: [cardName(move - KAKUMEI), { kakumei: true }] };
  return { move: 'playCard', args: [cardName(move), {}] };
}

/** The game's move as a sim move (the inverse of {@link simMoveToGame}). */
export function gameMoveToSim(m: { move: string; args: readonly unknown[] }): number {
  if (m.move === 'hermitDraw') return DRAW;
  if (m.move === 'discard') return DISCARD + cardIndex((m.args[0] as string[])[0]!);
  const kakumei = (m.args[1] as { kakumei?: boolean } | undefined)?.kakumei === true;
  return (kakumei ? KAKUMEI : 0) + cardIndex(m.args[0] as string);
}
