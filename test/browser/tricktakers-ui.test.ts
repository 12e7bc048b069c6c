/**
 * <tricktakers-table>'s fixes after issue 21's first build, each checked on
 * the real text and state:
 * - the two-player advanced game: its label in the status bar; during the
 *   draft no empty hand ("No cards left") but a note that round 1 is dealt
 *   after it (RN-18), and no last-trick button; during the secret choice
 *   (TT-49, both seats at once) the status prompt, the seats to act
 *   highlighted, then the wait for the other seat;
 * - the Adventurer: a preset item deck's initial items disabled with the
 *   reason (TT-54); an item refused with its own reason (TT-33); the log's
 *   lines for an item drawn onto a slot, Castle Visit, and a level-up
 *   (TT-32, TT-34, TT-35).
 */
import { expect } from '@open-wc/testing';
import '../../src/define/tricktakers-table.js';
import type { TrickTakersTable } from '../../src/games/tricktakers/table.js';
import type { TrickTakersView } from '../../src/games/tricktakers/game.js';
import {
  controllerOf,
  HOLD_SPEED,
  isMyTurn,
  pickerButtons,
  playableButtons,
  shadow,
  statusText,
  waitFor,
  type AnyTable,
  spyWorkers,
} from './helpers.js';
import { mountTable } from './table-contract.js';
import { FOUR, logText, option, rest, view } from './tricktakers-helpers.js';

const G = (el: AnyTable) => view(el) as TrickTakersView;

/** Waits for the table's render and its pickers'. */
async function drawn(el: AnyTable): Promise<void> {
  await el.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker, tt-hand, tt-choose-hand, tt-seat'))
    await p.updateComplete;
}

/** Which seats are highlighted as to act (`<tt-seat active>`). */
const activeSeats = (el: AnyTable) =>
  Array.from(shadow(el).querySelectorAll('tt-seat[active]'), (s) => s.getAttribute('data-seat')).sort();

/** The last-trick button, and whether it is shown (the table hides it while there is no trick to see). */
function peekButton(el: AnyTable): { disabled: boolean; visible: boolean } {
  const b = shadow(el).querySelector<HTMLButtonElement>('[part="peek-button"]')!;
  return { disabled: b.disabled, visible: getComputedStyle(b).visibility !== 'hidden' };
}

/** A picker option's reason, as shown under it (`.detail`) and in its title. */
function reasonOf(b: HTMLButtonElement): { title: string | null; text: string; disabled: boolean } {
  return {
    title: b.getAttribute('title'),
    text: b.textContent!.replace(/\s+/g, ' ').trim(),
    disabled: b.getAttribute('aria-disabled') === 'true' || b.disabled,
  };
}

describe('<tricktakers-table players="2" mode="advanced">: the draft and the secret choice', () => {
  it('labels the advanced game, shows the draft instead of an empty hand, then prompts the secret choice', async () => {
    // The bot's secret choice is kept from its worker while the human's choice is drawn (issue 20: the
    // table draws a move after the frame that answers it, when a bot at speed 0 could have moved).
    let holding = false;
    const spy = spyWorkers(undefined, (m) => holding && m.type === 'decide');
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      players: '2',
      mode: 'advanced',
      bots: 'rule',
      speed: '0',
      dealer: '1',
      seed: 'ui-advanced',
    });
    try {
      await waitFor(() => el.state !== null && isMyTurn(el) && G(el).stage === 'draft', "the human's first draft step");
      await drawn(el);
      const status = statusText(el);
      expect(status).to.include('Two-player advanced rules');
      expect(status).to.not.include('Two-player rules');
      expect(status).to.include('Your turn: pick a character.');
      // No hand during the draft (RN-18): the note, not "No cards left".
      expect(G(el).hands[0]).to.deep.equal([]);
      const note = shadow(el).querySelector('.draft-no-hand');
      expect(note?.textContent?.trim()).to.equal('No cards during the draft: round 1 is dealt when it ends.');
      expect(shadow(el).textContent).to.not.include('No cards left');
      expect(shadow(el).querySelector('tt-hand')).to.equal(null);
      // No trick yet: the last-trick button is not shown.
      expect(peekButton(el)).to.deep.equal({ disabled: true, visible: false });
      expect(activeSeats(el)).to.deep.equal(['0']);
      // The draft, the human's steps 2, 3 and 6 (TT-48, P1 = seat 1); the bot is held before the selection.
      for (let guard = 0; guard < 6 && G(el).stage === 'draft'; guard++) {
        await waitFor(() => isMyTurn(el) || G(el).stage !== 'draft', "the human's step or the draft's end");
        if (G(el).stage !== 'draft') break;
        await drawn(el);
        const picks = G(el).draft!.picks.length;
        if (picks === 5) el.speed = HOLD_SPEED;
        await el.updateComplete;
        pickerButtons(el, 'draft')[0]!.click();
        await waitFor(() => G(el).stage !== 'draft' || G(el).draft!.picks.length > picks, 'the pick');
      }
      await waitFor(() => G(el).stage === 'choose', 'the secret selection');
      await waitFor(() => controllerOf(el).delay >= HOLD_SPEED, "the bot's choice waits");
      await drawn(el);
      // Both seats choose at once (toAct null, TT-49): the prompt, and both seats highlighted.
      expect(G(el).toAct).to.equal(null);
      expect(statusText(el)).to.include('Your turn: choose one of your characters in secret.');
      expect(activeSeats(el)).to.deep.equal(['0', '1']);
      // Round 1 is dealt now: the hand is back, the note gone; still no trick to peek at.
      expect(shadow(el).querySelector('.draft-no-hand')).to.equal(null);
      expect(G(el).hands[0]).to.have.length(5);
      expect(peekButton(el).visible).to.equal(false);
      // The bot is let go, its decision kept back until the checks below.
      el.speed = 0;
      await el.updateComplete;
      holding = true;
      pickerButtons(el, 'character')[0]!.click();
      await drawn(el);
      // Chosen: the status waits for the other seat, which alone is highlighted.
      expect(G(el).stage).to.equal('choose');
      expect(G(el).sizes.selection).to.deep.equal([1, 0]);
      // (Seat 2's bot has been asked already: "thinking", else the stage's wait.)
      expect(statusText(el)).to.match(/Seat 2 is (thinking…|choosing a character in secret)$/);
      expect(statusText(el)).to.not.include('Your turn');
      expect(activeSeats(el)).to.deep.equal(['1']);
      holding = false;
      spy.release();
      await waitFor(() => G(el).stage !== 'choose', 'both have chosen');
    } finally {
      spy.restore();
      el.remove();
    }
  });
});

