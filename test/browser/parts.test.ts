/**
 * The shared parts on their own, with fixtures and no game: the hand in
 * one-card and multi-select mode (TrickTakers' discards and exchanges), a choice from a
 * list (TrickTakers' characters), the score sheet of rounds without a
 * dealer or bids (You Suck's record), and the log's wording, whose move
 * lines come from the game's hook. Each reports to the callback it is
 * given and names no move.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import type { RoundRecord } from '../../src/games/common/descriptor.js';
import { TtHand, type HandCard } from '../../src/elements/parts/hand.js';
import { TtPicker } from '../../src/elements/parts/picker.js';
import { TtScoreSheet } from '../../src/elements/parts/score-sheet.js';
import { describeEvent, type LogWords } from '../../src/elements/parts/log-lines.js';
import { format, messagesFor, type MessageKey } from '../../src/elements/parts/i18n.js';
import { enViews } from '../../src/elements/locales/en-views.js';
import { defineOnce } from '../../src/elements/parts/define.js';
import { circle } from '../../src/elements/parts/symbols.js';
import { chooseHandPart, TtChooseHand } from '../../src/elements/parts/choose-hand.js';
import {
  handPart,
  pickerPart,
  recordRows,
  roundGroups,
  scoreSheetPart,
} from '../../src/elements/parts/table-pieces.js';

// The parts under test, defined as a table defines them (the multi-select hand only by a game that uses it).
defineOnce('tt-hand', TtHand);
defineOnce('tt-choose-hand', TtChooseHand);
defineOnce('tt-picker', TtPicker);
defineOnce('tt-score-sheet', TtScoreSheet);

/** A card of the hand; `reason` makes it unplayable. */
function card(id: string, reason?: string): HandCard {
  const [suit, rank] = id.split('-') as [string, string];
  return { id, suit, rank, symbol: circle, label: `${suit} ${rank}`, playable: !reason, reason };
}

/** Renders `template` into a fresh fixture and returns its first element, rendered. */
async function mount<T extends HTMLElement>(template: unknown): Promise<T> {
  const holder = await fixture<HTMLDivElement>(html`<div style="background:#1d5c3f;color:#fff"></div>`);
  render(template, holder);
  const el = holder.firstElementChild as T & { updateComplete: Promise<boolean> };
  await el.updateComplete;
  return el;
}

const buttons = (el: HTMLElement, selector = 'button.card-button') =>
  Array.from(el.shadowRoot!.querySelectorAll<HTMLButtonElement>(selector));

