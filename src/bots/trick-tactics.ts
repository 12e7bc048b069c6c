/**
 * Bidding and playing arithmetic shared by the rule bots of games that play
 * one trick at a time and score exact bids (Can't Win, Instinct): trick
 * distributions, the tricks the table leaves over, the seat's aim, and a
 * seeded choice among the best-scored moves. Each game's policy supplies its
 * own card odds (src/games/cant-win/rule-bot.ts, src/games/instinct/rule-bot.ts).
 */
import type { TrickKnowledge } from './trick-knowledge.js';

/** What the table arithmetic reads of a seat's knowledge: its seat, the number of seats and the bids (You Suck's knowledge has these too). */
export type TableSeat = Pick<TrickKnowledge<any>, 'seat' | 'numPlayers' | 'bids'>;

/**
 * The distribution of the number of events that happen, for independent
 * events of probabilities `ps` (Poisson binomial).
 * @returns `d` with `d[t]` = P(exactly t happen), `t` = 0…ps.length
 */
export function countDistribution(ps: readonly number[]): number[] {
  let dist = [1];
  for (const p of ps) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, t) => {
      next[t]! += q * (1 - p);
      next[t + 1]! += q * p;
    });
    dist = next;
  }
  return dist;
}

/** The sum of `xs` (0 when empty). */
export function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/**
 * Each card's chance to take a trick when playing for tricks (`power`) and
 * when ducking (`danger`), in hand order, plus the tricks the table's
 * surplus is expected to push onto the seat, as extra chances of 1/2 each.
 */
export interface HandOutlook {
  power: number[];
  danger: number[];
  /** Extra chances (0.5 each) added to `power` / `danger` for the surplus ({@link tableSurplus}). */
  surplusTry: number[];
  surplusDuck: number[];
}

/** How a zero bid counts when summing the other seats' claims on the tricks (a 0 bidder still takes some). */
export const ZERO_BID_CLAIM = 0.3;
/** A seat yet to bid is counted at this share of an even split of the tricks the seat does not expect. */
export const UNKNOWN_BID_SHARE = 0.85;

/**
 * The tricks of the round that no seat is expected to want (every trick is
 * won by someone): `tricks` − the seat's expected tricks − the other seats'
 * bids (public; a 0 counted as {@link ZERO_BID_CLAIM}) − for a seat yet to
 * bid, {@link UNKNOWN_BID_SHARE} of an even share of the rest. Never below 0.
 * So a seat bidding early (the dealer, IN-3; lap 1, CW-4) guesses the table,
 * a seat bidding late reads it.
 * @param tricks tricks in a round (Can't Win 12, Instinct 11), or the
 *   tricks left when `claims` are the seats' remaining needs
 * @param claims each seat's claim on the tricks: by default the bids
 *   (`null` for a seat yet to bid); in trick play, bid − tricks won
 * @returns the surplus, and the number of seats taking tricks (this seat,
 *   every positive claim, half of each seat yet to bid)
 */
export function tableSurplus(
  k: TableSeat,
  expected: number,
  tricks: number,
  claims: readonly (number | null)[] = k.bids,
): { surplus: number; takers: number } {
  const others = claims.filter((_, s) => String(s) !== k.seat);
  const unknown = others.filter((b) => b === null).length;
  const claimed = othersClaim(k, expected, tricks, claims);
  const takers = 1 + others.filter((b) => b !== null && b > 0).length + unknown * 0.5;
  return { surplus: Math.max(0, tricks - expected - claimed), takers };
}

/**
 * The tricks the other seats claim, as {@link tableSurplus} counts them: their
 * claims, a 0 as {@link ZERO_BID_CLAIM}, a seat yet to bid as
 * {@link UNKNOWN_BID_SHARE} of an even share of the `tricks` this seat does not
 * expect.
 */
export function othersClaim(
  k: TableSeat,
  expected: number,
  tricks: number,
  claims: readonly (number | null)[] = k.bids,
): number {
  const share = ((tricks - expected) / (k.numPlayers - 1)) * UNKNOWN_BID_SHARE;
  return claims.reduce<number>(
    (total, b, s) => (String(s) === k.seat ? total : total + (b === null ? share : b === 0 ? ZERO_BID_CLAIM : b)),
    0,
  );
}

