/**
 * The seed of a table bot's own random stream (G-5, issue 19): a one-way
 * function of the match seed and the bot's seat, so that a seed replays the
 * whole game, bots included, while nothing posted to the bots' worker lets
 * it rebuild a deal.
 *
 * Imported by ./bot-runner.ts only, so the hash is in the lazily loaded
 * bot-runner chunk, not in a table's first load. The match seed itself
 * stays on the main thread (the controller's and the runner's private
 * state); only this function's output is posted.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The seed of the bot at `seat` in the match dealt from `matchSeed`:
 * HMAC-SHA256 (`@noble/hashes`) keyed with the match seed, of
 * `"trick-tables bot seat <seat>"`, as 64 lowercase hex digits.
 *
 * - Each seat and each match gets its own stream (also where nothing is
 *   dealt yet when the bots are seated, such as You Suck's owned Choose
 *   Dealer, YS-4), and the same match seed gives the same streams again.
 * - It is one-way: from one or all of a match's bot seeds, finding the
 *   match seed means guessing it. A random match seed (`randomSeed`, 64
 *   bits) cannot be guessed; a seed that a page wrote in its `seed`
 *   attribute may be, but such a page publishes its deals anyway
 *   (docs/embedding.md, "The seed and `deal` publish the cards").
 * @param matchSeed the match seed (`matchSeed(seed, game)`, ./table-setup.ts)
 * @param seat the bot's seat, `"0"` … `"n-1"`
 */
export function seatSeed(matchSeed: string, seat: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(matchSeed), utf8ToBytes(`trick-tables bot seat ${seat}`)));
}
