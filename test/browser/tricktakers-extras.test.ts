/**
 * <tricktakers-table characters="all">: the whole box at a 4-seat table
 * (issue 21), driven as a player would. The scenario deal {@link FOUR}
 * (seat 0, the human, chooses first, TT-7) with `characterOrder` (TT-54) so
 * that round 1 shows the extra character the test plays (TT-24: players +
 * 1 = 5 of the 8), and the human plays it through round 1: the Adventurer's
 * items (TT-31…TT-34), the Ruler's tasks (TT-43), the Collector's
 * reservations and collected cards (TT-38, TT-39). Then the bad attribute,
 * and what each seat (and a spectator) may see (TT-53).
 */
import { expect, oneEvent } from '@open-wc/testing';
import '../../src/define/tricktakers-table.js';
import type { TrickTakersTable } from '../../src/games/tricktakers/table.js';
import type { TrickTakersView } from '../../src/games/tricktakers/game.js';
import {
  cardsInDom,
  deepAll,
  isMyTurn,
  pickerButtons,
  playableButtons,
  shadow,
  sheetRows,
  waitFor,
  type AnyTable,
} from './helpers.js';
import { mountTable } from './table-contract.js';
import { chooseFirst, FOUR, option, rest, view } from './tricktakers-helpers.js';

/**
 * The eight, in the order round 1 reveals them: `first` leads, so it is among the 5 shown (TT-24,
 * TT-54). The Adventurer is shown only when it is `first`: the `random` bots enumerate moves on
 * their seat's view, and the engine's item moves need the secret item deck (see the report).
 */
function order(first: string): string[] {
  const all = ['collector', 'ruler', 'king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer'];
  return first === 'adventurer' ? ['adventurer', ...all.slice(0, -1)] : [first, ...all.filter((c) => c !== first)];
}

/** The deal attribute: {@link FOUR}, seat 0 first, `characterOrder` and (optional) `itemDeck`. */
const dealWith = (first: string, itemDeck?: string[]) =>
  JSON.stringify({
    deal: FOUR.deal,
    stock: rest(FOUR.deal, FOUR.top),
    firstPlayer: '0',
    characterOrder: order(first),
    ...(itemDeck ? { itemDeck } : {}),
  });

/** A 4-seat table with every character, the human at seat 0 choosing `first` in round 1. */
async function table(first: string, itemDeck?: string[]): Promise<TrickTakersTable> {
  const el = await mountTable<TrickTakersTable>('tricktakers-table', {
    bots: 'random',
    speed: '0',
    characters: 'all',
    deal: dealWith(first, itemDeck),
    seed: `extras-${first}`,
  });
  // The game is set up once the later rules and the extras' views have arrived.
  await waitFor(() => el.state !== null, 'the game with the extras is set up');
  await waitFor(() => isMyTurn(el), "the human's first pick");
  await el.updateComplete;
  return el;
}

const G = (el: AnyTable) => view(el) as TrickTakersView;
/** The notes drawn on cards anywhere in the table (`data-note`, drawn by CSS). */
const notes = (el: AnyTable) => deepAll(shadow(el)).flatMap((e) => e.getAttribute('data-note') ?? []);
/** "+10", "−10", "0" (the sheet's signed points). */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** The side column's panel of the extras (part `extras`). */
const extrasPanel = (el: AnyTable) => shadow(el).querySelector('[part="extras"]');

/** The human's turn (or the round's end): waits, then for its parts. */
async function myTurnOrEnd(el: AnyTable, rounds = 1): Promise<void> {
  await waitFor(
    () => isMyTurn(el) || G(el).sheet.length >= rounds,
    () =>
      `the human's turn or the round's end (stage ${G(el).stage}, to act ${G(el).toAct}, ` +
      `problems: ${shadow(el).querySelector('[part="error"]')?.textContent?.trim() ?? 'none'})`,
  );
  await el.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker, tt-hand, tt-choose-hand')) await p.updateComplete;
}

/**
 * The human's move the plain way, the extras' stages too: the first red
 * item, the first task offered, pass a reservation, discard the Book's
 * first card; in play the first playable card (no item).
 */
