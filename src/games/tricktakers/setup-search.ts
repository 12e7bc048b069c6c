/**
 * TrickTakers: the decisions before a round's first lead, by search from
 * the seat's view (issue 24): the character (TT-6 step 2), the King's
 * discard (TT-13), the Gambler's exchanges, bid and bet (TT-14), the final
 * round's black-crown spends (TT-15) and the two-player lead choice
 * (TT-19). The tree search (src/bots/ismcts.ts) starts at the first lead,
 * where ./sim.ts does; these decisions come before it, so they are
 * searched flat:
 *
 * - A world is one deal consistent with the seat's view (./sampler.ts, the
 *   trick play's sampler; at the character choice, before any setup has
 *   placed the King Rare or the Berserker's hand, every other hand is a
 *   uniform draw of the unseen cards), weighed as in trick play by the
 *   earlier picks and the Gambler's bid (./character-reading.ts). The
 *   `oracle` uses the true state.
 * - Each candidate move is applied to a copy of the world with the rules
 *   (./play.ts); the rest of the setup is played by the `rule` policy
 *   (./rule-setup.ts), every seat's, as the model of what the others do;
 *   then the round's tricks by the search's playout policy on the
 *   simulator, scored by the search's round reward (./search.ts).
 * - Sequential halving (Karnin, Koren and Somekh 2013) spreads the budget:
 *   every candidate plays the same worlds and the same playout seeds in a
 *   round (common random numbers), and the better half goes on, until one
 *   is left. A quarter of the budget's iterations are its rollouts
 *   ({@link SETUP_ROLLOUT_SHARE}); a time budget splits its milliseconds
 *   evenly over the rounds. A budget of fewer than
 *   {@link MIN_SETUP_ROLLOUTS} rollouts (`easy`) is not searched: the
 *   `rule` policy decides.
 *
 * States are copied with `klona/json` (a state is JSON data): a tenth of
 * `structuredClone`'s time, about 3 µs against 28 µs for a 5-player state.
 *
 * The extras' set-ups (the Adventurer's initial items, the Ruler's tasks)
 * and the two-player advanced game's draft stay with the `rule` policy.
 */
import { klona } from 'klona/json';
import type { SearchBudget } from '../../bots/ismcts.js';
import type { ChosenMove } from '../../bots/types.js';
import type { Shuffle } from '../common/deal.js';
import { seededRandom, shuffleWith } from '../common/random.js';
import { chooseCharacter, legalMoves } from './actions.js';
import { playRules } from './play.js';
import { ruleMove } from './rule-bot.js';
import { trickTakersSampler, type SamplerView, type TtDeal } from './sampler.js';
import { characterReadingDeals } from './character-reading.js';
import { BERSERKER_DECK, type TrickTakersState } from './rules.js';
import { toSim, type TtSim } from './sim.js';

/** The stages decided by {@link setupSearchMove} (outside the two-player advanced game, {@link flatSearched}). */
export const SETUP_SEARCHED: ReadonlySet<string> = new Set([
  'select',
  'king-discard',
  'exchange',
  'bid',
  'bet',
  'black-crowns',
  'choose-leader',
]);

/** Whether `seat`'s decision in `G` is one {@link setupSearchMove} makes: a stage of {@link SETUP_SEARCHED}, no draft. */
export const flatSearched = (G: Pick<TrickTakersState, 'stage' | 'draft'>): boolean =>
  SETUP_SEARCHED.has(G.stage) && !G.draft;

/**
 * The trick play's rollout (./search.ts `roundRollout`): plays `sim` from its
 * first lead to the round's end with the search's playout policy and returns
 * `seat`'s round reward, in [0, 1].
 */
export type RoundRollout = (sim: TtSim, seat: number, rng: () => number) => number;

/** The stages that come before the Berserker's automatic new hand (./setups.ts `runSetups`, TT-25). */
const BEFORE_BERSERKER: ReadonlySet<string> = new Set([
  'select',
  'king-discard',
  'exchange',
  'bid',
  'bet',
  'initial-items',
]);

/**
 * The share of the level's iterations a setup decision spends as rollouts:
 * a rollout (copy, set-up, a whole round's playout) costs about 15 tree
 * iterations, and a quarter keeps a 5-player character choice under
 * `normal`'s 150 ms p95 (a third measured 153 ms; docs/bots-results.md).
 */
export const SETUP_ROLLOUT_SHARE = 1 / 4;

/**
 * The fewest rollouts a setup decision is searched with. A smaller budget
 * (`easy`'s 25: two or three rollouts a character) leaves the decision to
 * the `rule` policy, so `easy` chooses its character, bid and crowns by rule
 * and only its card play is a (small) search (docs/bots.md "Levels").
 */
export const MIN_SETUP_ROLLOUTS = 100;

/** A move by name through the rules, as the game's moves call them (two arguments as one array). */
function apply(state: TrickTakersState, seat: string, m: ChosenMove, shuffle: Shuffle): boolean {
  const action =
    m.move === 'chooseCharacter'
      ? chooseCharacter
      : (playRules[m.move as keyof typeof playRules] as
          ((s: TrickTakersState, seat: string, arg: unknown, shuffle: Shuffle) => string | null) | undefined);
  if (typeof action !== 'function') return false;
  return action(state, seat, m.args.length === 2 ? m.args : m.args[0], shuffle) === null;
}

