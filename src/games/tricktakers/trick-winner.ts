/**
 * TrickTakers: the trick winner (TT-3, TT-4), with the extras' items and
 * lead tokens (TT-26, TT-47); a module of its own so that a table's first
 * load (the character choice) goes without it (issue 20). The effective
 * cards it judges are made in ./effective.ts.
 * Plain functions on plain data; no boardgame.io, no DOM.
 */
import type { Colour } from './cards.js';
import { effectivePlays, type EffectiveCard, type ExtraPlay } from './effective.js';

export type { TrickPlay } from './effective.js';

/** Tier numbers, higher better (TT-3 normal order; TT-4 Revolt order). */
const ONES = 8; // every 1 with the Berserker card in the trick
const BERSERKER_TIER = 7;
const RARE_PLUS_ONE = 6; // the Hermit's WF or a `doll` card, with a Rare in the trick
const RARE = 5;
const BLACK = 4;
const LEAD = 3;
const OTHER = 2; // other red, blue and green numbers
const FLAG = 1;

/**
 * The tier a trick's winning card ranked in (TT-3, TT-4), the reason it won: in the normal order `ones` (a 1
 * with the Berserker card in the trick), `berserker`, `rare-plus-one` (the Hermit's White Flag or a `doll`
 * card with a Rare in the trick), `rare`, `black` (the highest black number), `lead` (the highest number of
 * the lead colour), `other` (the highest other number), `white-flag` (White Flags only); in a Kakumei trick
 * `kakumei-white-flag`, `kakumei-number` (the lowest red, blue or green number), `kakumei-black` (the lowest
 * black number), `kakumei-rare`, `kakumei-berserker`.
 */
export type TrickTier =
  | 'ones'
  | 'berserker'
  | 'rare-plus-one'
  | 'rare'
  | 'black'
  | 'lead'
  | 'other'
  | 'white-flag'
  | 'kakumei-white-flag'
  | 'kakumei-number'
  | 'kakumei-black'
  | 'kakumei-rare'
  | 'kakumei-berserker';

/** The tiers by number, as {@link strengths} ranks them: normal order, then Kakumei order (index 1–5). */
const TIERS: readonly TrickTier[] = [
  'white-flag',
  'other',
  'lead',
  'black',
  'rare',
  'rare-plus-one',
  'berserker',
  'ones',
];
const KAKUMEI_TIERS: readonly TrickTier[] = [
  'kakumei-berserker',
  'kakumei-rare',
  'kakumei-black',
  'kakumei-number',
  'kakumei-white-flag',
];

/**
 * The strength of each effective card of a complete trick as `[tier,
 * value]`, higher better, compared tier first (TT-3, TT-4, TT-47 steps 3–4).
 * A card that fits several tiers takes the best one.
 */
function strengths(
  plays: readonly ExtraPlay[],
  cards: readonly EffectiveCard[],
  lead: Colour | null,
  kakumei: boolean,
): [number, number][] {
  if (kakumei) {
    // TT-4, best first: WF (an orb card too); R/B/G lower better; black lower better; Rare; Berserker.
    // Off: the Hermit's WF, doll, the 1s against the 10s and the Berserker card (TT-47 step 4).
    return cards.map((e) => {
      if (e.kind === 'white-flag') return [5, 0];
      if (e.kind === 'number') return [e.colour === 'black' ? 3 : 4, -e.value];
      return e.kind === 'rare' ? [2, 0] : [1, 0];
    });
  }
  const berserker = cards.some((e) => e.kind === 'berserker');
  const rare = cards.some((e) => e.kind === 'rare');
  // A 1 counts 11 when a 10 of its colour is in the trick (TT-3, Berserker 10s; an Axe 10 too, TT-47).
  const tens = new Set(cards.filter((e) => e.kind === 'number' && e.value === 10).map((e) => e.colour));
  return cards.map((e, i) => {
    if (e.kind === 'number' && e.value === 1 && berserker) return [ONES, 0];
    if (e.kind === 'berserker') return [BERSERKER_TIER, 0];
    if (rare && (e.hermitFlag || plays[i]!.item === 'doll')) return [RARE_PLUS_ONE, 0];
    if (e.kind === 'rare') return [RARE, 0];
    if (e.kind === 'white-flag') return [FLAG, 0];
    const value = e.value === 1 && tens.has(e.colour) ? 11 : e.value;
    return [e.colour === 'black' ? BLACK : e.colour === lead ? LEAD : OTHER, value];
  });
}

