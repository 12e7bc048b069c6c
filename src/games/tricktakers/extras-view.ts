/**
 * `<tricktakers-table>`'s views of the rest of the box (issue 21): the
 * Adventurer, the Collector and the Ruler, and the players + 1 display
 * (TT-22…TT-46, TT-52, TT-53). Loaded on demand, and only in a game whose
 * `characters` attribute asks for them (the table imports it, with the play
 * view and the later rules, before it sets such a game up: ./table.ts
 * `ownSetup`); never in a first load, never in a game of the basic five.
 *
 * - the `characters` attribute read and checked ({@link charactersSetup});
 * - the selection: the characters shown this round and those not shown,
 *   and the cards of the extra characters (TT-24, TT-29);
 * - the Adventurer's initial items, its slots and items as cards with one
 *   tap to use one (the Map's discards, the Sword's ±5 after the card), the
 *   Book's discard, a face-down Potion card (TT-30…TT-37);
 * - the Collector's reservation among the trick's cards, the reserve token
 *   on the card, its collected cards: their faces for its own seat only,
 *   their count for the others (TT-38, TT-39, TT-53);
 * - the Ruler's tasks given to the seats and shown on them, done or not,
 *   and its lead token: placed with the card when optional, on the card it
 *   changed (TT-42…TT-46);
 * - their log lines, what other seats see of their secret moves (the Map's
 *   discards, the Book's, a Potion card: a count or nothing), the score
 *   sheet's rows and the round summary's columns;
 * - their words, English here ({@link words}) and Japanese on demand
 *   (./messages-extras-ja.ts).
 *
 * Every choice makes the game's move; the rules refuse anything illegal
 * (G-4), and what the view refuses it says why, as the other pickers do.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { chooseHandPart } from '../../elements/parts/choose-hand.js';
import type { TableMoveDetail } from '../../elements/parts/events.js';
import { loadLocale, type MessageKey } from '../../elements/parts/i18n.js';
import type { PickerOption } from '../../elements/parts/picker.js';
import type { SummaryColumn } from '../../elements/parts/round-summary.js';
import type { ScoreRow } from '../../elements/parts/score-sheet.js';
import type { SeatStat } from '../../elements/parts/seat.js';
import type { PickerPart } from '../../elements/parts/table-pieces.js';
import type { RoundRecord } from '../common/descriptor.js';
import { seatIds } from '../common/seats.js';
import { turnError } from '../common/trick.js';
import { advancedMiddle, choosePicker, draftPicker, modeSetup } from './advanced-view.js';
import { ADVENTURER_TABLES } from './adventurer-score.js';
import { valueOf } from './cards.js';
import { COMBINATIONS, LEFTOVER_PENALTY, MAX_COMBINATIONS, type CombinationId } from './collector.js';
import { TRICK_ITEMS, visibleLead, type TrickItem } from './effective.js';
import { rulerPlay } from './extra-legal.js';
import { HIDDEN_CARD, itemError } from './extras-play.js';
import { parseCharacterSet, validateExtrasSetup } from './extras-setup.js';
import type { TrickTakersView } from './game.js';
import { INITIAL_BLUE, INITIAL_RED, ITEMS, type ItemId } from './items.js';
import { trickTakersExtrasEn } from './messages-extras.js';
// The later rules (./play.ts): a game with the extras is set up only once they are here.
import './play.js';
import { CHARACTER_CODES, EXTRA_CHARACTERS, type RosterId } from './roster.js';
import { TASK_IDS, TASKS, type TaskId } from './ruler.js';
import type { CharacterId } from './scoring.js';
import type { TtPlay, TtTrick } from './state.js';
import type { ChoiceHost } from './table-choices.js';
import {
  characterCard,
  characterCards,
  characterName,
  characterPicker,
  entryText,
  signed,
  standingText,
  type LaterStanding,
  type TtWords,
} from './table-parts.js';
import { asState } from './view-facts.js';

export { trickTakersExtrasEn as words };

/** The Japanese words, imported when a table in Japanese first shows the extras. */
const LOCALES = { ja: () => import('./messages-extras-ja.js') };
/** The locales asked for already on this page. */
const asked = new Set<string>();

/**
 * Asks for the extras' words in `locale` (the table's, e.g. `"ja"`), once
 * per page; `update` (the table's render) runs when they have arrived.
 */
export function wordsFor(locale: string, update: () => void): void {
  if (locale === 'en' || asked.has(locale)) return;
  asked.add(locale);
  void loadLocale(locale, LOCALES).then((loaded) => loaded && update());
}

const isExtra = (c: RosterId): boolean => (EXTRA_CHARACTERS as readonly string[]).includes(c);

// ---------------------------------------------------------------------------
// The `characters` attribute

/**
 * The `characters` attribute as setupData (TT-23), read as the harness's
 * `--characters` is (./extras-setup.ts `parseCharacterSet`): `"all"` (the
 * eight), `"basic"` (the five), or a comma list of character ids (the basic
 * five are in every game, listed or not), e.g. `"adventurer, ruler"`; `""`
 * none. An unknown id, an id twice, or a game of 2 players is refused with
 * the rules' message (./extras-setup.ts `validateExtrasSetup`).
 * @returns `{ characters }` in priority order, or `['characters', problem]`
 */
export function charactersSetup(text: string, players: number): Record<string, unknown> | [string, string] {
  if (text === '') return {};
  const characters = parseCharacterSet(text);
  if (typeof characters === 'string') return ['characters', `characters ${characters}`];
  const problem = validateExtrasSetup({ characters }, players);
  return problem ? ['characters', problem] : { characters };
}

