/**
 * <cant-win-table> in Chromium: rendering, accessibility, a human playing
 * a round by mouse and by keyboard, refused plays (G-4, CW-8), scenario deals
 * (G-3), hidden information (G-5), the game-over scores (CW-11), bad
 * attributes, and several tables on one page.
 */
import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/cant-win-table.js';
import type { CantWinTable } from '../../src/elements/cant-win-table.js';
import { registerLocale } from '../../src/elements/parts/i18n.js';
import { en } from '../../src/elements/locales/en.js';
import type { CantWinView } from '../../src/games/cant-win/game.js';

// ---------------------------------------------------------------------------
// Helpers

/** Round 1 deal: seat 0 holds 1–3 of each colour, seat 1 4–6, seat 2 7–9, seat 3 10–12. */
const COLOURS = ['turquoise', 'pink', 'purple', 'yellow'];
const BY_RANKS = [0, 1, 2, 3].map((s) => COLOURS.flatMap((c) => [1, 2, 3].map((k) => `${c}-${s * 3 + k}`)));
const DEAL = JSON.stringify(BY_RANKS);

function view(el: CantWinTable): CantWinView {
  return el.state!.G;
}

function shadow(el: Element): ShadowRoot {
  return el.shadowRoot!;
}

function handEl(el: CantWinTable) {
  return shadow(el).querySelector('tt-hand');
}

function handButtons(el: CantWinTable): HTMLButtonElement[] {
  const hand = handEl(el);
  return hand ? Array.from(shadow(hand).querySelectorAll<HTMLButtonElement>('button.card-button')) : [];
}

function picker(el: CantWinTable, kind: 'tile' | 'bid') {
  return shadow(el).querySelector<HTMLElement>(`tt-picker[data-pick="${kind}"]`);
}

function pickerButtons(el: CantWinTable, kind: 'tile' | 'bid'): HTMLButtonElement[] {
  const p = picker(el, kind);
  return p ? Array.from(shadow(p).querySelectorAll<HTMLButtonElement>('button')) : [];
}

