/**
 * The shared part elements every table draws with (`<tt-hand>`, `<tt-picker>`,
 * …), defined once per page: a second bundle on the page reuses them.
 */
import { defineOnce } from './define.js';
import { TtHand } from './hand.js';
import { TtLog } from './log.js';
import { TtPicker } from './picker.js';
import { TtScoreSheet } from './score-sheet.js';
import { TtSeat } from './seat.js';
import { TtTrick } from './trick.js';

/** The shared part elements, by tag. */
const PART_ELEMENTS: Readonly<Record<string, CustomElementConstructor>> = {
  'tt-hand': TtHand,
  'tt-picker': TtPicker,
  'tt-trick': TtTrick,
  'tt-seat': TtSeat,
  'tt-score-sheet': TtScoreSheet,
  'tt-log': TtLog,
};

/** Defines each shared part element not yet defined on the page. */
export function definePartElements(): void {
  for (const [tag, ctor] of Object.entries(PART_ELEMENTS)) defineOnce(tag, ctor);
}
