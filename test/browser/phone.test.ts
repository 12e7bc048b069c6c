/**
 * Issue 13, "Playing on a phone", for all four tables at 360×740: no
 * horizontal overflow, and the hand and the active picker on one screen
 * in every choosing stage; a pointer user's page does not scroll when the
 * turn comes back; cards that cannot be played do not lift on hover;
 * Instinct's hand is readable while bidding; "TRUMP" fits its band; and
 * `bots` with `speed` in one update both reach the next bot move.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import {
  deepActive,
  handButtons,
  handEl,
  HOLD_SPEED,
  isMyTurn,
  myTurnOrRoundEnd,
  shadow,
  view,
  waitFor,
  type AnyTable,
} from './helpers.js';
import { mountTable } from './table-contract.js';
import { chooseFirst as tkChooseFirst } from './tricktakers-helpers.js';
import { dealAttr, TRADE } from './you-suck-helpers.js';

const W = 360;
const H = 740;

/** How many pixels of `el` show in the viewport, vertically (0 when none, or when it is off to a side). */
function visibleHeight(el: Element): number {
  const r = el.getBoundingClientRect();
  if (r.right <= 0 || r.left >= innerWidth) return 0;
  return Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
}

async function settle(el: AnyTable): Promise<void> {
  await el.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker, tt-choose-hand, tt-hand')) await p.updateComplete;
}

/** Presses the first option that may be chosen in the first picker of the choices. */
async function pickFirst(el: AnyTable): Promise<void> {
  const p = shadow(el).querySelector('.choices tt-picker')!;
  const b = [...shadow(p).querySelectorAll<HTMLButtonElement>('button')].find(
    (x) => !x.disabled && x.getAttribute('aria-disabled') !== 'true',
  )!;
  b.click();
  await el.updateComplete;
}

/**
 * On each of the human's turns before trick play: the page does not
 * overflow sideways, and at the top of the page the picker (or the cards
 * being chosen) and the hand both show, at least 60 px of each. Returns
 * the stages met, with the pickers shown.
 */
async function walkChoices(el: AnyTable, choose: (el: AnyTable) => Promise<void>, width = W): Promise<string[]> {
  const seen: string[] = [];
  for (let guard = 0; guard < 12; guard++) {
    await myTurnOrRoundEnd(el);
    if (!isMyTurn(el) || view(el).stage === 'play') break;
    await settle(el);
    window.scrollTo(0, 0);
    const root = shadow(el);
    const kinds = [...root.querySelectorAll<HTMLElement>('.choices tt-picker')].map((p) => p.dataset.pick);
    const stage = `${view(el).stage}:${kinds.join('+') || 'cards'}`;
    seen.push(stage);
    expect(document.documentElement.scrollWidth, `${stage}: page width`).to.be.at.most(width);
    const chooser = root.querySelector('.choices') ?? root.querySelector('tt-choose-hand');
    const hand = root.querySelector('tt-hand') ?? root.querySelector('tt-choose-hand');
    expect(chooser, `${stage}: a picker`).to.not.equal(null);
    expect(hand, `${stage}: a hand`).to.not.equal(null);
    expect(visibleHeight(chooser!), `${stage}: picker on screen`).to.be.at.least(60);
    expect(visibleHeight(hand!), `${stage}: hand on screen`).to.be.at.least(60);
    await choose(el);
  }
  return seen;
}

