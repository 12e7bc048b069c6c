// Can't Win as a boardgame.io game: the contract the element, harness and
// later games rely on (issue 2 §2), driven through a headless Client.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from 'boardgame.io/client';
import { CantWin } from '../../src/games/cant-win/index.js';
import { localGame } from '../../src/games/common/moves.js';
import { legalMoves, type CantWinState } from '../../src/games/cant-win/rules.js';

type AnyClient = ReturnType<typeof Client> & { moves: Record<string, (...a: unknown[]) => void> };

function colourDeal(): string[][] {
  return ['turquoise', 'pink', 'purple', 'yellow'].map((c) => Array.from({ length: 12 }, (_, i) => `${c}-${i + 1}`));
}

function client(setupData?: object, seed = 'test-seed', numPlayers = 4): AnyClient {
  const c = Client({ game: localGame(CantWin, { setupData, seed }), numPlayers } as never) as AnyClient;
  c.start();
  return c;
}

/** Full (unfiltered) state: a client with no playerID may act for anyone; read G via the store. */
function full(c: AnyClient) {
  return c.store.getState() as { G: CantWinState; ctx: any; _stateID: number };
}

function act(c: AnyClient, seat: string, move: string, ...args: unknown[]) {
  c.updatePlayerID(seat);
  c.moves[move]!(...args);
}

/** Plays the laps so that every seat bids 1 except the last, and everyone gets a tile. */
function playLaps(c: AnyClient) {
  while (full(c).ctx.phase === 'laps') {
    const { G, ctx } = full(c);
    const m = legalMoves(G, ctx.currentPlayer)[0]!;
    act(c, ctx.currentPlayer, m.move, ...m.args);
  }
}

