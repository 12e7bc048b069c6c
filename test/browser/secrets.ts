/**
 * Helpers for the tests of what a table keeps secret (issue 10): the game a
 * table runs, replayed here from its seed with `openMatch` (the truth to
 * check against), the card ids and random-state numbers inside any value,
 * and every string and number a page script can reach from an element by
 * reading properties.
 */
import type { State } from 'boardgame.io';
import type { FromWorker } from '../../src/elements/parts/bot-protocol.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import type { GameDescriptor } from '../../src/games/common/descriptor.js';
import { openMatch, type LocalMatch } from '../../src/games/common/local-match.js';

/** The game descriptor of a defined table tag (its class's `static game`). */
export function gameOf(tag: string): GameDescriptor {
  return (customElements.get(tag) as unknown as { game: GameDescriptor }).game;
}

/** The game of `tag` started as a table starts it: `openMatch(game, n, seed, setupData)`. */
export function replay(tag: string, n: number, seed: string, setupData: Record<string, unknown> = {}): LocalMatch {
  return openMatch(gameOf(tag).game, n, seed, setupData);
}

/** What `seat` sees of `state`: the game's `playerView`. */
export function seatG(tag: string, state: State, seat: string | null): any {
  return gameOf(tag).game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat } as any);
}

/**
 * A move every other seat saw only in part (`table-move` reports it so):
 * You Suck's traded card (`"hidden"`, YS-12), TrickTakers' face-down cards
 * (their count, TT-13…TT-15, TT-17). The truth is the bot's own answer.
 */
export const redacted = ({ move, args }: TableMoveDetail): boolean =>
  args[0] === 'hidden' ||
  (typeof args[0] === 'number' && (move === 'discard' || move === 'exchange' || move === 'spendBlackCrown'));

/** `move` as made: a {@link redacted} one with the args of the last move a bot worker answered (`received`). */
export function asMade(move: TableMoveDetail, received: readonly unknown[]): TableMoveDetail {
  if (!redacted(move)) return move;
  const answer = (received as FromWorker[]).filter((m) => m.type === 'move').at(-1) as { args: unknown[] } | undefined;
  return answer ? { ...move, args: answer.args } : move;
}

/**
 * Every card id written anywhere in `value`'s JSON, also inside longer
 * strings (`"3/1/pink-7,blue-2"`): `<suit>-<rank>` (e.g. `pink-7`,
 * `trump-3`), and TrickTakers' ids of another shape (`white-flag-1`,
 * `king-rare`, `berserker-rare`, `berserker-white-flag`; TT-1, TT-13,
 * TT-18). The Berserker card's id is also a character's, which every
 * seat sees, so it is not counted.
 */
export function cardTokens(value: unknown): Set<string> {
  const ids = /white-flag-\d+|king-rare|berserker-rare|berserker-white-flag|[a-z]+-\d+/g;
  return new Set(JSON.stringify(value ?? null).match(ids) ?? []);
}

/**
 * The cards of `state.G` that `seat` (`null`: a spectator) may not see:
 * every card id of G not in its view (other hands, undealt cards).
 */
export function hiddenFrom(tag: string, state: State, seat: string | null): Set<string> {
  const seen = cardTokens(seatG(tag, state, seat));
  return new Set([...cardTokens(state.G)].filter((card) => !seen.has(card)));
}

/**
 * Every non-integer number in `value` (however deep): the numbers of a
 * random generator's state (boardgame.io's Alea `prngstate`: `s0`, `s1`,
 * `s2` in (0, 1)), which no other value shares by chance.
 */
export function fractions(value: unknown): number[] {
  const out: number[] = [];
  JSON.stringify(value ?? null, (_key, v: unknown) => {
    if (typeof v === 'number' && !Number.isInteger(v)) out.push(v);
    return v;
  });
  return out;
}

/** What a page script reaches from an object by reading properties: the strings (keys included) and numbers. */
export interface Reachable {
  strings: Set<string>;
  numbers: Set<number>;
}

/**
 * Every string and number a page script reaches from `root` by reading
 * properties: own and inherited property names (string and symbol keys) up
 * the prototype chain to `stopAt`, getters included, through objects,
 * arrays, Maps and Sets, `depth` levels deep (a visited set stops cycles,
 * `limit` bounds the objects read). DOM nodes other than `root` are skipped
 * (what they show is tested as DOM), and so are functions (a class's
 * statics are not state). Getters that throw are skipped.
 */
export function reachable(root: object, stopAt: object, depth = 12, limit = 200_000): Reachable {
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const visited = new Set<object>();
  const builtIn = new Set<object | null>([null, Object.prototype, Array.prototype, Map.prototype, Set.prototype]);
  const walk = (value: unknown, level: number): void => {
    if (typeof value === 'string') strings.add(value);
    if (typeof value === 'number') numbers.add(value);
    if (value === null || typeof value !== 'object' || level > depth || visited.has(value)) return;
    if (visited.size >= limit) throw new Error(`more than ${limit} objects reachable: raise the limit`);
    visited.add(value);
    if (value !== root && value instanceof Node) return;
    if (value instanceof Promise || ArrayBuffer.isView(value)) return;
    if (value instanceof Map) for (const [k, v] of value) (walk(k, level + 1), walk(v, level + 1));
    if (value instanceof Set) for (const v of value) walk(v, level + 1);
    const keys = new Set<PropertyKey>();
    for (let o: object | null = value; !builtIn.has(o) && o !== stopAt; o = Object.getPrototypeOf(o)) {
      for (const key of Reflect.ownKeys(o!)) if (key !== 'constructor') keys.add(key);
    }
    for (const key of keys) {
      let v: unknown;
      try {
        v = (value as Record<PropertyKey, unknown>)[key];
      } catch {
        continue;
      }
      if (typeof key === 'string') strings.add(key);
      walk(v, level + 1);
    }
  };
  walk(root, 0);
  return { strings, numbers };
}

/** The strings of `strings` that contain `secret`. */
export function containing(strings: Iterable<string>, secret: string): string[] {
  return [...strings].filter((s) => s.includes(secret));
}

/** Runs `write`, a page script's attempt to change something; a refused write (a frozen object, a getter) throws, and is ignored. */
export function attempt(write: () => void): void {
  try {
    write();
  } catch {
    // refused
  }
}
