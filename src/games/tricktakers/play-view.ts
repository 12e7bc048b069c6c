/**
 * TrickTakers' play view: everything `<tricktakers-table>` shows after its
 * first screen, the character choice, loaded on demand (issue 20,
 * ../../elements/parts/on-demand.ts) while the player chooses: the setup
 * stages' pickers and the hand as a multi-select (`<tt-choose-hand>`,
 * ./table-choices.ts), the Kakumei box and the Hermit's draw, the score
 * sheet's rounds, the round summary's columns and the end (./table-sheet.ts),
 * the log lines of the later moves (./table-log.ts), and their words
 * (./messages-play.ts). The table asks for it when it is created; the bots,
 * who wait for it before they move, never end the choice without it.
 */
import { css } from 'lit';
import { TtChooseHand } from '../../elements/parts/choose-hand.js';
// The later rules (./play.ts): they arrive with the view that makes their moves (issue 20).
import './play.js';

export { trickTakersPlayEn as words } from './messages-play.js';
export { mayDraw } from './table-choices.js';
export { kakumeiMarker, laterStanding, specialCardKey } from './table-play.js';
export { resultLines } from './table-sheet.js';
// Each piece the extras change, asking the extras' views first (./table-extras.ts, issue 21).
export {
  aside,
  choiceHand,
  extrasSetup,
  laterChoice,
  laterStats,
  loadExtras,
  middleNote,
  moveLine,
  playChosen,
  playFace,
  publicTtMove,
  seatMarkers,
  selectCards,
  selectPicker,
  sheetRounds,
  summaryColumns,
  trickLine,
} from './table-extras.js';

/** The elements, by tag: defined once per page on arrival. */
export const elements: Readonly<Record<string, CustomElementConstructor>> = { 'tt-choose-hand': TtChooseHand };

