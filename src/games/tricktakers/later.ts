/**
 * TrickTakers' slot for its later rules (../common/later.ts, issue 20):
 * ./play.ts fills it when it is imported.
 */
import type { LaterRules } from '../common/later.js';
import type { PlayRules } from './play.js';

/** The rules of the stages after the character choice, once ./play.ts has been imported. */
export const later: LaterRules<PlayRules> = {};