/**
 * The game's own attributes as setupData: `characters` ({@link charactersSetup}), and `mode`
 * and `character-count` (the two-player advanced game, TT-48: ./advanced-view.ts `modeSetup`).
 * @returns the fields, or `[attribute, problem]` for the first bad one
 */
export function tableSetup(
  t: { characters?: string; mode?: string; characterCount?: string },
  players: number,
): Record<string, unknown> | [string, string] {
  const chars = charactersSetup(t.characters?.trim() ?? '', players);
  if (Array.isArray(chars)) return chars;
  const mode = modeSetup(t.mode, t.characterCount, players);
  return Array.isArray(mode) ? mode : { ...chars, ...mode };
}

/** The middle of the table in the two-player advanced game's draft and secret selection (TT-48, TT-49), else `undefined`. */
export const middle = (w: TtWords, G: TrickTakersView) => advancedMiddle(w, G, (c) => label(w, c));

// ---------------------------------------------------------------------------
// Characters: labels, cards, the selection

/** "Adventurer (3B)": the name and its code (TT-22). */
export function label(w: TtWords, c: RosterId): string {
  const code = CHARACTER_CODES[c];
  const n = Number(code[0]);
  const priority = w.t(code.endsWith('B') ? 'tk.char.priorityB' : 'tk.char.priority', { n });
  return w.t('tk.char.named', { name: characterName(w, c as CharacterId), priority });
}

/** The game's characters in the display's order: those shown this round, then those not (TT-24). */
const inDisplay = (G: TrickTakersView): RosterId[] => [...G.display!.shown, ...G.display!.notShown];

/**
 * An extra character's card: its name and code, where it stands, its
 * table (the Adventurer's tricks as the basic tables; the Collector's
 * combinations and the Ruler's tasks as lines, too many for a row), its
 * ability and its win (TT-29…TT-46).
 */
function extraCard(w: TtWords, G: TrickTakersView, c: RosterId, s: Standing): TemplateResult {
  const points = (x: number | 'win') => entryText(w, x);
  const table =
    c === 'adventurer'
      ? html`<table class="char-table">
          <tr>
            <th scope="row">${w.t('tk.table.tricks')}</th>
            ${ADVENTURER_TABLES.normal.map((_, i) => html`<td>${i}</td>`)}
          </tr>
          <tr>
            <th scope="row">${w.t('tk.table.points')}</th>
            ${ADVENTURER_TABLES.normal.map((e) => html`<td>${points(e)}</td>`)}
          </tr>
        </table>`
      : html`<p class="char-line char-list-line">
          ${
            c === 'collector'
              ? Object.values(COMBINATIONS).map(
                  (k) =>
                    html`<span>${w.t(`tk.combo.${k.shape}` as MessageKey, { size: k.size })} ${points(k.points)}</span> `,
                )
              : (['avoidRed', 'takeRed'] as const).map(
                  (id) =>
                    html`<span
                      >${w.t(TASKS[id].type === 'hard' ? 'tk.task.hard' : 'tk.task.normal')}:
                      ${w.t('tk.task.points', { success: signed(TASKS[id].success), failure: signed(TASKS[id].failure) })}</span
                    > `,
                )
          }
        </p>`;
  const ability = w.t(`tk.ability.${c}` as MessageKey, {
    max: MAX_COMBINATIONS,
    penalty: signed(-LEFTOVER_PENALTY),
    tasks: G.numPlayers === 2 ? 2 : 1,
  });
  return html`<li class="char-card" part="character" data-character=${c} data-status=${s.status}>
    <h3 class="char-name">${label(w, c)} <span class="char-status">${s.text}</span></h3>
    ${table}
    <p class="char-line">${ability}</p>
    <p class="char-line char-win">${w.t(`tk.win.${c}` as MessageKey)}</p>
  </li>`;
}

/** Where a character stands: shown or not this round (TT-24), else as in the basic game. */
type Standing = { status: string; text: string };

/** Where `c` stands this round: not shown (TT-24), else yours, taken, barred, used or free (`later`). */
function standingOf(
  w: TtWords,
  G: TrickTakersView,
  c: RosterId,
  viewer: string | null,
  later?: LaterStanding,
): Standing {
  if (G.stage === 'select' && G.display!.notShown.includes(c))
    return { status: 'hidden', text: w.t('tk.status.notShown') };
  return standingText(w, G, c as CharacterId, viewer, later);
}

/**
 * The character cards of the game's set (TT-23), in the display's order:
 * the shown ones (players + 1 with 7 or 8 characters, TT-24), then those
 * not shown, marked so; a note says how many are shown.
 */
export function cards(
  w: TtWords,
  G: TrickTakersView,
  viewer: string | null,
  title: string,
  later?: LaterStanding,
): TemplateResult {
  const set = inDisplay(G);
  const list = set.map((c) =>
    isExtra(c)
      ? extraCard(w, G, c, standingOf(w, G, c, viewer, later))
      : G.stage === 'select' && G.display!.notShown.includes(c)
        ? extraBasic(w, G, c, viewer)
        : characterCard(w, G, c as CharacterId, viewer, later),
  );
  const note =
    G.display!.notShown.length > 0
      ? html`<p class="char-note">
          ${w.t('tk.display.note', { shown: G.display!.shown.length, total: set.length })}
        </p>`
      : nothing;
  return html`${note}${characterCards(w, G, viewer, title, later, list)}`;
}

