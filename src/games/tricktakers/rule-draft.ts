/**
 * TrickTakers: the `rule` policy's decisions of the two-player advanced game
 * (TT-48, TT-49), read from the seat's view only (G-5): the public draft and
 * score sheet, and its own hand. Shared by the `rule` bot and, for these
 * stages, the `ismcts` bot (./search.ts leaves every decision before the
 * first lead to the rule policy).
 *
 * - Draft (TT-48): no hand is dealt yet, so each character is valued by
 *   {@link DRAFT_VALUE}, what it is worth over an average two-player round,
 *   the Berserker most: in the last round, 0 or 1 trick wins the game
 *   (TT-50). The best character not drafted is taken.
 * - Selection (TT-49): each unused character is valued on the hand as the
 *   basic selection values it (./rule-setup.ts `characterValue`; the
 *   Adventurer, Collector and Ruler by {@link extraValue}), and the best is
 *   chosen; the Berserker is kept for the last round while another
 *   character is left, where its forced choice can win.
 */
import type { ChosenMove } from '../../bots/types.js';
import { ADVENTURER_TABLES } from './adventurer-score.js';
import type { RosterId } from './roster.js';
import { characterValue, expectedTricks } from './rule-setup.js';
import type { TtView } from './rule-bot.js';
import { CHARACTERS, type CharacterId } from './scoring.js';

/**
 * What each character is worth to a seat that drafts it with no hand known,
 * in points, for the two-player advanced game (TT-48): rough averages of the
 * two-player tables (TT-20, TT-50) on a random hand, the Berserker raised for
 * its last-round win (TT-50), the Collector and the Ruler lowered (their
 * combinations and bonuses are rarely met with two players).
 */
export const DRAFT_VALUE: Readonly<Record<RosterId, number>> = {
  king: 70,
  gambler: 65,
  berserker: 60,
  adventurer: 50,
  resistance: 45,
  hermit: 40,
  ruler: 35,
  collector: 30,
};

const isBasic = (c: RosterId): c is CharacterId => (CHARACTERS as readonly string[]).includes(c);

/**
 * What an extra character is worth on `hand` this round (TT-37, TT-41,
 * TT-50): the Adventurer its trick table at the hand's expected tricks and
 * 10 for its items; the Collector and the Ruler their draft values.
 */
export function extraValue(c: RosterId, G: TtView, hand: readonly string[]): number {
  if (c !== 'adventurer') return DRAFT_VALUE[c];
  const table = ADVENTURER_TABLES[G.numPlayers === 2 ? 'twoPlayer' : 'normal'];
  const e = Math.round(expectedTricks(hand, G.numPlayers));
  const entry = table[Math.min(e, table.length - 1)];
  return (typeof entry === 'number' ? entry : 60) + 10;
}

/** The character a move names (`draftCharacter`, `selectCharacter`). */
const named = (m: ChosenMove) => m.args[0] as RosterId;

/** The best of `legal` by `value`, a draw of `random` breaking ties. */
function best(legal: readonly ChosenMove[], value: (c: RosterId) => number, random: () => number): ChosenMove {
  let top = legal[0]!;
  let topValue = -Infinity;
  for (const m of legal) {
    const v = value(named(m)) + random();
    if (v > topValue) [top, topValue] = [m, v];
  }
  return top;
}

/**
 * The rule policy's draft pick or secret selection (see the module doc), or
 * `undefined` in any other stage.
 * @param legal the seat's legal moves (never empty)
 */
export function advancedMove(
  G: TtView,
  seat: string,
  legal: readonly ChosenMove[],
  random: () => number,
): ChosenMove | undefined {
  if (G.stage === 'draft') return best(legal, (c) => DRAFT_VALUE[c], random);
  if (G.stage !== 'choose') return undefined;
  const hand = G.hands[Number(seat)] ?? [];
  const keep = legal.length > 1 ? legal.filter((m) => named(m) !== 'berserker') : legal;
  return best(keep, (c) => (isBasic(c) ? characterValue(c, G, hand) : extraValue(c, G, hand)), random);
}
