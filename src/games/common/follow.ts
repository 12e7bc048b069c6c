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

/** True when a hand holds no card counting as `suit`: the player is void. */
export function isVoid(
  hand: readonly string[],
  suit: string,
  followSuitOf: (card: string) => string | null,
): boolean {
  return !hand.some((c) => followSuitOf(c) === suit);
}
