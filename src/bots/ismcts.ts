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
 *
 * Open loop ({@link SearchBudget.openLoop}), the tree holds the searching
 * seat's moves only, and the other seats play by the game's policy from
 * their sampled cards, in the tree as in the playout.
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
   * compact state itself rather than from a list. When the seat has no legal
   * move (a sampler or simulator bug) it returns no move, -1 or `undefined`
   * (moves are never negative; anything but a number ≥ 0 counts as none),
   * and the search throws.
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
  /**
   * Open loop: the tree keeps nodes for the moves of the seat to move at the
   * root only, and the other seats move by the playout policy in the tree
   * as in the playout, each from its own cards of the deal. Closed (the
   * default), every seat's moves are nodes, and another seat's node sums its
   * results over every sampled deal, as if that seat did not know its own
   * hand (the strategy fusion of SO-ISMCTS, Cowling, Powley and Whitehouse
   * 2012). Can't Win, TrickTakers and You Suck search open loop, You Suck's
   * oracle excepted (`GameSearch.openLoop`, `GameSearch.closedLoopOracle`;
   * issue 24, docs/bots-results.md).
   */
  openLoop?: boolean;
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

/**
 * The search tree in flat typed arrays, one slot a node, kept from one search
 * to the next (a search is synchronous, and one is done before the next
 * starts), so a search allocates nothing a node: no children array, no
 * by-move array (issue 24, part 3; with them, garbage collection was about a
 * tenth of a search's CPU profile, now under 3%). A node's children are a
 * list through `child` and `sibling` (-1 ends it); node 0 is the root.
 */
class Tree {
  size = 0;
  move = new Int32Array(0);
  /** The seat that made `move`. */
  seat = new Int32Array(0);
  visits = new Int32Array(0);
  total = new Float64Array(0);
  avail = new Int32Array(0);
  child = new Int32Array(0);
  sibling = new Int32Array(0);
  /** Taken by a running search (a nested one, which none makes today, gets a tree of its own). */
  busy = false;

  /** Empties the tree to a lone root, with room for `capacity` nodes. */
  reset(capacity: number): void {
    if (this.move.length < capacity) this.grow(capacity);
    this.size = 0;
    this.add(-1, -1, -1);
  }

  /** A new node for `move` made by `seat`, first among `parent`'s children (no parent: -1); its index. */
  add(parent: number, move: number, seat: number): number {
    if (this.size === this.move.length) this.grow(this.size * 2);
    const n = this.size++;
    this.move[n] = move;
    this.seat[n] = seat;
    this.visits[n] = 0;
    this.total[n] = 0;
    this.avail[n] = 0;
    this.child[n] = -1;
    this.sibling[n] = parent >= 0 ? this.child[parent]! : -1;
    if (parent >= 0) this.child[parent] = n;
    return n;
  }

  private grow(capacity: number): void {
    this.move = grown(this.move, capacity);
    this.seat = grown(this.seat, capacity);
    this.visits = grown(this.visits, capacity);
    this.total = grown(this.total, capacity);
    this.avail = grown(this.avail, capacity);
    this.child = grown(this.child, capacity);
    this.sibling = grown(this.sibling, capacity);
  }
}

/** A copy of `a` with room for `length` entries (the new ones 0). */
function grown<A extends Int32Array | Float64Array>(a: A, length: number): A {
  const b = new (a.constructor as new (n: number) => A)(length);
  b.set(a);
  return b;
}

const sharedTree = new Tree();
/** The nodes a tree has room for at first (it doubles as a search needs). */
const INITIAL_NODES = 4096;

/**
 * Which child of a node plays each move, for one visit of the node:
 * `slot[m]` is the child when `mark[m]` is the current stamp.
 */
