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
import { TtChooseHand } from '../../elements/parts/choose-hand.js';

export { trickTakersPlayEn as words } from './messages-play.js';
export { chooseHandPart } from '../../elements/parts/choose-hand.js';
export { bidNote, handChoice, hermitPicker, kakumeiToggle, stagePicker } from './table-choices.js';
export { endText, sheetRounds, summaryColumns } from './table-sheet.js';
export { moveLine } from './table-log.js';

/** The elements, by tag: defined once per page on arrival. */
export const elements: Readonly<Record<string, CustomElementConstructor>> = { 'tt-choose-hand': TtChooseHand };
