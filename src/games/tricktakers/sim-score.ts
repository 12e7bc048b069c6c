/**
 * TrickTakers: the end of a simulated round (./sim.ts), scored as the rules
 * score it (TT-10…TT-18, TT-11's floor, TT-12's order of wins) but without
 * allocating: a {@link RoundScorer} reads the rules' own functions
 * (`tablePoints`, `characterWins`, `awardCrowns`) once per position, for
 * every trick count of every seat's character, and a playout's end is then
 * a few table look-ups. The extra characters (issue 21) are scored by their
 * own pure modules at the round's end: the Adventurer's trick table and
 * unused items (./adventurer-score.ts, TT-37), the Collector's best
 * combinations (./collector-best.ts, TT-40: exact, on bit masks), the Ruler's bonuses and win and its tasks (./ruler.ts,
 * TT-44, TT-45, memoised by tricks and colours taken).
 * test/node/tricktakers-sim.test.ts checks it against the rules' round end.
 */
import { adventurerPoints, adventurerWins } from './adventurer-score.js';
import { collectionPoints, collectionWins } from './collector-best.js';
import { awardCrowns, characterWins, tablePoints, type CharacterId, type RoundFacts } from './rules.js';
import { TASK_IDS, rulerPoints, rulerWins, taskPoints } from './ruler.js';
import { CARDS_OF_MASK, SLOT_VALUE, TASK_DONE } from './sim-extras.js';
import {
  ADVENTURER,
  COLLECTOR,
  GAMBLER,
  RANK,
  RESISTANCE,
  SIM_CHARACTERS,
  SPECIAL_BASE,
  cardName,
  type TtSim,
} from './sim.js';

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
      const c = SIM_CHARACTERS[base.chars[seat]!]! as CharacterId;
      if (base.chars[seat]! >= ADVENTURER) continue; // the extras: scored at the round's end (see the module doc)
      for (let t = 0; t < TRICK_COUNTS; t++) {
        const facts = this.facts(seat, t, []);
        this.points[seat * TRICK_COUNTS + t] = tablePoints(c, facts);
        this.wins[seat * TRICK_COUNTS + t] = characterWins(c, facts) ? 1 : 0;
      }
    }
    this.adventurerTable = Int16Array.from({ length: TRICK_COUNTS }, (_, t) => adventurerPoints(t, [], base.two === 1));
    const none = tablePoints('resistance', this.facts(-1, 0, []));
    for (let card = 0; card < this.kakumeiPoints.length; card++) {
      if (card < SPECIAL_BASE && card % 12 > 9) continue; // no such card
      this.kakumeiPoints[card] = tablePoints('resistance', this.facts(-1, 0, [cardName(card)])) - none;
    }
  }

  /** The Ruler's points by (tricks, colours taken, tasks done), and -1 for a win. */
  private readonly rulerMemo = new Map<number, number>();
  /** The Adventurer's trick table by tricks won, without its items (TT-37: ./adventurer-score.ts `adventurerPoints` with no slots). */
  private readonly adventurerTable: Int16Array;
  private readonly maskScratch = new Int32Array(4);
  /** The Collector's result of the round being scored ({@link outcome} fills it first). */
  private readonly collected = { points: 0, wins: false };

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
    if (s.seatOf[COLLECTOR]! >= 0) this.collection(s);
    let played = 0;
    for (let seat = 0; seat < n; seat++) played += s.tricksWon[seat]!;
    // A Black Kakumei ends the game; in the 5th trick it meets the other character wins (RN-15).
    if (s.blackKakumei >= 0 && played < 5) return s.blackKakumei;
    let winner = s.blackKakumei;
    for (let seat = 0; seat < n; seat++) {
      const c = s.chars[seat]!;
      const win = c >= ADVENTURER ? this.extraWins(s, seat) : this.wins[seat * TRICK_COUNTS + s.tricksWon[seat]!] === 1;
      if (win && (winner < 0 || RANK[c]! < RANK[s.chars[winner]!]!)) winner = seat;
    }
    if (winner >= 0) return winner;
    const resistance = s.seatOf[RESISTANCE]!;
    for (let seat = 0; seat < n; seat++) {
      const c = s.chars[seat]!;
      let p = c >= ADVENTURER ? this.extraPoints(s, seat) : this.points[seat * TRICK_COUNTS + s.tricksWon[seat]!]!;
      if (seat === resistance) for (let k = 0; k < s.kakumeiLen; k++) p += this.kakumeiPoints[s.kakumeiCards[k]!]!;
      for (let k = 0; k < s.taskLen; k++)
        if (s.taskSeat[k] === seat) p += taskPoints(TASK_IDS[s.taskId[k]!]!, done(s, k)); // TT-44
      this.totals[seat] = Math.max(0, this.totals[seat]! + p);
    }
    if (!s.two) {
      const won = this.crownsFor(s);
      const gold = (won & 15) - 1;
      for (let seat = 0; seat < n; seat++) if (won & (1 << (4 + seat))) this.blackCrowns[seat]!++;
      if (gold >= 0 && ++this.crowns[gold]! >= 2) return gold;
      for (let seat = 0; seat < n; seat++) {
        if (this.blackCrowns[seat]! >= 3 && (winner < 0 || RANK[s.chars[seat]!]! < RANK[s.chars[winner]!]!))
          winner = seat;
      }
      if (winner >= 0) return winner;
    }
    if (!s.final) return -1;
    for (let seat = 0; seat < n; seat++) {
      const t = this.totals[seat]!;
      if (
        winner < 0 ||
        t > this.totals[winner]! ||
        (t === this.totals[winner] && RANK[s.chars[seat]!]! < RANK[s.chars[winner]!]!)
      ) {
        winner = seat;
      }
    }
    return winner;
  }

  /** Whether the extra character at `seat` wins the game now (TT-29). */
  private extraWins(s: TtSim, seat: number): boolean {
    const tricks = s.tricksWon[seat]!;
    switch (s.chars[seat]) {
      case ADVENTURER:
        return adventurerWins(tricks, s.two === 1);
      case COLLECTOR:
        return this.collected.wins;
      default:
        return this.ruler(s, seat) < 0;
    }
  }

  /** The round points of the extra character at `seat` (TT-37, TT-41, TT-44, TT-45). */
  private extraPoints(s: TtSim, seat: number): number {
    const tricks = s.tricksWon[seat]!;
    switch (s.chars[seat]) {
      case ADVENTURER: {
        let p = this.adventurerTable[tricks]!;
        for (let i = 0; i < s.slotCount; i++) {
          const item = s.slots[i]!;
          if (item >= 0) p += SLOT_VALUE[item * 2 + (i < 2 ? 0 : 1)]!; // blue, red, then extra slots
        }
        return p;
      }
      case COLLECTOR:
        return this.collected.points;
      default:
        return Math.max(0, this.ruler(s, seat));
    }
  }

  /**
   * The Collector's result from the cards it took (TT-40, TT-41, TT-50):
   * ./collector-best.ts on the values taken in each colour, the Rares and
   * the count of every card taken (the same answer as ./collector.ts
   * `collectorScore`, without allocating).
   */
  private collection(s: TtSim): void {
    const masks = this.maskScratch.fill(0);
    let rares = 0;
    for (let i = 0; i < s.collectedLen; i++) {
      const c = s.collected[i]!;
      if (c < SPECIAL_BASE) masks[(c / 12) | 0]! |= 1 << (c % 12);
      else if (c < SPECIAL_BASE + 4) rares++;
    }
    const r = this.collected;
    r.wins = s.two === 0 && collectionWins(masks, rares);
    r.points = r.wins ? 0 : collectionPoints(masks, rares, s.collectedLen);
  }

  /** The Ruler's round points (TT-44, TT-45, TT-50), or -1 when it wins the game; memoised by tricks, colours taken and tasks done. */
  private ruler(s: TtSim, seat: number): number {
    let doneBits = 0;
    for (let k = 0; k < s.taskLen; k++) if (done(s, k)) doneBits |= 1 << k;
    const key = (s.tricksWon[seat]! * 16 + s.taken[seat]!) * 64 + doneBits;
    let p = this.rulerMemo.get(key);
    if (p === undefined) {
      const tasks = Array.from(s.taskId.subarray(0, s.taskLen), (t, k) => ({
        id: TASK_IDS[t]!,
        done: (doneBits & (1 << k)) !== 0,
      }));
      const facts = {
        tricks: s.tricksWon[seat]!,
        taken: CARDS_OF_MASK[s.taken[seat]!]!,
        tasks,
        twoPlayer: s.two === 1,
      };
      p = rulerWins(facts) ? -1 : rulerPoints(facts);
      this.rulerMemo.set(key, p);
    }
    return p;
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
      const characters = Array.from(s.chars, (c) => SIM_CHARACTERS[c]!);
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

/** Whether the `k`-th task given is completed by the colours its holder took (TT-44). */
const done = (s: TtSim, k: number): boolean => TASK_DONE[s.taskId[k]! * 16 + s.taken[s.taskSeat[k]!]!]!;