describe('<tt-hand> through handPart', () => {
  const cards = [card('red-2'), card('red-9'), card('blue-4', 'You must follow red'), card('green-1')];

  it('reports a chosen playable card to its callback, and refuses an unplayable one with its reason', async () => {
    const chosen: string[] = [];
    const el = await mount<HTMLElement>(
      handPart({ label: 'Your hand', emptyText: 'None', cards, choose: (c) => chosen.push(c) }),
    );
    buttons(el)[1]!.click();
    buttons(el)[2]!.click();
    await (el as any).updateComplete;
    expect(chosen).to.deep.equal(['red-9']);
    expect(el.shadowRoot!.querySelector('[part="reason"]')!.textContent).to.equal('You must follow red');
    expect(el.shadowRoot!.querySelector('.confirm')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('selects exactly k cards, then confirms them in display order (multi-select)', async () => {
    const chosen: string[][] = [];
    const el = await mount<HTMLElement>(
      chooseHandPart({
        label: 'Your hand',
        emptyText: 'None',
        cards,
        count: 2,
        confirmText: 'Discard',
        fullText: 'Two cards at most',
        chosen: (c) => chosen.push(c),
      }),
    );
    const update = () => (el as any).updateComplete as Promise<boolean>;
    const confirm = () => el.shadowRoot!.querySelector<HTMLButtonElement>('button.confirm')!;
    expect(confirm().getAttribute('aria-disabled')).to.equal('true');
    expect(confirm().textContent!.replace(/\s+/g, ' ').trim()).to.equal('Discard (0/2)');
    confirm().click();
    expect(chosen, 'nothing to confirm yet').to.deep.equal([]);
    buttons(el)[3]!.click(); // green-1
    buttons(el)[0]!.click(); // red-2
    await update();
    expect(buttons(el).map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false', 'true']);
    expect(confirm().getAttribute('aria-disabled')).to.equal('false');
    // A third card is refused, and so is an unplayable one.
    buttons(el)[1]!.click();
    await update();
    expect(el.shadowRoot!.querySelector('[part="reason"]')!.textContent).to.equal('Two cards at most');
    buttons(el)[2]!.click();
    await update();
    expect(buttons(el)[2]!.getAttribute('aria-pressed')).to.equal('false');
    // Pressing a selected card takes it out again.
    buttons(el)[0]!.click();
    buttons(el)[1]!.click();
    await update();
    expect(buttons(el).map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['false', 'true', 'false', 'true']);
    await expect(el).to.be.accessible();
    confirm().click();
    await update();
    expect(chosen).to.deep.equal([['red-9', 'green-1']]);
    expect(confirm().textContent!.replace(/\s+/g, ' ').trim(), 'the selection is cleared').to.equal('Discard (0/2)');
  });

  it('with min, confirms from min to count cards (TrickTakers: exchange 1 to 5 cards, TT-14)', async () => {
    const chosen: string[][] = [];
    const el = await mount<HTMLElement>(
      chooseHandPart({
        label: 'Your hand',
        emptyText: 'None',
        cards,
        count: 3,
        min: 1,
        confirmText: 'Exchange',
        fullText: 'Three cards at most',
        chosen: (c) => chosen.push(c),
      }),
    );
    const confirm = () => el.shadowRoot!.querySelector<HTMLButtonElement>('button.confirm')!;
    expect(confirm().getAttribute('aria-disabled'), 'none chosen').to.equal('true');
    buttons(el)[1]!.click(); // red-9
    await (el as any).updateComplete;
    expect(confirm().getAttribute('aria-disabled'), 'one of 1–3').to.equal('false');
    expect(confirm().textContent!.replace(/\s+/g, ' ').trim()).to.equal('Exchange (1/3)');
    confirm().click();
    expect(chosen).to.deep.equal([['red-9']]);
  });
});

describe('<tt-picker> through pickerPart', () => {
  it('reports the picked choice of a list to its callback, never a disabled one', async () => {
    const picked: string[] = [];
    const el = await mount<HTMLElement>(
      pickerPart('character', {
        label: 'Choose a character',
        options: [
          { value: 'king', label: 'King', detail: 'Win 5 tricks' },
          { value: 'gambler', label: 'Gambler', detail: 'Bid your tricks' },
          { value: 'hermit', label: 'Hermit', disabled: true, reason: 'Taken by Seat 2' },
        ],
        pick: (v) => picked.push(v),
      }),
    );
    expect(el.getAttribute('data-pick')).to.equal('character');
    const options = buttons(el, 'button');
    expect(options.map((b) => b.getAttribute('aria-disabled'))).to.deep.equal(['false', 'false', 'true']);
    options[2]!.click();
    options[1]!.click();
    expect(picked).to.deep.equal(['gambler']);
    expect(options[2]!.textContent).to.include('Taken by Seat 2');
    await expect(el).to.be.accessible();
  });
});

describe('the score sheet and the log without a dealer or bids', () => {
  // Two rounds of a 3-seat game whose records have neither a dealer nor bids (You Suck, RoundRecord).
  const records: RoundRecord[] = [{ tricks: [3, 1, 3], points: [10, 0, -5] }, { points: [4, 8, 0] }];
  const labels = { bid: 'Bid', tricks: 'Tricks', points: 'Points' };

  it('shows only the rows a round has', async () => {
    const groups = roundGroups(
      records,
      (n) => `Round ${n}`,
      (r) => recordRows(r, labels),
    );
    expect(groups.map((g) => [g.label, g.rows.map((r) => r.label)])).to.deep.equal([
      ['Round 1', ['Tricks', 'Points']],
      ['Round 2', ['Points']],
    ]);
    const el = await mount<HTMLElement>(
      scoreSheetPart({
        caption: 'Score sheet',
        columns: ['Seat 1', 'Seat 2', 'You'].map((label) => ({ label })),
        groups,
        footer: [{ label: 'Score', cells: [14, 8, -5], kind: 'total' }],
        emptyText: '',
      }),
    );
    const rows = Array.from(el.shadowRoot!.querySelectorAll('tr[data-row]'), (tr) => [
      tr.closest('tbody')?.getAttribute('data-group') ?? 'footer',
      tr.getAttribute('data-row'),
      ...Array.from(tr.querySelectorAll('td'), (td) => td.textContent!.trim()),
    ]);
    expect(rows).to.deep.equal([
      ['Round 1', 'Tricks', '3', '1', '3'],
      ['Round 1', 'Points', '10', '0', '-5'],
      ['Round 2', 'Points', '4', '8', '0'],
      ['footer', 'Score', '14', '8', '-5'],
    ]);
    await expect(el).to.be.accessible();
  });

  it("words a round's points without a dealer, and a move only through the game's hook", () => {
    const moves: string[] = [];
    const words: LogWords = {
      // The log's later words arrive with ./later.ts: here, without a table, they are added by hand.
      t: (key: MessageKey, params) => format({ ...messagesFor('en'), ...enViews }[key], params),
      seatName: (s) => `Seat ${Number(s) + 1}`,
      person: (s) => ({ name: `Seat ${Number(s) + 1}`, who: 'other' }),
      cardName: (c) => c.replace('-', ' '),
      list: (items) => items.join(', '),
      describeMove: (m) => {
        moves.push(m.move);
        return m.move === 'play' ? `${m.args[0]} on Tick ${m.args[1]}` : null;
      },
    };
    expect(describeEvent(words, 'table-round-end', { round: 2, row: records[1]! })).to.equal(
      'Round 2 scored. Points: Seat 1: 4, Seat 2: 8, Seat 3: 0.',
    );
    expect(describeEvent(words, 'table-move', { seat: '1', move: 'play', args: ['red-7', 3] })).to.equal(
      'red-7 on Tick 3',
    );
    expect(
      describeEvent(words, 'table-move', { seat: '1', move: 'bid', args: [2] }),
      'no shared wording of bids',
    ).to.equal(null);
    expect(moves).to.deep.equal(['play', 'bid']);
    expect(
      describeEvent(words, 'table-trick-end', { round: 1, winner: null, plays: [{ seat: '0', card: 'red-0' }] }),
      'a Tick nobody took',
    ).to.equal(null);
  });
});

describe('<tt-seat> thinking (issue 22)', () => {
  it('says "Thinking" in its card count’s place: the seat keeps its height as its bot starts and stops', async () => {
    const { TtSeat } = await import('../../src/elements/parts/seat.js');
    defineOnce('tt-seat', TtSeat);
    const seat = await fixture<InstanceType<typeof TtSeat>>(
      html`<tt-seat style="inline-size: 110px" .name=${'Seat 2'} .cardCount=${8} .cardCountText=${'8 cards'}></tt-seat>`,
    );
    const root = seat.shadowRoot!;
    const still = seat.getBoundingClientRect().height;
    expect(root.querySelector('[part="thinking"]')).to.equal(null);
    expect(root.querySelector('.hand')!.textContent).to.contain('8 cards');
    seat.thinking = true;
    seat.thinkingText = 'Thinking';
    await seat.updateComplete;
    expect(root.querySelector('[part="thinking"]')!.textContent).to.equal('Thinking');
    expect(root.querySelector('.hand')!.textContent).to.not.contain('8 cards');
    expect(seat.getBoundingClientRect().height).to.equal(still);
  });
});
