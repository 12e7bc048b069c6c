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
  .kakumei-marker {
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
  .kakumei-toggle {
    display: flex;
    gap: 8px;
    align-items: center;
    font-weight: 700;
    min-block-size: 44px;
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
    .char-card {
      font-size: 0.78em;
    }
    /* Smaller numbers on the other seats: the trick and the hand sit higher. */
    .seats .seat-stats {
      font-size: 0.75em;
      line-height: 1.2;
    }
    /* A Kakumei trick's marker keeps its headline only: the hand stays on screen below the trick. */
    .kakumei-marker span {
      display: none;
    }
    /* The next round's character cards wait under the summary, unseen. */
    .center:has(.round-summary) .characters {
      visibility: hidden;
    }
    /* Before the first lead, on a setup prompt, the middle takes no trick's height: the prompt takes its room. */
    .felt:has(> .choices) .center:not(:has(tt-trick)) {
      min-block-size: 0;
    }
    /* The score sheet scrolls inside a box, and the log is shorter, so that the table keeps about its height
       over the rounds. */
    [part~='score-sheet'] {
      max-block-size: 15em;
      overflow-y: auto;
      font-size: 0.85em;
    }
    tt-log {
      --log-height: 6em;
    }
  }
`;
