/**
 * Hidden information (G-5): what one seat may see of a game state.
 *
 * A game's state declares two kinds of hidden fields:
 * - private fields: per-seat lists (index = seat number) that only their own
 *   seat may read: `hands` always; others as the game needs them (face-down
 *   discards, exchanged cards, the Berserker's spare cards TT-18, a traded
 *   card YS-12). The viewer keeps its own entry, every other entry becomes
 *   `null`, and how many cards each entry holds stays public.
 * - secret fields: nobody may see them (e.g. Instinct's undealt stock, IN-1).
 */

/** A state with secret hands, one per seat (index = seat number). */
export interface WithHands {
  hands: string[][];
}

/**
 * The keys of `S` whose value is a per-seat list of lists (e.g. `hands`,
 * `discards`), the only shape a private field may have; it may be optional
 * (absent from the view while the state does not hold it).
 */
export type PrivateKey<S> = {
  [K in keyof S]-?: NonNullable<S[K]> extends readonly (readonly unknown[])[] ? K : never;
}[keyof S];

/**
 * Which fields of `S` a seat may not fully see (G-5). `hands` is always
 * private and need not be listed.
 */
export interface HiddenFields<S, P extends PrivateKey<S> = PrivateKey<S>, X extends keyof S = keyof S> {
  /** Per-seat lists only their own seat sees, besides `hands` (e.g. `['discards']`). */
  private?: readonly P[];
  /** Fields nobody sees; they are dropped from every view (e.g. `['stock']`). */
  secret?: readonly X[];
}

/**
 * The view of a state with hands:
 * - `hands` and every private field `P`: the viewer's own entry, `null` for
 *   every other seat (all `null` for a spectator);
 * - `handSizes[s]`: how many cards seat `s` holds;
 * - `sizes[f][s]` (only when there are private fields besides `hands`): how
 *   many cards seat `s`'s entry of field `f` holds;
 * - every secret field `X` is absent.
 */
export type SeatView<S extends WithHands, X extends keyof S = never, P extends PrivateKey<S> = never> = Omit<
  S,
  'hands' | P | X
> & {
  hands: (string[] | null)[];
  handSizes: number[];
} & { [K in Exclude<P, 'hands'>]: (NonNullable<S[K]> extends readonly (infer E)[] ? E | null : never)[] } & ([
    Exclude<P, 'hands'>,
  ] extends [never]
    ? unknown
    : { sizes: Record<Exclude<P, 'hands'>, number[]> });

/**
 * What `playerID` may see of `state` (G-5): its own entry of `hands` and of
 * each private field, none of another seat's; a spectator (`playerID` null
 * or not a seat) sees no private entry. Sizes stay public: `handSizes`, and
 * `sizes` for the other private fields (present only when there are some).
 * Secret fields are dropped. The input is not modified; the viewer's own
 * entries are copies.
 * @param hidden the private and secret fields besides `hands`; a plain list
 *   is short for `{ secret: list }`
 * @example seatView({ hands: [['a'], ['b']], discards: [['c'], []], stock: ['d'] }, '1',
 *   { private: ['discards'], secret: ['stock'] })
 *   // → { hands: [null, ['b']], handSizes: [1, 1], discards: [null, []], sizes: { discards: [1, 0] } }
 */
export function seatView<S extends WithHands, X extends keyof S = never, P extends PrivateKey<S> = never>(
  state: S,
  playerID: string | null | undefined,
  hidden: HiddenFields<S, P, X> | readonly X[] = {},
): SeatView<S, X, P> {
  const { private: privateFields = [], secret = [] } = isList(hidden) ? { secret: hidden } : hidden;
  const view = { ...state } as Record<string, unknown>;
  for (const key of secret) delete view[key as string];
  const own = (lists: readonly (readonly unknown[])[]) =>
    lists.map((list, seat) => (String(seat) === playerID ? [...list] : null));
  const lengths = (lists: readonly (readonly unknown[])[]) => lists.map((list) => list.length);
  view.hands = own(state.hands);
  view.handSizes = lengths(state.hands);
  const others = privateFields.filter((key) => key !== 'hands');
  if (others.length > 0) {
    const sizes: Record<string, number[]> = {};
    for (const key of others) {
      const lists = state[key] as readonly (readonly unknown[])[] | undefined;
      if (!lists) continue; // an optional field the state does not hold now
      view[key as string] = own(lists);
      sizes[key as string] = lengths(lists);
    }
    view.sizes = sizes;
  }
  return view as SeatView<S, X, P>;
}

function isList<T>(value: object): value is readonly T[] {
  return Array.isArray(value);
}