async function step(el: AnyTable): Promise<void> {
  const g = G(el);
  switch (g.stage) {
    case 'initial-items':
      pickerButtons(el, 'initial-blue')[0]!.click();
      await el.updateComplete;
      await (shadow(el).querySelector('tt-picker') as any).updateComplete;
      pickerButtons(el, 'initial-red')[0]!.click();
      break;
    case 'give-tasks':
      pickerButtons(el, 'task')
        .find((b) => b.getAttribute('aria-disabled') === 'false')!
        .click();
      break;
    case 'reserve':
      option(el, 'reserve', 'pass').click();
      break;
    case 'play':
      playableButtons(el)[0]!.click();
      break;
    default:
      await chooseFirst(el);
  }
  await el.updateComplete;
}

/** Plays the human's turns with {@link step} until the round is scored. */
async function finishRound(el: AnyTable): Promise<void> {
  for (let guard = 0; guard < 80; guard++) {
    await myTurnOrEnd(el);
    if (G(el).sheet.length >= 1) return;
    await step(el);
  }
  throw new Error('the round did not end');
}

describe('<tricktakers-table characters="all">: the Adventurer, the Collector and the Ruler', () => {
  it('shows players + 1 of the 8 characters, the other 3 marked not shown (TT-24)', async () => {
    const el = await table('ruler');
    const g = G(el);
    expect(g.display!.shown).to.deep.equal(['ruler', 'collector', 'king', 'gambler', 'resistance']);
    expect(g.display!.notShown).to.have.length(3);
    const values = pickerButtons(el, 'character').map((b) => b.dataset.value);
    expect(values).to.deep.equal(g.display!.shown);
    expect(pickerButtons(el, 'character').map((b) => b.textContent!.trim().split(/\s+/)[0])).to.include('Ruler');
    const hidden = Array.from(shadow(el).querySelectorAll('[part="character"][data-status="hidden"]'), (c) =>
      c.getAttribute('data-character'),
    );
    expect(hidden.sort()).to.deep.equal(['adventurer', 'berserker', 'hermit']);
  });

  it('the Adventurer: a blue and a red initial item on its slots, then one used before a card (TT-31, TT-32)', async () => {
    // The item deck top first: after the Wand is used, the Gold takes its slot (TT-32, TT-54).
    const itemDeck = [
      'gold',
      'book',
      'orb',
      'wing',
      'doll',
      'fairy',
      'castle',
      'crystal',
      'rockCrystal',
      'potion',
      'boots',
      'sword',
      'axe',
    ];
    const el = await table('adventurer', itemDeck);
    option(el, 'character', 'adventurer').click();
    await el.updateComplete;
    expect(G(el).characters[0]).to.equal('adventurer');
    await waitFor(() => isMyTurn(el) && G(el).stage === 'initial-items', 'the initial items');
    await myTurnOrEnd(el);
    // All are offered; those in the preset deck disabled (its order stays secret, TT-53; the two it leaves out are public, TT-54).
    expect(pickerButtons(el, 'initial-blue').map((b) => b.dataset.value)).to.deep.equal(['map', 'potion', 'boots']);
    expect(pickerButtons(el, 'initial-blue').map((b) => b.getAttribute('aria-disabled'))).to.deep.equal([
      'false',
      'true',
      'true',
    ]);
    option(el, 'initial-blue', 'map').click();
    await el.updateComplete;
    await (shadow(el).querySelector('tt-picker') as any).updateComplete;
    expect(pickerButtons(el, 'initial-red').map((b) => b.dataset.value)).to.deep.equal(['sword', 'wand', 'axe']);
    option(el, 'initial-red', 'wand').click();
    await el.updateComplete;
    expect(G(el).items!.slots.map((s) => s.item)).to.deep.equal(['map', 'wand']);
    expect(G(el).items!.deckSize).to.equal(13);
    const slots = Array.from(extrasPanel(el)!.querySelectorAll('.item'), (li) => li.getAttribute('data-item'));
    expect(slots).to.deep.equal(['map', 'wand']);
    expect(extrasPanel(el)!.textContent).to.include('Map of Destiny').and.include('Ruler’s Wand');

    // Its first turn in play: the items as a picker, each usable one enabled.
    await waitFor(() => isMyTurn(el) && G(el).stage === 'play', 'the Adventurer plays');
    await myTurnOrEnd(el);
    const items = pickerButtons(el, 'item');
    expect(items.map((b) => b.dataset.value)).to.deep.equal(['map', 'wand']);
    option(el, 'item', 'wand').click();
    await el.updateComplete;
    // Used: to the discard pile, and the item deck's top (Gold) onto the red slot (TT-32).
    expect(G(el).items!.discard).to.deep.equal(['wand']);
    expect(G(el).items!.slots.map((s) => s.item)).to.deep.equal(['map', 'gold']);
    expect(G(el).items!.deckSize).to.equal(12);
    await myTurnOrEnd(el);
    expect(pickerButtons(el, 'item')).to.have.length(0, 'one item a trick');
    const card = playableButtons(el)[0]!.dataset.card!;
    playableButtons(el)[0]!.click();
    await el.updateComplete;
    const play = [...(G(el).trick?.plays ?? []), ...(G(el).lastTrick?.plays ?? [])].find((p) => p.seat === '0')!;
    expect([play.card, play.item]).to.deep.equal([card, 'wand']);
    await finishRound(el);
    // The sheet's Items row: the Adventurer's item points (TT-37), the others none.
    const points = G(el).sheet[0]!.itemPoints!;
    expect(points.slice(1)).to.deep.equal([null, null, null]);
    expect(sheetRows(el).get('Round 1 / Items')![0]).to.equal(signed(points[0]!));
  });

  it('the Ruler: sets up last and gives each other seat a task, shown on its seat (TT-25, TT-43)', async () => {
    const el = await table('ruler');
    option(el, 'character', 'ruler').click();
    await el.updateComplete;
    await waitFor(() => isMyTurn(el) && G(el).stage === 'give-tasks', 'the tasks');
    await myTurnOrEnd(el);
    const given: string[] = [];
    for (const seat of ['1', '2', '3']) {
      await myTurnOrEnd(el);
      expect(shadow(el).querySelector('tt-picker[data-pick="task"]')!.textContent).to.be.a('string');
      const free = pickerButtons(el, 'task').filter((b) => b.getAttribute('aria-disabled') === 'false');
      // Each task goes out once: those given are refused, with the reason.
      expect(free).to.have.length(6 - given.length);
      const id = free[0]!.dataset.value!;
      free[0]!.click();
      await el.updateComplete;
      given.push(id);
      expect(G(el).tasks!.find((t) => t.seat === Number(seat))!.id).to.equal(id);
    }
    expect(G(el).tasks!.map((t) => t.id)).to.deep.equal(given);
    expect(given).to.deep.equal(['avoidRed', 'avoidBlue', 'avoidGreen']);
    // Each seat shows its task on its panel.
    const seat1 = shadow(el).querySelector('tt-seat[data-seat="1"]')!;
    expect((seat1 as any).markers).to.include('Do not take a Red: Open');
    expect(extrasPanel(el)!.textContent).to.include('Do not take a Blue');
    await finishRound(el);
    // The sheet's Task row: each holder's task, done or failed, and its points (TT-44: +10 / −10).
    const results = G(el).sheet[0]!.tasks!;
    expect(results.map((t) => [t.seat, t.id])).to.deep.equal([
      [1, 'avoidRed'],
      [2, 'avoidBlue'],
      [3, 'avoidGreen'],
    ]);
    for (const t of results) expect(t.points).to.equal(t.done ? 10 : -10);
    const cells = sheetRows(el).get('Round 1 / Task')!;
    expect(cells[0]).to.equal('');
    // Short in the sheet, so that five seats fit the side column; named in the round summary.
    expect(cells[1]).to.equal(results[0]!.done ? 'Done +10' : 'Failed −10');
  });

  it('the Collector: reserves a card of the trick after its play; its collected cards are its own to see (TT-38, TT-39)', async () => {
    const el = await table('collector');
    option(el, 'character', 'collector').click();
    await el.updateComplete;
    await waitFor(() => isMyTurn(el) && G(el).stage === 'play', 'the Collector plays');
    await myTurnOrEnd(el);
    playableButtons(el)[0]!.click();
    await el.updateComplete;
    await waitFor(() => isMyTurn(el) && G(el).stage === 'reserve', 'the reservation');
    await myTurnOrEnd(el);
    const plays = G(el).trick!.plays;
    const offered = pickerButtons(el, 'reserve').map((b) => b.dataset.value);
    expect(offered).to.deep.equal([...plays.map((p) => p.card), 'pass']);
    const mine = plays.find((p) => p.seat === '0')!.card;
    option(el, 'reserve', mine).click();
    await el.updateComplete;
    const trick = G(el).trick?.plays.some((p) => p.card === mine) ? G(el).trick! : G(el).lastTrick!;
    expect(trick.reserved).to.equal(mine);
    const slot = cardsInDom(el).includes(mine);
    expect(slot).to.equal(true);
    expect(notes(el)).to.include('Reserved');
    // Its collected cards: their faces in its own view, a count in every other seat's (TT-39, TT-53).
    await waitFor(
      () => G(el).trick === null || G(el).trick!.plays.length === 0 || G(el).stage !== 'reserve',
      'the trick goes on',
    );
    expect(G(el).collected!.filter((c, s) => s !== 0 && c !== null)).to.deep.equal([]);
    expect(G(el).collected![0]).to.be.an('array');
    await finishRound(el);
    const row = G(el).sheet[0]!;
    expect(row.collections!.slice(1)).to.deep.equal([null, null, null]);
    const combos = sheetRows(el).get('Round 1 / Combos')!;
    expect(combos[0]).to.equal(signed(row.collections![0]!.points));
  });

  it("in Japanese: the extras' words come from their own Japanese table (messages-extras-ja.ts)", async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      lang: 'ja',
      bots: 'random',
      speed: '0',
      characters: 'all',
      deal: dealWith('collector'),
      seed: 'extras-ja',
    });
    await waitFor(() => isMyTurn(el), "the human's first pick");
    await waitFor(
      () => pickerButtons(el, 'character').some((b) => b.textContent!.includes('コレクター(4B)')),
      'the Collector named in Japanese',
    );
    const hidden = shadow(el).querySelector('[part="character"][data-character="adventurer"] .char-status')!;
    expect(hidden.textContent!.trim()).to.equal('今ラウンドは非公開');
  });

  it('a bad characters attribute shows the banner and fires table-error, and throws nothing', async () => {
    const el = document.createElement('tricktakers-table') as TrickTakersTable;
    el.setAttribute('characters', 'adventurer,wizard');
    el.setAttribute('speed', '0');
    const error = oneEvent(el, 'table-error');
    document.body.append(el);
    try {
      const { detail } = await error;
      expect(detail.attribute).to.equal('characters');
      expect(detail.message).to.include('wizard');
      await el.updateComplete;
      const banner = shadow(el).querySelector('[part="error"]')!;
      expect(banner.textContent).to.include('characters').and.include('wizard');
      expect(el.state).to.equal(null);
      // Two players: characters is for 3–5 (TT-23, TT-48).
      const again = oneEvent(el, 'table-error');
      el.setAttribute('characters', 'all');
      el.setAttribute('players', '2');
      expect((await again).detail.message).to.include('3–5 players');
      // A good value starts the game.
      el.setAttribute('players', '4');
      await waitFor(() => el.state !== null, 'the game starts');
      expect(G(el).display!.shown).to.have.length(5);
    } finally {
      el.remove();
    }
  });

  it('hidden information: a seat sees only its own collected cards; a spectator none, and no item deck (TT-53)', async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      seat: 'none',
      bots: 'random',
      speed: '0',
      characters: 'collector,ruler',
      seed: 'extras-secrets',
    });
    await waitFor(() => el.state !== null && (G(el).sizes?.collected ?? []).some((n) => n > 0), 'cards collected');
    await el.updateComplete;
    const g = G(el);
    expect(g.hands.every((h) => h === null)).to.equal(true);
    expect(g.collected!.every((c) => c === null)).to.equal(true);
    expect('itemDeck' in g).to.equal(false);
    expect('deck' in g).to.equal(false);
    const panel = shadow(el).querySelector('[part="collected"]')!.textContent!;
    expect(panel).to.match(/\d+ cards? collected/);
    el.remove();
  });
});
