// The game contract every game keeps (issue 2 §2, issue 3 "Contract, as for
// Can't Win"), checked the same way for each game through a headless Client.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from 'boardgame.io/client';
import type { Game } from 'boardgame.io';
import { localGame } from '../../src/games/common/moves.js';

export type AnyClient = ReturnType<typeof Client> & { moves: Record<string, (...a: unknown[]) => void> };
type Move = { move: string; args: unknown[] };

/** A started local client; its store holds the full state. */
export function client(game: Game<any>, setupData?: object, seed = 'test-seed', numPlayers = 4): AnyClient {
  const c = Client({ game: localGame(game as never, { setupData, seed }), numPlayers } as never) as AnyClient;
  c.start();
  return c;
}

/** The full (unfiltered) state. */
export function full(c: AnyClient) {
  return c.store.getState() as { G: any; ctx: any; _stateID: number };
}

/** Makes `move` for `seat` through the client. */
export function act(c: AnyClient, seat: string, move: string, ...args: unknown[]) {
  c.updatePlayerID(seat);
  c.moves[move]!(...args);
}

/** Plays the `pick`-th legal move (from `enumerate`) for whoever is to move, `steps` times or until game over. */
export function autoplay(c: AnyClient, game: Game<any>, steps: number, pick: (moves: Move[], i: number) => Move) {
  let i = 0;
  for (; i < steps && !full(c).ctx.gameover; i++) {
    const { G, ctx } = full(c);
    const m = pick(game.ai!.enumerate(G, ctx, ctx.currentPlayer) as Move[], i);
    act(c, ctx.currentPlayer, m.move, ...m.args);
  }
  return i;
}

export interface ContractOptions {
  game: Game<any>;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  /** A legal setupData with a fixed deal and dealer "0" at 4 players (plus what else the game needs, e.g. You Suck's `tickOwners`). */
  fixedSetup: () => { deal: string[][]; dealer: string; [more: string]: unknown };
  /** Who moves first under {@link fixedSetup} with `dealer`; default the dealer (You Suck: the seat left of it, YS-5). */
  firstToAct?: (dealer: string) => string;
  /**
   * Who is to move after a completed trick that is not the round's last; default its winner
   * (CW, IN). You Suck: the next seat clockwise, whoever took the Tick (YS-6).
   */
  afterTrick?: (G: any) => string;
  /**
   * Which legal move the turns-after-a-trick check plays; default the last listed. TrickTakers:
   * the last without a Kakumei declaration, since a Black Kakumei ends the game at once (TT-16).
   */
  trickPick?: (moves: Move[]) => Move;
  /** Wrong moves at the first turn (seat "0" to move), each must be refused. */
  wrongFirstMoves: [what: string, seat: string, move: string, args: unknown[]][];
  /** Fields of G that must never reach any seat (besides other hands). */
  secretFields?: string[];
  /** Per-seat fields of G besides hands that only their own seat may see (e.g. face-down discards). */
  privateFields?: string[];
}

