/**
 * The Japanese locale in Chromium (issue 13): a table with `lang="ja"`, or inside an element with
 * `lang="ja"`, shows its status, prompts, rule reasons and error messages in Japanese, for every
 * game (each game's own words load with the shared ones). The texts are written out here, not read
 * from ja.ts, so a wrong or missing message fails.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import type { InstinctTable } from '../../src/games/instinct/table.js';
import {
  handButtons,
  HOLD_SPEED,
  myTurnOrRoundEnd,
  pickerButtons,
  playableButtons,
  pressRefusedCard,
  shadow,
  statusText,
  waitFor,
  type AnyTable,
} from './helpers.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const cards = (suit: string, from: number, to: number) => range(from, to).map((r) => `${suit}-${r}`);

/** Instinct, 4 seats, seat 3 deals and holds only blue: it leads blue; seat 0 holds one blue card, a trump card and black. */
const FOLLOW_DEAL = [
  [...cards('black', 1, 9), 'trump-1', 'blue-12'],
  cards('red', 1, 11),
  cards('green', 1, 11),
  cards('blue', 1, 11),
];

/** The table's own root (`[part="table"]`): its `lang` and its label. */
const root = (el: AnyTable) => shadow(el).querySelector<HTMLElement>('[part="table"]')!;

/**
 * Waits until the table renders in Japanese, its label reading `title`: the shared words and the
 * game's load on first use, each once per page.
 */
async function japanese(el: AnyTable, title: string): Promise<void> {
  await waitFor(
    () => root(el)?.getAttribute('lang') === 'ja' && root(el).getAttribute('aria-label') === title,
    () => `the table did not switch to Japanese (${root(el)?.getAttribute('aria-label')})`,
  );
  await el.updateComplete;
}

describe('Japanese (lang="ja")', () => {
  it('shows the status, the prompts, the lead, the must-follow reason and a card name in Japanese', async () => {
    const el = await fixture<InstinctTable>(
      html`<instinct-table
        lang="ja"
        bots="random"
        speed="0"
        seed="follow"
        dealer="3"
        deal=${JSON.stringify(FOLLOW_DEAL)}
      ></instinct-table>`,
    );
    await japanese(el, 'インスティンクト');
    await myTurnOrRoundEnd(el);
    expect(el.state!.G.stage).to.equal('bid');
    const bidding = statusText(el);
    expect(bidding).to.include('ラウンド1');
    expect(bidding).to.include('ディーラー:席4');
    expect(bidding).to.include('あなたの番です:ビッドしてください。');

    pickerButtons(el, 'bid')[0]!.click();
    await myTurnOrRoundEnd(el);
    expect(statusText(el)).to.include('あなたの番です:カードを出してください。');
    const caption = shadow(shadow(el).querySelector('tt-trick')!).querySelector('[part="caption"]')!;
    expect(caption.textContent).to.include('リード:青');

    const trump = handButtons(el).find((b) => b.dataset.card === 'trump-1')!;
    expect(trump.getAttribute('aria-label')).to.equal('切り札カード');
    expect(trump.title).to.equal('マストフォロー:青を出してください');
    expect(await pressRefusedCard(el, trump)).to.equal('マストフォロー:青を出してください');
    expect(playableButtons(el).map((b) => b.dataset.card)).to.deep.equal(['blue-12']);
  });

  it('follows the nearest lang="ja" ancestor, and names a bad attribute in Japanese', async () => {
    const holder = await fixture<HTMLDivElement>(
      html`<div lang="ja"><cant-win-table bots="random" speed="-1"></cant-win-table></div>`,
    );
    const el = holder.querySelector('cant-win-table')! as unknown as AnyTable;
    await japanese(el, 'キャント・ウィン');
    await waitFor(() => shadow(el).querySelector('[role="alert"]'), 'no error banner');
    const text = shadow(el).querySelector('[role="alert"]')!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.include('speed は 0 以上のミリ秒数にしてください');
    expect(text).not.to.match(/speed must be/);
  });

  it('lists the bot counts a page may give as a list of the locale (Intl "or")', async () => {
    const holder = await fixture<HTMLDivElement>(html`
      <div>
        <instinct-table lang="ja" bots="random,random" speed=${HOLD_SPEED}></instinct-table>
        <instinct-table bots="random,random" speed=${HOLD_SPEED}></instinct-table>
      </div>
    `);
    const [ja, en] = Array.from(holder.children) as unknown as AnyTable[];
    await japanese(ja!, 'インスティンクト');
    const banner = (el: AnyTable) =>
      shadow(el).querySelector('[role="alert"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
    await waitFor(() => banner(ja!) && banner(en!), 'no error banners');
    expect(banner(ja!)).to.include('ボット名は1、3、または4個必要ですが、2個でした');
    expect(banner(en!)).to.include('expected 1, 3, or 4 bot names, got 2');
  });

  it('shows each game\'s own words in Japanese, inside a lang="ja" element', async () => {
    const holder = await fixture<HTMLDivElement>(html`
      <div lang="ja">
        <cant-win-table bots="random" speed=${HOLD_SPEED} seed="ja"></cant-win-table>
        <you-suck-table bots="random" speed=${HOLD_SPEED} seed="ja" dealer="0"></you-suck-table>
        <tricktakers-table bots="random" speed=${HOLD_SPEED} seed="ja"></tricktakers-table>
      </div>
    `);
    const [cantWin, youSuck, trickTakers] = Array.from(holder.children) as unknown as AnyTable[];
    await japanese(cantWin!, 'キャント・ウィン');
    await japanese(youSuck!, 'ユー・サック');
    await japanese(trickTakers!, 'トリックテイカーズ');
    // Can't Win opens on the human's tile-or-bid choice (the first lap starts left of the dealer, G-3 seeded).
    await waitFor(
      () => statusText(cantWin!).includes('ラウンド1/4'),
      () => `round 1 of 4 in the status: ${statusText(cantWin!)}`,
    );
    // TrickTakers opens on the character choice: its picker names the characters in katakana.
    await waitFor(
      () => shadow(trickTakers!).textContent !== null && /キング|ギャンブラー/.test(deepText(trickTakers!)),
      'the characters in katakana',
    );
    expect(deepText(youSuck!)).to.include('ティック');
    for (const el of [cantWin!, youSuck!, trickTakers!])
      expect(deepText(el)).not.to.match(/\b(Round|Dealer|Your turn)\b/);
  });
});

/** All the text of a table, through the shadow roots of its parts. */
function deepText(el: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    for (const child of Array.from(node.childNodes)) walk(child);
  };
  walk(el);
  return parts.join(' ');
}
