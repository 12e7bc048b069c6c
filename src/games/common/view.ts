/**
 * Hidden information (G-5): what one seat may see of a game state.
 */

/** A state with secret hands, one per seat (index = seat number). */
export interface WithHands {
  hands: string[][];
}

/**
 * The view of a state with hands: the viewer's own hand stays, every other
 * hand becomes `null`, and `handSizes` says how many cards each seat holds.
 */
export type SeatView<S extends WithHands> = Omit<S, 'hands'> & {
  hands: (string[] | null)[];
  handSizes: number[];
};

/**
 * What `playerID` may see of `state` (G-5): only its own hand; a spectator
 * (`playerID` null or not a seat) sees no hand. `secret` names further
 * fields no seat may see (e.g. an undealt stock); they are dropped.
 * The input is not modified.
 */
export function seatView<S extends WithHands>(
  state: S,
  playerID: string | null | undefined,
  secret: readonly (keyof S)[] = [],
): SeatView<S> {
  const view = { ...state } as Record<string, unknown>;
  for (const key of secret) delete view[key as string];
  view.hands = state.hands.map((hand, seat) => (String(seat) === playerID ? [...hand] : null));
  view.handSizes = state.hands.map((hand) => hand.length);
  return view as SeatView<S>;
}