/**
 * A full state for one world of `seat`'s view: the sampled hands and deck
 * (and item deck), the other seats' face-down discards empty (they take no
 * further part in the round).
 */
function worldOf(view: TrickTakersState, seat: string, deal: TtDeal<string>): TrickTakersState {
  const world = klona(view) as TrickTakersState & { handSizes?: unknown; sizes?: unknown };
  const me = Number(seat);
  // Copies: the world is played out, and the weighed deal source may hand the same deal again (./character-reading.ts).
  world.hands = deal.hands.map((h, s) => [...(s === me ? view.hands[me]! : h)]);
  world.deck = [...deal.deck];
  const held = new Set(world.hands.flat());
  world.spare = BERSERKER_DECK.filter((c) => !held.has(c));
  world.discards = world.discards.map((d) => d ?? []);
  if (world.collected) world.collected = world.collected.map((c) => c ?? []);
  if (deal.itemDeck.length > 0) world.itemDeck = [...deal.itemDeck];
  delete world.handSizes;
  delete world.sizes;
  return world;
}

/**
 * `seat`'s move in a setup stage by flat search (see the module doc), or
 * by the `rule` policy (./rule-bot.ts `ruleMove`) when the budget gives
 * fewer than {@link MIN_SETUP_ROLLOUTS} rollouts.
 * @param G the seat's view (fair), or the full state when `oracle`; {@link flatSearched}
 * @param legal the seat's legal moves (two or more)
 * @param rollout the trick play's playout and reward (./search.ts)
 * @returns one of `legal`
 */
export function setupSearchMove(
  G: TrickTakersState,
  seat: string,
  legal: readonly ChosenMove[],
  opts: { oracle: boolean; budget: SearchBudget; rng: () => number },
  rollout: RoundRollout,
): ChosenMove {
  const { oracle, budget, rng } = opts;
  const total = (budget.iterations ?? 0) * SETUP_ROLLOUT_SHARE;
  if (budget.timeMs === undefined && total < MIN_SETUP_ROLLOUTS) return ruleMove(G, seat, legal, rng);
  const me = Number(seat);
  const round = G.round;
  let sample: () => TrickTakersState;
  if (oracle) sample = () => klona(G);
  else {
    // No hand holds the King Rare before the King's setup, nor the Berserker's cards before its own (TT-13, TT-18, TT-25).
    const masked = (c: string | null) =>
      (c === 'king' && G.stage === 'select') || (c === 'berserker' && BEFORE_BERSERKER.has(G.stage));
    const view = { ...G, characters: G.characters.map((c) => (masked(c) ? null : c)) } as SamplerView;
    const sampler = trickTakersSampler(view, seat);
    // The earlier picks and the Gambler's bid weigh the worlds, as in trick play (./character-reading.ts).
    const deals = characterReadingDeals(
      G,
      me,
      (id) => id,
      (r) => sampler.sample(r),
    );
    sample = () => worldOf(G, seat, deals(rng));
  }
  /** One rollout of `m` in `world` (consumed), with its own seeded stream: `seat`'s reward. */
  const play = (world: TrickTakersState, m: ChosenMove, seed: number): number => {
    const r = seededRandom(seed);
    const shuffle = shuffleWith(r);
    if (!apply(world, seat, m, shuffle)) throw new Error(`TrickTakers setup search: ${m.move} refused`);
    while (world.round === round && world.stage !== 'play' && world.stage !== 'over') {
      const s = world.toAct!;
      const next = ruleMove(world, s, legalMoves(world, s), r)!;
      if (!apply(world, s, next, shuffle)) throw new Error(`TrickTakers setup search: ${next.move} refused`);
    }
    // Every round of the games searched here has tricks to play after its setup (TT-6).
    if (world.stage !== 'play') throw new Error(`TrickTakers setup search: the setup ended in ${world.stage}`);
    return rollout(toSim(world, world.hands, world.deck, world.itemDeck ?? []), me, r);
  };
  let alive = legal.map((_, i) => i);
  const sums = new Float64Array(legal.length);
  const counts = new Uint32Array(legal.length);
  const rounds = Math.ceil(Math.log2(legal.length));
  for (let k = 0; k < rounds && alive.length > 1; k++) {
    const stop = budget.timeMs !== undefined ? performance.now() + budget.timeMs / rounds : Infinity;
    const worlds = Math.max(1, Math.floor(total / (alive.length * rounds)));
    for (let w = 0; budget.timeMs !== undefined ? w === 0 || performance.now() < stop : w < worlds; w++) {
      const world = sample();
      const seed = Math.floor(rng() * 0x100000000);
      alive.forEach((i, at) => {
        // The last candidate plays the world itself, the others a copy.
        sums[i]! += play(at < alive.length - 1 ? klona(world) : world, legal[i]!, seed);
        counts[i]!++;
      });
    }
    const mean = (i: number) => sums[i]! / counts[i]!;
    alive = [...alive].sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.ceil(alive.length / 2));
  }
  return legal[alive[0]!]!;
}