class MoveIndex {
  private mark = new Int32Array(64);
  private slot = new Int32Array(64);
  private stamp = 0;
  /** Indexes the children of `node`. */
  load(tree: Tree, node: number): void {
    if (++this.stamp === 0x7fffffff) {
      this.mark.fill(0);
      this.stamp = 1;
    }
    for (let ch = tree.child[node]!; ch !== -1; ch = tree.sibling[ch]!) {
      const m = tree.move[ch]!;
      if (m >= this.mark.length) this.grow(m + 1);
      this.mark[m] = this.stamp;
      this.slot[m] = ch;
    }
  }
  /** The child of the loaded node that plays `m`, or -1. */
  get(m: number): number {
    return m < this.mark.length && this.mark[m] === this.stamp ? this.slot[m]! : -1;
  }
  private grow(size: number): void {
    const n = Math.max(size, this.mark.length * 2);
    this.mark = grown(this.mark, n);
    this.slot = grown(this.slot, n);
  }
}

const sharedIndex = new MoveIndex();

/**
 * The most moves a playout may run before the search calls the simulator
 * broken: far beyond any round of the four games (each is well under a
 * hundred moves).
 */
export const MAX_PLAYOUT_MOVES = 100_000;

/**
 * The playout policy's move for the seat to act in `sim`.
 * @throws Error when it gives none (see {@link SearchSimulator.playout}): the
 *   seat has no legal move in the sampled deal, which would otherwise corrupt
 *   the simulated round or loop until {@link MAX_PLAYOUT_MOVES}
 */
export function playoutMove<Sim>(game: SearchSimulator<Sim>, sim: Sim, rng: () => number): number {
  const move = game.playout(sim, rng);
  if (typeof move !== 'number' || !(move >= 0))
    throw new Error(`ismcts: seat ${game.toAct(sim)} is to move in a playout with no legal move`);
  return move;
}

/**
 * Plays `sim` to the end of the horizon by the playout policy (a simulator
 * that never gets there is a bug: say so, not hang).
 * @throws Error as {@link playoutMove} does, or after {@link MAX_PLAYOUT_MOVES} moves without ending
 */
export function playToEnd<Sim>(game: SearchSimulator<Sim>, sim: Sim, rng: () => number): void {
  for (let moves = 0; game.toAct(sim) !== -1; moves++) {
    if (moves === MAX_PLAYOUT_MOVES) throw new Error(`ismcts: a playout ran ${MAX_PLAYOUT_MOVES} moves without ending`);
    game.apply(sim, playoutMove(game, sim, rng));
  }
}

/** The UCB1 exploration constant when the budget gives none (rewards lie in [0, 1]). */
export const DEFAULT_EXPLORATION = 0.7;

/**
 * Runs ISMCTS from `position` for the seat to move in its samples.
 * @param rng the search's own random stream (seeded by the bot)
 * @param watch when given, each root move's playouts are counted into it (rewards, squares, bids made)
 * @returns the most visited root move (ties: the lowest move number)
 * @throws Error when the position has no legal move, when a seat is to move
 *   with no legal move in a sampled deal, in the tree or in a playout (a
 *   sampler or simulator bug, which would otherwise loop for ever or corrupt
 *   the round), or when a playout runs
 *   {@link MAX_PLAYOUT_MOVES} moves without ending
 */
export function search<Sim>(
  game: SearchSimulator<Sim>,
  position: SearchPosition<Sim>,
  budget: SearchBudget,
  rng: () => number,
  watch?: RootWatch<Sim>,
): SearchResult {
  const shared = !sharedTree.busy;
  const tree = shared ? sharedTree : new Tree();
  const index = shared ? sharedIndex : new MoveIndex();
  tree.busy = true;
  try {
    return run(tree, index, game, position, budget, rng, watch);
  } finally {
    if (shared) tree.busy = false;
  }
}

