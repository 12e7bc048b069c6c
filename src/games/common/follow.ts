/**
 * Following suit, written once for every game: each game's rules export one
 * {@link FollowRule} (`FOLLOW`) that says which suit a card counts as, which
 * cards may always be played, and which play sets the suit to follow. Legal
 * plays, the lead suit, the voids a history shows, the samplers and the rule
 * bots' knowledge all read that one object.
 *
 * - Can't Win: the first card's colour, sideways or not (CW-7, CW-8).
 * - Instinct: the first card's suit; a trump card counts as no suit, so a
 *   trump lead asks for nothing (IN-5).
 * - TrickTakers: the first number card's colour; Rare, White Flag and
 *   Berserker cards are colourless and may always be played (TT-2).
 * - You Suck: the first card above 0 on a Tick; a Multicolor leaves it with
 *   no colour; Zeros and Multicolors may always be played (YS-7, YS-8).
 */

/** One play as following reads it. `drew`: the seat drew cards just before this play (see {@link voidsFromHistory}). */
export interface FollowPlay {
  seat: string;
  card: string;
  drew?: boolean;
}

/** A game's following rule (one object per game, exported by its rules as `FOLLOW`). */
export interface FollowRule {
  /**
   * The suit `card` counts as for following, or `null` when it counts as
   * none (an Instinct trump card, IN-5; a TrickTakers Rare, TT-2; a You Suck
   * Zero or Multicolor, YS-7).
   */
  suitOf(card: string): string | null;
  /**
   * True for a card that may be played whatever the suit to follow
   * (TrickTakers' Rare, White Flag and Berserker cards, TT-2; You Suck's
   * Zeros and Multicolors, YS-8). Absent: no such card.
   */
  alwaysPlayable?(card: string): boolean;
  /**
   * True when `card`, the first such card of a trick, sets the suit to
   * follow: its {@link suitOf}, which may be `null` (then nothing is to be
   * followed for the rest of the trick, e.g. a You Suck Multicolor, YS-7).
   * Cards before it ask for nothing. Absent: the first card sets it (CW-7,
   * IN-5). TrickTakers: the first number card (TT-2); You Suck: the first
   * card above 0 (YS-7).
   */
  setsLead?(card: string): boolean;
}

/**
 * The index of the play that set the suit to follow in `plays` (in order),
 * or -1 when none has yet ({@link FollowRule.setsLead}).
 */
function leadIndex(rule: FollowRule, plays: readonly { card: string }[]): number {
  if (!rule.setsLead) return plays.length > 0 ? 0 : -1;
  for (let i = 0; i < plays.length; i++) if (rule.setsLead(plays[i]!.card)) return i;
  return -1;
}

/**
 * The suit to follow after `plays` (in order): the {@link FollowRule.suitOf}
 * of the play that set it, or `null` when nothing is to be followed (no play
 * set it yet, or it set none).
 */
export function leadSuitOf(rule: FollowRule, plays: readonly { card: string }[]): string | null {
  const i = leadIndex(rule, plays);
  return i < 0 ? null : rule.suitOf(plays[i]!.card);
}

/**
 * The cards of `hand` that may be played when the suit to follow is
 * `leadSuit` (CW-8, IN-5, TT-2, YS-8): with a card of that suit in hand, the
 * cards of that suit and the always-playable ones; otherwise (void in it, or
 * `leadSuit` `null`) the whole hand. Hand order is kept; a new array.
 */
export function followSuit(hand: readonly string[], leadSuit: string | null, rule: FollowRule): string[] {
  if (leadSuit === null || !hand.some((c) => rule.suitOf(c) === leadSuit)) return [...hand];
  return hand.filter((c) => rule.suitOf(c) === leadSuit || (rule.alwaysPlayable?.(c) ?? false));
}

/**
 * What the public history shows about voids (CW-8, IN-5, TT-2, YS-8): a seat
 * that played a card not of the suit to follow, and not always playable,
 * after that suit was set, holds none of it. A play marked `drew` (the seat
 * drew cards just before it, e.g. TrickTakers' Hermit, TT-17) first ends the
 * seat's known voids.
 * @param tricks this round's tricks (or Ticks) in order, the one in progress
 *   included; each trick's plays in order
 * @returns for each seat (index = seat number), the suits it is void in
 */
export function voidsFromHistory(
  numPlayers: number,
  tricks: readonly { plays: readonly FollowPlay[] }[],
  rule: FollowRule,
): Set<string>[] {
  const voids = Array.from({ length: numPlayers }, () => new Set<string>());
  for (const t of tricks) {
    const at = leadIndex(rule, t.plays);
    const lead = at < 0 ? null : rule.suitOf(t.plays[at]!.card);
    for (let i = 0; i < t.plays.length; i++) {
      const p = t.plays[i]!;
      if (p.drew) voids[Number(p.seat)]!.clear();
      if (lead === null || i <= at || rule.suitOf(p.card) === lead || rule.alwaysPlayable?.(p.card)) continue;
      voids[Number(p.seat)]!.add(lead);
    }
  }
  return voids;
}
