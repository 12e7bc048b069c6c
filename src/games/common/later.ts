/**
 * A game's later rules (issue 20): the actions of the stages after a
 * table's first screen, kept out of the table's first load. The game
 * (./game.ts `rulesGame`) reaches them through this slot; the module that
 * holds them fills it when it is imported: statically by the game's
 * package entry and its `rules` (Node, the harness, the bots, their
 * worker), on demand by the table's play view. Until then a later-stage
 * move is refused (`'not-loaded'`) and changes nothing; bots wait for the
 * play view before they move (../../elements/parts/on-demand.ts).
 */
export class LaterRules<R extends object> {
  #rules: R | undefined;

  /** The later rules once their module has been imported, else `undefined`. */
  get rules(): R | undefined {
    return this.#rules;
  }

  /** Called once by the module that holds the later rules, when it is imported. */
  set(rules: R): void {
    this.#rules = rules;
  }
}

/** The error of a later-stage move made before its rules have arrived. */
export const NOT_LOADED = 'not-loaded';
