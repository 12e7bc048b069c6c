/**
 * Glue between pure rules actions and boardgame.io moves, and the plugin
 * through which a move refuses arguments boardgame.io could not print.
 */
import type { Plugin } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Shuffle } from './deal.js';

/**
 * A rules action: validates its argument, then changes `state` only when
 * legal. Returns `null` on success or an error code. The argument is the
 * move's one argument; `undefined` for a move that takes none; for a move
 * that takes two (You Suck's `playCard(cardId, tickId)`), the array of both.
 */
export type RulesAction<S> = (state: S, seat: string, arg: unknown, shuffle: Shuffle) => string | null;

/**
 * The refusal plugin's API, as a move or `setup` sees it (`context.refusal`).
 * A pure rules function's refusal code is told apart by ./refusal.ts
 * `isRefusal`, a module of its own so that a table's first load, which
 * holds this one, goes without it.
 */
export interface RefusalApi {
  /** Marks the action as one of the game's own (a move, or the setup). */
  act(): void;
  /** Throws the action out, keeping the state from before it, with `reason` as the error. */
  refuse(reason: string): void;
}

/** Why the refusal plugin throws out an action that ran no move of the game: an event. */
export const EVENTS_OFF = 'boardgame.io events are off: the rules decide turns, phases and the end (G-4)';

/**
 * A boardgame.io plugin that throws out (its `isInvalid`) every action that
 * is not one of the game's own moves, and the moves that ask for it, keeping
 * the state from before the action and reporting `action/plugin_invalid`
 * (G-4):
 * - a move that calls `refusal.refuse(reason)`: boardgame.io 0.50.2 logs an
 *   `INVALID_MOVE` with `` `args: ${args}` ``, which throws for arguments
 *   such as `{"toString": 1}`, and this way never prints them;
 * - an action during which neither a move nor `setup` called
 *   `refusal.act()`: a boardgame.io event (`endTurn`, `pass`, `endGame`, …),
 *   which 0.50.2 runs when sent as a raw action even though the game
 *   switches it off.
 */
export const RefusalPlugin: Plugin<RefusalApi & { acted?: boolean; reason?: string }, { refused?: string }> = {
  name: 'refusal',
  setup: () => ({}),
  api: () => {
    const api = {
      acted: false,
      reason: undefined as string | undefined,
      act: () => void (api.acted = true),
      refuse: (reason: string) => void (api.reason = reason),
    };
    return api;
  },
  flush: ({ api }) => {
    const refused = api.reason ?? (api.acted ? undefined : EVENTS_OFF);
    return refused ? { refused } : {};
  },
  isInvalid: ({ data }) => data.refused ?? false,
};

/**
 * Own property names a move's object argument may not use: every name
 * `Object.prototype` has (`toString`, `valueOf`, `constructor`,
 * `__proto__`, …), so that printing the argument (boardgame.io's
 * `` `args: ${args}` ``) and reading it can only see plain data.
 */
const RESERVED_KEYS = new Set<string | symbol>(Reflect.ownKeys(Object.prototype));

/** A string, number, boolean, bigint, `null` or `undefined` (`typeof` runs nothing of a Proxy). */
export const primitive = (value: unknown): value is string | number | boolean | bigint | null | undefined =>
  value === null || !['object', 'function', 'symbol'].includes(typeof value);

/**
 * Whether `value` is an argument a move takes (G-4):
 * - a string, number, boolean, bigint, `null` or `undefined`;
 * - a plain array of such arguments (its prototype `Array.prototype`, no
 *   holes, no own property besides its items and `length`, items that are
 *   data properties);
 * - a plain object of such arguments (TrickTakers' `{ kakumei: true }`):
 *   its prototype `Object.prototype`, only string keys, none of them a name
 *   `Object.prototype` has ({@link RESERVED_KEYS}), and only enumerable data
 *   properties (no getters);
 * nested at most 4 deep. These always print and read without running page
 * code; anything else (a function, a symbol, a class instance, an array with
 * its own `toString`, an object with a getter) is never a legal argument of
 * any of our moves.
 *
 * Reads only property descriptors and prototypes, so it runs no getter; it
 * must be given a value {@link plainCopy} has cloned, where no `Proxy` can be
 * reached (a proxy's traps are page code). A move's argument list is checked
 * as an array at depth -1, so each argument may nest 4 deep.
 */
function plainArg(value: unknown, depth = 0): boolean {
  if (primitive(value)) return true;
  if (typeof value !== 'object' || depth >= 4) return false;
  const array = Array.isArray(value);
  if (Object.getPrototypeOf(value) !== (array ? Array.prototype : Object.prototype)) return false;
  const keys = Reflect.ownKeys(value);
  if (array && keys.length !== value.length + 1) return false;
  return keys.every((key) => {
    if (array && key === 'length') return true;
    if (typeof key !== 'string' || (!array && RESERVED_KEYS.has(key))) return false;
    const d = Object.getOwnPropertyDescriptor(value, key)!;
    return 'value' in d && d.enumerable === true && plainArg(d.value, depth + 1);
  });
}