/** A basic character not shown this round (TT-24): its card, marked. */
function extraBasic(w: TtWords, G: TrickTakersView, c: RosterId, viewer: string | null): TemplateResult {
  return characterCard(w, G, c as CharacterId, viewer, () => ({
    status: 'hidden',
    text: w.t('tk.status.notShown'),
  }));
}

/**
 * The character picker (TT-6 step 2, TT-24): the characters shown this
 * round, with their codes; those the viewer may not pick disabled with the
 * reason (./table-parts.ts `characterPicker`).
 */
export function picker(
  w: TtWords,
  G: TrickTakersView,
  viewer: string,
  refusal: (c: CharacterId) => string | null,
  pick: (c: CharacterId) => void,
  later?: LaterStanding,
): PickerPart {
  const note = w.t('tk.display.note', { shown: G.display!.shown.length, total: inDisplay(G).length });
  return characterPicker(w, G, viewer, refusal, pick, later, G.display!.shown, note, label);
}

/** The seat's markers: its character and code (TT-22), and each task it holds, done or not (TT-43, TT-44). */
export function seatMarkers(w: TtWords, G: TrickTakersView, seat: string): string[] {
  const c = G.characters[Number(seat)] as RosterId | null;
  const tasks = (G.tasks ?? []).filter((t) => t.seat === Number(seat));
  return [
    ...(c ? [label(w, c)] : []),
    ...tasks.map((t) => taskText(w, t.id, t.done ? w.t('tk.task.done') : w.t('tk.task.open'))),
  ];
}

/** "Take a Red: Done". */
const taskText = (w: TtWords, id: TaskId, state: string): string => `${w.t(`tk.task.${id}` as MessageKey)}: ${state}`;

/** The Collector's seat: how many cards it has collected (TT-39: the count is public, the faces its own). */
export function seatStats(w: TtWords, G: TrickTakersView, seat: string): SeatStat[] {
  const s = Number(seat);
  return G.characters[s] === 'collector' && G.sizes.collected
    ? [{ label: w.t('tk.collected.title'), value: G.sizes.collected[s] ?? 0 }]
    : [];
}

// ---------------------------------------------------------------------------
// The side column: the Adventurer's items, the Collector's cards, the tasks

/** The Adventurer's seat this round, or `null`. */
const adventurer = (G: TrickTakersView): string | null => {
  const at = G.characters.indexOf('adventurer');
  return at < 0 ? null : String(at);
};

/** An item's card text: its name, its effect and its value left on a slot (TT-33, TT-37). */
function itemCard(w: TtWords, id: ItemId, slot: string): TemplateResult {
  const item = ITEMS[id];
  const value =
    item.unused.initial === item.unused.extra
      ? w.t('tk.item.value', { points: signed(item.unused.initial) })
      : w.t('tk.item.valueBySlot', { initial: signed(item.unused.initial), extra: signed(item.unused.extra) });
  return html`<li class="item" data-item=${id}>
    <span class="item-slot">${slot}</span>
    <strong class="item-name">${w.t(`tk.item.${id}` as MessageKey)}</strong>
    <span class="item-text">${w.t(`tk.itemText.${id}` as MessageKey, { delta: 5, points: 30 })}</span>
    <span class="item-value">${value}</span>
  </li>`;
}

/**
 * The side column's panel of the extras (part `extras`): the Adventurer's
 * slots with their items, the item deck's size and the discard pile
 * (public, TT-30, TT-53); the Collector's collected cards (the viewer's own
 * faces, TT-39); and the tasks given (TT-43). Nothing before the setups.
 */
export function aside(w: TtWords, G: TrickTakersView): TemplateResult | typeof nothing {
  const parts: TemplateResult[] = [];
  const items = G.items;
  const a = adventurer(G);
  if (items && a !== null) {
    parts.push(html`<section class="extras-items" part="items" aria-label=${w.t('tk.items.title')}>
      <h3>${w.t('tk.items.title')} · ${w.seatName(a)}</h3>
      <ul class="slots">
        ${items.slots.map((slot, i) => {
          const name =
            slot.kind === 'extra' ? w.t('tk.slot.extra', { n: i - 1 }) : w.t(`tk.slot.${slot.kind}` as MessageKey);
          return slot.item
            ? itemCard(w, slot.item, name)
            : html`<li class="item empty"><span class="item-slot">${name}</span> ${w.t('tk.slot.empty')}</li>`;
        })}
      </ul>
      <p class="extras-line">${w.t('tk.items.deck', { count: items.deckSize })}</p>
      <p class="extras-line">
        ${w.t('tk.items.discard')}:
        ${
          items.discard.length > 0
            ? w.list(items.discard.map((id) => w.t(`tk.item.${id}` as MessageKey)))
            : w.t('tk.items.discardEmpty')
        }
      </p>
      ${
        items.fairyHand.length > 0
          ? html`<p class="extras-line">
            ${w.t('tk.fairy.hand', { name: w.seatName(a) })}: ${w.list(items.fairyHand.map((c) => w.cardName(c)))}
          </p>`
          : nothing
      }
    </section>`);
  }
  const collector = G.characters.indexOf('collector');
  if (collector >= 0 && G.collected && G.stage !== 'select') {
    const own = G.collected[collector];
    const count = G.sizes.collected[collector] ?? 0;
    parts.push(html`<section class="extras-collected" part="collected" aria-label=${w.t('tk.collected.title')}>
      <h3>${w.t('tk.collected.title')} · ${w.seatName(String(collector))}</h3>
      <p class="extras-line">
        ${
          own
            ? own.length > 0
              ? w.list(own.map((c) => w.cardName(c)))
              : w.t('tk.collected.none')
            : w.t('tk.collected.count', { count })
        }
      </p>
    </section>`);
  }
  const tasks = G.tasks ?? [];
  if (tasks.length > 0)
    parts.push(html`<section class="extras-tasks" part="tasks" aria-label=${w.t('tk.sheet.tasks')}>
      <h3>${w.t('tk.sheet.tasks')}</h3>
      <ul>
        ${tasks.map(
          (t) =>
            html`<li data-task=${t.id} data-seat=${t.seat} data-done=${t.done}>
              ${w.seatName(String(t.seat))}: ${taskText(w, t.id, t.done ? w.t('tk.task.done') : w.t('tk.task.open'))}
            </li>`,
        )}
      </ul>
    </section>`);
  return parts.length > 0 ? html`<div class="extras" part="extras">${parts}</div>` : nothing;
}

