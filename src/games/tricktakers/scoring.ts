/**
 * TrickTakers: the characters and their score tables as data (TT-5,
 * TT-10…TT-20); a round's points, crowns and win checks, and the order of
 * the rounds after the first, are in ./round-score.ts. Plain functions on
 * plain data.
 */

/** The five basic characters in priority order, 1A first (TT-5). */
export const CHARACTERS = ['king', 'gambler', 'resistance', 'hermit', 'berserker'] as const;
/** A character id, one of {@link CHARACTERS}. */
export type CharacterId = (typeof CHARACTERS)[number];
/**
 * A basic character's place in {@link CHARACTERS}: 0 = King (1A) … 4 =
 * Berserker (5A) (TT-5), the number on its card less one, for the table's
 * labels. The rules read priority from ./roster.ts (TT-22), whose order of
 * the basic five is the same.
 */
export const priorityOf = (c: CharacterId): number => CHARACTERS.indexOf(c);

/** One table entry: points, or `'win'` (the character wins the game, TT-12.1). */
export type Entry = number | 'win';
/** The categories of the Resistance's table, by the card it won its Kakumei trick with (TT-16). */
export type ResistanceKey = 'black' | '7-9' | '4-6' | '1-3' | 'white-flag' | 'rare';

/** The score tables of the five characters (TT-13…TT-18), as data: one place to correct a table. */
export interface Tables {
  /** By tricks won, 0–5 (TT-13). */
  king: readonly Entry[];
  /** By tricks won, 0–5 (TT-17). */
  hermit: readonly Entry[];
  /** By tricks won, 0–5 (TT-18). */
  berserker: readonly Entry[];
  /** By bid, on a hit (TT-14). */
  gambler: readonly Entry[];
  /** By the card the Resistance won its Kakumei trick with (TT-16). */
  resistance: Readonly<Record<ResistanceKey, Entry>>;
}

/** The 3–5 player tables (TT-13…TT-18). */
export const TABLES: Tables = {
  king: [0, 20, 50, 80, 120, 'win'],
  hermit: [50, -10, -30, 70, 100, 'win'],
  berserker: [-30, -10, 30, 50, 80, -50],
  gambler: [30, 60, 90, 150, 'win'],
  resistance: { black: 'win', '7-9': 100, '4-6': 80, '1-3': 50, 'white-flag': 30, rare: 0 },
};

/**
 * The two-player tables: PROVISIONAL (TT-20). The half-size cards' own
 * tables are unpublished; every 'win' is replaced by the next-lower entry,
 * and the Gambler's bids 4 and 5 (RN-10) score as bid 3.
 */
export const TWO_PLAYER_TABLES: Tables = {
  king: [0, 20, 50, 80, 120, 120],
  hermit: [50, -10, -30, 70, 100, 100],
  berserker: [-30, -10, 30, 50, 80, -50],
  gambler: [30, 60, 90, 150, 150, 150],
  resistance: { black: 100, '7-9': 100, '4-6': 80, '1-3': 50, 'white-flag': 30, rare: 0 },
};

/** The Gambler's largest bet, in points: 50, or 100 in the final round (TT-14). */
export const GAMBLER_BET_CAP = { normal: 50, final: 100 } as const;
/** Points the Gambler gains when chosen (TT-14). */
export const GAMBLER_BONUS = 20;
/** Points the Hermit gains each time its White Flag beats a Rare: 30, 100 in the final round (TT-17). */
export const HERMIT_WF_BONUS = { normal: 30, final: 100 } as const;
/** Points the Resistance gains per trick won in the final round (TT-16). */
export const RESISTANCE_FINAL_PER_TRICK = 30;
/** Points each player starts with (TT-5). */
export const START_POINTS = 30;
/** Black crowns given out per round at most (TT-10). */
export const MAX_BLACK_CROWNS_PER_ROUND = 2;