describe('CantWin game contract', () => {
  it('has the documented name and player range', () => {
    assert.equal(CantWin.name, 'cant-win');
    assert.equal(CantWin.minPlayers, 3);
    assert.equal(CantWin.maxPlayers, 4);
  });

  it('starts in the laps phase with the given dealer to move', () => {
    const c = client({ dealer: '2', deal: colourDeal() });
    const { G, ctx } = full(c);
    assert.equal(ctx.phase, 'laps');
    assert.equal(ctx.currentPlayer, '2');
    assert.deepEqual(G.hands[1]!.slice(0, 2), ['pink-1', 'pink-2']);
  });

  describe('validateSetupData and setup refuse an illegal deal (G-3)', () => {
    const v = (sd: unknown, n = 4) => CantWin.validateSetupData!(sd as never, n);
    it('accepts a legal deal and no setupData', () => {
      assert.equal(v({ deal: colourDeal(), dealer: '1', variant: 'beginner' }), undefined);
      assert.equal(v(undefined), undefined);
    });
    it('names the problem', () => {
      const dup = colourDeal();
      dup[1]![0] = 'turquoise-1';
      assert.equal(v({ deal: dup }), 'duplicate card turquoise-1 (seats 0 and 1)');
      const short = colourDeal();
      short[2]!.pop();
      assert.equal(v({ deal: short }), 'seat 2 is dealt 11 cards; expected 12');
      assert.equal(v({ deal: colourDeal().slice(0, 3) }), 'deal has 3 hands; expected 4, one per seat');
      const alien = colourDeal();
      alien[3]![0] = 'orange-1';
      assert.equal(v({ deal: alien }), 'seat 3 holds orange-1, which is not in this deck');
      // a 4-player deal at 3 players: rank 10 is not in the 3-player deck (CW-1)
      const three = colourDeal().slice(0, 3).map((h) => h.slice(0, 12));
      assert.match(v({ deal: three }, 3)!, /not in this deck/);
      assert.equal(v({ dealer: '4' }), 'dealer must be a seat from "0" to "3", got "4"');
      assert.equal(v({ variant: 'expert' }), 'variant must be one of "standard", "beginner", got "expert"');
    });
    it('setup throws on an illegal deal, because a local game never calls validateSetupData', () => {
      const dup = colourDeal();
      dup[0]![0] = 'pink-1';
      assert.throws(
        () => CantWin.setup!({ ctx: { numPlayers: 4 }, random: { Die: () => 1, Shuffle: (x: unknown[]) => x } } as never, { deal: dup }),
        /duplicate card pink-1/,
      );
    });
  });

  describe('a wrong move returns INVALID_MOVE and changes nothing (G-4)', () => {
    const cases: [string, (c: AnyClient) => void][] = [
      ['a tile id of the wrong type', (c) => act(c, '0', 'chooseTile', 7)],
      ['an unknown tile', (c) => act(c, '0', 'chooseTile', 'no-fun')],
      ['a bid out of range', (c) => act(c, '0', 'bid', 13)],
      ['a negative bid', (c) => act(c, '0', 'bid', -1)],
      ['a bid that is not a number', (c) => act(c, '0', 'bid', '2')],
      ['a move out of turn', (c) => act(c, '1', 'bid', 2)],
      ['a move of the other phase', (c) => act(c, '0', 'playCard', 'turquoise-1')],
    ];
    for (const [what, move] of cases) {
      it(what, () => {
        const c = client({ dealer: '0', deal: colourDeal() });
        const before = full(c);
        move(c);
        const after = full(c);
        assert.equal(after._stateID, before._stateID);
        assert.deepEqual(after.G, before.G);
      });
    }
    it('a taken tile', () => {
      const c = client({ dealer: '0', deal: colourDeal() });
      act(c, '0', 'chooseTile', 'no-xp');
      const before = full(c);
      act(c, '1', 'chooseTile', 'no-xp');
      assert.equal(full(c)._stateID, before._stateID);
      assert.deepEqual(full(c).G, before.G);
    });
    it('a card not in hand, and a card that does not follow suit', () => {
      const deal = colourDeal();
      deal[0]![0] = 'pink-1';
      deal[1]![0] = 'turquoise-1';
      const c = client({ dealer: '0', deal });
      playLaps(c);
      // lap 1 takes the tiles in seat order, lap 2 bids 0: the dealer (seat 0) bid first and leads
      assert.equal(full(c).ctx.currentPlayer, '0');
      act(c, '0', 'playCard', 'pink-1');
      const before = full(c);
      act(c, '1', 'playCard', 'turquoise-1'); // seat 1 holds pink: must follow (CW-8)
      act(c, '1', 'playCard', 'orange-3');
      act(c, '1', 'playCard', 'yellow-5'); // not in seat 1's hand
      act(c, '1', 'playCard', { card: 'pink-2' });
      act(c, '1', 'playCard');
      assert.equal(full(c)._stateID, before._stateID);
      assert.deepEqual(full(c).G, before.G);
    });
  });

  it('after each completed trick, currentPlayer is its winner', () => {
    const c = client({ dealer: '0' }, 'trick-winner');
    playLaps(c);
    let tricks = 0;
    while (full(c).ctx.phase === 'play' && full(c).G.round === 1) {
      const { G, ctx } = full(c);
      const m = legalMoves(G, ctx.currentPlayer).at(-1)!;
      act(c, ctx.currentPlayer, m.move, ...m.args);
      const after = full(c);
      if (after.G.trickCount > G.trickCount && after.G.round === 1) {
        tricks++;
        assert.equal(after.ctx.currentPlayer, after.G.lastTrick!.winner);
      }
    }
    assert.equal(tricks, 11); // the 12th ends the round; the new dealer starts the laps
    assert.equal(full(c).ctx.phase, 'laps');
    assert.equal(full(c).ctx.currentPlayer, '1');
  });

  it('ai.enumerate lists exactly the legal moves', () => {
    const c = client({ dealer: '0', deal: colourDeal() });
    const { G, ctx } = full(c);
    const moves = CantWin.ai!.enumerate(G, ctx, '0') as { move: string; args: unknown[] }[];
    // 5 tiles + bids 0…12
    assert.equal(moves.length, 5 + 13);
    for (const m of moves) {
      const probe = client({ dealer: '0', deal: colourDeal() });
      const id = full(probe)._stateID;
      act(probe, '0', m.move, ...m.args);
      assert.equal(full(probe)._stateID, id + 1, `${m.move}(${m.args}) should be legal`);
    }
    assert.deepEqual(CantWin.ai!.enumerate(G, ctx, '1'), []);
  });

  describe('playerView (G-5)', () => {
    it('leaves each seat only its own hand, and hand sizes', () => {
      const c = client({ dealer: '0', deal: colourDeal() });
      const { G, ctx } = full(c);
      const view = CantWin.playerView!({ G, ctx, playerID: '2' } as never) as any;
      assert.deepEqual(view.hands[2], colourDeal()[2]);
      assert.equal(view.hands[0], null);
      assert.equal(view.hands[1], null);
      assert.equal(view.hands[3], null);
      assert.deepEqual(view.handSizes, [12, 12, 12, 12]);
      assert.ok(!JSON.stringify(view).includes('turquoise-5'), 'seat 0 cards must not leak');
    });
    it('a spectator sees no hand', () => {
      const c = client({ dealer: '0', deal: colourDeal() });
      const { G, ctx } = full(c);
      const view = CantWin.playerView!({ G, ctx, playerID: null } as never) as any;
      assert.deepEqual(view.hands, [null, null, null, null]);
      assert.ok(!/turquoise|pink|purple|yellow/.test(JSON.stringify(view.hands)));
    });
    it("a seat's client state holds no other hand", () => {
      const c = client({ dealer: '0', deal: colourDeal() });
      c.updatePlayerID('1');
      const s = c.getState()!;
      assert.ok(!JSON.stringify(s.G).includes('yellow-'));
      assert.ok(JSON.stringify(s.G).includes('pink-7'));
    });
  });

  it('ctx.gameover carries winners, products as scores, and winner when sole', () => {
    const c = client({ dealer: '1' }, 'gameover-seed', 3);
    let guard = 0;
    while (!full(c).ctx.gameover && guard++ < 500) {
      const { G, ctx } = full(c);
      const m = legalMoves(G, ctx.currentPlayer)[0]!;
      act(c, ctx.currentPlayer, m.move, ...m.args);
    }
    const { G, ctx } = full(c);
    const go = ctx.gameover;
    assert.equal(G.sheet.length, 3);
    // 3 rounds × (6 lap turns + 36 cards) = 126 moves
    assert.equal(guard, 126);
    for (const seat of ['0', '1', '2']) {
      const s = Number(seat);
      const tricks = G.sheet.reduce((t, r) => t + r.tricks[s]!, 0);
      const points = G.sheet.reduce((t, r) => t + r.points[s]!, 0);
      assert.equal(go.scores[seat], tricks * points);
    }
    const best = Math.max(...(Object.values(go.scores) as number[]));
    assert.ok(go.winners.every((w: string) => go.scores[w] === best));
    assert.equal(go.winner, go.winners.length === 1 ? go.winners[0] : undefined);
  });

  it('the same seed gives the same game', () => {
    const run = (seed: string) => {
      const c = client(undefined, seed);
      const log: string[] = [];
      for (let i = 0; i < 120; i++) {
        const { G, ctx } = full(c);
        const moves = legalMoves(G, ctx.currentPlayer);
        const m = moves[i % moves.length]!;
        log.push(`${ctx.currentPlayer}:${m.move}:${m.args}`);
        act(c, ctx.currentPlayer, m.move, ...m.args);
      }
      return { log, G: full(c).G };
    };
    const a = run('same');
    const b = run('same');
    assert.deepEqual(a, b);
    assert.notDeepEqual(run('other').G.hands, a.G.hands);
  });
});