// ---------------------------------------------------------------------------
// The viewer's choices

/** What the viewer has chosen so far of a choice in several steps, per table. */
interface Pending {
  /** The blue item picked, before the red one (TT-31). */
  blue?: ItemId;
  /** The Map was picked: its discards are chosen in the hand (TT-34). */
  map?: boolean;
  /** After the Sword: the card to play, before its ±5 (TT-34). */
  sword?: string;
  /** The Ruler's optional lead token, ticked (TT-46). */
  token?: boolean;
  /** Where this was chosen: the stage and trick, so that a later turn starts afresh. */
  at: string;
}

const pending = new WeakMap<object, Pending>();

/** The moment of a choice: the round, the stage, the trick and its plays. */
const momentOf = (G: TrickTakersView): string =>
  `${G.round}/${G.stage}/${G.tricks.length}/${G.trick?.plays.length ?? 0}/${G.items?.usedThisTrick ?? ''}`;

/** The viewer's pending choice at this moment (a fresh one when the moment changed). */
function pendingOf(key: object, G: TrickTakersView): Pending {
  const p = pending.get(key);
  if (p && p.at === momentOf(G)) return p;
  const fresh = { at: momentOf(G) };
  pending.set(key, fresh);
  return fresh;
}

/** Sets part of the pending choice, and draws again. */
function setPending(host: ChoiceHost, G: TrickTakersView, more: Partial<Pending>): void {
  pending.set(host.key, { ...pendingOf(host.key, G), ...more });
  host.requestUpdate();
}

/** An item as a picker option, with its text. */
const itemOption = (w: TtWords, id: ItemId, reason?: string): PickerOption => ({
  value: id,
  label: w.t(`tk.item.${id}` as MessageKey),
  detail: w.t(`tk.itemText.${id}` as MessageKey, { delta: 5, points: 30 }),
  disabled: reason !== undefined,
  reason,
});

/**
 * Why the Adventurer (`seat`) may not use item `id` now, in words, or
 * `undefined` (TT-32…TT-34): the rules' own check on the seat's view
 * (./extras-play.ts `itemError`: one item a trick, crystals, TT-33's
 * limits, TT-32's number-card check), each with its own reason.
 */
function itemRefusal(w: TtWords, G: TrickTakersView, seat: string, id: ItemId): string | undefined {
  const code = itemError(asState(G), seat, id);
  return code === null ? undefined : w.t(`tk.reason.${code}` as MessageKey);
}

/** The Adventurer's seat may use an item now: its turn in play, none used this trick (TT-32). */
const mayUseItem = (G: TrickTakersView, seat: string): boolean =>
  G.items !== undefined &&
  G.items !== null &&
  G.characters[Number(seat)] === 'adventurer' &&
  turnError(G, seat, 'play') === null &&
  !G.items.usedThisTrick;

/** The item used this trick before the Adventurer's play, if it acts on the play (./extras-play.ts `pendingItem`). */
function itemInPlay(G: TrickTakersView): TrickItem | undefined {
  const items = G.items;
  const last = items?.usedThisTrick ? items.discard.at(-1) : undefined;
  return (TRICK_ITEMS as readonly string[]).includes(last as string) ? (last as TrickItem) : undefined;
}

/** The Ruler's lead token for `card` now (TT-46): `'none'` possible, `'must'` placed anyway, `'may'` optional. */
function tokenFor(G: TrickTakersView, seat: string, card: string): 'none' | 'must' | 'may' {
  const hand = G.hands[Number(seat)] ?? [];
  const plays = G.trick?.plays ?? [];
  const withToken = rulerPlay(hand, plays, card, true);
  if (typeof withToken === 'string') return 'none';
  const without = rulerPlay(hand, plays, card, false);
  return typeof without !== 'string' && without.token !== null ? 'must' : 'may';
}

/**
 * The viewer's choice of the extras on their turn (`seat`), or `undefined`
 * where the basic game's choice stands: the Adventurer's initial items
 * (TT-31), the Ruler's tasks (TT-43), the Book's discard note (TT-34), the
 * Collector's reservation (TT-38); in play, the Adventurer's items (one tap
 * to use one; the Map's discards, the Sword's ±5), the Ruler's optional
 * lead token (TT-46).
 */
