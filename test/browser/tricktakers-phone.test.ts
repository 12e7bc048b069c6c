/**
 * Issue 22, "one screen per decision", for `<tricktakers-table>` at 360×740:
 * on each of the viewer's decisions of rounds 1 to 3 (the character choice,
 * the character's setup prompts, the Hermit's draw and discard, the
 * Resistance's Kakumei box, each card play) the prompt, the trick in
 * progress (or the middle before the first lead) and the playable cards lie
 * inside the viewport together, the page never scrolled; the table stays
 * within about one and a half screens and does not jump by more than a
 * card's height between two decisions, from one round to the next too; each round
 * summary opens in view. Also: the drawn card is marked while the Hermit
 * discards and the middle says what the Hermit does, the bet picker is
 * compact, and the log names a card without a colour with its article.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/define/tricktakers-table.js';
import { format } from '../../src/elements/parts/i18n.js';
import { trickTakersPlayEn } from '../../src/games/tricktakers/messages-play.js';
import { trickTakersJa } from '../../src/games/tricktakers/messages-ja.js';
import { trickLine } from '../../src/games/tricktakers/table-extras.js';
import { middleNote } from '../../src/games/tricktakers/table-play.js';
import { render } from 'lit';
import type { TtWords } from '../../src/games/tricktakers/table-parts.js';
import { isMyTurn, myTurnOrRoundEnd, offScreen, pickerButtons, shadow, waitFor, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';
import { chooseButtons, chooseHand, confirmButton, fourAttr, option, view } from './tricktakers-helpers.js';

const W = 360;
const H = 740;
/**
 * The bots' seed of each character's game: the first of `tt-phone`, `tt-phone-2` whose game is not won before
 * round 3 (with `tt-phone` the Gambler's, the Hermit's and the Resistance's end in round 2 on a win condition).
 */
const SEEDS: Record<string, string> = {
  king: 'tt-phone',
  gambler: 'tt-phone-2',
  hermit: 'tt-phone-2',
  resistance: 'tt-phone-2',
  berserker: 'tt-phone',
};
/** About one and a half screens (issue 22). */
const MAX_HEIGHT = 1110;

/** One decision met: its round, its kind, the table's height (px) and what lay off screen. */
interface Met {
  round: number;
  kind: string;
  height: number;
  off: string[];
  /** Whether the trick on the felt is a Kakumei trick (its marker shows, TT-4). */
  kakumei: boolean;
}

