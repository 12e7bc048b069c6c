/**
 * Page code a move argument, a property or a raw action may carry (issue 19), for the Node
 * boundary suite (test/node/boundary.test.ts) and the browser's (test/browser/page-code.test.ts).
 */

/** A legal move as `ai.enumerate` lists it. */
export interface Move {
  move: string;
  args: unknown[];
}

/**
 * `Proxy` objects whose every trap, whatever it is, writes its name to `ran` and throws: live
 * and revoked, of an object and of an array. A check that runs none of them leaves `ran` empty.
 */
export function pageCode(): { ran: string[]; values: [what: string, value: unknown][] } {
  const ran: string[] = [];
  const handler = new Proxy(
    {},
    {
      get: (_, trap) => () => {
        ran.push(String(trap));
        throw new Error(`page code ran: ${String(trap)}`);
      },
    },
  );
  const revoked = (target: object) => {
    const r = Proxy.revocable(target, {});
    r.revoke();
    return r.proxy;
  };
  return {
    ran,
    values: [
      ['a Proxy of an object', new Proxy({}, handler)],
      ['a Proxy of an array', new Proxy([], handler)],
      ['a revoked Proxy of an object', revoked({})],
      ['a revoked Proxy of an array', revoked([])],
    ],
  };
}

/**
 * Every place a move argument can stand, for the legal move `m`, as argument lists: one more
 * argument, and each argument replaced by `value`, put in an array beside it, and under a key
 * of a plain object beside it (1 + 3 × arguments lists).
 */
export function argumentPlaces(m: Move, value: unknown): [where: string, args: unknown[]][] {
  const places: [string, unknown[]][] = [[`${m.move}: an extra argument`, [...m.args, value]]];
  m.args.forEach((arg, i) => {
    const at = (v: unknown) => m.args.map((a, j) => (j === i ? v : a));
    places.push(
      [`${m.move}: argument ${i}`, at(value)],
      [`${m.move}: in an array at argument ${i}`, at([arg, value])],
      [`${m.move}: in an object at argument ${i}`, at({ kakumei: value, arg })],
    );
  });
  return places;
}