export function choice(w: TtWords, G: TrickTakersView, seat: string, host: ChoiceHost): unknown {
  const p = pendingOf(host.key, G);
  switch (G.stage) {
    case 'initial-items':
      return initialItems(w, G, host, p);
    case 'give-tasks':
      return giveTasks(w, G, seat, host);
    case 'book-discard':
      return html`<p class="choice-note">${w.t('tk.book.note')}</p>`;
    case 'reserve':
      return host.picker('reserve', reservePicker(w, G, host));
    // The two-player advanced game (TT-48, TT-49): the draft's step, the secret choice.
    case 'draft':
      return host.picker(
        'draft',
        draftPicker(w, G, seat, (c) => label(w, c), host.move),
      );
    case 'choose':
      return host.picker(
        'character',
        choosePicker(w, G, seat, (c) => label(w, c), host.move),
      );
    case 'play':
      break;
    default:
      return undefined;
  }
  const c = G.characters[Number(seat)];
  if (c === 'adventurer') {
    if (p.sword) return host.picker('sword', swordPicker(w, p.sword, host, G));
    if (p.map)
      return host.picker('map', {
        label: w.t('tk.map.pick'),
        note: w.t('tk.map.note', { max: Math.min(G.hands[Number(seat)]?.length ?? 0, G.deckSize) }),
        options: [{ value: 'none', label: w.t('tk.keep') }],
        pick: () => host.move('useItem', 'map', { discard: [] }),
      });
    if (!mayUseItem(G, seat)) return itemInPlay(G) ? itemNote(w, G) : nothing;
    const available = G.items!.slots.flatMap((s) => (s.item ? [s.item] : []));
    return host.picker('item', {
      label: w.t('tk.items.use'),
      note: w.t('tk.items.note'),
      options: [...new Set(available)].map((id) => itemOption(w, id, itemRefusal(w, G, seat, id))),
      pick: (id) => (id === 'map' ? setPending(host, G, { map: true }) : host.move('useItem', id)),
    });
  }
  if (c === 'ruler') return tokenChoice(w, G, seat, host, p);
  return undefined;
}

/** After an item that acts on the play: what it does (the card still to choose). */
function itemNote(w: TtWords, G: TrickTakersView): TemplateResult {
  const id = itemInPlay(G)!;
  return html`<p class="choice-note">
    ${w.t('tk.marker.item', { item: w.t(`tk.item.${id}` as MessageKey) })}:
    ${w.t(`tk.itemText.${id}` as MessageKey, { delta: 5, points: 30 })}
  </p>`;
}

/**
 * The initial items (TT-31): a blue one, then a red one; the move once both are picked. With a
 * preset item deck (TT-54) the items in it are disabled with the reason (the view's public
 * `initialItems`: the ones the rules allow).
 */
function initialItems(w: TtWords, G: TrickTakersView, host: ChoiceHost, p: Pending): TemplateResult {
  const blue = p.blue;
  const ids: readonly ItemId[] = blue ? INITIAL_RED : INITIAL_BLUE;
  const allowed: readonly ItemId[] = G.initialItems ? (blue ? G.initialItems.red : G.initialItems.blue) : ids;
  return host.picker(blue ? 'initial-red' : 'initial-blue', {
    label: `${w.t('tk.initial.pick')}: ${w.t(blue ? 'tk.initial.red' : 'tk.initial.blue')}`,
    note: w.t('tk.initial.note'),
    options: ids.map((id) => itemOption(w, id, allowed.includes(id) ? undefined : w.t('tk.reason.in-item-deck'))),
    pick: (id) =>
      blue ? host.move('chooseInitialItems', blue, id) : setPending(host, G, { blue: id as ItemId, at: momentOf(G) }),
  });
}

/**
 * The Ruler's tasks (TT-43): to the first other seat still owed one, each
 * task as an option; a task given already is disabled with the reason.
 */
function giveTasks(w: TtWords, G: TrickTakersView, seat: string, host: ChoiceHost): TemplateResult | typeof nothing {
  const quota = G.numPlayers === 2 ? 2 : 1;
  const given = G.tasks ?? [];
  const to = seatIds(G.numPlayers).find((s) => s !== seat && given.filter((t) => t.seat === Number(s)).length < quota);
  if (to === undefined) return nothing;
  return host.picker('task', {
    label: `${w.t('tk.task.give')}: ${w.t('tk.task.to', { name: w.seatName(to) })}`,
    note: w.t('tk.task.note', { tasks: quota }),
    options: TASK_IDS.map((id): PickerOption => {
      const taken = given.some((t) => t.id === id);
      return {
        value: id,
        label: w.t(`tk.task.${id}` as MessageKey),
        detail: `${w.t(TASKS[id].type === 'hard' ? 'tk.task.hard' : 'tk.task.normal')} · ${w.t('tk.task.points', {
          success: signed(TASKS[id].success),
          failure: signed(TASKS[id].failure),
        })}`,
        disabled: taken,
        reason: taken ? w.t('tk.reason.task-given') : undefined,
      };
    }),
    pick: (id) => host.move('giveTask', to, id),
  });
}