/** Every element in `root` and below it, through shadow roots. */
function deepAll(root: Element | ShadowRoot | Document): Element[] {
  const out: Element[] = [];
  const walk = (node: Element | ShadowRoot | Document) => {
    for (const child of Array.from(node.children)) {
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/** The card ids drawn anywhere in the table's DOM. */
function cardsInDom(el: CantWinTable): string[] {
  return deepAll(shadow(el))
    .map((e) => e.getAttribute('data-card'))
    .filter((c): c is string => c !== null);
}

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

function isMyTurn(el: CantWinTable): boolean {
  const s = el.state;
  return !!s && s.ctx.gameover === undefined && s.G.toAct === el.seat;
}

/** Waits until it is the human's turn, or the round has been scored. */
async function myTurnOrRoundEnd(el: CantWinTable, rounds = 1): Promise<void> {
  await waitUntil(() => isMyTurn(el) || view(el).sheet.length >= rounds, 'the bots did not hand the turn back', {
    timeout: 10_000,
  });
  await el.updateComplete;
  await handEl(el)?.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker')) await p.updateComplete;
}

/** The score sheet's rows as text cells, by row label. */
function sheetRows(el: CantWinTable): Map<string, string[]> {
  const sheet = shadow(el).querySelector('tt-score-sheet')!;
  const rows = new Map<string, string[]>();
  for (const tr of shadow(sheet).querySelectorAll('tr[data-row]')) {
    const group = tr.closest('tbody')?.getAttribute('data-group');
    const key = group ? `${group} / ${tr.getAttribute('data-row')}` : tr.getAttribute('data-row')!;
    rows.set(key, Array.from(tr.querySelectorAll('td'), (td) => td.textContent!.trim()));
  }
  return rows;
}

// ---------------------------------------------------------------------------

describe('<cant-win-table>', () => {
  it('renders a table for the human and passes the accessibility audit', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table bots="random" speed="0" seed="a11y" dealer="1"></cant-win-table>`);
    await myTurnOrRoundEnd(el);
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    expect(handButtons(el)).to.have.length(12);
    expect(shadow(el).querySelectorAll('tt-seat')).to.have.length(4);
    expect(picker(el, 'tile')).to.exist;
    await expect(el).to.be.accessible();
    // And during trick play, with cards disabled for a reason.
    pickerButtons(el, 'tile').find((b) => b.getAttribute('aria-disabled') === 'false')!.click();
    await myTurnOrRoundEnd(el);
    pickerButtons(el, 'bid')[0]!.click();
    await myTurnOrRoundEnd(el);
    expect(view(el).stage).to.equal('play');
    await expect(el).to.be.accessible();
  });

  it('lets a human play a whole round against the rule bots by clicking', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table speed="0" seed="by-mouse"></cant-win-table>`);
    expect(el.bots, 'the default bots').to.equal('rule');
    const rounds: unknown[] = [];
    const moves: { seat: string; move: string }[] = [];
    el.addEventListener('table-round-end', (e) => rounds.push(e.detail));
    el.addEventListener('table-move', (e) => moves.push(e.detail));
    let plays = 0;
    for (let guard = 0; guard < 40 && view(el).sheet.length === 0; guard++) {
      await myTurnOrRoundEnd(el);
      if (view(el).sheet.length > 0) break;
      if (view(el).stage === 'laps') {
        const tile = pickerButtons(el, 'tile').find((b) => b.getAttribute('aria-disabled') === 'false');
        if (tile) tile.click();
        else pickerButtons(el, 'bid').at(-1)!.click();
      } else {
        const before = view(el).hands[0]!.length;
        handButtons(el).find((b) => b.getAttribute('aria-disabled') === 'false')!.click();
        expect(view(el).hands[0]!.length === before - 1 || view(el).sheet.length === 1).to.equal(true);
        plays += 1;
      }
    }
    expect(plays).to.equal(12);
    expect(view(el).sheet).to.have.length(1);
    expect(rounds).to.have.length(1);
    expect(moves.filter((m) => m.seat === '0').map((m) => m.move)).to.deep.equal([
      'chooseTile',
      'bid',
      ...Array(12).fill('playCard'),
    ]);
    await el.updateComplete;
    const rows = sheetRows(el);
    const row = view(el).sheet[0]!;
    expect(rows.get('Round 1 / Tricks')).to.deep.equal(row.tricks.map(String));
    expect(rows.get('Round 1 / Points')).to.deep.equal(row.points.map(String));
    expect(row.tricks.reduce((a, b) => a + b, 0)).to.equal(12);
  });

  it('lets a human play a whole round by keyboard only (Tab, arrows, Enter)', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table bots="random" speed="0" seed="by-keys" dealer="0"></cant-win-table>`);
    await myTurnOrRoundEnd(el);
    // Seat 0 deals, so it chooses first: Tab enters the table on the tile picker.
    await sendKeys({ press: 'Tab' });
    const first = deepAll(shadow(el)).find((e) => e === deepActive());
    expect(first, 'Tab reaches a control of the table').to.exist;
    expect(pickerButtons(el, 'tile')).to.include(deepActive());
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActive()).to.equal(pickerButtons(el, 'tile')[1]);
    await sendKeys({ press: 'Enter' });
    expect(view(el).tiles[0]).to.equal('spell-ban');

    let plays = 0;
    for (let guard = 0; guard < 40 && view(el).sheet.length === 0; guard++) {
      await myTurnOrRoundEnd(el);
      if (view(el).sheet.length > 0) break;
      if (view(el).stage === 'laps') {
        // Lap 2: focus came to the bid picker when the turn began; bid 1.
        await waitUntil(() => pickerButtons(el, 'bid').includes(deepActive() as HTMLButtonElement), 'focus on bids');
        // Bids go 0…min(12, tokens left) (CW-5): the bots may have taken every token.
        const options = pickerButtons(el, 'bid').length;
        expect(options).to.equal(Math.min(12, view(el).bidTokens) + 1);
        await sendKeys({ press: 'End' });
        await sendKeys({ press: 'Home' });
        if (options > 1) await sendKeys({ press: 'ArrowRight' });
        await sendKeys({ press: 'Enter' });
        expect(view(el).bids[0]).to.equal(Math.min(1, options - 1));
        continue;
      }
      const buttons = handButtons(el);
      await waitUntil(() => buttons.includes(deepActive() as HTMLButtonElement), 'focus in the hand');
      const at = buttons.indexOf(deepActive() as HTMLButtonElement);
      const target = buttons.findIndex((b) => b.getAttribute('aria-disabled') === 'false');
      for (let i = 0; i < (target - at + buttons.length) % buttons.length; i++) await sendKeys({ press: 'ArrowRight' });
      expect(deepActive()).to.equal(buttons[target]);
      const card = buttons[target]!.dataset.card!;
      await sendKeys({ press: 'Enter' });
      expect(view(el).hands[0]).not.to.include(card);
      plays += 1;
    }
    expect(plays).to.equal(12);
    expect(view(el).sheet).to.have.length(1);
  });

  it('refuses a card that does not follow the lead colour, says why, and changes nothing', async () => {
    // Dealer 1: seat 0 acts last in lap 1 and takes a tile, so a bot bids first,
    // holds the start marker (CW-6) and leads. Seat 0 holds every colour.
    const el = await fixture<CantWinTable>(
      html`<cant-win-table bots="random" speed="0" seed="follow" dealer="1" deal=${DEAL}></cant-win-table>`,
    );
    await myTurnOrRoundEnd(el);
    pickerButtons(el, 'tile').find((b) => b.getAttribute('aria-disabled') === 'false')!.click();
    await myTurnOrRoundEnd(el);
    pickerButtons(el, 'bid')[0]!.click();
    await myTurnOrRoundEnd(el);
    const trick = view(el).trick!;
    expect(trick.plays.length).to.be.greaterThan(0);
    const lead = trick.plays[0]!.card.split('-')[0];
    const buttons = handButtons(el);
    const illegal = buttons.find((b) => !b.dataset.card!.startsWith(`${lead}-`))!;
    expect(illegal.getAttribute('aria-disabled')).to.equal('true');
    expect(illegal.title).to.equal(`You must follow ${lead}`);
    const legal = buttons.filter((b) => b.getAttribute('aria-disabled') === 'false');
    expect(legal.map((b) => b.dataset.card!.split('-')[0])).to.deep.equal([lead, lead, lead]);

    const before = JSON.stringify(el.state);
    const refused = oneEvent(handEl(el)!, 'tt-refused');
    illegal.click();
    await refused;
    await handEl(el)!.updateComplete;
    expect(JSON.stringify(el.state)).to.equal(before);
    expect(shadow(handEl(el)!).querySelector('[part="reason"]')!.textContent).to.equal(`You must follow ${lead}`);
  });

  it('shows a scenario deal: exactly the given hand, sorted by colour, and no other hand', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table bots="random" speed="5000" dealer="2" deal=${DEAL}></cant-win-table>`);
    const labels = handButtons(el).map((b) => b.getAttribute('aria-label'));
    expect(labels).to.deep.equal([
      'turquoise 1', 'turquoise 2', 'turquoise 3',
      'pink 1', 'pink 2', 'pink 3',
      'purple 1', 'purple 2', 'purple 3',
      'yellow 1', 'yellow 2', 'yellow 3',
    ]);
    // G-5: no other seat's card anywhere in the DOM, and none in `state`.
    expect(cardsInDom(el).sort()).to.deep.equal([...BY_RANKS[0]!].sort());
    expect(view(el).hands.slice(1)).to.deep.equal([null, null, null]);
    expect(JSON.stringify(el.state)).not.to.include('pink-4');
    expect(el.state).not.to.have.property('plugins');
  });

  it('watches bots play a whole game and reports the scores the sheet shows (CW-11)', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table seat="none" bots="random" speed="0" seed="whole-game"></cant-win-table>`);
    const roundEnds: number[] = [];
    el.addEventListener('table-round-end', (e) => roundEnds.push(e.detail.round));
    const over = await oneEvent(el, 'table-game-over');
    await el.updateComplete;
    expect(roundEnds).to.deep.equal([1, 2, 3, 4]);
    const rows = sheetRows(el);
    const tricks = rows.get('Sum of Tricks')!.map(Number);
    const points = rows.get('Sum of Points')!.map(Number);
    const final = rows.get('Score (Tricks × Points)')!.map(Number);
    expect(final).to.deep.equal(tricks.map((t, s) => t * points[s]!));
    expect(final).to.deep.equal(['0', '1', '2', '3'].map((s) => over.detail.scores[s]));
    expect(tricks.reduce((a, b) => a + b, 0)).to.equal(48);
    const best = Math.max(...final);
    for (const w of over.detail.winners) expect(final[Number(w)]).to.equal(best);
    // The winners and the "New game" button are shown.
    expect(shadow(el).querySelector('[part="winners"]')!.textContent).to.match(/win/);
    const newGame = shadow(el).querySelector<HTMLButtonElement>('button.new-game')!;
    newGame.click();
    await el.updateComplete;
    expect(el.state!.ctx.gameover).to.equal(undefined);
    expect(view(el).sheet).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('shows the trick in progress, or the last trick until the next lead; earlier tricks only with review (G-7)', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table seat="none" bots="random" speed="0" seed="g7"></cant-win-table>`);
    const ends: { winner: string | null; plays: { card: string }[] }[] = [];
    el.addEventListener('table-trick-end', (e) => ends.push(e.detail));
    await waitUntil(() => view(el).tricks.length >= 3, 'three tricks', { timeout: 10_000 });
    el.speed = 100_000; // from the next bot move on
    await aTimeout(50);
    await el.updateComplete;
    const G = view(el);
    expect(ends.length).to.equal(G.trickCount);
    expect(ends.at(-1)!.plays.map((p) => p.card)).to.deep.equal(G.lastTrick!.plays.map((p) => p.card));
    const inProgress = G.trick!.plays.length > 0;
    const shown = (inProgress ? G.trick! : G.lastTrick!).plays.map((p) => p.card);
    const trick = shadow(el).querySelector('tt-trick')!;
    expect(trick.getAttribute('data-kind')).to.equal(inProgress ? 'current' : 'last');
    expect(cardsInDom(el).sort()).to.deep.equal([...shown].sort());

    el.review = true;
    await el.updateComplete;
    const review = shadow(el).querySelector('[part="review"]')!;
    const reviewed = review.querySelectorAll('tt-trick');
    expect(reviewed).to.have.length(G.tricks.length);
    expect(cardsInDom(el)).to.include.members(G.tricks.flatMap((t) => t.plays.map((p) => p.card)));
    await expect(el).to.be.accessible();
  });

  const BAD: [string, string][] = [
    ['players', '7'],
    ['bots', 'nope'],
    ['deal', '[oops'],
    ['variant', 'x'],
    ['dealer', '9'],
    ['seat', '5'],
    ['speed', 'fast'],
  ];
  for (const [attribute, value] of BAD) {
    it(`shows an error and fires table-error for ${attribute}="${value}"`, async () => {
      const el = document.createElement('cant-win-table');
      el.setAttribute('bots', 'random');
      el.setAttribute(attribute, value);
      const fired = oneEvent(el, 'table-error');
      const holder = await fixture<HTMLDivElement>(html`<div></div>`);
      holder.append(el);
      const { detail } = await fired;
      await el.updateComplete;
      expect(detail.attribute).to.equal(attribute);
      const alert = shadow(el).querySelector('[role="alert"]')!;
      expect(alert.textContent).to.include(`${attribute}="${value}"`);
      expect(alert.textContent).to.include(detail.message);
      expect(el.state).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('names the problem of a well-formed but illegal deal (the game\'s own check, G-3)', async () => {
    const bad = JSON.stringify([BY_RANKS[0], BY_RANKS[0], BY_RANKS[2], BY_RANKS[3]]);
    const el = document.createElement('cant-win-table');
    el.setAttribute('deal', bad);
    const fired = oneEvent(el, 'table-error');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    const { detail } = await fired;
    expect(detail.attribute).to.equal('deal');
    expect(detail.message).to.include('duplicate card turquoise-1');
  });

  it('recovers when a bad attribute is fixed', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table players="9" bots="random"></cant-win-table>`);
    expect(el.state).to.equal(null);
    el.setAttribute('players', '3');
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    expect(view(el).numPlayers).to.equal(3);
    expect(handButtons(el)).to.have.length(12);
    expect(handButtons(el).every((b) => Number(b.dataset.card!.split('-')[1]) <= 9)).to.equal(true);
  });

  it('shows a spectator no hand, unless open-hands', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table seat="none" bots="random" speed="5000" seed="watch"></cant-win-table>`);
    expect(handEl(el)).to.equal(null);
    expect(cardsInDom(el)).to.deep.equal([]);
    expect(view(el).hands).to.deep.equal([null, null, null, null]);
    el.openHands = true;
    await el.updateComplete;
    expect(cardsInDom(el)).to.have.length(48);
    expect(view(el).hands.every((h) => h!.length === 12)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('runs several tables on one page independently', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div>
      <cant-win-table id="a" seat="none" players="3" bots="random" speed="0" seed="one"></cant-win-table>
      <cant-win-table id="b" seat="none" players="4" bots="random" speed="0" seed="two"></cant-win-table>
    </div>`);
    const [a, b] = Array.from(holder.querySelectorAll('cant-win-table'));
    const overs = await Promise.all([oneEvent(a!, 'table-game-over'), oneEvent(b!, 'table-game-over')]);
    expect(overs.map((o) => o.target)).to.deep.equal([a, b]);
    expect(Object.keys(overs[0].detail.scores)).to.have.length(3);
    expect(Object.keys(overs[1].detail.scores)).to.have.length(4);
    expect(customElements.get('tt-hand')).to.exist;
  });

  it('reproduces a game from its seed, and starts a new game when the seed changes', async () => {
    const a = await fixture<CantWinTable>(html`<cant-win-table seed="same" speed="5000" bots="random"></cant-win-table>`);
    const b = await fixture<CantWinTable>(html`<cant-win-table seed="same" speed="5000" bots="random"></cant-win-table>`);
    expect(view(a).hands[0]).to.deep.equal(view(b).hands[0]);
    expect(view(a).dealer).to.equal(view(b).dealer);
    b.seed = 'other';
    await b.updateComplete;
    expect(view(b).hands[0]).not.to.deep.equal(view(a).hands[0]);
    // Game k of a seeded table uses "<seed>/k".
    a.newGame();
    await a.updateComplete;
    const c = await fixture<CantWinTable>(html`<cant-win-table seed="same/2" speed="5000" bots="random"></cant-win-table>`);
    expect(view(a).hands[0]).to.deep.equal(view(c).hands[0]);
  });

  it('goes back to the defaults when attributes are removed', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table seat="none" speed="0" bots="random" players="3"></cant-win-table>`);
    el.removeAttribute('seat');
    el.removeAttribute('speed');
    el.removeAttribute('players');
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    expect(view(el).numPlayers).to.equal(4);
    expect(handButtons(el)).to.have.length(12);
  });

  it('keeps the support tokens on the sheet in the beginner variant (CW-12)', async () => {
    const el = await fixture<CantWinTable>(
      html`<cant-win-table variant="beginner" seat="none" bots="random" speed="0" seed="beginner"></cant-win-table>`,
    );
    await oneEvent(el, 'table-round-end');
    await el.updateComplete;
    const rows = sheetRows(el);
    expect(rows.get('Round 1 / Support tokens')).to.deep.equal(view(el).sheet[0]!.support.map(String));
    const seat = shadow(el).querySelector('tt-seat[data-seat="0"]')!;
    expect(seat.textContent).to.include('Support');
  });

  it('stops the bots when removed from the page and resumes when put back', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table seat="none" bots="random" speed="0" seed="pause"></cant-win-table>`);
    await waitUntil(() => view(el).stage === 'play');
    const parent = el.parentElement!;
    el.remove();
    const frozen = JSON.stringify(el.state);
    await aTimeout(100);
    expect(JSON.stringify(el.state)).to.equal(frozen);
    parent.append(el);
    await waitUntil(() => JSON.stringify(el.state) !== frozen, 'bots resume');
  });

  it('applies a change of bots from the next bot move, and reports a bad one', async () => {
    const el = await fixture<CantWinTable>(html`<cant-win-table bots="random" speed="5000" seed="swap"></cant-win-table>`);
    const started = JSON.stringify(el.state);
    el.bots = 'random,random';
    const fired = oneEvent(el, 'table-error');
    await el.updateComplete;
    expect((await fired).detail.attribute).to.equal('bots');
    expect(JSON.stringify(el.state), 'the game goes on').to.equal(started);
    el.bots = 'random,random,random';
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    const seat1 = shadow(el).querySelector('tt-seat[data-seat="1"]')!;
    expect(shadow(seat1).textContent).to.include('random bot');
  });

  it('takes its text from the locale that `lang` names', async () => {
    registerLocale('xx', { ...en, 'hand.label': 'Main', 'cw.colour.pink': 'rose' });
    // The drop-in bundle exports nothing; a page reaches the same through the class.
    (customElements.get('cant-win-table') as typeof CantWinTable).registerLocale('yy', { 'hand.label': 'Hand (yy)' });
    const el = await fixture<CantWinTable>(
      html`<cant-win-table lang="xx" bots="random" speed="5000" dealer="2" deal=${DEAL}></cant-win-table>`,
    );
    const toolbar = shadow(handEl(el)!).querySelector('[role="toolbar"]')!;
    expect(toolbar.getAttribute('aria-label')).to.equal('Main');
    expect(handButtons(el)[3]!.getAttribute('aria-label')).to.equal('rose 1');
    el.lang = 'yy';
    await el.updateComplete;
    await handEl(el)!.updateComplete;
    expect(toolbar.getAttribute('aria-label')).to.equal('Hand (yy)');
    expect(handButtons(el)[3]!.getAttribute('aria-label'), 'missing keys stay English').to.equal('pink 1');
    el.lang = 'en-GB';
    await el.updateComplete;
    await handEl(el)!.updateComplete;
    expect(toolbar.getAttribute('aria-label')).to.equal('Your hand');
  });
});