/**
 * A complete trick judged (TT-3, TT-4, TT-47).
 * - `winner`: the index of the winning play;
 * - `tier`: the tier the winning card ranked in, the reason it won;
 * - `lead`: the lead suit, from the effective cards; `null` when none;
 * - `cards`: each play's effective card (TT-26), in play order;
 * - `rarePlusOne`: per play, whether it ranked at tier Rare+1 (the Hermit's
 *   White Flag or a `doll` card with an effective Rare in the trick; never
 *   in a Revolt);
 * - `hermitBonus`: the winner is the Hermit's White Flag, winning as Rare+1:
 *   the Hermit gains its bonus (TT-17; none in a Revolt, RN-13).
 */
export interface TrickResolution {
  winner: number;
  /** Why the winner won: the tier its card ranked in ({@link TrickTier}). */
  tier: TrickTier;
  lead: Colour | null;
  cards: EffectiveCard[];
  rarePlusOne: boolean[];
  hermitBonus: boolean;
}

/**
 * Judges a complete trick with every modifier (TT-3, TT-4, TT-47): effective
 * cards; the lead suit from them; the best tier wins, the higher value
 * within it; equal strength goes to the `wing` card if it is among the best,
 * else to the earliest play. Potion cards read face up (the reveal comes
 * first, TT-34).
 * @param plays in actual play order, at least one (`boots` moves the
 *   Adventurer last; the caller orders them)
 * @param opts.kakumei a Revolt trick (TT-4): `doll`, the Hermit's WF and the
 *   1s' powers are off; `orb`, `wand`, `sword`, the Axe's 10, tokens and
 *   `wing` still apply
 * @throws RangeError when `plays` is empty or a play is malformed ({@link effectiveCard})
 */
export function resolveTrick(plays: readonly ExtraPlay[], opts: { kakumei?: boolean } = {}): TrickResolution {
  if (plays.length === 0) throw new RangeError('trickWinner needs at least one play');
  const { cards, lead } = effectivePlays(plays);
  const s = strengths(plays, cards, lead, opts.kakumei === true);
  let best = 0;
  for (let i = 1; i < s.length; i++) {
    const [t, v] = s[i]!;
    const [bt, bv] = s[best]!;
    if (t > bt || (t === bt && v > bv) || (t === bt && v === bv && plays[i]!.item === 'wing')) best = i;
  }
  const kakumei = opts.kakumei === true;
  const rarePlusOne = s.map(([t]) => t === RARE_PLUS_ONE);
  const tier = kakumei ? KAKUMEI_TIERS[s[best]![0] - 1]! : TIERS[s[best]![0] - 1]!;
  return { winner: best, tier, lead, cards, rarePlusOne, hermitBonus: rarePlusOne[best]! && cards[best]!.hermitFlag };
}

/**
 * The index of the winning play of a complete trick (TT-3; TT-4 when
 * `opts.kakumei`; with the extras' modifiers, TT-47: see
 * {@link resolveTrick}). Equal strength goes to the `wing` card, else to the
 * earliest play.
 *
 * Normal order, best first: every 1 when the Berserker card is in the trick;
 * the Berserker card; the Hermit's White Flag (or a `doll` card) when a Rare
 * is in the trick; Rare; black numbers by value; lead-colour numbers by value
 * (the lead is the colour of the first number card); other numbers; White
 * Flags. Within numbers a 10 ranks 10, and a 1 counts 11 when its colour's
 * 10 is in the trick. Kakumei order, best first: White Flags; red, blue and
 * green numbers, lower better, colours equal; black numbers, lower better;
 * Rare; Berserker; no ability applies.
 * @param plays the plays in order, at least one
 * @example trickWinner([{ card: 'red-3' }, { card: 'black-1' }, { card: 'blue-1' }, { card: 'green-1' },
 *   { card: 'red-1' }], { kakumei: true }) // → 2, blue 1 (TT-4's corrected example)
 * @throws RangeError when `plays` is empty
 */
export function trickWinner(plays: readonly ExtraPlay[], opts: { kakumei?: boolean } = {}): number {
  return resolveTrick(plays, opts).winner;
}
