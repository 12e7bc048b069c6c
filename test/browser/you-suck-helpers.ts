/**
 * What the <you-suck-table> tests share: scenario deals written out by hand
 * (G-3: one Tick per seat, each hand after its Tick's effect, YS-4), the
 * Ticks in the DOM, and playing a card the You Suck way: the card, then a
 * Tick.
 */
import { expect } from '@open-wc/testing';
import type { YouSuckView } from '../../src/games/you-suck/game.js';
import { handButtons, isMyTurn, picker, playableButtons, shadow, waitFor, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';

export const view = (el: AnyTable): YouSuckView => el.state!.G as YouSuckView;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const cards = (suit: string, from: number, to: number) => range(from, to).map((r) => `${suit}-${r}`);

/** The `deal` attribute: `{ tickOwners, deal, stock? }` as JSON. */
export function dealAttr(tickOwners: Record<string, string>, deal?: string[][], stock?: string[]): string {
  return JSON.stringify({ tickOwners, ...(deal ? { deal } : {}), ...(stock ? { stock } : {}) });
}

/**
 * Four seats, no power to use before the bids: seat 0 owns +3 (it scores 3
 * as round 1 starts), seat 1 Take 0 (a second Zero), seat 2 Extra Card (a
 * sixth suited card), seat 3 Take 11 (the Multicolor 11). Seat 0 holds the
 * Multicolor 20, which takes any Tick it is on (YS-9).
 */
export const PLAIN = {
  owners: { 'plus-3': '0', 'take-0': '1', 'extra-card': '2', 'take-11': '3' },
  deal: [
    ['zero-1', 'multi-20', 'red-1', 'red-2', 'red-3', 'blue-1', 'blue-2'],
    ['zero-2', 'zero-3', 'multi-13', ...cards('green', 1, 5)],
    ['zero-4', 'multi-14', ...cards('yellow', 1, 6)],
    ['multi-11', 'zero-5', 'multi-15', 'red-4', 'red-5', 'red-6', 'blue-3', 'blue-4'],
  ],
};

/**
 * Four seats; seat 0 owns Trade a Card, seat 3 Extra Card. The suited deck
 * left (19 cards) has yellow 10 on top: what a trade draws (YS-4 step 8).
 */
export const TRADE = {
  owners: { 'trade-a-card': '0', 'plus-3': '1', 'take-0': '2', 'extra-card': '3' },
  deal: [
    ['zero-1', 'multi-20', 'red-1', 'red-2', 'red-3', 'blue-1', 'green-1'],
    ['zero-2', 'multi-13', ...cards('green', 2, 6)],
    ['zero-3', 'zero-4', 'multi-14', ...cards('yellow', 1, 5)],
    ['zero-5', 'multi-15', ...cards('blue', 2, 6), 'yellow-6'],
  ],
  stock: [
    'yellow-10',
    ...cards('red', 4, 10),
    ...cards('blue', 7, 10),
    ...cards('green', 7, 10),
    ...cards('yellow', 7, 9),
  ],
};

/** The seven Ticks as drawn (`.tick`, in `G.ticks` order). */
export function tickEls(el: AnyTable): HTMLElement[] {
  return Array.from(shadow(el).querySelectorAll<HTMLElement>('.tick-list > .tick'));
}

/** The Tick `id`'s element. */
export function tickEl(el: AnyTable, id: string): HTMLElement {
  return shadow(el).querySelector<HTMLElement>(`.tick[data-tick="${id}"]`)!;
}

/** The Tick `id`'s button while a card is picked (its text), or `null`. */
export function tickButton(el: AnyTable, id: string): HTMLButtonElement | null {
  return tickEl(el, id).querySelector('button');
}

/** The Ticks that take the picked card (their button `aria-disabled="false"`). */
export function legalTicks(el: AnyTable): HTMLElement[] {
  return tickEls(el).filter((t) => t.querySelector('button')?.getAttribute('aria-disabled') === 'false');
}

/**
 * A table dealt {@link PLAIN} from `seed` (seat 3 deals, so seat 0 bids and
 * plays first), its bid made ({@link chooseFirst}), and seat 0's first card
 * `card` played onto Tick `tick` by mouse.
 */
export async function plainFirstPlay(seed: string, card: string, tick: string): Promise<AnyTable> {
  const el = await mountTable<AnyTable>('you-suck-table', {
    bots: 'random',
    speed: '0',
    seed,
    dealer: '3',
    deal: dealAttr(PLAIN.owners, PLAIN.deal),
  });
  await chooseFirst(el);
  await pressCard(el, card);
  tickEl(el, tick).click();
  await el.updateComplete;
  return el;
}

/** Presses the hand's `card` (a click): it is picked, or traded. */
export async function pressCard(el: AnyTable, card: string): Promise<void> {
  handButtons(el)
    .find((b) => b.dataset.card === card)!
    .click();
  await el.updateComplete;
}

/**
 * Plays the human's first playable card by mouse: the card, then the first
 * Tick that takes it; the card leaves the hand. Returns the card.
 */
export async function playByClick(el: AnyTable): Promise<string> {
  const card = playableButtons(el)[0]!.dataset.card!;
  const rounds = view(el).sheet.length;
  await pressCard(el, card);
  legalTicks(el)[0]!.click();
  await el.updateComplete;
  const G = view(el);
  expect(G.sheet.length > rounds || !G.hands[Number(el.seat)]!.includes(card), `${card} left the hand`).to.equal(true);
  return card;
}

/**
 * Makes the human's choices of a round until play: on each of its turns
 * before play, the first option of the picker (Choose Dealer: itself;
 * Choose Trump: red; a trade: keep the hand; a bid: 0).
 */
export async function chooseFirst(el: AnyTable): Promise<void> {
  const rounds = view(el).sheet.length;
  for (let guard = 0; guard < 8; guard++) {
    await waitFor(
      () => isMyTurn(el) || view(el).sheet.length > rounds || el.state!.ctx.gameover !== undefined,
      'my turn',
    );
    await el.updateComplete;
    const G = view(el);
    if (G.stage === 'play' || G.sheet.length > rounds || !isMyTurn(el)) return;
    const kind = { 'choose-dealer': 'dealer', 'choose-trump': 'trump', trade: 'trade', bid: 'bid' }[G.stage as string];
    const p = picker(el, kind!)!;
    await (p as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    shadow(p).querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => view(el) !== G, 'the choice is made');
  }
}

/** The log's lines. */
export function logLines(el: AnyTable): string[] {
  const log = shadow(el).querySelector('tt-log')!;
  return Array.from(shadow(log).querySelectorAll('[part~="entry"]'), (li) => li.textContent!.trim());
}