/**
 * A copy of `value`, or `null` when it cannot be copied or fails `check`:
 * how our code takes a value from untrusted input (a page script, a raw
 * client action, a file), so that nothing of the caller can be reached from
 * what it hands on (G-4).
 *
 * The copy is HTML's structured clone (as `postMessage` makes it), taken
 * first: it refuses a `Proxy`, live or revoked, anywhere in `value` without
 * running any of its traps (no JavaScript API can look inside a proxy
 * without running them), and a function, a symbol or a DOM node likewise.
 * A getter of an ordinary object is read once by the clone; a getter that
 * throws makes the copy `null` (its exception does not escape). Only then
 * is `check` given `value` itself, in which no proxy can be reached.
 * @param check what else `value` must be (read by descriptors, like {@link plainArg}, it runs no
 *   getter); by default nothing
 * @returns `{ value: copy }`, or `null`
 */
export function plainCopy<T = unknown>(
  value: unknown,
  check: (value: unknown) => boolean = () => true,
): { value: T } | null {
  let copy: T;
  try {
    copy = structuredClone(value) as T;
  } catch {
    return null;
  }
  return check(value) ? { value: copy } : null;
}

/**
 * A copy of a move's argument list, or `null` unless `args` is a plain
 * array of arguments a move takes ({@link plainArg}, G-4): a `Proxy`
 * anywhere in it is refused without running any of its traps
 * ({@link plainCopy}), an object with a getter or a class instance is
 * refused although its clone would be plain.
 */
export const moveArgsCopy = (args: unknown) => plainCopy<unknown[]>(args, (a) => Array.isArray(a) && plainArg(a, -1));

/** The refusal's reason for arguments that are not plain data ({@link moveArgsCopy}). */
export const NOT_PLAIN = 'move arguments must be strings, numbers, arrays or plain objects';

/**
 * A move's number of arguments (G-4): exactly none, one or two, or `[1, 2]`:
 * one, or two with an optional second (TrickTakers' `playCard(cardId,
 * opts?)` and `useItem(itemId, arg?)`, TT-54).
 */
export type MoveArity = 0 | 1 | 2 | readonly [1, 2];

/**
 * Wraps a rules action as a boardgame.io move (0.50 signature) taking
 * exactly `count` arguments, 0, 1 or 2 (G-4), or with `[1, 2]` one or two;
 * with 2 or `[1, 2]` the action receives them as one array (`[first,
 * second]`, or `[first]`):
 * - arguments that are not plain data ({@link moveArgsCopy}) are refused through
 *   {@link RefusalPlugin}, before boardgame.io could try to print them
 *   (with `INVALID_MOVE` when called without the plugin);
 * - any other number of arguments, a missing `playerID`, or an action the
 *   rules refuse returns `INVALID_MOVE`, so boardgame.io keeps the previous
 *   state and `_stateID`.
 */
export function moveFrom<S>(action: RulesAction<S>, count: MoveArity = 1) {
  return (
    {
      G,
      playerID,
      random,
      refusal,
    }: { G: S; playerID?: string | null; random: { Shuffle: Shuffle }; refusal?: unknown },
    ...args: unknown[]
  ) => {
    const r = refusal as RefusalApi | undefined;
    r?.act();
    // `args` is this function's own rest array: when every argument is a primitive (a card id, a
    // bid: nearly every move) there is nothing of a caller in it to copy.
    const plain = args.every(primitive) ? { value: args } : moveArgsCopy(args);
    if (!plain) return r ? r.refuse(NOT_PLAIN) : INVALID_MOVE;
    const [min, max] = typeof count === 'number' ? [count, count] : count;
    if (typeof playerID !== 'string' || args.length < min || args.length > max) return INVALID_MOVE;
    const arg = max === 2 ? plain.value : plain.value[0];
    return action(G, playerID, arg, random.Shuffle) === null ? undefined : INVALID_MOVE;
  };
}

/** The play-order index of the seat the state names (`toAct`); 0 when nobody is named. */
const toActIndex = ({ G, ctx }: { G: { toAct: string | null }; ctx: { playOrder: string[] } }) =>
  Math.max(0, ctx.playOrder.indexOf(G.toAct ?? ''));

/**
 * A turn order (boardgame.io `turn.order`) that gives the turn to whatever
 * seat the state names (`toAct`), for games whose rules decide who moves
 * next (trick winners lead, laps start at the dealer; G-1 seats). Pair it
 * with `maxMoves: 1`. While `toAct` is `null` (nobody to move, e.g. at the
 * game end) the turn goes to seat `"0"`.
 */
export const orderByToAct = { first: toActIndex, next: toActIndex };

/**
 * A copy of `game` for a local boardgame.io `Client`, which in 0.50 takes
 * neither setupData nor a seed: `setup` always receives `setupData` (and
 * still validates it, throwing when illegal, G-3), and `seed`, when given,
 * seeds the random plugin so the match replays exactly (G-2).
 */
export function localGame<T extends { setup?: (ctx: any, setupData?: any) => any; seed?: string | number }>(
  game: T,
  opts: { setupData?: unknown; seed?: string | number } = {},
): T {
  const setup = game.setup!;
  const local = { ...game, setup: (ctx: any) => setup(ctx, opts.setupData) };
  if (opts.seed !== undefined) local.seed = opts.seed;
  return local;
}
