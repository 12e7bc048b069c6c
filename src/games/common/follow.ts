/**
 * Following suit, for games with one lead per trick (Can't Win rulebook 3-1,
 * CW-8; Instinct IN-5). Games whose cards follow differently pass their own
 * `followSuitOf` (e.g. Instinct's trump cards count as no suit).
 */

/**
 * The cards of `hand` that may be played to a trick whose lead suit is
 * `leadSuit`: the cards that follow it, or the whole hand when the player is
 * void in it (or when nothing constrains the play: `leadSuit` is `null`).
 *
 * @param hand card ids held
 * @param leadSuit the suit to follow, or `null` when any card may be played
 * @param followSuitOf the suit a card counts as for following (`null`: it
 *   follows nothing)
 */
export function followSuit(
  hand: readonly string[],
  leadSuit: string | null,
  followSuitOf: (card: string) => string | null,
): string[] {
  if (leadSuit === null) return [...hand];
  const following = hand.filter((c) => followSuitOf(c) === leadSuit);
  return following.length > 0 ? following : [...hand];
}

/**
 * What the public trick history shows about voids (Can't Win CW-8, Instinct
 * IN-5): a seat that played a card not following the lead holds none of the
 * led suit. A lead that follows nothing (`followSuitOf` gives `null`, e.g.
 * an Instinct trump card) asks for nothing, so shows no void.
 * @param tricks this round's tricks in order, the one in progress included
 * @returns for each seat (index = seat number), the suits it is void in
 */
export function voidsFromHistory(
  numPlayers: number,
  tricks: readonly { plays: readonly { seat: string; card: string }[] }[],
  followSuitOf: (card: string) => string | null,
): Set<string>[] {
  const voids = Array.from({ length: numPlayers }, () => new Set<string>());
  for (const t of tricks) {
    const lead = t.plays[0] && followSuitOf(t.plays[0].card);
    if (!lead) continue;
    for (const p of t.plays.slice(1)) if (followSuitOf(p.card) !== lead) voids[Number(p.seat)]!.add(lead);
  }
  return voids;
}
