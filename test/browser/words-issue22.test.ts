/**
 * Issue 22's smaller words: bots named by strength for players (the spec in
 * a `title`), in English and Japanese; "a trump card" with its article in
 * Instinct's log; You Suck's peek says "Last Tick" and its status names no
 * dealer while the dealer is being chosen (YS-4); and a table that holds
 * content (a self-closing tag swallowed the post) shows it and warns.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/you-suck-table.js';
import '../../src/define/tricktakers-table.js';
import { HOLD_SPEED, partsArrived, shadow, statusText, view, waitFor, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';

/** Each seat's bot label and its title, by seat. */
function botLabels(el: AnyTable): [string, string | null][] {
  return [...shadow(el).querySelectorAll('tt-seat')].map((s) => {
    const d = shadow(s).querySelector('.detail');
    return [d?.textContent ?? '', d?.getAttribute('title') ?? null];
  });
}

describe('issue 22: words', () => {
  it('names bots by strength, with the spec as title', async () => {
    const el = await mountTable('cant-win-table', {
      bots: 'ismcts:easy,rule,random',
      speed: String(HOLD_SPEED),
      seed: 'names',
    });
    await partsArrived(el);
    // Seat 0 is the reader's: no label.
    expect(botLabels(el)).to.have.deep.members([
      ['', null],
      ['Bot (easy)', 'ismcts:easy'],
      ['Bot (basic)', 'rule'],
      ['Bot (random)', 'random'],
    ]);
    el.lang = 'ja';
    el.setAttribute('lang', 'ja');
    await waitFor(() => botLabels(el).some(([t]) => t === 'ボット(やさしい)'), 'the Japanese labels');
    expect(botLabels(el)).to.have.deep.members([
      ['', null],
      ['ボット(やさしい)', 'ismcts:easy'],
      ['ボット(基本)', 'rule'],
      ['ボット(ランダム)', 'random'],
    ]);
    // The seats render after the table: wait for their labels, not for the table's update alone.
    const strong = () => botLabels(el).filter(([t, title]) => t === 'ボット(強い)' && title === 'ismcts');
    el.bots = 'ismcts';
    await waitFor(() => strong().length === 3, 'three strong bots');
    expect(strong()).to.have.length(3);
    const hard = () => botLabels(el).filter(([t, title]) => t === 'ボット(むずかしい)' && title === 'ismcts:hard');
    el.bots = 'ismcts:hard';
    await waitFor(() => hard().length === 3, 'three hard bots');
    expect(hard()).to.have.length(3);
    el.lang = 'en';
    el.setAttribute('lang', 'en');
    await waitFor(() => botLabels(el).some(([t]) => t === 'Bot (hard)'), 'the English label of hard');
    expect(botLabels(el).filter(([t]) => t === 'Bot (hard)')).to.have.length(3);
    const seeing = () => botLabels(el).filter(([t]) => t === 'Bot (sees all cards)');
    el.bots = 'oracle';
    await waitFor(() => seeing().length === 3, 'three bots that see all cards');
    expect(seeing()).to.have.length(3);
    el.remove();
  });

  it('each table names the levels its game offers: TrickTakers has no ismcts:hard (issue 24)', async () => {
    type Levels = { levelsOf(name: string): readonly string[] };
    const levels = (tag: string, bot: string) => (customElements.get(tag) as unknown as Levels).levelsOf(bot);
    expect(levels('tricktakers-table', 'ismcts')).to.deep.equal(['easy', 'normal']);
    expect(levels('tricktakers-table', 'oracle')).to.deep.equal(['easy', 'normal', 'hard']);
    expect(levels('cant-win-table', 'ismcts')).to.deep.equal(['easy', 'normal', 'hard']);
    expect(levels('you-suck-table', 'ismcts')).to.deep.equal(['easy', 'normal', 'hard']);
    expect(levels('cant-win-table', 'rule')).to.deep.equal([]);
  });

  it('Instinct: a trump card has its article in the log ("won the trick with a trump card")', async () => {
    const el = await mountTable('instinct-table', { seat: 'none', bots: 'random', speed: '0', seed: 'article' });
    const trumpWon = () =>
      [...shadow(shadow(el).querySelector('tt-log')!).querySelectorAll('li')].some((li) =>
        li.textContent!.includes('won the trick with a trump card.'),
      );
    await partsArrived(el);
    await waitFor(trumpWon, 'a trick won with a trump card, in the log');
    const log = shadow(shadow(el).querySelector('tt-log')!).textContent!;
    expect(log).to.not.match(/with trump card/);
    el.remove();
  });

  it('You Suck: the peek is "Last Tick"; no dealer in the status while the dealer is chosen (YS-4)', async () => {
    const el = await mountTable('you-suck-table', { seat: 'none', bots: 'random', speed: '0', seed: 'dealer-status' });
    // Read as a later round's dealer is to be chosen (the round before's dealer still in the view). `speed`
    // applies from the next bot move, so the Choose Dealer owner's pending turn is not held; the table renders
    // the new state in microtasks after `table-move`, before that turn's timer and its worker's answer (tasks).
    let seen: { stage: string; status: string; peek: string | undefined } | undefined;
    el.addEventListener('table-move', () => {
      const G = view(el);
      if (seen || G.stage !== 'choose-dealer' || G.dealer === '') return;
      void (async () => {
        // The table's own update, then its parts' (they render after it); the parts are defined by round 2.
        await partsArrived(el);
        seen ??= {
          stage: view(el).stage,
          status: statusText(el),
          peek: shadow(el).querySelector('[part="peek-button"]')?.textContent!.trim(),
        };
        el.speed = HOLD_SPEED;
      })();
    });
    await waitFor(
      () => seen !== undefined || el.state!.ctx.gameover !== undefined,
      'a later round whose dealer is chosen',
    );
    expect(seen, 'a Choose Dealer owner chose in round 2 or 3').to.not.equal(undefined);
    expect(seen!.stage).to.equal('choose-dealer');
    expect(seen!.status).to.not.include('Dealer:');
    expect(seen!.status).to.match(/is choosing the dealer|thinking/);
    expect(seen!.peek).to.equal('Last Tick');
    el.remove();
  });

  it('a self-closing table: the content it swallowed stays visible, and the console warns', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      // As a parser reads `<instinct-table /><p>…</p>`: the paragraph inside the table.
      host.innerHTML = '<instinct-table speed="86400000" seed="slot"/><p id="after">The rest of the post.</p>';
      const el = host.querySelector('instinct-table') as AnyTable;
      await el.updateComplete;
      await partsArrived(el);
      await waitFor(() => warnings.length > 0, 'a warning');
      const p = host.querySelector<HTMLElement>('#after')!;
      expect(p.parentElement).to.equal(el);
      expect(p.assignedSlot, 'in the default slot').to.not.equal(null);
      const box = p.getBoundingClientRect();
      expect(box.height, 'it shows').to.be.greaterThan(0);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('<instinct-table> holds content');
    } finally {
      console.warn = warn;
    }
  });
});
