/**
 * The drop-in bundles as a blog uses them: one `<script type="module">` per
 * tag, from ANOTHER origin than the page (a CDN). The test runner serves a
 * build of them (scripts/cdn.mjs, as `npm run build` writes dist/cdn) from a
 * second server on 127.0.0.1 (scripts/cdn-test-server.mjs); this page comes
 * from the test runner's own. No source module of the elements is imported
 * here: the tags come only from the bundles.
 */
import { expect } from '@open-wc/testing';
import { loadDropIn, spyWorkers, view, type AnyTable, waitFor } from './helpers.js';
import { mountTable } from './table-contract.js';

/** Adds `<script type="module" src="<cdn>/<tag>.js">` and waits for the tag to be defined. */
const loadTag = (tag: string) => loadDropIn(cdnOrigin, tag);

/** The files this page fetched from the CDN, as paths (`/chunks/…`). */
const fetched = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((n) => n.startsWith(cdnOrigin))
    .map((n) => n.slice(cdnOrigin.length));

/** The CDN's origin (web-test-runner.config.mjs builds the bundles and starts its server on this request). */
let cdnOrigin = '';

describe('the drop-in bundles from another origin', () => {
  before(async function () {
    cdnOrigin = await (await fetch('/__cdn-origin')).text();
  });

  it('defines both tags from two script tags, and their bots play in per-game workers loaded on first use', async () => {
    expect(new URL(cdnOrigin).origin).to.not.equal(location.origin);
    // The policy docs/embedding.md gives for a CDN (its script and worker parts; a policy inserted
    // into the head applies from then on): every file and worker must load without a violation.
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = `script-src 'self' ${cdnOrigin}; worker-src blob:`;
    document.head.append(meta);
    await loadTag('cant-win-table');
    await loadTag('instinct-table');
    // Loaded so far: the entries and their static chunks, no bot code.
    const firstLoad = fetched();
    expect(firstLoad).to.include.members(['/cant-win-table.js', '/instinct-table.js']);
    expect(
      firstLoad.some((f) => f.includes('/chunks/')),
      'shared chunks, relative to the entry',
    ).to.equal(true);
    expect(firstLoad.filter((f) => /bot-worker|registry|bots-/.test(f))).to.deep.equal([]);

    const spy = spyWorkers();
    try {
      const a = await mountTable<AnyTable>('cant-win-table', { seat: 'none', bots: 'rule', speed: '0', seed: 'cdn' });
      const b = await mountTable<AnyTable>('instinct-table', { seat: 'none', bots: 'random', speed: '0', seed: 'cdn' });
      await waitFor(() => view(a).tricks.length >= 1 && view(b).tricks.length >= 1, 'both tables play a trick');
      expect([a.botRunner, b.botRunner]).to.deep.equal(['worker', 'worker']);
      // One worker per table, each from a blob: URL made of its game's worker chunk.
      expect(spy.workers.map((w) => w.url.slice(0, 5))).to.deep.equal(['blob:', 'blob:']);
      expect(spy.decides().length).to.be.at.least(2);
      const later = fetched().filter((f) => !firstLoad.includes(f));
      expect(
        later
          .filter((f) => f.includes('bot-worker'))
          .map((f) => f.replace(/-[0-9a-f]{6}\.js$/, ''))
          .sort(),
      ).to.deep.equal(['/chunks/bot-worker-cant-win', '/chunks/bot-worker-instinct']);
      // Neither the mcts workers nor the main-thread fallback were fetched.
      expect(later.filter((f) => /mcts|registry|bots-/.test(f))).to.deep.equal([]);
      expect(violations, 'no Content-Security-Policy violation').to.deep.equal([]);
    } finally {
      spy.restore();
    }
  });

  it('loads the mcts worker only for a table with an mcts seat', async () => {
    await loadTag('cant-win-table');
    const before = fetched();
    const a = await mountTable<AnyTable>('cant-win-table', {
      seat: 'none',
      bots: 'mcts:easy',
      speed: '0',
      seed: 'cdn-mcts',
    });
    await waitFor(() => view(a).tricks.length >= 1, 'a trick with an mcts seat');
    expect(a.botRunner).to.equal('worker');
    const later = fetched().filter((f) => !before.includes(f));
    expect(later.map((f) => f.replace(/-[0-9a-f]{6}\.js$/, ''))).to.deep.equal(['/chunks/bot-worker-cant-win-mcts']);
  });
});