/**
 * The share of the tricks the seats want that are there to take: tricks ÷
 * claims, at most 1. Below 1 the table is overbid (Instinct rulebook "Strategy"; You Suck the same):
 * the others hold the high cards and trumps their bids claim, so each card
 * of this seat wins less often.
 */
export function contest(tricks: number, claimed: number): number {
  return claimed > tricks ? tricks / claimed : 1;
}

/** The share of the surplus the trick-taking seats take between them. */
export const SURPLUS_TO_TAKERS = 0.7;
/** A ducking seat takes this × surplus² tricks of it. */
export const SURPLUS_TO_DUCKER = 0.02;

/** `x` as chances of 1/2: ⌊2x⌋ halves plus the remainder. */
export function halves(x: number): number[] {
  const whole = Math.floor(2 * x);
  const out = new Array<number>(whole).fill(0.5);
  const rest = x - whole / 2;
  if (rest > 1e-9) out.push(rest);
  return out;
}

/**
 * The outlook of a hand from each card's `power` and `danger`, with the
 * table's surplus ({@link tableSurplus}; `tricks` and `claims` as there). Fitted on Can't Win rule
 * self-play: surplus tricks land on the seats taking tricks, about
 * {@link SURPLUS_TO_TAKERS} × surplus ÷ their number each, and on a seat
 * bidding 0 about {@link SURPLUS_TO_DUCKER} × surplus²; both are scaled by
 * the hand's strength against a typical hand (tricks/n expected tricks; a
 * total danger of 1), since low cards can always go under.
 */
export function outlookFrom(
  k: TableSeat,
  power: number[],
  danger: number[],
  tricks: number,
  claims: readonly (number | null)[] = k.bids,
): HandOutlook {
  const expected = sum(power);
  const { surplus, takers } = tableSurplus(k, expected, tricks, claims);
  const strength = (x: number, typical: number) => Math.min(1.5, x / typical);
  return {
    power,
    danger,
    surplusTry: halves(((SURPLUS_TO_TAKERS * surplus) / takers) * strength(expected, tricks / k.numPlayers)),
    surplusDuck: halves(SURPLUS_TO_DUCKER * surplus * surplus * strength(sum(danger), 1)),
  };
}

/** How much of the chance to miss an aim by one trick the play can steer onto it. */
export const CONTROL = 0.4;

/**
 * The distribution of tricks a seat takes this round when it plays for
 * `aim` tricks: for 0, each card takes a trick with its danger; otherwise
 * with its power, and play steers {@link CONTROL} of the ±1 misses onto the
 * aim. The table's surplus adds its extra chances either way.
 * @returns `d[t]` = P(exactly t tricks)
 */
export function tricksWhenAiming(outlook: HandOutlook, aim: number): number[] {
  if (aim === 0) return countDistribution([...outlook.danger, ...outlook.surplusDuck]);
  const dist = countDistribution([...outlook.power, ...outlook.surplusTry]);
  const out = [...dist];
  if (aim >= dist.length) return out;
  for (const t of [aim - 1, aim + 1]) {
    if (t < 0 || t >= dist.length) continue;
    out[t]! -= CONTROL * dist[t]!;
    out[aim]! += CONTROL * dist[t]!;
  }
  return out;
}

/** What the seat is playing for in the rest of the round. */
export type PlayMode = 'win' | 'duck' | 'bust';

/**
 * The seat's aim: `win` while short of its bid, `duck` once it has it (up to
 * its bid plus `slack`, e.g. Can't Win's support tokens, CW-12), `bust` when
 * the bid can no longer be hit.
 */
export function playMode(k: TrickKnowledge<any>, slack = 0): PlayMode {
  const me = Number(k.seat);
  const bid = k.bids[me] ?? 0;
  const won = k.tricksWon[me]!;
  if (won > bid + slack || won + k.hand.length < bid - slack) return 'bust';
  return won < bid ? 'win' : 'duck';
}

/** Scores closer than this are ties. */
export const EPS = 1e-9;

/** The item with the highest score; ties (within {@link EPS}) broken with `random`. */
export function pickBest<T>(items: readonly T[], score: (item: T) => number, random: () => number): T {
  const scored = items.map((item) => ({ item, s: score(item) }));
  const top = Math.max(...scored.map((x) => x.s));
  const tied = scored.filter((x) => x.s >= top - EPS);
  return tied[Math.floor(random() * tied.length)]!.item;
}
