/**
 * Errors the harness throws. The CLI maps them to exit codes: an
 * {@link OptionError} (or a bot `BotSpecError`) is a usage error (exit 2);
 * every other {@link HarnessError} is a failure (exit 1).
 */

/** A harness failure: an illegal bot move, a replay that does not reproduce, a bad file. */
export class HarnessError extends Error {
  override name = 'HarnessError';
}

/** A match option that cannot be used: unknown game, players out of range, bad bot list, bad count. */
export class OptionError extends HarnessError {
  override name = 'OptionError';
}

/**
 * A move the reducer refused (it kept the same `_stateID`), so the game
 * could not go on. Thrown when a bot picks an illegal move, or when a
 * replayed move no longer applies.
 */
export class IllegalMoveError extends HarnessError {
  override name = 'IllegalMoveError';
  constructor(
    /** Who made it: a bot spec such as `"rule"`, or `"replay"`. */
    readonly by: string,
    readonly seat: string,
    readonly move: string,
    readonly args: readonly unknown[],
    /** Where: e.g. `deal 3, table 1, move 41`. */
    readonly where: string,
  ) {
    super(
      `${by} at seat ${seat} made an illegal move ${move}(${args.map((a) => JSON.stringify(a)).join(', ')}) (${where})`,
    );
  }
}
