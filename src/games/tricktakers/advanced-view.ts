/**
 * `<tricktakers-table>`'s two-player advanced game (TT-48…TT-51, TT-53):
 * the `mode` and `character-count` attributes read as setupData, the
 * draft's picker and the secret selection's picker (their options are the
 * rules' legal moves, ./advanced.ts `advancedMoves`), and the middle of the
 * table in those stages: each seat's drafted characters, and who has
 * chosen. The other seat's choice is never here before both have chosen:
 * the seat's view holds only its own (TT-53: a private field, ./game.ts).
 * Part of the extras' views (./extras-view.ts), loaded on demand.
 */
import { html, type TemplateResult } from 'lit';
import type { PickerPart } from '../../elements/parts/table-pieces.js';
import { advancedMoves } from './advanced.js';
import { draftedBy } from './draft.js';
import { validateExtrasSetup } from './extras-setup.js';
import type { TrickTakersView } from './game.js';
import type { RosterId } from './roster.js';
import type { TtWords } from './table-parts.js';
import { asState } from './view-facts.js';

/**
 * The `mode` (`"basic"` | `"advanced"`) and `character-count` (`"6"` |
 * `"8"`) attributes as setupData (TT-48); absent or empty: not set. A bad
 * value, or `mode` with players ≠ 2, is refused with the rules' message
 * (./extras-setup.ts `validateExtrasSetup`).
 * @returns `{ mode?, characterCount? }`, or `[attribute, problem]`
 */
export function modeSetup(
  mode: string | undefined,
  count: string | undefined,
  players: number,
): Record<string, unknown> | [string, string] {
  const sd: Record<string, unknown> = {};
  if (mode?.trim()) sd.mode = mode.trim();
  if (count?.trim()) sd.characterCount = Number(count) || count.trim();
  const problem = validateExtrasSetup(sd, players);
  if (!problem) return sd;
  return [problem.startsWith('characterCount') ? 'character-count' : 'mode', problem];
}

/** The characters `seat` may take with `move` now, from the rules' legal moves (G-4). */
const options = (G: TrickTakersView, seat: string, move: string): RosterId[] =>
  advancedMoves(asState(G), seat)
    .filter((m) => m.move === move)
    .map((m) => m.args[0] as RosterId);

/**
 * The draft's picker for `seat` on its step (TT-48): the characters not
 * drafted yet; a pick makes `draftCharacter(id)`. `label` names a character.
 */
export function draftPicker(
  w: TtWords,
  G: TrickTakersView,
  seat: string,
  label: (c: RosterId) => string,
  move: (name: string, ...args: unknown[]) => void,
): PickerPart {
  const d = G.draft!;
  return {
    label: w.t('tk.draft.step', { n: d.picks.length + 1, count: d.set.length }),
    note: w.t('tk.draft.note'),
    options: options(G, seat, 'draftCharacter').map((c) => ({ value: c, label: label(c) })),
    pick: (c) => move('draftCharacter', c),
  };
}

/**
 * The secret selection's picker for `seat` (TT-49): its drafted characters
 * not used in an earlier round; a pick makes `selectCharacter(id)`.
 */
export function choosePicker(
  w: TtWords,
  G: TrickTakersView,
  seat: string,
  label: (c: RosterId) => string,
  move: (name: string, ...args: unknown[]) => void,
): PickerPart {
  return {
    label: w.t('tk.secret.pick'),
    note: w.t('tk.secret.note'),
    options: options(G, seat, 'selectCharacter').map((c) => ({ value: c, label: label(c) })),
    pick: (c) => move('selectCharacter', c),
  };
}

/**
 * The middle of the table in `draft` and `choose` (TT-48, TT-49), else
 * `undefined`: per seat its drafted characters (those used in an earlier
 * round struck through); in `choose`, the viewer's own choice once made
 * ("waiting for the other player"), and of the other seat only whether it
 * has chosen (`sizes.selection`, TT-53).
 */
export function advancedMiddle(
  w: TtWords,
  G: TrickTakersView,
  label: (c: RosterId) => string,
): TemplateResult | undefined {
  if ((G.stage !== 'draft' && G.stage !== 'choose') || !G.draft) return undefined;
  const used = (s: number) => G.sheet.map((r) => r.characters[s]);
  const chosen = (G.sizes as { selection?: number[] }).selection ?? [];
  const own = (G.selection as (RosterId[] | null)[] | undefined) ?? [];
  const seats = ['0', '1'].map((seat) => {
    const s = Number(seat);
    const mine = w.person(seat).who === 'you';
    const pick = own[s]?.[0];
    const mark = (c: RosterId) =>
      used(s).includes(c)
        ? html`<li data-used><s>${label(c)}</s></li>`
        : html`<li ?data-chosen=${c === pick}>${label(c)}</li>`;
    const drafted = draftedBy(G.draft!, seat);
    const status =
      G.stage !== 'choose'
        ? ''
        : pick
          ? `${w.t('tk.secret.waiting')}: ${label(pick)}`
          : chosen[s]
            ? w.t('tk.secret.hidden', { name: w.seatName(seat) })
            : '';
    return html`<section class="drafted" data-seat=${seat}>
      <h3>${mine ? w.t('tk.draft.mine') : w.t('tk.draft.other', { name: w.seatName(seat) })}</h3>
      ${drafted.length > 0 ? html`<ul>${drafted.map(mark)}</ul>` : html`<p>—</p>`}
      ${status ? html`<p class="secret-status">${status}</p>` : ''}
    </section>`;
  });
  const title = G.stage === 'draft' ? w.t('tk.draft.title') : w.t('tk.secret.pick');
  return html`<div class="advanced" part="draft">
    <p class="middle-title">${title}</p>
    ${seats}
  </div>`;
}
