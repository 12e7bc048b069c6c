/**
 * TrickTakers: the trick winner (TT-3, TT-4), a module of its own so that a
 * table's first load (the character choice) goes without it (issue 20).
 * Plain functions on plain data; no boardgame.io, no DOM.
 */
import { BERSERKER, colourOf, isRare, isWhiteFlag, valueOf } from './cards.js';

/** One card in a trick as the trick winner reads it; `byHermit`: played by the Hermit (TT-17). */
export interface TrickPlay {
  card: string;
  byHermit?: boolean;
}

/**
 * The strength of each play of a complete trick as `[tier, value]`, higher
 * better, compared tier first (TT-3, TT-4).
 */
function strengths(plays: readonly TrickPlay[], kakumei: boolean): [number, number][] {
  const cards = plays.map((p) => p.card);
  if (kakumei) {
    // TT-4, best first: WF; red/blue/green lower better; black lower better; Rare; Berserker.
    return cards.map((c) => {
      if (isWhiteFlag(c)) return [5, 0];
      const colour = colourOf(c);
      if (colour === 'black') return [3, -valueOf(c)];
      if (colour !== null) return [4, -valueOf(c)];
      return isRare(c) ? [2, 0] : [1, 0];
    });
  }
  const berserker = cards.includes(BERSERKER);
  const rare = cards.some(isRare);
  const lead = cards.map(colourOf).find((c) => c !== null) ?? null;
  // A 1 counts 11 when its colour's 10 is in the trick (TT-3, Berserker 10s).
  const value = (c: string) => (valueOf(c) === 1 && cards.includes(`${colourOf(c)}-10`) ? 11 : valueOf(c));
  return plays.map(({ card: c, byHermit }) => {
    const colour = colourOf(c);
    if (colour !== null && valueOf(c) === 1 && berserker) return [8, 0];
    if (c === BERSERKER) return [7, 0];
    if (isWhiteFlag(c)) return byHermit && rare ? [6, 0] : [1, 0];
    if (isRare(c)) return [5, 0];
    if (colour === 'black') return [4, value(c)];
    if (colour === lead) return [3, value(c)];
    return [2, value(c)];
  });
}

/**
 * The index of the winning play of a complete trick (TT-3; TT-4 when
 * `opts.kakumei`). Equal strength goes to the earliest play.
 *
 * Normal order, best first: every 1 when the Berserker card is in the trick;
 * the Berserker card; the Hermit's White Flag when a Rare is in the trick;
 * Rare; black numbers by value; lead-colour numbers by value (the lead is the
 * colour of the first number card); other numbers; White Flags. Within
 * numbers a 10 ranks 10, and a 1 counts 11 when its colour's 10 is in the
 * trick. Kakumei order, best first: White Flags; red, blue and green numbers,
 * lower better, colours equal; black numbers, lower better; Rare; Berserker;
 * no ability applies.
 * @param plays the plays in order, at least one
 * @example trickWinner([{ card: 'red-3' }, { card: 'black-1' }, { card: 'blue-1' }, { card: 'green-1' },
 *   { card: 'red-1' }], { kakumei: true }) // → 2, blue 1 (TT-4's corrected example)
 * @throws RangeError when `plays` is empty
 */
export function trickWinner(plays: readonly TrickPlay[], opts: { kakumei?: boolean } = {}): number {
  if (plays.length === 0) throw new RangeError('trickWinner needs at least one play');
  const s = strengths(plays, opts.kakumei === true);
  let best = 0;
  for (let i = 1; i < s.length; i++) {
    const [t, v] = s[i]!;
    const [bt, bv] = s[best]!;
    if (t > bt || (t === bt && v > bv)) best = i;
  }
  return best;
}
