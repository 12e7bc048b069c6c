/**
 * What the table reads off a seat's TrickTakers view (G-5): the view as the
 * rules' state, and where each character stands in this round's selection,
 * for the table's character cards. Plain functions of the view (no Lit), so
 * Node tests can check them.
 */
import type { TrickTakersView } from './game.js';
import type { CharacterId, TrickTakersState } from './rules.js';

/** The pure rules read a seat's view as a state: the viewer's own hand is in it (G-5). */
export const asState = (G: TrickTakersView) => G as unknown as TrickTakersState;

/** Where a character stands in this round's selection, for its card and the picker. */
export interface CharacterStanding {
  /** The seat that holds it this round, or `null`. */
  holder: string | null;
  /** The seat that may not pick it: the previous round's King player (TT-8; not with two players, TT-20). */
  barred: string | null;
  /** Two players: the seats that used it in earlier rounds, with the round (TT-19). */
  used: { seat: string; round: number }[];
}

/**
 * Where character `c` stands this round (TT-6 step 2, TT-8, TT-19): who
 * holds it, who may not pick it, and (two players) who used it already.
 */
export function standing(
  G: Pick<TrickTakersView, 'numPlayers' | 'round' | 'characters' | 'sheet'>,
  c: CharacterId,
): CharacterStanding {
  const at = G.characters.indexOf(c);
  const prev = G.sheet.at(-1);
  const king = G.numPlayers > 2 && prev ? prev.characters.indexOf('king') : -1;
  return {
    holder: at < 0 ? null : String(at),
    barred: c === 'king' && king >= 0 && G.round > 1 ? String(king) : null,
    used:
      G.numPlayers === 2
        ? G.sheet.flatMap((r) => r.characters.flatMap((h, s) => (h === c ? [{ seat: String(s), round: r.round }] : [])))
        : [],
  };
}