/** Registers the shared contract tests for one game. */
export function contractSuite(o: ContractOptions) {
  describe(`${o.name}: the shared game contract`, () => {
    it('has the documented name and player range', () => {
      assert.equal(o.game.name, o.name);
      assert.equal(o.game.minPlayers, o.minPlayers);
      assert.equal(o.game.maxPlayers, o.maxPlayers);
    });

    it('starts with the given dealer (or the seat it names) to move and the given hands', () => {
      const sd = o.fixedSetup();
      const c = client(o.game, { ...sd, dealer: '2' });
      assert.equal(full(c).ctx.currentPlayer, o.firstToAct?.('2') ?? '2');
      assert.deepEqual(full(c).G.hands, sd.deal);
    });

    for (const [what, seat, move, args] of o.wrongFirstMoves) {
      it(`refuses ${what} with the state and _stateID unchanged (G-4)`, () => {
        const c = client(o.game, o.fixedSetup());
        const before = full(c);
        act(c, seat, move, ...args);
        assert.equal(full(c)._stateID, before._stateID);
        assert.deepEqual(full(c).G, before.G);
      });
    }

    it('ai.enumerate lists exactly the legal moves', () => {
      const c = client(o.game, o.fixedSetup(), 'enumerate');
      autoplay(c, o.game, 7, (ms, i) => ms[(i * 5) % ms.length]!);
      const { G, ctx } = full(c);
      const seat = ctx.currentPlayer;
      const moves = o.game.ai!.enumerate(G, ctx, seat) as Move[];
      assert.ok(moves.length > 0);
      for (const m of moves) {
        const probe = client(o.game, o.fixedSetup(), 'enumerate');
        autoplay(probe, o.game, 7, (ms, i) => ms[(i * 5) % ms.length]!);
        const id = full(probe)._stateID;
        act(probe, seat, m.move, ...m.args);
        assert.equal(full(probe)._stateID, id + 1, `${m.move}(${m.args}) should be legal`);
      }
      const other = String((Number(seat) + 1) % 4);
      assert.deepEqual(o.game.ai!.enumerate(G, ctx, other), []);
    });

    it("after each completed trick that is not the round's last, currentPlayer is its winner (or the seat the rules name)", () => {
      const c = client(o.game, undefined, 'trick-winner');
      const afterTrick = o.afterTrick ?? ((G: any) => G.lastTrick.winner);
      let checked = 0;
      for (let i = 0; i < 400 && !full(c).ctx.gameover; i++) {
        const { trickCount, sheet } = full(c).G;
        autoplay(c, o.game, 1, o.trickPick ?? ((ms) => ms.at(-1)!));
        const { G, ctx } = full(c);
        if (G.trickCount > trickCount && G.sheet.length === sheet.length) {
          assert.equal(ctx.currentPlayer, afterTrick(G));
          checked++;
        }
      }
      assert.ok(checked >= 10, `checked ${checked} tricks`);
    });

    describe('playerView (G-5)', () => {
      it('leaves a seat only its own hand, and hand sizes', () => {
        const sd = o.fixedSetup();
        const { G, ctx } = full(client(o.game, sd));
        const view = o.game.playerView!({ G, ctx, playerID: '2' } as never) as any;
        assert.deepEqual(view.hands[2], sd.deal[2]);
        assert.deepEqual([view.hands[0], view.hands[1], view.hands[3]], [null, null, null]);
        assert.deepEqual(
          view.handSizes,
          sd.deal.map((h) => h.length),
        );
        const text = JSON.stringify(view);
        for (const seat of [0, 1, 3]) for (const card of sd.deal[seat]!) assert.ok(!text.includes(`"${card}"`), card);
        for (const f of o.secretFields ?? []) assert.equal(f in view, false, `${f} must not reach a seat`);
        for (const f of o.privateFields ?? []) {
          assert.deepEqual(view[f][2], G[f][2], `seat 2 sees its own ${f}`);
          assert.deepEqual([view[f][0], view[f][1], view[f][3]], [null, null, null], `${f} of other seats`);
          assert.deepEqual(
            view.sizes[f],
            G[f].map((list: unknown[]) => list.length),
          );
        }
      });
      it('a spectator sees no hand', () => {
        const sd = o.fixedSetup();
        const { G, ctx } = full(client(o.game, sd));
        const view = o.game.playerView!({ G, ctx, playerID: null } as never) as any;
        assert.deepEqual(view.hands, [null, null, null, null]);
        const text = JSON.stringify(view);
        for (const card of sd.deal.flat()) assert.ok(!text.includes(`"${card}"`), card);
        for (const f of o.secretFields ?? []) assert.equal(f in view, false);
        for (const f of o.privateFields ?? []) assert.deepEqual(view[f], [null, null, null, null], f);
      });
      it("a seat's client state holds no other hand and no seed", () => {
        const sd = o.fixedSetup();
        const c = client(o.game, sd, 'secret-seed');
        c.updatePlayerID('1');
        const text = JSON.stringify(c.getState()!.G);
        assert.ok(text.includes(`"${sd.deal[1]![0]}"`));
        assert.ok(!text.includes(`"${sd.deal[0]![0]}"`));
        assert.ok(!text.includes('secret-seed'));
      });
    });

    it('the same seed gives the same game, another seed another deal', () => {
      const run = (seed: string) => {
        const c = client(o.game, undefined, seed);
        const log: string[] = [];
        autoplay(c, o.game, 150, (ms, i) => {
          const m = ms[(i * 7) % ms.length]!;
          log.push(`${m.move}:${m.args}`);
          return m;
        });
        return { log, G: full(c).G };
      };
      const a = run('same');
      assert.deepEqual(run('same'), a);
      assert.notDeepEqual(run('other').G.sheet, a.G.sheet);
    });
  });
}
