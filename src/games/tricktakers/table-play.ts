/**
 * `<tricktakers-table>`'s play area after the character choice: the note in
 * the middle while the characters are set up, the character cards folded in
 * the side column, the notes on played cards (the Kakumei token, the
 * Hermit's Rare+1) and the Kakumei trick's marker. Part of the play view
 * (./play-view.ts), loaded on demand (issue 20).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TrickTakersView } from './game.js';
import { isWhiteFlag } from './cards.js';
import type { TtPlay, TtTrick } from './state.js';
import { characterCards, type TtWords } from './table-parts.js';

/** Before the first lead: the characters are being set up (TT-6 step 3), and who will lead. */
export function middleNote(w: TtWords, G: TrickTakersView): TemplateResult {
  const note = G.first === null ? w.t('tk.middle.leaderNote') : w.t('tk.middle.setupNote', w.person(G.first));
  return html`<p class="middle-title">${w.t('tk.middle.setup')}</p>
    <p>${note}</p>`;
}

/** After selection, the character cards stay at hand in the side column, folded. */
export function foldedCharacters(w: TtWords, G: TrickTakersView, viewer: string | null): TemplateResult {
  return html`<details class="char-details">
    <summary>${w.t('tk.cards.title')}</summary>
    ${characterCards(w, G, viewer, w.t('tk.cards.title'))}
  </details>`;
}

/** The note on a played card: the Kakumei card carries the token (TT-4); the Hermit's White Flag is Rare+1 (TT-17). */
export function playNote(w: TtWords, play: TtPlay): string | undefined {
  if (play.kakumei) return w.t('tk.note.kakumei');
  return play.byHermit && isWhiteFlag(play.card) ? w.t('tk.note.hermit') : undefined;
}

/** The marker over a Kakumei trick (part `kakumei`, TT-4: the order is reversed), else nothing. */
export function kakumeiMarker(w: TtWords, shown: TtTrick | null): TemplateResult | typeof nothing {
  return shown?.kakumei
    ? html`<p class="kakumei-marker" part="kakumei">
        <strong>${w.t('tk.kakumei.marker')}</strong> <span>${w.t('tk.kakumei.order')}</span>
      </p>`
    : nothing;
}