describe('at 360×740: the hand and the choice on one screen', () => {
  before(async () => setViewport({ width: W, height: H }));
  after(async () => setViewport({ width: 800, height: 600 }));

  it("Can't Win: the tile lap and the bid lap, and no free tile listed twice", async () => {
    const el = await mountTable<AnyTable>('cant-win-table', { bots: 'random', speed: '0', seed: 'phone', dealer: '1' });
    let duplicates = -1;
    const seen = await walkChoices(el, async (t) => {
      if (shadow(t).querySelector('tt-picker[data-pick="tile"]')) {
        duplicates = shadow(t).querySelectorAll('.middle-tiles').length;
      }
      await pickFirst(t);
    });
    expect(seen).to.deep.equal(['laps:tile+bid', 'laps:bid']);
    expect(duplicates, 'the middle lists no free tiles beside the tile picker').to.equal(0);
  });

  it('Instinct: bidding', async () => {
    const el = await mountTable<AnyTable>('instinct-table', { bots: 'random', speed: '0', seed: 'phone', dealer: '1' });
    expect(await walkChoices(el, pickFirst)).to.deep.equal(['bid:bid']);
  });

  for (const [name, owners, deal] of [
    ['choose the dealer', { 'choose-dealer': '0', 'plus-3': '1', 'take-0': '2', 'extra-card': '3' }, null],
    ['choose trump', { 'choose-trump': '0', 'plus-3': '1', 'take-0': '2', 'extra-card': '3' }, TRADE.deal],
    ['trade a card', TRADE.owners, TRADE.deal],
  ] as const) {
    it(`You Suck: the power to ${name}, then bidding`, async () => {
      const el = await mountTable<AnyTable>('you-suck-table', {
        bots: 'random',
        speed: '0',
        seed: 'phone',
        ...(deal ? { dealer: '3' } : {}),
        deal: dealAttr(owners, deal ?? undefined, name === 'trade a card' ? TRADE.stock : undefined),
      });
      const seen = await walkChoices(el, pickFirst);
      expect(seen.at(-1)).to.equal('bid:bid');
      expect(seen.length).to.be.at.least(2);
    });
  }

  it("TrickTakers: the character selection and the round's setup", async () => {
    const el = await mountTable<AnyTable>('tricktakers-table', { bots: 'random', speed: '0', seed: 'phone' });
    const seen = await walkChoices(el, tkChooseFirst);
    expect(seen[0]).to.equal('select:character');
    expect(seen.length).to.be.at.least(2);
  });
});

describe('at 1280×800: the hand and the choice on one screen', () => {
  before(async () => setViewport({ width: 1280, height: 800 }));
  after(async () => setViewport({ width: 800, height: 600 }));

  it("Can't Win: the tile lap and the bid lap", async () => {
    const el = await mountTable<AnyTable>('cant-win-table', { bots: 'random', speed: '0', seed: 'phone', dealer: '1' });
    expect(await walkChoices(el, pickFirst, 1280)).to.deep.equal(['laps:tile+bid', 'laps:bid']);
  });
});

