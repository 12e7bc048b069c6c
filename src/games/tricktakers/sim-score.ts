/**
 * TrickTakers: the end of a simulated round (./sim.ts), scored as the rules
 * score it (TT-10…TT-18, TT-11's floor, TT-12's order of wins) but without
 * allocating: a {@link RoundScorer} reads the rules' own functions
 * (`tablePoints`, `characterWins`, `awardCrowns`) once per position, for
 * every trick count of every seat's character, and a playout's end is then
 * a few table look-ups. test/node/tricktakers-sim.test.ts checks it against
 * the rules' round end.
 */
import { CHARACTERS, awardCrowns, characterWins, tablePoints, type RoundFacts } from './rules.js';
import { GAMBLER, RESISTANCE, SPECIAL_BASE, cardName, type TtSim } from './sim.js';

const TRICK_COUNTS = 6; // 0…5 tricks

/** The round's scoring for one position's seats and characters (fixed for the whole round). */
export class RoundScorer {
  /** `points[seat * 6 + tricks]`: the seat's table points (the Resistance's without its Kakumei cards). */
  private readonly points: Int16Array;
  /** `wins[seat * 6 + tricks]`: 1 when the seat's character wins the game with that many tricks (TT-12.1). */
  private readonly wins: Uint8Array;
  /** What each card won in a Kakumei trick adds to the Resistance's points (TT-16), by card number. */
  private readonly kakumeiPoints: Int16Array;
  /** Crowns by trick counts (and whether the Resistance's only trick was its Kakumei trick): gold seat + 1, black seats as bits << 4. */
  private readonly crownMemo = new Map<number, number>();
  /** After {@link outcome}: each seat's total and crowns held. */
  readonly totals: Float64Array;
  readonly crowns: Int8Array;
  readonly blackCrowns: Int8Array;

  constructor(private readonly base: TtSim) {
    const n = base.n;
    this.points = new Int16Array(n * TRICK_COUNTS);
    this.wins = new Uint8Array(n * TRICK_COUNTS);
    this.kakumeiPoints = new Int16Array(SPECIAL_BASE + 8);
    this.totals = new Float64Array(n);
    this.crowns = new Int8Array(n);
    this.blackCrowns = new Int8Array(n);
    for (let seat = 0; seat < n; seat++) {
      const c = CHARACTERS[base.chars[seat]!]!;
      for (let t = 0; t < TRICK_COUNTS; t++) {
        const facts = this.facts(seat, t, []);
        this.points[seat * TRICK_COUNTS + t] = tablePoints(c, facts);
        this.wins[seat * TRICK_COUNTS + t] = characterWins(c, facts) ? 1 : 0;
      }
    }
    const none = tablePoints('resistance', this.facts(-1, 0, []));
    for (let card = 0; card < this.kakumeiPoints.length; card++) {
      if (card < SPECIAL_BASE && card % 12 > 9) continue; // no such card
      this.kakumeiPoints[card] = tablePoints('resistance', this.facts(-1, 0, [cardName(card)])) - none;
    }
  }

  private facts(seat: number, tricks: number, kakumeiCards: string[]): RoundFacts {
    const gambler = seat >= 0 && this.base.chars[seat] === GAMBLER;
    return {
      tricks,
      bid: gambler ? this.base.bid : null,
      bet: gambler ? this.base.bet : 0,
      kakumeiCards,
      final: this.base.final === 1,
      twoPlayer: this.base.two === 1,
    };
  }

  /**
   * Scores the finished round `s` (TT-6 steps 6–8, TT-11, TT-12): the seat
   * that wins the game now, or -1; {@link totals}, {@link crowns} and
   * {@link blackCrowns} hold every seat's after the round (unchanged from
   * the round's when a character win ends it first).
   */
  outcome(s: TtSim): number {
    const n = s.n;
    for (let seat = 0; seat < n; seat++) {
      this.totals[seat] = s.scores[seat]!;
      this.crowns[seat] = s.crowns[seat]!;
      this.blackCrowns[seat] = s.blackCrowns[seat]!;
    }
    let played = 0;
    for (let seat = 0; seat < n; seat++) played += s.tricksWon[seat]!;
    // A Black Kakumei ends the game; in the 5th trick it meets the other character wins (RN-15).
    if (s.blackKakumei >= 0 && played < 5) return s.blackKakumei;
    let winner = s.blackKakumei;
    for (let seat = 0; seat < n; seat++) {
      const win = this.wins[seat * TRICK_COUNTS + s.tricksWon[seat]!] === 1;
      if (win && (winner < 0 || s.chars[seat]! < s.chars[winner]!)) winner = seat;
    }
    if (winner >= 0) return winner;
    const resistance = s.seatOf[RESISTANCE]!;
    for (let seat = 0; seat < n; seat++) {
      let p = this.points[seat * TRICK_COUNTS + s.tricksWon[seat]!]!;
      if (seat === resistance) for (let k = 0; k < s.kakumeiLen; k++) p += this.kakumeiPoints[s.kakumeiCards[k]!]!;
      this.totals[seat] = Math.max(0, this.totals[seat]! + p);
    }
    if (!s.two) {
      const won = this.crownsFor(s);
      const gold = (won & 15) - 1;
      for (let seat = 0; seat < n; seat++) if (won & (1 << (4 + seat))) this.blackCrowns[seat]!++;
      if (gold >= 0 && ++this.crowns[gold]! >= 2) return gold;
      for (let seat = 0; seat < n; seat++) {
        if (this.blackCrowns[seat]! >= 3 && (winner < 0 || s.chars[seat]! < s.chars[winner]!)) winner = seat;
      }
      if (winner >= 0) return winner;
    }
    if (!s.final) return -1;
    for (let seat = 0; seat < n; seat++) {
      const t = this.totals[seat]!;
      if (winner < 0 || t > this.totals[winner]! || (t === this.totals[winner] && s.chars[seat]! < s.chars[winner]!)) {
        winner = seat;
      }
    }
    return winner;
  }

  /** The crowns won this round (TT-10, TT-16), memoised by the trick counts. */
  private crownsFor(s: TtSim): number {
    const resistance = s.seatOf[RESISTANCE]!;
    const kakumeiOnly = resistance >= 0 && s.kakumeiLen > 0 && s.tricksWon[resistance] === s.kakumeiLen;
    let key = kakumeiOnly ? 1 : 0;
    for (let seat = 0; seat < s.n; seat++) key = key * TRICK_COUNTS + s.tricksWon[seat]!;
    let won = this.crownMemo.get(key);
    if (won === undefined) {
      const tricks = Array.from(s.tricksWon);
      const characters = Array.from(s.chars, (c) => CHARACTERS[c]!);
      const r = awardCrowns(
        tricks,
        characters,
        characters.map((_, seat) => kakumeiOnly && seat === resistance),
      );
      won = r.crowns.indexOf(1) + 1;
      r.blackCrowns.forEach((b, seat) => b > 0 && (won! |= 1 << (4 + seat)));
      this.crownMemo.set(key, won);
    }
    return won;
  }
}