/** The table's styles for the play view (after ./table.styles.ts): the character cards barred or used, the Kakumei marker and box, the setup notes, the folded character cards. */
export const styles = css`
  .char-card[data-status='barred'],
  .char-card[data-status='used'] {
    background: #c9cfc9;
    color: #2c3530;
  }
  /* Five players on a wide table: the trick's ellipse 5.4 card widths tall, not the 6.2 that six seats need (two
     on each side one above the other): the hand stays on a 1280×800 screen (TT has at most five). */
  tt-trick {
    --trick-height-crowded: calc(var(--card-width, 64px) * 5.4);
  }
  /* A Kakumei trick's marker in the trick's bottom left corner, taking no row of its own: the hand stays on the
     screen below the trick (at 1280×800 too, with a prompt of the Hermit's over the hand). */
  .play-area {
    position: relative;
  }
  /* The Hermit's draw in a lower box: its heading and note on one line, above the button (the hand stays on the
     screen at 1280×800). */
  [data-pick='hermit']::part(label),
  [data-pick='hermit']::part(note) {
    display: inline;
    margin-inline-end: 8px;
  }
  .kakumei-marker {
    position: absolute;
    z-index: 1;
    inset-block-end: 0;
    inset-inline-start: 0;
    max-inline-size: 45%;
    box-sizing: border-box;
    margin: 0;
    padding: 6px 10px;
    border-radius: 10px;
    border: 2px solid var(--kakumei-ink);
    background: rgb(0 0 0 / 0.35);
    display: flex;
    flex-wrap: wrap;
    gap: 2px 10px;
    align-items: baseline;
  }
  .kakumei-marker strong {
    color: var(--kakumei-ink);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .kakumei-marker span {
    font-size: 0.85em;
  }
  .kakumei-toggle,
  .kakumei-used {
    margin: 0;
    display: flex;
    gap: 8px;
    align-items: center;
    font-weight: 700;
    min-block-size: 44px;
  }
  .kakumei-toggle {
    cursor: pointer;
  }
  .kakumei-toggle input {
    inline-size: 24px;
    block-size: 24px;
    accent-color: var(--kakumei-ink);
  }
  .kakumei-toggle input:focus-visible {
    outline: 3px solid var(--focus-ring, #ffd54a);
    outline-offset: 2px;
  }
  .choice-note {
    margin: 0;
    flex: 1 1 100%;
  }
  .char-details summary {
    cursor: pointer;
    font-weight: 700;
    min-block-size: 24px;
  }
  .char-details[open] summary {
    margin-block-end: 6px;
  }
  /* The Hermit's line after its draw and the Resistance's after its Kakumei keep a phone's table at one height;
     wider, the table is as before without them. While the characters are chosen (TT-6), their cards fill the
     middle: wider, they come after the viewer's seat and hand, so that the choice and the hand it is made for
     share the first screen at 1280×800 with five players; a round's summary, over the next round's cards, keeps
     its place. */
  @container (min-width: 521px) {
    .choices:has(> :is(.hermit-used, .kakumei-used)) {
      display: none;
    }
    .felt > .center:has(.characters):not(:has(.round-summary)) {
      order: 1;
    }
  }
  /* On a phone (issue 22): the trick (or the middle) with a choice and the hand, above the other seats, and a
     round's summary first, so that each decision and the summary open on one screen. */
  @container (max-width: 520px) {
    .felt:has(> .choices) > .center {
      order: -1;
    }
    .felt:has(.round-summary) > .center {
      order: -2;
    }
    /* The character choice in fewer lines: no peek before a trick, the picker's options lower and its note
       left to the cards, the cards' words smaller. */
    .felt:has(.characters) .peek,
    [data-pick='character']::part(note),
    [data-pick='hermit']::part(note) {
      display: none;
    }
    [data-pick='character']::part(option) {
      min-block-size: 36px;
      padding-block: 2px;
    }
    /* A character taken or barred is not offered: its card in the row above says by whom, or why. */
    [data-pick='character']::part(option-disabled) {
      display: none;
    }
    .char-card {
      font-size: 0.78em;
    }
    /* Smaller numbers on the other seats: the trick and the hand sit higher. */
    .seats .seat-stats {
      font-size: 0.75em;
      line-height: 1.2;
    }
    /* Five players: the four other seats in one row, not a second row that pushes the hand off the screen. */
    .seats:has(> :nth-child(4)) {
      grid-template-columns: repeat(4, minmax(0, 1fr));
      font-size: 0.85em;
      line-height: 1.15;
    }
    .seats:has(> :nth-child(4)) tt-seat {
      word-break: keep-all;
    }
    /* Room for a Gambler's bid and bet from the character choice on: the table keeps its height as they come. */
    .seats:has(> :nth-child(4)) .seat-stats {
      min-block-size: 7lh;
    }
    .seats:has(> :nth-child(4)) tt-seat::part(seat) {
      padding: 4px 5px;
    }
    .seats:has(> :nth-child(4)) tt-seat::part(marker) {
      padding-inline: 4px;
    }
    /* A Kakumei trick's marker keeps its headline only: the hand stays on screen below the trick. */
    .kakumei-marker span {
      display: none;
    }
    /* The next round's character cards wait under the summary, unseen. */
    .center:has(.round-summary) .characters {
      visibility: hidden;
    }
    /* Before the first lead, on a setup prompt, the middle takes half a trick's height: the prompt takes the
       rest of its room. */
    .felt:has(> .choices) .center:has(.setup-note) {
      min-block-size: calc(var(--trick-height) / 2);
    }
    /* At the character choice and in play the middle keeps a whole trick's room, before the first card too and
       beside the Hermit's or the Resistance's box: the table does not move by a trick's height from one decision
       to the next. */
    .felt:not(:has(.setup-note)):not(:has(.round-summary)) > .center {
      min-block-size: var(--trick-height);
      align-content: center;
    }
    /* The prompt on a line of its own, with two lines' room: the same height at each decision. */
    .status .turn {
      flex-basis: 100%;
      min-block-size: 2lh;
    }
    /* The last-trick button in the trick's bottom right corner, taking no row of its own, open or closed (its
       panel opens over the trick: the hand stays); after the trick while there is a choice too. */
    .felt:has(> .choices) > .peek {
      order: -1;
    }
    .felt > .peek {
      position: relative;
      z-index: 1;
      block-size: 0;
      margin-block-start: -8px;
      justify-items: end;
    }
    .felt > .peek > .peek-button {
      translate: 0 -100%;
    }
    .kakumei-marker {
      max-inline-size: 38%;
      padding: 3px 6px;
      font-size: 0.75em;
    }
    /* Lower boxes: the Hermit's draw and the character choice without their headings (the prompt says it, and
       the heading still names the group), the Kakumei box's note smaller, the Hermit's line after its draw as
       tall as its discard's note. */
    [data-pick='hermit']::part(option) {
      min-block-size: 36px;
      padding-block: 2px;
    }
    [data-pick='hermit']::part(label),
    [data-pick='character']::part(label) {
      display: none;
    }
    .choices {
      padding: 8px;
    }
    .choices:has(.kakumei-toggle, .kakumei-used) {
      row-gap: 2px;
      padding-block: 6px;
    }
    /* The setup pickers lower: their notes smaller, their buttons 36 px (the final round's bet has two rows). */
    .choices tt-picker:not([data-pick='character'])::part(note) {
      font-size: 0.8em;
      line-height: 1.25;
    }
    .choices tt-picker:not([data-pick='character'])::part(option) {
      min-block-size: 36px;
      padding-block: 2px;
    }
    /* A setup prompt's box at least as tall as a picker of one row: the King's discard note too. */
    .felt:has(.setup-note) > .choices {
      min-block-size: 80px;
      box-sizing: border-box;
    }
    :is(.kakumei-toggle, .kakumei-used) + .choice-note {
      font-size: 0.75em;
      line-height: 1.25;
    }
    .hermit-used {
      min-block-size: 2lh;
    }
    /* The score sheet keeps one box from round 1 on, scrolling inside, and the log is shorter, so that the table
       keeps about its height over the rounds (round 1's last card to round 2's character choice, issue 22). */
    [part~='score-sheet'] {
      block-size: 12em;
      overflow-y: auto;
      font-size: 0.85em;
    }
    tt-log {
      --log-height: 6em;
    }
  }
`;