describe('no jumps for pointer users', () => {
  before(async () => setViewport({ width: W, height: H }));
  after(async () => {
    document.documentElement.style.overflowAnchor = '';
    await setViewport({ width: 800, height: 600 });
  });

  it('a card played with the mouse, the page scrolled on: no scroll back when the turn comes again', async () => {
    // The browser's own scroll anchoring is not what is tested here.
    document.documentElement.style.overflowAnchor = 'none';
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('instinct-table') as AnyTable;
    for (const [k, v] of Object.entries({ bots: 'random', speed: '0', seed: 'no-jump', dealer: '1' })) {
      el.setAttribute(k, v);
    }
    const below = document.createElement('div');
    below.style.height = '2000px';
    wrap.append(el, below);
    await el.updateComplete;
    await myTurnOrRoundEnd(el);
    await pickFirstUntilPlay(el);
    // The bots wait while the human plays and scrolls.
    el.speed = HOLD_SPEED;
    await el.updateComplete;
    const card = handButtons(el).find((b) => b.classList.contains('playable'))!;
    card.scrollIntoView({ block: 'center' });
    const r = card.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.bottom - 10)] });
    await waitFor(() => !isMyTurn(el), 'the card played');
    // Then a click on the log, to read it: the focus leaves the hand.
    const log = shadow(el).querySelector('tt-log')!;
    log.scrollIntoView({ block: 'center' });
    const lr = log.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(lr.left + lr.width / 2), Math.round(lr.top + 12)] });
    // Scrolled down past the table, to read something else.
    window.scrollTo(0, scrollY + el.getBoundingClientRect().bottom + 100);
    expect(visibleHeight(handEl(el)!)).to.equal(0);
    const before = scrollY;
    const focused = deepActive();
    expect(focused?.classList.contains('scroller')).to.equal(true);
    // Both at once (the bots rescheduled at the new speed).
    el.bots = 'rule';
    el.speed = 0;
    await waitFor(() => isMyTurn(el) || view(el).sheet.length > 0, 'the turn back');
    await settle(el);
    await new Promise((res) => requestAnimationFrame(res));
    expect(scrollY).to.equal(before);
    // The table moved no focus for a pointer user (it would for a keyboard user).
    expect(deepActive()).to.equal(focused);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('a mouse press on a card moves the Tab stop, not the focus: a card played by the mouse was never focused (issue 20)', async () => {
    const el = await mountTable<AnyTable>('instinct-table', { bots: 'random', speed: '0', seed: 'hover', dealer: '0' });
    await myTurnOrRoundEnd(el);
    await pickFirstUntilPlay(el);
    el.speed = HOLD_SPEED;
    await el.updateComplete;
    const center = (b: Element): [number, number] => {
      b.scrollIntoView({ block: 'center' });
      const r = b.getBoundingClientRect();
      return [Math.round(r.left + r.width / 2), Math.round(r.bottom - 10)];
    };
    const unplayable = handButtons(el).find((b) => b.classList.contains('unplayable'))!;
    await sendMouse({ type: 'click', position: center(unplayable) });
    await el.updateComplete;
    // Refused, with its reason, and the Tab stop is on it; but it has no focus.
    expect(shadow(handEl(el)!).querySelector('.reason')!.textContent!.trim()).not.to.equal('');
    expect(unplayable.getAttribute('tabindex')).to.equal('0');
    expect(deepActive()).not.to.equal(unplayable);
    const playable = handButtons(el).find((b) => b.classList.contains('playable'))!;
    const id = playable.dataset.card;
    await sendMouse({ type: 'click', position: center(playable) });
    await waitFor(() => !isMyTurn(el), 'the card played');
    await settle(el);
    expect(handButtons(el).map((b) => b.dataset.card)).not.to.include(id);
    // The played card left the hand without the focus, and the hand took none.
    expect(handButtons(el)).not.to.include(deepActive());
    await sendMouse({ type: 'move', position: [0, 0] });
  });
});

