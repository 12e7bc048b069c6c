/**
 * Seat arithmetic (ruling G-1): seats are boardgame.io player ids
 * `"0"…"n-1"` in clockwise order, and "the player to the left of X" is the
 * next seat, `(X + 1) mod n`.
 */

/** `["0", …, "n-1"]`. */
export function seatIds(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String(i));
}

/** The seat `steps` places clockwise (to the left) of `seat` (G-1). */
export function nextSeat(seat: string, n: number, steps = 1): string {
  return String((((Number(seat) + steps) % n) + n) % n);
}

/** The `n` seats in clockwise order starting with `first` (G-1). */
export function seatsFrom(first: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => nextSeat(first, n, i));
}

/**
 * The seats that may move now, lowest seat first: none once the game is
 * over; the active players when the game uses boardgame.io stages
 * (`ctx.activePlayers`, several seats at once); else the current player.
 */
export function seatsToMove(ctx: {
  gameover?: unknown;
  activePlayers?: Record<string, unknown> | null;
  currentPlayer: string;
}): string[] {
  if (ctx.gameover !== undefined) return [];
  if (ctx.activePlayers) return Object.keys(ctx.activePlayers).sort((a, b) => Number(a) - Number(b));
  return [ctx.currentPlayer];
}

/**
 * True when `seat` is one of `"0"…"n-1"`, written exactly so (G-1): `"01"`
 * or `"00"` name no seat, since seats are compared as strings.
 */
export function isSeat(seat: unknown, n: number): seat is string {
  return typeof seat === 'string' && /^(0|[1-9]\d*)$/.test(seat) && Number(seat) < n;
}