/** The eight, the Adventurer first so that round 1 shows it (TT-24, TT-54). */
const ORDER = ['adventurer', 'collector', 'ruler', 'king', 'gambler', 'resistance', 'hermit', 'berserker'];

/** A 4-seat table with every character, the human at seat 0 (first, TT-7), with the scenario deal {@link FOUR}. */
async function adventurerTable(seed: string, itemDeck?: string[]): Promise<TrickTakersTable> {
  const deal = JSON.stringify({
    deal: FOUR.deal,
    stock: rest(FOUR.deal, FOUR.top),
    firstPlayer: '0',
    characterOrder: ORDER,
    ...(itemDeck ? { itemDeck } : {}),
  });
  const el = await mountTable<TrickTakersTable>('tricktakers-table', {
    bots: 'random',
    speed: '0',
    characters: 'all',
    deal,
    seed,
  });
  await waitFor(() => el.state !== null && isMyTurn(el), "the human's first pick");
  await drawn(el);
  option(el, 'character', 'adventurer').click();
  await waitFor(() => isMyTurn(el) && G(el).stage === 'initial-items', 'the initial items');
  await drawn(el);
  return el;
}

/** The human's turn in play (or the round's end). */
async function myPlay(el: AnyTable): Promise<void> {
  await waitFor(
    () => (isMyTurn(el) && G(el).stage === 'play') || G(el).sheet.length > 0,
    () => `the human's play (stage ${G(el).stage}, to act ${G(el).toAct})`,
  );
  await drawn(el);
}

/** Picks the initial items `blue` then `red`. */
async function initial(el: AnyTable, blue: string, red: string): Promise<void> {
  option(el, 'initial-blue', blue).click();
  await drawn(el);
  option(el, 'initial-red', red).click();
  await drawn(el);
}

/** The items' English names (TT-33). */
const NAMES: Record<string, string> = {
  gold: 'Gold',
  book: 'Hermit’s Secret Book',
  orb: 'White Orb',
  wing: 'Proactive Wing',
  doll: 'Dragon Doll',
  fairy: 'Fairy Mischief',
};

