/**
 * A game's later rules (issue 20): the actions of the stages after a
 * table's first screen, kept out of the table's first load. The game
 * (./game.ts `rulesGame`) reaches them through a slot of this shape; the
 * module that holds them fills it when it is imported: statically by the
 * game's package entry and its `rules` (Node, the harness, the bots, their
 * worker), on demand by the table's play view. Until then a later-stage
 * move is refused ({@link NOT_LOADED}) and changes nothing; bots wait for
 * the play view before they move (../../elements/parts/on-demand.ts).
 */
export interface LaterRules<R extends object> {
  /** The later rules once their module has been imported (it sets them, once), else `undefined`. */
  rules?: R;
}

/** The error of a later-stage move made before its rules have arrived. */
export const NOT_LOADED = 'not-loaded';
