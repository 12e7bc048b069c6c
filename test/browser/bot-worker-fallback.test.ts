/**
 * The main-thread fallback: on a page whose Content-Security-Policy forbids
 * `blob:` workers, the bots play on the page's main thread, with one
 * console warning per page. A file of its own: once a worker was refused,
 * no table on the page tries again, and the policy cannot be lifted.
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import type { Hint } from '../../src/bots/hint.js';
import { isMyTurn, shadow, spyWorkers, view, type AnyTable, waitFor } from './helpers.js';
import { mountTable } from './table-contract.js';

describe('bots on the main thread when the page forbids blob: workers', () => {
  it('plays on, says so once, and never posts to a worker', async () => {
    // A policy inserted into the head applies from then on (HTML: the meta element's http-equiv).
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "worker-src 'none'";
    document.head.append(meta);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    };
    const spy = spyWorkers();
    try {
      const a = await mountTable<AnyTable>('cant-win-table', {
        seat: 'none',
        bots: 'ismcts:easy',
        speed: '0',
        seed: 'csp',
      });
      await waitFor(() => view(a).tricks.length >= 2, 'two tricks on the main thread');
      expect(a.botRunner).to.equal('main');
      const b = await mountTable<AnyTable>('instinct-table', { seat: 'none', bots: 'random', speed: '0', seed: 'csp' });
      await waitFor(() => view(b).tricks.length >= 1, 'a second table plays too');
      expect(b.botRunner).to.equal('main');
      const ours = warnings.filter((w) => w.includes('trick-tables'));
      expect(ours, 'one warning per page').to.have.length(1);
      expect(ours[0]).to.include('worker-src blob:');
      // Chromium starts the worker and then reports the refusal (an error event):
      // the decision posted to it is made on the main thread instead.
      expect(spy.workers.length, 'no second attempt after the first refusal').to.be.at.most(1);
      expect(spy.decides().length).to.be.at.most(1);
    } finally {
      spy.restore();
      console.warn = warn;
    }
  });

  it('gives the fair hint on the main thread too (after the refusal above)', async function () {
    const spy = spyWorkers();
    try {
      const el = await mountTable<AnyTable & { hint(): Promise<Hint> }>('cant-win-table', {
        hint: true,
        bots: 'random',
        speed: '0',
        seed: 'csp-hint',
      });
      const text = () => shadow(el).querySelector('[part="hint"]')?.textContent?.trim() ?? '';
      await waitFor(() => isMyTurn(el) && /^Hint[:,] /.test(text()), 'a hint on the main thread');
      expect(el.botRunner).to.equal('main');
      const { move } = await el.hint();
      const legal = (customElements.get('cant-win-table') as any).game.game.ai.enumerate(
        el.state!.G,
        el.state!.ctx,
        '0',
      );
      expect(legal.map((m: any) => JSON.stringify(m))).to.include(JSON.stringify(move));
      expect(spy.workers).to.have.length(0);
      el.remove();
    } finally {
      spy.restore();
    }
  });
});