describe('cards on a small screen', () => {
  before(async () => setViewport({ width: W, height: H }));
  after(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
    await setViewport({ width: 800, height: 600 });
  });

  const center = (b: Element) => {
    const r = b.getBoundingClientRect();
    return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height - 8)] as [number, number];
  };

  it('a card that cannot be played does not lift on hover; a playable one does', async () => {
    const el = await mountTable<AnyTable>('instinct-table', { bots: 'random', speed: '0', seed: 'hover', dealer: '0' });
    await myTurnOrRoundEnd(el);
    await pickFirstUntilPlay(el);
    const buttons = handButtons(el);
    const playable = buttons.find((b) => b.classList.contains('playable'))!;
    const unplayable = buttons.find((b) => b.classList.contains('unplayable'));
    playable.scrollIntoView({ block: 'center' });
    await sendMouse({ type: 'move', position: center(playable) });
    await waitFor(() => getComputedStyle(playable).translate === '0px -14px', 'a playable card lifts on hover');
    if (unplayable) {
      await sendMouse({ type: 'move', position: center(unplayable) });
      await waitFor(() => getComputedStyle(playable).translate === '0px -8px', 'the playable card settles');
      expect(getComputedStyle(unplayable).translate).to.equal('none');
    }
    expect(unplayable, 'this deal leaves the human a card it may not play').to.not.equal(undefined);
  });

  it("Instinct's hand is not dimmed while bidding, and its unplayable cards are in play", async () => {
    const el = await mountTable<AnyTable>('instinct-table', { bots: 'random', speed: '0', seed: 'hover', dealer: '0' });
    await myTurnOrRoundEnd(el);
    await settle(el);
    expect(view(el).stage).to.equal('bid');
    for (const b of handButtons(el)) {
      expect(getComputedStyle(b).filter, b.dataset.card).to.equal('none');
      expect(getComputedStyle(b).opacity).to.equal('1');
    }
    await pickFirstUntilPlay(el);
    const unplayable = handButtons(el).filter((b) => b.classList.contains('unplayable'));
    expect(unplayable.length).to.be.above(0);
    for (const b of unplayable) expect(getComputedStyle(b).filter).to.not.equal('none');
  });

  it('"TRUMP" fits the band of a small card', async () => {
    const run = (suit: string) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((r) => `${suit}-${r}`);
    const deal = JSON.stringify([
      ['trump-1', 'trump-2', ...run('black').slice(0, 9)],
      run('red'),
      run('green'),
      run('blue'),
    ]);
    const el = await mountTable<AnyTable>('instinct-table', {
      bots: 'random',
      speed: String(HOLD_SPEED),
      deal,
      dealer: '3',
    });
    await settle(el);
    const bands = handButtons(el)
      .map((b) => b.querySelector<HTMLElement>('.banner'))
      .filter((x) => x !== null);
    expect(bands.length).to.equal(2);
    // The narrow card width (44 px), the review's (36 px), and smaller.
    for (const w of [44, 36, 28]) {
      el.style.setProperty('--card-width-narrow', `${w}px`);
      await new Promise((r) => requestAnimationFrame(r));
      for (const band of bands) {
        expect(getComputedStyle(band, '::before').content).to.contain('TRUMP');
        expect(band.getBoundingClientRect().width, `${w} px`).to.be.below(w);
        expect(band.scrollWidth, `${w} px`).to.be.at.most(band.clientWidth);
      }
    }
  });
});

/**
 * Bids the first option, then plays the first playable card on each of the
 * human's turns until one comes with a card it may not play.
 */
async function pickFirstUntilPlay(el: AnyTable): Promise<void> {
  await settle(el);
  if (view(el).stage === 'bid') await pickFirst(el);
  for (let guard = 0; guard < 11; guard++) {
    await waitFor(() => isMyTurn(el) && view(el).stage === 'play', 'the turn in play');
    await settle(el);
    const buttons = handButtons(el);
    if (buttons.some((b) => b.classList.contains('unplayable'))) return;
    buttons.find((b) => b.classList.contains('playable'))!.click();
    await el.updateComplete;
  }
}

describe('bots and speed in one update', () => {
  it('both apply to the next bot move', async () => {
    // Seats 1, 2 and 3 bid before the human at seat 0.
    const el = await mountTable<AnyTable>('instinct-table', { bots: 'random', speed: String(HOLD_SPEED), dealer: '1' });
    expect(view(el).toAct).to.equal('1');
    const moves: string[] = [];
    el.addEventListener('table-move', (e) => moves.push((e as CustomEvent<{ seat: string }>).detail.seat));
    const seats = () => [...shadow(el).querySelectorAll('tt-seat')].map((s) => s.shadowRoot?.textContent ?? '');
    expect(seats().join(' ')).to.not.contain('Bot (basic)');
    el.bots = 'rule';
    el.speed = 0;
    await el.updateComplete;
    // At the hold speed a move would never come; at 0 ms the rule bots play on.
    await waitFor(() => moves.length >= 3, 'the bots move at the new speed');
    await el.updateComplete;
    expect(moves).to.deep.equal(['1', '2', '3']);
    expect(seats().filter((s) => s.includes('Bot (basic)')).length).to.equal(3);
  });
});
