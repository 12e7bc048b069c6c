/**
 * The drop-in bundles from another origin, loaded in the other order than
 * ./cdn.test.ts (Instinct first, then Can't Win; a file of its own, so a
 * fresh page): the second tag reuses the shared chunk and the part elements
 * the first defined, and both tables play.
 */
import { expect } from '@open-wc/testing';
import { loadDropIn, view, waitFor, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';

describe('the drop-in bundles, Instinct first', () => {
  let cdnOrigin = '';
  before(async () => {
    cdnOrigin = await (await fetch('/__cdn-origin')).text();
  });

  it('defines both tags in either order, and both tables play', async () => {
    await loadDropIn(cdnOrigin, 'instinct-table');
    expect(customElements.get('cant-win-table'), 'not defined before its script').to.equal(undefined);
    await loadDropIn(cdnOrigin, 'cant-win-table');
    const a = await mountTable<AnyTable>('instinct-table', { seat: 'none', bots: 'random', speed: '0', seed: 'order' });
    const b = await mountTable<AnyTable>('cant-win-table', { seat: 'none', bots: 'random', speed: '0', seed: 'order' });
    await waitFor(() => view(a).tricks.length >= 1 && view(b).tricks.length >= 1, 'both tables play a trick');
    await expect(b).to.be.accessible();
  });
});
