/**
 * Information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and
 * Whitehouse 2012), written once for every game (issue 4, BOTS.md).
 *
 * Each iteration deals the unseen cards anew with the game's sampler (a
 * "determinization" consistent with the seat's view), walks one shared tree
 * of moves with UCB1 restricted to the moves legal in that deal (counting
 * each child's availability), adds one node, plays the rest of the round out
 * with the game's cheap playout policy on its fast simulator, and backs up
 * each seat's reward to the moves that seat made. Statistics are shared
 * across deals, so the search cannot tune a move to one guessed deal.
 *
 * A game supplies a {@link SearchSimulator}: its simulator, a per-decision
 * {@link SearchPosition} (sampler and reward), and a playout policy. The
 * search never sees the true hidden cards unless the position was built as
 * an oracle from the full state.
 */

/** A game's fast simulator and policies for the search. Moves are integers. */
export interface SearchSimulator<Sim> {
  /** The seat to move, or -1 once the simulated horizon (the round) is over. */
  toAct(sim: Sim): number;
  /** The legal moves into `out` (cleared first); returns `out`. */
  legal(sim: Sim, out: number[]): number[];
  apply(sim: Sim, move: number): void;
  /**
   * The playout policy: a legal move for the seat to act (one of `legal`).
   * Playouts are the search's hot path, so the game finds the move from its
   * compact state itself rather than from a list.
   */
  playout(sim: Sim, rng: () => number): number;
}

/** One decision's view of the game: where deals come from and what outcomes are worth. */
export interface SearchPosition<Sim> {
  /**
   * A simulator state at the decision, its hidden cards dealt with `rng` (or
   * the true ones, for an oracle). The search is done with it before the next
   * call, so a position may hand out the same object each time.
   */
  sample(rng: () => number): Sim;
  /** Each seat's reward in [0, 1] for a finished simulation. */
  rewards(sim: Sim): ArrayLike<number>;
}

/** How long to search: a fixed number of iterations (deterministic), or a time budget. */
export interface SearchBudget {
  iterations?: number;
  /** Milliseconds; when set, overrides `iterations`. Not deterministic. */
  timeMs?: number;
  /** The UCB1 exploration constant; rewards lie in [0, 1]. */
  exploration?: number;
}

/** One root move's playouts, as {@link search} counts them when asked (the hint, ./hint.ts). */
export interface RootStat {
  /** Playouts through the move. */
  visits: number;
  /** Sum of the mover's rewards, and of their squares (for the standard error of the mean). */
  total: number;
  squares: number;
  /** Playouts where `made` answered, and those where it answered true. */
  counted: number;
  made: number;
}

/** What {@link search} counts at the root when asked: each root move's {@link RootStat}. */
export interface RootWatch<Sim> {
  /** Filled by the search, keyed by root move. */
  stats: Map<number, RootStat>;
  /** Whether `seat` made its bid in a finished simulation; `undefined` where it has none. */
  made?(sim: Sim, seat: number): boolean | undefined;
}

/** What a search found: the chosen move and its statistics. */
export interface SearchResult {
  move: number;
  iterations: number;
  /** Visits of each root move, in move order. */
  visits: Map<number, number>;
  /** Mean reward of the chosen move for the seat to move. */
  value: number;
}

class Node {
  children: Node[] = [];
  /** `byMove[m]`: the child for move `m` (moves are small integers). */
  byMove: (Node | undefined)[] = [];
  visits = 0;
  total = 0;
  avail = 0;
  constructor(
    readonly move: number,
    /** The seat that made `move`. */
    readonly seat: number,
  ) {}
  add(child: Node): void {
    this.children.push(child);
    this.byMove[child.move] = child;
  }
}

/** The UCB1 exploration constant when the budget gives none (rewards lie in [0, 1]). */
export const DEFAULT_EXPLORATION = 0.7;

/**
 * Runs ISMCTS from `position` for the seat to move in its samples.
 * @param rng the search's own random stream (seeded by the bot)
 * @param watch when given, each root move's playouts are counted into it (rewards, squares, bids made)
 * @returns the most visited root move (ties: the lowest move number)
 * @throws Error when the position has no legal move
 */
export function search<Sim>(
  game: SearchSimulator<Sim>,
  position: SearchPosition<Sim>,
  budget: SearchBudget,
  rng: () => number,
  watch?: RootWatch<Sim>,
): SearchResult {
  const root = new Node(-1, -1);
  const c = budget.exploration ?? DEFAULT_EXPLORATION;
  const legal: number[] = [];
  const untried: number[] = [];
  const found: Node[] = []; // children of the current node legal in this deal, in legal-move order
  const path: Node[] = [];
  const deadline = budget.timeMs === undefined ? Infinity : now() + budget.timeMs;
  const maxIterations = budget.timeMs === undefined ? Math.max(1, budget.iterations ?? 1000) : Infinity;
  let iterations = 0;
  while (iterations < maxIterations && (iterations === 0 || now() < deadline)) {
    const sim = position.sample(rng);
    let node = root;
    path.length = 0;
    // Selection and expansion.
    for (let seat = game.toAct(sim); seat !== -1; seat = game.toAct(sim)) {
      game.legal(sim, legal);
      untried.length = 0;
      found.length = 0;
      for (const m of legal) {
        const ch = node.byMove[m];
        if (ch) found.push(ch);
        else untried.push(m);
      }
      if (untried.length > 0) {
        const m = untried[Math.floor(rng() * untried.length)]!;
        const child = new Node(m, seat);
        child.avail = 1;
        node.add(child);
        game.apply(sim, m);
        path.push(child);
        break;
      }
      let best: Node | undefined;
      let bestScore = -Infinity;
      for (const ch of found) {
        ch.avail++;
        const score = ch.total / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
        if (score > bestScore) {
          bestScore = score;
          best = ch;
        }
      }
      game.apply(sim, best!.move);
      path.push(best!);
      node = best!;
    }
    // Playout to the end of the horizon.
    while (game.toAct(sim) !== -1) game.apply(sim, game.playout(sim, rng));
    const rewards = position.rewards(sim);
    for (const n of path) {
      n.visits++;
      n.total += rewards[n.seat]!;
    }
    if (watch && path.length > 0) countRoot(watch, path[0]!, sim, rewards[path[0]!.seat]!);
    iterations++;
  }
  if (root.children.length === 0) throw new Error('ismcts: no legal move at the root');
  let chosen = root.children[0]!;
  for (const ch of root.children) {
    if (ch.visits > chosen.visits || (ch.visits === chosen.visits && ch.move < chosen.move)) chosen = ch;
  }
  const visits = new Map([...root.children].sort((a, b) => a.move - b.move).map((ch) => [ch.move, ch.visits]));
  return { move: chosen.move, iterations, visits, value: chosen.visits ? chosen.total / chosen.visits : 0 };
}

function countRoot<Sim>(watch: RootWatch<Sim>, first: Node, sim: Sim, reward: number): void {
  let stat = watch.stats.get(first.move);
  if (!stat) watch.stats.set(first.move, (stat = { visits: 0, total: 0, squares: 0, counted: 0, made: 0 }));
  stat.visits++;
  stat.total += reward;
  stat.squares += reward * reward;
  const made = watch.made?.(sim, first.seat);
  if (made !== undefined) {
    stat.counted++;
    if (made) stat.made++;
  }
}

function now(): number {
  return globalThis.performance ? performance.now() : Date.now();
}