function run<Sim>(
  tree: Tree,
  index: MoveIndex,
  game: SearchSimulator<Sim>,
  position: SearchPosition<Sim>,
  budget: SearchBudget,
  rng: () => number,
  watch: RootWatch<Sim> | undefined,
): SearchResult {
  const c = budget.exploration ?? DEFAULT_EXPLORATION;
  const openLoop = budget.openLoop === true;
  const legal: number[] = [];
  const untried: number[] = [];
  const found: number[] = []; // children of the current node legal in this deal, in legal-move order
  const path: number[] = [];
  const deadline = budget.timeMs === undefined ? Infinity : now() + budget.timeMs;
  const maxIterations = budget.timeMs === undefined ? Math.max(1, budget.iterations ?? 1000) : Infinity;
  // One node is added an iteration; the tree doubles when a longer search needs it.
  tree.reset(Math.min(maxIterations + 1, INITIAL_NODES));
  let iterations = 0;
  while (iterations < maxIterations && (iterations === 0 || now() < deadline)) {
    const sim = position.sample(rng);
    let node = 0;
    let depth = 0;
    const searcher = game.toAct(sim);
    let policyMoves = 0; // the other seats' moves in the tree, open loop
    // Selection and expansion.
    for (let seat = searcher; seat !== -1; seat = game.toAct(sim)) {
      if (openLoop && seat !== searcher) {
        if (policyMoves++ === MAX_PLAYOUT_MOVES)
          throw new Error(`ismcts: a playout ran ${MAX_PLAYOUT_MOVES} moves without ending`);
        game.apply(sim, playoutMove(game, sim, rng));
        continue;
      }
      game.legal(sim, legal);
      if (legal.length === 0) throw new Error(`ismcts: seat ${seat} is to move in a sampled deal with no legal move`);
      index.load(tree, node);
      let nUntried = 0;
      let nFound = 0;
      for (const m of legal) {
        const ch = index.get(m);
        if (ch >= 0) found[nFound++] = ch;
        else untried[nUntried++] = m;
      }
      if (nUntried > 0) {
        const m = untried[Math.floor(rng() * nUntried)]!;
        const child = tree.add(node, m, seat);
        tree.avail[child] = 1;
        game.apply(sim, m);
        path[depth++] = child;
        break;
      }
      let best = -1;
      let bestScore = -Infinity;
      for (let i = 0; i < nFound; i++) {
        const ch = found[i]!;
        const a = ++tree.avail[ch]!;
        const v = tree.visits[ch]!;
        const score = tree.total[ch]! / v + c * Math.sqrt(Math.log(a) / v);
        if (score > bestScore) {
          bestScore = score;
          best = ch;
        }
      }
      game.apply(sim, tree.move[best]!);
      path[depth++] = best;
      node = best;
    }
    playToEnd(game, sim, rng);
    const rewards = position.rewards(sim);
    for (let i = 0; i < depth; i++) {
      const n = path[i]!;
      tree.visits[n]!++;
      tree.total[n]! += rewards[tree.seat[n]!]!;
    }
    if (watch && depth > 0) countRoot(watch, tree, path[0]!, sim, rewards[tree.seat[path[0]!]!]!);
    iterations++;
  }
  const children: number[] = [];
  for (let ch = tree.child[0]!; ch !== -1; ch = tree.sibling[ch]!) children.push(ch);
  if (children.length === 0) throw new Error('ismcts: no legal move at the root');
  let chosen = children[0]!;
  for (const ch of children) {
    const v = tree.visits[ch]!;
    const best = tree.visits[chosen]!;
    if (v > best || (v === best && tree.move[ch]! < tree.move[chosen]!)) chosen = ch;
  }
  children.sort((a, b) => tree.move[a]! - tree.move[b]!);
  const rootVisits = new Map(children.map((ch) => [tree.move[ch]!, tree.visits[ch]!]));
  const chosenVisits = tree.visits[chosen]!;
  return {
    move: tree.move[chosen]!,
    iterations,
    visits: rootVisits,
    value: chosenVisits ? tree.total[chosen]! / chosenVisits : 0,
  };
}

function countRoot<Sim>(watch: RootWatch<Sim>, tree: Tree, first: number, sim: Sim, reward: number): void {
  const move = tree.move[first]!;
  let stat = watch.stats.get(move);
  if (!stat) watch.stats.set(move, (stat = { visits: 0, total: 0, squares: 0, counted: 0, made: 0 }));
  stat.visits++;
  stat.total += reward;
  stat.squares += reward * reward;
  const made = watch.made?.(sim, tree.seat[first]!);
  if (made !== undefined) {
    stat.counted++;
    if (made) stat.made++;
  }
}

function now(): number {
  return globalThis.performance ? performance.now() : Date.now();
}