describe('<tricktakers-table characters="all">: the Adventurer’s reasons and log lines', () => {
  it('a preset item deck: the initial items in it are disabled with the reason (TT-54)', async () => {
    // Leaves out the Potion and the Axe: the only initial items the Adventurer may choose.
    const itemDeck = ['castle', 'gold', 'book', 'orb', 'wing', 'doll', 'fairy', 'crystal', 'rockCrystal'];
    const el = await adventurerTable('ui-preset', [...itemDeck, 'map', 'boots', 'sword', 'wand']);
    const ITEM_NAMES: Record<string, string> = { ...NAMES, potion: 'Invisibility Potion', castle: 'Castle Visit' };
    try {
      expect(G(el).initialItems).to.deep.equal({ blue: ['potion'], red: ['axe'] });
      const reason = 'That item is in this game’s preset item deck';
      const blue = pickerButtons(el, 'initial-blue').map(reasonOf);
      expect(blue.map((o) => [o.disabled, o.title])).to.deep.equal([
        [true, reason],
        [false, null],
        [true, reason],
      ]);
      expect(blue[0]!.text).to.include('Map of Destiny').and.include(reason);
      option(el, 'initial-blue', 'potion').click();
      await drawn(el);
      const red = pickerButtons(el, 'initial-red').map(reasonOf);
      expect(red.map((o) => [o.disabled, o.title])).to.deep.equal([
        [true, reason],
        [true, reason],
        [false, null],
      ]);
      // A disabled option makes no move.
      const before = JSON.stringify(el.state);
      option(el, 'initial-red', 'sword').click();
      await drawn(el);
      expect(JSON.stringify(el.state)).to.equal(before);
      option(el, 'initial-red', 'axe').click();
      await drawn(el);
      expect(G(el).items!.slots.map((s) => s.item)).to.deep.equal(['potion', 'axe']);
      expect(logText(el)).to.include('You put Invisibility Potion and Berserker’s Axe on the slots.');
      // Leading trick 1 with 4 players: the Potion is refused with its own reason (TT-33, X-8).
      await myPlay(el);
      expect(G(el).trick!.plays).to.have.length(0);
      const items = pickerButtons(el, 'item').map(reasonOf);
      expect(items.map((o) => [o.disabled, o.title])).to.deep.equal([
        [true, 'The Invisibility Potion cannot be used when you lead'],
        [false, null],
      ]);
      // The Axe: used, and the item deck's top (Castle Visit) drawn onto its slot, in the log (TT-32).
      option(el, 'item', 'axe').click();
      await drawn(el);
      expect(G(el).items!.slots.map((s) => s.item)).to.deep.equal(['potion', 'castle']);
      expect(logText(el)).to.include('You used Berserker’s Axe. Drawn onto the slot: Castle Visit.');
      // One item a trick: the picker is gone (TT-32).
      expect(pickerButtons(el, 'item')).to.have.length(0);
      playableButtons(el)[0]!.click();
      await drawn(el);
      // Trick 2: Castle Visit discards the other items unused (the Potion, and Gold if trick 1's
      // level-up drew it) and draws the deck's next items onto every slot (TT-34, TT-35).
      await myPlay(el);
      const held = G(el).items!;
      const others = held.slots.flatMap((x) => (x.item && x.item !== 'castle' ? [x.item] : []));
      const deck = [...itemDeck, 'map', 'boots', 'sword', 'wand'];
      const seen = new Set<string>([...held.discard, ...held.slots.map((x) => x.item!)]);
      const next = deck.filter((i) => !seen.has(i)).slice(0, held.slots.length);
      option(el, 'item', 'castle').click();
      await drawn(el);
      expect(G(el).items!.discard).to.deep.equal([...held.discard, ...others, 'castle']);
      expect(G(el).items!.slots.map((x) => x.item)).to.deep.equal(next);
      const list = (ids: string[]) => new Intl.ListFormat('en').format(ids.map((i) => ITEM_NAMES[i]!));
      expect(logText(el)).to.include(
        `You used Castle Visit, discarding ${list(others)} unused. Drawn onto the slots: ${list(next)}.`,
      );
    } finally {
      el.remove();
    }
  });

  it('a level-up: the new slot and the item drawn onto it, in the log (TT-35)', async () => {
    const itemDeck = ['gold', 'book', 'orb', 'wing', 'doll', 'fairy', 'castle', 'crystal', 'rockCrystal'];
    const el = await adventurerTable('ui-level', [...itemDeck, 'potion', 'boots', 'sword', 'wand']);
    try {
      await initial(el, 'map', 'axe');
      // Plays the round: the Axe's 10 on its first trick, then the first playable card; each trick
      // the Adventurer wins before trick 5 gives a slot and the deck's next item (TT-35).
      let seen = 0;
      for (let guard = 0; guard < 12; guard++) {
        await myPlay(el);
        if (G(el).sheet.length > 0) break;
        if (G(el).tricks.length === 0 && G(el).items!.usedThisTrick === false) {
          option(el, 'item', 'axe').click();
          await drawn(el);
        }
        const tricks = G(el).tricks.length;
        const slots = G(el).items!.slots.length;
        playableButtons(el)[0]!.click();
        await waitFor(() => G(el).tricks.length > tricks || G(el).sheet.length > 0, 'the trick is over');
        await drawn(el);
        const g = G(el);
        if (g.sheet.length === 0 && g.lastTrick!.winner === '0') {
          expect(g.items!.slots).to.have.length(slots + 1);
          const item = NAMES[g.items!.slots.at(-1)!.item!];
          expect(logText(el).some((l) => l.endsWith(`You won a new slot and drew ${item} onto it.`))).to.equal(true);
          seen++;
        }
      }
      expect(seen, 'the Adventurer won a trick before trick 5').to.be.greaterThan(0);
    } finally {
      el.remove();
    }
  });
});
