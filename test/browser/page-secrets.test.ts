/**
 * What a page script can reach from a table element (issue 10, G-5): by
 * reading properties, however deep, it finds neither the match seed nor a
 * card it may not see (another seat's hand, Instinct's undealt cards). The
 * seed of an unseeded table is read as it is made, by recording what
 * `crypto.getRandomValues` gives, and checked by replaying the deal.
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import { view, type AnyTable } from './helpers.js';
import { cardTokens, containing, hiddenFrom, reachableStrings, replay, seatG } from './secrets.js';
import { mountTable } from './table-contract.js';

/** Mounts `tag` without a seed and returns it with its match seed, recovered from the random bytes it drew. */
async function unseededTable(tag: string, players: number): Promise<{ el: AnyTable; seed: string }> {
  const original = crypto.getRandomValues;
  const drawn: string[] = [];
  crypto.getRandomValues = function <T extends ArrayBufferView | null>(this: Crypto, array: T): T {
    const out = original.call(this, array as any) as T;
    // The table's random seed: two 32-bit words in base 36 (src/elements/parts/table-setup.ts, randomSeed).
    if (out instanceof Uint32Array && out.length === 2) drawn.push(Array.from(out, (w) => w.toString(36)).join(''));
    return out;
  };
  let el: AnyTable;
  try {
    el = await mountTable<AnyTable>(tag, { bots: 'random', speed: '100000', players: String(players) });
  } finally {
    crypto.getRandomValues = original;
  }
  // The seed is the one whose deal is the reader's hand and dealer.
  const mine = view(el);
  const seeds = drawn.filter((seed) => {
    const dealt = seatG(tag, replay(tag, players, seed).state, '0');
    return JSON.stringify([dealt.hands, dealt.dealer]) === JSON.stringify([mine.hands, mine.dealer]);
  });
  expect(seeds, 'the seed the table drew').to.have.length(1);
  return { el, seed: seeds[0]! };
}

for (const [tag, players] of [
  ['cant-win-table', 4],
  ['instinct-table', 3],
] as const) {
  describe(`<${tag}>: what a page script can reach`, () => {
    it("finds no seed and no card of another seat or of the deck in the element's properties", async () => {
      const { el, seed } = await unseededTable(tag, players);
      const truth = replay(tag, players, seed).state;
      const hidden = hiddenFrom(tag, truth, '0');
      const own: string[] = view(el).hands[0];
      // Other hands (and, in Instinct, the undealt cards): 3 × 12, or 2 × 11 + 33.
      expect(hidden.size).to.equal(tag === 'cant-win-table' ? 36 : 55);

      const strings = reachableStrings(el, HTMLElement.prototype);
      const cards = cardTokens([...strings]);
      // The walk reaches the reader's own hand (through `state`): it does look.
      expect(own.filter((card) => !cards.has(card))).to.deep.equal([]);
      expect(containing(strings, seed), 'strings holding the seed').to.deep.equal([]);
      expect(
        [...hidden].filter((card) => cards.has(card)),
        'cards the reader may not see',
      ).to.deep.equal([]);
      el.remove();
    });
  });
}