async function settle(el: AnyTable): Promise<void> {
  await el.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker, tt-choose-hand, tt-hand')) await p.updateComplete;
  // Laid out and drawn (a table is `content-visibility: auto`: its first frame may hold its intrinsic size).
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/** The cards of the hand (or of the choose-hand) the viewer may choose now. */
function choosable(el: AnyTable): HTMLButtonElement[] {
  const hand = shadow(el).querySelector('tt-hand') ?? chooseHand(el);
  return hand
    ? [...shadow(hand).querySelectorAll<HTMLButtonElement>('button.card-button')].filter(
        (b) => b.getAttribute('aria-disabled') === 'false',
      )
    : [];
}

/** The decision's kind: the stage, its pickers, the Kakumei box. */
function kindOf(el: AnyTable): string {
  const root = shadow(el);
  const pickers = [...root.querySelectorAll<HTMLElement>('.choices tt-picker')].map((p) => p.dataset.pick);
  const kakumei = root.querySelector('.kakumei-toggle') ? ':kakumei' : '';
  return `${view(el).stage}${pickers.length ? `:${pickers.join('+')}` : ''}${kakumei}`;
}

/**
 * The viewer's decision now: chooses `character` at the selection (when taken or barred in a later round, the
 * first character it may pick), a discard's last card, keeps the hand, bids 1, bets the smallest bet, draws as
 * the Hermit, ticks Kakumei on its first card, plays the first playable card.
 */
async function decide(el: AnyTable, character: string): Promise<void> {
  const root = shadow(el);
  const G = view(el);
  switch (G.stage) {
    case 'select': {
      const free = pickerButtons(el, 'character').filter((b) => b.getAttribute('aria-disabled') === 'false');
      (free.find((b) => b.dataset.value === character) ?? free[0]!).click();
      break;
    }
    case 'king-discard':
    case 'hermit-discard':
      chooseButtons(el)
        .filter((b) => b.getAttribute('aria-disabled') === 'false')
        .at(-1)!
        .click();
      await chooseHand(el)!.updateComplete;
      confirmButton(el).click();
      break;
    case 'exchange':
    case 'black-crowns':
      option(el, G.stage, 'keep').click();
      break;
    case 'bid':
      option(el, 'bid', '1').click();
      break;
    case 'bet':
      option(el, 'bet', '10').click();
      break;
    case 'play': {
      if (root.querySelector('tt-picker[data-pick="hermit"]')) {
        option(el, 'hermit', 'draw').click();
        break;
      }
      const box = root.querySelector<HTMLInputElement>('.kakumei-toggle input');
      if (box) {
        box.click();
        await el.updateComplete;
      }
      choosable(el)[0]!.click();
      break;
    }
    default:
      throw new Error(`nothing to choose in stage ${G.stage}`);
  }
  await el.updateComplete;
}

/**
 * Walks rounds 1 to `rounds` (or to the game's end) of the viewer's decisions as `character` at 360×740, the
 * page at its top and never scrolled: each decision's round and kind, the table's height and what of the
 * prompt, the trick (or the middle), the choice and the playable cards lay off screen; and what of each round
 * summary lay off screen when it opened (it is then dismissed). The round's first decision is the character
 * choice, whose character cards are a row to swipe: there only its picker counts.
 */
async function walkGame(
  character: string,
  rounds = 3,
  /** 4: the fixed deal of ./tricktakers-helpers.ts FOUR; otherwise a seeded deal for that many players. */
  players = 4,
): Promise<{ met: Met[]; summariesOff: string[][]; card: number; el: AnyTable; overlaps: string[] }> {
  // Seat 0 (the viewer) chooses first in round 1, from all five (TT-7; ./tricktakers-helpers.ts FOUR).
  const el = await mountTable<AnyTable>('tricktakers-table', {
    bots: 'random',
    speed: '0',
    seed: SEEDS[character]!,
    ...(players === 4 ? { deal: fourAttr() } : { players: String(players) }),
  });
  window.scrollTo(0, 0);
  const met: Met[] = [];
  const summariesOff: string[][] = [];
  const overlaps: string[] = [];
  let card = 0;
  const over = () => el.state!.ctx.gameover !== undefined;
  for (let round = 1; round <= rounds && !over(); round++) {
    for (let guard = 0; guard < 30; guard++) {
      await waitFor(() => over() || isMyTurn(el) || view(el).sheet.length >= round, 'the bots hand the turn back');
      await settle(el);
      if (over() || view(el).sheet.length >= round) break;
      const root = shadow(el);
      const kind = kindOf(el);
      const trick = root.querySelector('tt-trick') ?? root.querySelector('.center');
      met.push({
        round,
        kind,
        height: el.getBoundingClientRect().height,
        kakumei: root.querySelector('.kakumei-marker') !== null,
        off: offScreen({
          prompt: root.querySelector('.status .turn'),
          ...(view(el).stage === 'select' ? {} : { trick }),
          // A card play has a choice only as the Hermit (its draw) or the Resistance (the Kakumei box).
          ...(kind === 'play' ? {} : { choice: root.querySelector('.choices') }),
          cards: choosable(el),
        }),
      });
      expect(window.scrollY, `round ${round} ${kind}: the page did not scroll`).to.equal(0);
      card ||= cardHeight(el);
      overlaps.push(...overlapping(el).map((o) => `round ${round} ${kind}: ${o}`));
      await decide(el, character);
    }
    if (over()) break;
    const summary = shadow(el).querySelector('.round-summary');
    summariesOff.push(offScreen({ summary }));
    shadow(el).querySelector<HTMLButtonElement>('.summary-dismiss')?.click();
    await settle(el);
  }
  return { met, summariesOff, card, el, overlaps };
}

/** The cards on the felt (the trick in progress) that overlap another, as "seat A over seat B". */
function overlapping(el: AnyTable): string[] {
  const trick = shadow(el).querySelector('.center tt-trick');
  if (!trick) return [];
  const cards = [...shadow(trick).querySelectorAll<HTMLElement>('.play')].map((p) => ({
    who: p.querySelector('.who')?.textContent?.trim() ?? '',
    r: p.querySelector('.card-slot')!.getBoundingClientRect(),
  }));
  return cards.flatMap((a, i) =>
    cards
      .slice(i + 1)
      .filter((b) => a.r.left < b.r.right && b.r.left < a.r.right && a.r.top < b.r.bottom && b.r.top < a.r.bottom)
      .map((b) => `${a.who} over ${b.who}`),
  );
}

/** The decisions whose prompt, trick, choice or playable cards lay off screen. */
const offProblems = (met: Met[]): string[] =>
  met.flatMap((m, i) => (m.off.length > 0 ? [`${i} r${m.round} ${m.kind}: ${m.off.join('; ')}`] : []));

/**
 * The decisions where the table was taller than {@link MAX_HEIGHT}, or jumped by more than a card's height
 * since the decision before, in the same round or from one round's last card to the next round's character
 * choice (the score sheet keeps its box from round 1 on).
 */
function sizeProblems(met: Met[], card: number): string[] {
  const out: string[] = [];
  met.forEach((m, i) => {
    if (m.height > MAX_HEIGHT) out.push(`${i} r${m.round} ${m.kind}: ${Math.round(m.height)} px tall`);
    const before = met[i - 1];
    const jump = before ? Math.abs(m.height - before.height) : 0;
    if (jump > card) out.push(`${i} r${m.round} ${m.kind}: jumped ${Math.round(jump)} px`);
  });
  return out;
}

/** A card's height at 360 px: the hand's (or the choose-hand's) first card, or 0 when it has none. */
function cardHeight(el: AnyTable): number {
  const hand = shadow(el).querySelector('tt-hand') ?? chooseHand(el);
  return hand?.shadowRoot?.querySelector('button.card-button')?.getBoundingClientRect().height ?? 0;
}

describe('<tricktakers-table> at 360×740: one screen per decision (issue 22)', () => {
  before(async () => setViewport({ width: W, height: H }));
  after(async () => setViewport({ width: 800, height: 600 }));

  for (const [character, expected] of [
    ['king', ['select:character', 'king-discard']],
    ['gambler', ['select:character', 'exchange:exchange', 'bid:bid', 'bet:bet']],
    ['hermit', ['select:character', 'play:hermit', 'hermit-discard']],
    ['resistance', ['select:character', 'play:kakumei']],
    ['berserker', ['select:character', 'play']],
  ] as const) {
    it(`${character}: rounds 1–3 on one screen each decision, within ${MAX_HEIGHT} px, no jump over a card's height; each summary in view`, async () => {
      const { met, summariesOff, card } = await walkGame(character);
      const first = [...new Set(met.filter((m) => m.round === 1).map((m) => m.kind))];
      expect(first.slice(0, expected.length), 'the decisions met in round 1').to.deep.equal(expected);
      expect(met.filter((m) => m.round === 1 && m.kind.startsWith('play')).length, 'card plays').to.be.at.least(3);
      expect([...new Set(met.map((m) => m.round))], 'rounds walked').to.deep.equal([1, 2, 3]);
      expect(offProblems(met)).to.deep.equal([]);
      expect(card, "a card's height at 360 px").to.be.within(55, 70);
      expect(sizeProblems(met, card)).to.deep.equal([]);
      expect(summariesOff, 'each round summary opens in view').to.deep.equal(summariesOff.map(() => []));
    });
  }

  it('five players: the four other seats in one row, every decision kind on one screen over rounds 1–3, no jump over a card', async () => {
    const kinds = new Set<string>();
    const problems: Record<string, string[]> = {};
    for (const character of Object.keys(SEEDS)) {
      const { met, summariesOff, card, el, overlaps } = await walkGame(character, 3, 5);
      const seats = [...shadow(el).querySelectorAll('.seats > tt-seat')].map((s) =>
        Math.round(s.getBoundingClientRect().top),
      );
      expect(seats, `${character}: four other seats in one row`).to.deep.equal([
        seats[0],
        seats[0],
        seats[0],
        seats[0],
      ]);
      for (const m of met) kinds.add(m.kind);
      problems[character] = [...offProblems(met), ...sizeProblems(met, card), ...summariesOff.flat(), ...overlaps];
      el.remove();
    }
    expect(problems).to.deep.equal(Object.fromEntries(Object.keys(SEEDS).map((c) => [c, []])));
    // Each character's own decisions were met (the walker takes the first free character when its own is taken).
    expect([...kinds].sort()).to.include.members([
      'bet:bet',
      'bid:bid',
      'black-crowns:black-crowns',
      'exchange:exchange',
      'hermit-discard',
      'king-discard',
      'play',
      'play:hermit',
      'play:kakumei',
      'select:character',
    ]);
  });

  it("at 1280×800: the Hermit's draw and discard keep the hand on the screen, beside a Kakumei trick too", async () => {
    await setViewport({ width: 1280, height: 800 });
    try {
      const { met } = await walkGame('hermit', 1);
      expect(met.map((m) => m.kind)).to.include.members(['play:hermit', 'hermit-discard']);
      expect(met.filter((m) => m.kakumei).length, 'decisions beside a Kakumei trick').to.be.above(0);
      expect(offProblems(met)).to.deep.equal([]);
    } finally {
      await setViewport({ width: W, height: H });
    }
  });

  it('at 1280×800 with five players: each card play on one screen, the cards on the felt apart', async () => {
    await setViewport({ width: 1280, height: 800 });
    try {
      const { met, el, overlaps } = await walkGame('king', 1, 5);
      const plays = met.filter((m) => m.kind === 'play');
      expect(plays.length, 'card plays').to.be.at.least(3);
      // The character choice's picker still ends about 24 px below the fold here (not yet, issue 22).
      expect(offProblems(plays)).to.deep.equal([]);
      expect(overlaps, 'cards on the felt over one another').to.deep.equal([]);
      el.remove();
    } finally {
      await setViewport({ width: W, height: H });
    }
  });

  it('marks the card the Hermit drew while it chooses its discard', async () => {
    const el = await mountTable<AnyTable>('tricktakers-table', {
      bots: 'random',
      speed: '0',
      seed: 'tt-phone',
      deal: fourAttr(),
    });
    await myTurnOrRoundEnd(el);
    await decide(el, 'hermit');
    for (let guard = 0; guard < 10 && !shadow(el).querySelector('tt-picker[data-pick="hermit"]'); guard++) {
      await myTurnOrRoundEnd(el);
      await settle(el);
      if (!shadow(el).querySelector('tt-picker[data-pick="hermit"]')) await decide(el, 'hermit');
    }
    const before = [...view(el).hands[0]!];
    await decide(el, 'hermit');
    await settle(el);
    expect(view(el).stage).to.equal('hermit-discard');
    const drawn = view(el).hands[0]!.filter((c) => !before.includes(c));
    expect(drawn).to.have.length(1);
    const marked = chooseButtons(el)
      .filter((b) => b.querySelector('.note[data-note="drawn"]'))
      .map((b) => b.dataset.card);
    expect(marked).to.deep.equal(drawn);
    // Before the first card of the trick, the middle says what the Hermit does (not "Setting up the characters").
    expect(shadow(el).querySelector('tt-trick'), 'no card on the felt yet').to.equal(null);
    expect(
      [...shadow(el).querySelectorAll('.middle p')].map((p) => p.textContent!.trim()),
      'the middle during the discard',
    ).to.deep.equal([
      'Dexterous Hand: the Hermit draws and discards',
      'You drew the top card of the deck: discard one card face down, then play.',
    ]);
  });

  it('says in Japanese what the Hermit does while another seat discards', () => {
    const ja = trickTakersJa as Record<string, string>;
    const w = {
      t: (key: string, params?: Record<string, unknown>) => format(ja[key] ?? key, params as never, 'ja'),
      person: (s: string) => ({ name: `席${Number(s) + 1}`, who: 'other' }),
    } as unknown as TtWords;
    const box = document.createElement('div');
    render(middleNote(w, { stage: 'hermit-discard', toAct: '2' } as never), box);
    expect([...box.querySelectorAll('p')].map((p) => p.textContent!.trim())).to.deep.equal([
      '器用な手:ハーミットが1枚引いて捨てます',
      '席3が山札の一番上のカードを引き、1枚裏向きで捨てます。',
    ]);
  });

  it('keeps the bet picker compact: its options in rows, not one full-width button each', async () => {
    const { el } = await walkBetPicker();
    const p = shadow(el).querySelector<HTMLElement>('tt-picker[data-pick="bet"]')!;
    expect(p.hasAttribute('compact')).to.equal(true);
    const buttons = [...shadow(p).querySelectorAll('button')];
    expect(buttons.length).to.be.at.least(2);
    const rows = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(rows.size, 'rows of bet buttons').to.be.below(buttons.length);
  });
});

/** Plays the Gambler up to its bet. */
async function walkBetPicker(): Promise<{ el: AnyTable }> {
  const el = await mountTable<AnyTable>('tricktakers-table', {
    bots: 'random',
    speed: '0',
    seed: 'tt-phone',
    deal: fourAttr(),
  });
  for (let guard = 0; guard < 6; guard++) {
    await myTurnOrRoundEnd(el);
    await settle(el);
    if (view(el).stage === 'bet') return { el };
    await decide(el, 'gambler');
  }
  throw new Error('no bet');
}

describe('the log names a card without a colour with its article (issue 22)', () => {
  const words = (messages: Record<string, string>, lang: string): TtWords => ({
    t: (key, params) => format(messages[key] ?? key, params, lang),
    seatName: (s) => `Seat ${Number(s) + 1}`,
    person: (s) => ({ name: `Seat ${Number(s) + 1}`, who: 'other' }),
    cardName: (c) => format(messages[`tk.card.${c === 'berserker' ? 'berserker' : 'rare'}`] ?? c, {}, lang),
    list: (items) => items.join(', '),
  });
  const trick = {
    round: 1,
    winner: '1',
    plays: [
      { seat: '0', card: 'red-3' },
      { seat: '1', card: 'berserker' },
    ],
  };

  it('in English: "won the trick with the Berserker card", "with a Rare"', () => {
    const en = { ...trickTakersPlayEn, 'log.trick': '{name} won the trick with {card}.' };
    expect(trickLine(words(en, 'en'), trick as never, 'shared')).to.equal(
      'Seat 2 won the trick with the Berserker card.',
    );
    const rare = {
      ...trick,
      plays: [
        { seat: '0', card: 'red-3' },
        { seat: '1', card: 'rare-1' },
      ],
    };
    expect(trickLine(words(en, 'en'), rare as never, 'shared')).to.equal('Seat 2 won the trick with a Rare.');
  });

  it('in Japanese, the card by its name', () => {
    const ja = { ...(trickTakersJa as Record<string, string>), 'log.trick': '{name}が{card}でトリックを取りました。' };
    expect(trickLine(words(ja, 'ja'), trick as never, 'shared')).to.equal(
      'Seat 2がバーサーカーカードでトリックを取りました。',
    );
  });
});
