/**
 * The Content-Security-Policy docs/embedding.md documents, without
 * `worker-src blob:` (so `script-src` refuses the bots' `blob:` workers):
 * the four drop-in bundles from another origin on one page, their bots on
 * the main thread with one console warning for the page, and no violation
 * report but the refused workers. A file of its own: a page's policy cannot
 * be lifted. ./csp.test.ts: with `worker-src blob:`.
 */
import { expect } from '@open-wc/testing';
import {
  cdnOrigin,
  enforce,
  expectEverySeat,
  expectNoViolation,
  expectTicksUsePlayers,
  playAllFour,
  reportsDelivered,
  strictPolicy,
} from './csp-tables.js';

describe('the four tables under the strict CSP, without worker-src blob:', () => {
  let cdn = '';
  before(async function () {
    cdn = await cdnOrigin();
  });

  it('play every seat with the bots on the main thread, warn once, and report only the refused workers', async () => {
    const violations = enforce(strictPolicy(cdn, false));
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    };
    let tables;
    try {
      tables = await playAllFour(cdn, 'csp-main');
      await reportsDelivered();
    } finally {
      console.warn = warn;
    }
    const ours = warnings.filter((w) => w.includes('trick-tables'));
    expect(ours, 'one warning for the page').to.have.length(1);
    expect(ours[0]).to.include('worker-src blob:');
    // Tables that start at once may each try a worker before the first refusal is known.
    const refused = violations.filter((v) => v.directive === 'worker-src' && v.blocked === 'blob');
    expect(refused.length, 'the refused workers').to.be.at.least(1);
    expectNoViolation(
      violations.filter((v) => !refused.includes(v)),
      'no violation but the refused workers',
    );
    for (const t of tables) {
      expect([t.bots.botRunner, t.human.botRunner], t.tag).to.deep.equal(['main', 'main']);
      expectEverySeat(t);
    }
    await expectTicksUsePlayers(tables.find((t) => t.tag === 'you-suck-table')!);
  });
});