/** The Collector's reservation (TT-38): a face-up card of the trick, its own included, or pass. */
function reservePicker(w: TtWords, G: TrickTakersView, host: ChoiceHost): PickerPart {
  const plays = G.trick?.plays ?? [];
  return {
    label: w.t('tk.reserve.pick'),
    note: w.t('tk.reserve.note'),
    options: [
      ...plays.map((p): PickerOption => {
        const down = p.faceDown === true || p.card === HIDDEN_CARD;
        return {
          value: p.card,
          label: down ? w.t('tk.potion.faceDown') : w.cardName(p.card),
          detail: w.seatName(p.seat),
          disabled: down,
          reason: down ? w.t('tk.reason.face-down') : undefined,
        };
      }),
      { value: 'pass', label: w.t('tk.reserve.pass') },
    ],
    pick: (card) => host.move('reserve', card === 'pass' ? null : card),
  };
}

/** The Sword's ±5 for `card` (TT-34): the value it makes each way, within 1–9. */
function swordPicker(w: TtWords, card: string, host: ChoiceHost, G: TrickTakersView): PickerPart {
  const v = valueOf(card);
  const within = (x: number) => Math.min(9, Math.max(1, x));
  return {
    label: `${w.t('tk.sword.pick')} (${w.cardName(card)})`,
    note: w.t('tk.sword.note', { delta: 5 }),
    options: [
      { value: '5', label: w.t('tk.sword.up', { delta: 5, value: within(v + 5) }) },
      { value: '-5', label: w.t('tk.sword.down', { delta: 5, value: within(v - 5) }) },
    ],
    pick: (d) => {
      setPending(host, G, { sword: undefined });
      host.move('playCard', card, { swordDelta: Number(d) });
    },
  };
}

/** The Ruler's lead token (TT-46): the box when it is optional for some card, the note when it is placed anyway. */
function tokenChoice(
  w: TtWords,
  G: TrickTakersView,
  seat: string,
  host: ChoiceHost,
  p: Pending,
): TemplateResult | typeof nothing {
  if (turnError(G, seat, 'play') !== null) return nothing;
  const lead = visibleLead(G.trick?.plays ?? []).colour;
  const hand = G.hands[Number(seat)] ?? [];
  if (lead === null) return nothing;
  const colour = w.t(`tk.suit.${lead}` as MessageKey);
  const kinds = hand.map((c) => tokenFor(G, seat, c));
  if (kinds.includes('must'))
    return html`<p class="choice-note" part="token-note">${w.t('tk.token.mandatory', { colour })}</p>`;
  if (!kinds.includes('may')) return nothing;
  return html`<label class="kakumei-toggle" part="token-toggle"
      ><input
        type="checkbox"
        .checked=${p.token === true}
        @change=${(e: Event) => setPending(host, G, { token: (e.target as HTMLInputElement).checked })}
      />
      ${w.t('tk.token.place', { colour })}</label
    >
    <p class="choice-note">${w.t('tk.token.optional', { colour })} ${w.t('tk.token.note')}</p>`;
}

/**
 * The viewer chose `card` in play with the extras (TT-34, TT-46): after the
 * Sword, the ±5 is asked next; the Ruler's ticked token goes with a card
 * that may take it. Returns `false` where the basic game's play stands.
 */
export function playChosen(host: ChoiceHost, G: TrickTakersView, seat: string, card: string): boolean {
  const c = G.characters[Number(seat)];
  if (c === 'adventurer' && itemInPlay(G) === 'sword') {
    setPending(host, G, { sword: card });
    return true;
  }
  if (c !== 'ruler') return false;
  const token = pendingOf(host.key, G).token === true && tokenFor(G, seat, card) === 'may';
  host.move('playCard', card, token ? { leadToken: true } : {});
  return true;
}

/**
 * The hand as a multi-select in the extras' card choices, or `undefined`:
 * during the two-player advanced draft a note in its place (no hand is
 * dealt yet, RN-18); the Book's discard of one card (TT-34, `discardCard`), and the Map's
 * discards, 1 to the lower of the hand and the deck (none: the Map
 * picker's own option).
 */
export function hand(w: TtWords, G: TrickTakersView, seat: string, host: ChoiceHost): TemplateResult | undefined {
  // The two-player advanced draft comes before round 1's deal (RN-18): no hand yet, and the draft is in the middle.
  if (G.stage === 'draft') return html`<p class="choice-note draft-no-hand" part="hand">${w.t('tk.draft.noHand')}</p>`;
  const book = G.stage === 'book-discard' && G.toAct === seat;
  const map = !book && pendingOf(host.key, G).map === true && mayUseItem(G, seat);
  if (!book && !map) return undefined;
  const cards = host.sort(G.hands[Number(seat)] ?? []);
  const max = book ? 1 : Math.min(cards.length, G.deckSize);
  return chooseHandPart({
    label: w.t('hand.label'),
    emptyText: host.emptyText(),
    cards: cards.map((card) => ({ ...host.face(card), playable: true })),
    count: Math.max(1, max),
    min: 1,
    confirmText: w.t(book ? 'tk.discard.confirm' : 'tk.map.confirm'),
    fullText: w.t('tk.full'),
    chosen: (chosen) => (book ? host.move('discardCard', chosen[0]) : host.move('useItem', 'map', { discard: chosen })),
  });
}

// ---------------------------------------------------------------------------
// The trick

/**
 * The notes on a played card of the extras (TT-34, TT-38, TT-46): the item
 * it was played with, its lead token, the reserve token on it; a Potion
 * card still face down has no face (`faceDown`).
 */
export function playNotes(w: TtWords, play: TtPlay, trick: TtTrick | null): string[] {
  const notes: string[] = [];
  if (play.item) notes.push(w.t(`tk.item.${play.item}` as MessageKey));
  if (play.swordDelta) notes.push(signed(play.swordDelta));
  if (play.leadToken) notes.push(w.t('tk.token.marker', { colour: w.t(`tk.suit.${play.leadToken}` as MessageKey) }));
  if (trick?.reserved === play.card) notes.push(w.t('tk.reserve.token'));
  return notes;
}

