/**
 * What the <tricktakers-table> tests share: scenario deals written out by
 * hand (G-3, TT-7), the choose-hand (several cards, then confirm), and
 * making the human's choices of a round's setup the plain way (TT-6).
 */
import { expect } from '@open-wc/testing';
import type { TrickTakersView } from '../../src/games/tricktakers/game.js';
import { DECK } from '../../src/games/tricktakers/rules.js';
import { isMyTurn, myTurnOrRoundEnd, picker, pickerButtons, shadow, waitFor, type AnyTable } from './helpers.js';

export const view = (el: AnyTable): TrickTakersView => el.state!.G as TrickTakersView;

/** The `deal` attribute: `{ deal, stock?, firstPlayer? }` as JSON. */
export function dealAttr(deal: string[][], extra: { stock?: string[]; firstPlayer?: string } = {}): string {
  return JSON.stringify({ deal, ...extra });
}

/** The 40-card deck less `dealt`, in DECK order: a `stock` whose top is the first card left. */
export const rest = (dealt: string[][], first: string[] = []): string[] => [
  ...first,
  ...DECK.filter((c) => !dealt.flat().includes(c) && !first.includes(c)),
];

/**
 * Four seats, seat 0 chooses first (TT-7). Seat 0 holds two black cards, a
 * red run and a Rare; seat 1 the White Flags; the deck starts with blue 9,
 * then green 9 (what an exchange or a draw takes first).
 */
export const FOUR = {
  deal: [
    ['black-9', 'black-8', 'red-1', 'red-2', 'rare-1'],
    ['white-flag-1', 'white-flag-2', 'red-3', 'red-4', 'red-5'],
    ['blue-1', 'blue-2', 'blue-3', 'blue-4', 'blue-5'],
    ['green-1', 'green-2', 'green-3', 'green-4', 'green-5'],
  ],
  top: ['blue-9', 'green-9'],
};

/** {@link FOUR} as the `deal` attribute, with the deck's top as given and seat 0 first. */
export const fourAttr = () => dealAttr(FOUR.deal, { stock: rest(FOUR.deal, FOUR.top), firstPlayer: '0' });

/** The log's lines, oldest first. */
export const logText = (el: AnyTable): string[] =>
  Array.from(shadow(shadow(el).querySelector('tt-log')!).querySelectorAll('li'), (li) => li.textContent!.trim());

/** The multi-select hand (`<tt-choose-hand>`), or `null`. */
export const chooseHand = (el: AnyTable) => shadow(el).querySelector('tt-choose-hand');

/** The choose-hand's card buttons. */
export function chooseButtons(el: AnyTable): HTMLButtonElement[] {
  const hand = chooseHand(el);
  return hand ? Array.from(shadow(hand).querySelectorAll<HTMLButtonElement>('button.card-button')) : [];
}

/** The choose-hand's confirm button. */
export const confirmButton = (el: AnyTable) =>
  shadow(chooseHand(el)!).querySelector<HTMLButtonElement>('button.confirm')!;

/** Presses `cards` in the choose-hand, then its confirm button. */
export async function chooseCards(el: AnyTable, picked: string[]): Promise<void> {
  const hand = chooseHand(el)!;
  for (const card of picked) {
    chooseButtons(el)
      .find((b) => b.dataset.card === card)!
      .click();
    await hand.updateComplete;
  }
  confirmButton(el).click();
  await el.updateComplete;
}

/** The option `value` of picker `kind`. */
export function option(el: AnyTable, kind: string, value: string): HTMLButtonElement {
  const b = pickerButtons(el, kind).find((x) => x.dataset.value === value);
  if (!b) throw new Error(`no option ${value} in picker ${kind}`);
  return b;
}

/**
 * The human's choices of a round's setup, the plain way (TT-6): the first
 * character it may pick, the King's or the Hermit's discard of its first
 * choosable card, keep the hand (exchange, black crowns), bid 0, no bet,
 * and lead itself (two players, round 5).
 */
export async function chooseFirst(el: AnyTable): Promise<void> {
  const G = view(el);
  expect(isMyTurn(el)).to.equal(true);
  switch (G.stage) {
    case 'select':
      pickerButtons(el, 'character')
        .find((b) => b.getAttribute('aria-disabled') === 'false')!
        .click();
      break;
    case 'king-discard':
    case 'hermit-discard': {
      const card = chooseButtons(el).find((b) => b.getAttribute('aria-disabled') === 'false')!.dataset.card!;
      await chooseCards(el, [card]);
      break;
    }
    case 'exchange':
    case 'black-crowns':
      option(el, G.stage, 'keep').click();
      break;
    case 'bid':
      option(el, 'bid', '0').click();
      break;
    case 'bet':
      option(el, 'bet', 'none').click();
      break;
    case 'choose-leader':
      option(el, 'leader', el.seat).click();
      break;
    default:
      throw new Error(`nothing to choose in stage ${G.stage}`);
  }
  await el.updateComplete;
}

/** Makes the human's setup choices with {@link chooseFirst} on each of its turns, until trick play or the round's end. */
export async function chooseAll(el: AnyTable): Promise<void> {
  for (let guard = 0; guard < 12; guard++) {
    await myTurnOrRoundEnd(el);
    if (!isMyTurn(el) || view(el).stage === 'play') return;
    await chooseFirst(el);
  }
  throw new Error('the setup did not end');
}

/**
 * Plays the human the plain way ({@link chooseFirst}, then the first
 * playable card) until it is its turn with `until(G)` true.
 * @throws when the game ends first
 */
export async function playUntil(el: AnyTable, until: (G: TrickTakersView) => boolean): Promise<void> {
  for (let guard = 0; guard < 200; guard++) {
    await waitFor(() => isMyTurn(el) || el.state!.ctx.gameover !== undefined, "the human's turn");
    if (el.state!.ctx.gameover !== undefined) throw new Error('the game ended first');
    await el.updateComplete;
    if (until(view(el))) return;
    if (view(el).stage !== 'play') await chooseFirst(el);
    else {
      const hand = shadow(el).querySelector('tt-hand')!;
      await (hand as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      shadow(hand).querySelector<HTMLButtonElement>('button[aria-disabled="false"]')!.click();
      await el.updateComplete;
    }
  }
  throw new Error('too many moves');
}

/** Waits until the table's stage is `stage` (the bots move on their own). */
export async function stageIs(el: AnyTable, stage: string): Promise<void> {
  await waitFor(() => view(el).stage === stage, `stage ${stage}`);
  await el.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker, tt-choose-hand, tt-hand')) await p.updateComplete;
}

export { picker };
