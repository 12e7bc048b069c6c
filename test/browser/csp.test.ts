/**
 * The Content-Security-Policy docs/embedding.md documents, with
 * `worker-src blob:`: the four drop-in bundles from another origin on one
 * page, their bots in their workers, and not one violation report (no inline
 * style attribute, no refused script, worker, style, font or image).
 * ./csp-no-worker.test.ts: the same policy without `worker-src blob:`.
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

describe('the four tables under the strict CSP, with worker-src blob:', () => {
  let cdn = '';
  before(async function () {
    cdn = await cdnOrigin();
  });

  it('play every seat, bots in their workers, You Suck laid out for its player count, and report no violation', async () => {
    const violations = enforce(strictPolicy(cdn, true));
    const tables = await playAllFour(cdn, 'csp');
    await reportsDelivered();
    expectNoViolation(violations);
    for (const t of tables) {
      expect([t.bots.botRunner, t.human.botRunner], t.tag).to.deep.equal(['worker', 'worker']);
      expectEverySeat(t);
    }
    await expectTicksUsePlayers(tables.find((t) => t.tag === 'you-suck-table')!);
  });
});