/** Whether a played card is a face-down Potion card to this viewer (TT-34, TT-53). */
export const hidden = (play: TtPlay): boolean => play.card === HIDDEN_CARD;

// ---------------------------------------------------------------------------
// The log and the events

/** "red 3, blue 4": cards by name. */
const cardList = (w: TtWords, cards: readonly unknown[]): string => w.list(cards.map((c) => w.cardName(String(c))));

/** The log line of a move of the extras, or `undefined` for another move (the basic game's line stands). */
export function moveLine(
  w: TtWords,
  viewer: string | null,
  m: TableMoveDetail,
  G: TrickTakersView | undefined,
): string | null | undefined {
  const name = w.seatName(m.seat);
  const own = m.seat === viewer;
  const [a, b] = m.args;
  const item = (id: unknown) => w.t(`tk.item.${String(id)}` as MessageKey);
  switch (m.move) {
    case 'draftCharacter':
      return w.t('tk.log.draft', { name, character: characterName(w, a as CharacterId) });
    // Its argument stays secret until both have chosen (TT-53); the reveal is the characters shown.
    case 'selectCharacter':
      return w.t('tk.log.secretChosen', { name });
    case 'chooseInitialItems':
      return w.t('tk.log.initialItems', { name, blue: item(a), red: item(b) });
    case 'giveTask':
      return w.t('tk.log.task', {
        name,
        holder: w.seatName(String(a)),
        task: w.t(`tk.task.${String(b)}` as MessageKey),
      });
    case 'useItem':
      return `${useLine(w, name, own, a, b, G)} ${drawnLine(w, G)}`.trim();
    case 'discardCard':
      return own ? w.t('tk.log.discardOwn', { cards: cardList(w, [a]) }) : w.t('tk.log.discard', { name, count: 1 });
    case 'reserve':
      return a === null
        ? w.t('tk.log.reservePass', w.person(m.seat))
        : w.t('tk.log.reserve', { ...w.person(m.seat), card: w.cardName(String(a)) });
    case 'playCard':
      if (a === HIDDEN_CARD) return w.t('tk.log.potion', { name });
      {
        // The Ruler's lead token, mandatory or chosen (TT-46): on the play, in the trick or the one just taken.
        const play = [...(G?.trick?.plays ?? []), ...(G?.lastTrick?.plays ?? [])].find(
          (p) => p.seat === m.seat && p.card === a,
        );
        return play?.leadToken
          ? w.t('tk.log.token', {
              name,
              colour: w.t(`tk.suit.${play.leadToken}` as MessageKey),
              card: w.cardName(String(a)),
            })
          : undefined;
      }
    default:
      return undefined;
  }
}

/** What a use of item `a` did (TT-34): the Map's discards (their faces to their owner only, G-5), `castle`'s unused discards; else the use. */
function useLine(w: TtWords, name: string, own: boolean, a: unknown, b: unknown, G?: TrickTakersView): string {
  const item = w.t(`tk.item.${String(a)}` as MessageKey);
  if (a === 'castle') {
    // The pile ends with what `castle` discarded unused, then `castle`; before them, the previous use's item (TT-34).
    const { discard = [], used = [] } = G?.items ?? {};
    const prev = used.at(-2);
    const others = discard.slice(prev ? discard.indexOf(prev) + 1 : 0, -1);
    return w.t('tk.log.castle', { name, item, count: others.length, items: w.list(others.map(itemName(w))) });
  }
  if (a !== 'map') return w.t('tk.log.useItem', { name, item });
  const discard = (b as { discard?: unknown } | undefined)?.discard;
  if (own && Array.isArray(discard)) return w.t('tk.log.mapOwn', { cards: cardList(w, discard) });
  return w.t('tk.log.map', { name, count: typeof discard === 'number' ? discard : 0 });
}

/** An item's name. */
const itemName = (w: TtWords) => (id: ItemId) => w.t(`tk.item.${id}` as MessageKey);

/** The items a use drew onto slots (public, TT-30, TT-32, TT-34; `items.drawn`), or that the item deck is empty (TT-36). */
function drawnLine(w: TtWords, G?: TrickTakersView): string {
  const drawn = G?.items?.drawn;
  return drawn ? w.t('tk.log.drawn', { count: drawn.length, items: w.list(drawn.map(itemName(w))) }) : '';
}

/**
 * What a completed trick did for the extras, or `undefined`: the Adventurer's level-up when it
 * won it (TT-35), with the item drawn onto the new slot (none from an empty deck, TT-36).
 * `G` is the view after the trick; a trick whose round is over already (trick 5) says nothing.
 */
export function trickEndLine(
  w: TtWords,
  d: { round: number; winner: string | null },
  G: TrickTakersView,
): string | undefined {
  if (d.winner === null || d.round !== G.round || !G.items || G.characters[Number(d.winner)] !== 'adventurer')
    return undefined;
  const name = w.seatName(d.winner);
  const [item] = G.items.drawn ?? [];
  return item ? w.t('tk.log.levelUp', { name, item: itemName(w)(item) }) : w.t('tk.log.levelUpEmpty', { name });
}

/**
 * Another seat's move of the extras as every seat saw it (G-5, TT-53): the
 * Map's discards a count, the Book's discard no card, a Potion card played
 * face down no face (`faceDown`: the viewer's trick holds it face down).
 */
export function publicMove(move: TableMoveDetail, faceDown: boolean): TableMoveDetail {
  const [a, b] = move.args;
  if (move.move === 'useItem' && a === 'map') {
    const discard = (b as { discard?: unknown[] } | undefined)?.discard;
    return { ...move, args: ['map', { discard: Array.isArray(discard) ? discard.length : 0 }] };
  }
  if (move.move === 'discardCard' || move.move === 'selectCharacter') return { ...move, args: [] };
  if (move.move === 'playCard' && faceDown) return { ...move, args: [HIDDEN_CARD, b] };
  return move;
}

// ---------------------------------------------------------------------------
// The score sheet and the round summary

/**
 * The score sheet's rows of a round for the extras in it (TT-37, TT-40, TT-44): the items'
 * points, the combinations' and the task's, short ("+30", "Done +20") so that five seats fit
 * the side column; `full`, for the round summary, names the combinations and the task too.
 */
export function sheetRows(
  w: TtWords,
  r: {
    itemPoints?: (number | null)[];
    collections?: ({ combinations: string[]; points: number } | null)[];
    tasks?: { seat: number; id: TaskId; done: boolean; points: number }[];
    characters: unknown[];
  },
  full = false,
): ScoreRow[] {
  const n = r.characters.length;
  const rows: ScoreRow[] = [];
  if (r.itemPoints)
    rows.push({ label: w.t('tk.sheet.items'), cells: r.itemPoints.map((p) => (p === null ? '' : signed(p))) });
  if (r.collections)
    rows.push({
      label: w.t('tk.sheet.combinations'),
      cells: r.collections.map((c) => (c === null ? '' : full ? comboText(w, c) : signed(c.points))),
    });
  if (r.tasks)
    rows.push({
      label: w.t('tk.sheet.task'),
      cells: seatIds(n).map((s) => {
        const t = r.tasks!.find((x) => x.seat === Number(s));
        if (!t) return '';
        const outcome = w.t(t.done ? 'tk.task.done' : 'tk.task.failed');
        return full ? `${taskText(w, t.id, outcome)} (${signed(t.points)})` : `${outcome} ${signed(t.points)}`;
      }),
    });
  return rows;
}

/** "3 Flush, 4 of a Kind (+100)", or "No combination (−10)". */
function comboText(w: TtWords, c: { combinations: string[]; points: number }): string {
  const names = c.combinations.map((id) => {
    const k = COMBINATIONS[id as CombinationId];
    return k ? w.t(`tk.combo.${k.shape}` as MessageKey, { size: k.size }) : id;
  });
  return `${names.length > 0 ? w.list(names) : w.t('tk.combo.none')} (${signed(c.points)})`;
}

/** The round summary's columns of the extras in the last round (TT-37, TT-40, TT-44). */
export function summaryColumns(w: TtWords, rounds: readonly RoundRecord[]): SummaryColumn[] {
  const row = rounds.at(-1)! as RoundRecord & Parameters<typeof sheetRows>[1];
  const cols: SummaryColumn[] = [];
  for (const r of sheetRows(w, row, true))
    cols.push({ label: r.label, values: r.cells.map((c) => (c === '' ? w.t('none') : (c as string))) });
  return cols;
}

/** The table's styles for the extras (after the play view's). */
export const styles = css`
  :host {
    --suit-back: #3b4a6b;
    --suit-back-ink: #ffffff;
  }
  .extras {
    display: grid;
    gap: 8px;
  }
  .extras section {
    padding: 6px 8px;
    border-radius: 10px;
    background: var(--sheet-bg, #fdfbf5);
    color: #1d2b24;
    font-size: 0.85em;
  }
  .advanced {
    display: grid;
    gap: 6px;
    justify-items: center;
  }
  .advanced .drafted {
    padding: 6px 10px;
    border-radius: 10px;
    background: var(--sheet-bg, #fdfbf5);
    color: #1d2b24;
    min-width: min(260px, 100%);
  }
  .advanced h3 {
    margin: 0 0 2px;
    font-size: 0.95em;
  }
  .advanced ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px;
  }
  .advanced li {
    padding: 1px 8px;
    border-radius: 999px;
    border: 1px solid #9aa59d;
  }
  .advanced li[data-chosen] {
    font-weight: 700;
    border: 2px solid #1d2b24;
  }
  .advanced li[data-used] {
    opacity: 0.7;
  }
  .advanced p {
    margin: 4px 0 0;
  }
  .extras h3 {
    margin: 0 0 4px;
    font-size: 1.05em;
  }
  .extras ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  .extras .item {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 8px;
    padding: 4px 6px;
    border: 1px solid #b9c0b9;
    border-radius: 6px;
  }
  .extras .item-slot {
    grid-column: 1 / -1;
    font-size: 0.85em;
    color: #4a554f;
  }
  .extras .item-text {
    grid-column: 1 / -1;
  }
  .extras .item-value {
    grid-column: 1 / -1;
    font-style: italic;
  }
  .extras-line {
    margin: 2px 0 0;
  }
  .char-list-line {
    display: flex;
    flex-wrap: wrap;
    gap: 0 10px;
  }
  .char-list-line span {
    white-space: nowrap;
  }
  .char-card[data-status='hidden'] {
    background: #c9cfc9;
    color: #2c3530;
    opacity: 0.85;
  }
`;
