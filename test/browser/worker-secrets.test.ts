/**
 * What reaches the bots' worker (issues 10 and 19, G-5): for a bot that
 * plays from its seat's view, nothing but that view, and every message is
 * about one seat. Every message posted to the worker over a game is checked
 * against the game replayed here from the same seed (and scenario deal):
 * no message holds the match seed, nor a card that the seat it is about may
 * not see at that moment (another hand, the undealt cards, the next deal),
 * nor anything of another seat's bot; a message about no seat is checked as
 * a spectator's. The bots' own seeds are a one-way function of the match
 * seed (`seatSeed`): apart from them, nothing posted depends on the seed:
 * two tables with different seeds and the same scenario deal post the same
 * messages for the whole of round 1 once their bots are given the same
 * seeds.
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import type { ToWorker } from '../../src/elements/parts/bot-protocol.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import { spyWorkers, view, type AnyTable } from './helpers.js';
import { asMade, cardTokens, gameOf, hiddenFrom, replay, seatG } from './secrets.js';
import { mountTable } from './table-contract.js';
import { FOUR, fourAttr } from './tricktakers-helpers.js';
import { dealAttr, TRADE } from './you-suck-helpers.js';

/** A message posted to the worker, and what was wrong with it. */
interface Checked {
  type: string;
  /** The seat it is about; `null` for a message about none (checked as a spectator's). */
  seat: string | null;
  /** How many cards its seat could not see then (what a leak could have shown). */
  hidden: number;
  withSeed: boolean;
  /** Cards in it that its seat could not see then. */
  leaked: string[];
  /** Cards in it of another seat's scenario hand that its seat had not seen then. */
  others: string[];
  /** Keys other than a `decide`'s own (`type`, `id`, `seat`, `bot`, `state`) and its bot's (`game`, `spec`, `seed`, `numPlayers`, `stream`). */
  extra: string[];
}

/** `name` where the game offers it, else `instead`. */
const offered = (tag: string, name: string, instead: string) =>
  (gameOf(tag).bots.names as readonly string[]).includes(name.split(':')[0]!) ? name : instead;

/** Every bot seat plays from its own view; all of them bots, so every seat is checked. */
const botsOf = (tag: string) =>
  ['random', offered(tag, 'rule', 'random'), offered(tag, 'ismcts:easy', 'random'), 'random'].join(',');

const SEATS = ['0', '1', '2', '3'];
const DECIDE_KEYS = ['bot', 'id', 'seat', 'state', 'type'];
const BOT_KEYS = ['game', 'numPlayers', 'seed', 'spec', 'stream'];

/**
 * Per game: the cards in play over two rounds (the whole deck; You Suck's
 * undealt Zeros and Multicolors are in no state, so at least its 40 suited
 * cards and 4 of each), the decisions of two rounds at 4 seats (You Suck: 7
 * cards and a bid each a round), and a scenario deal with everything fixed
 * (`deal`, the attribute; `hands`, each seat's hand in it);
 * `roundOne`: the messages a round 1 posts at least (default 30; TrickTakers:
 * 4 picks and 20 cards). `seeded`: the first message the seed
 * may change whatever the deal: TrickTakers' Berserker draws 4 of its 6
 * cards at random (TT-18; no setupData fixes them), so from the Berserker's
 * first decision after its setup on, the messages may differ.
 */
const GAMES: Record<
  string,
  {
    cards: number;
    decisions: number;
    deal: string;
    hands: string[][];
    roundOne?: number;
    seeded?(msg: ToWorker): boolean;
  }
> = {
  'cant-win-table': {
    cards: 48,
    decisions: 80,
    deal: JSON.stringify(replay('cant-win-table', 4, 'some deal').state.G.hands),
    hands: replay('cant-win-table', 4, 'some deal').state.G.hands,
  },
  'instinct-table': {
    cards: 66,
    decisions: 80,
    deal: JSON.stringify(replay('instinct-table', 4, 'some deal').state.G.hands),
    hands: replay('instinct-table', 4, 'some deal').state.G.hands,
  },
  'you-suck-table': {
    cards: 48,
    decisions: 64,
    deal: dealAttr(TRADE.owners, TRADE.deal, TRADE.stock),
    hands: TRADE.deal,
  },
  // The 40 cards at least (the deck is in the state; the King's and the Berserker's cards when in play); 4 picks and 20 cards a round.
  'tricktakers-table': {
    cards: 40,
    decisions: 48,
    deal: fourAttr(),
    hands: FOUR.deal,
    roundOne: 24,
    seeded: (m) =>
      m.type === 'decide' && m.state.G.stage !== 'select' && m.state.G.characters[Number(m.seat)] === 'berserker',
  },
};

/** The setupData of a `deal` attribute and a `dealer` (as the table makes it: an array is `{ deal }`). */
const setupOf = (deal: string, dealer: string) => {
  const parsed: unknown = JSON.parse(deal);
  return { dealer, ...(Array.isArray(parsed) ? { deal: parsed } : (parsed as Record<string, unknown>)) };
};

/**
 * Resolves once `done()` holds, looking again after each move and round of
 * `el` and each message it posts (`poke`); rejects on a `table-error` (a
 * bot that failed). No wall-clock limit of its own: the test's bounds it.
 */
function until(el: AnyTable, done: () => boolean): { promise: Promise<void>; poke(): void } {
  let poke = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    const stop = () => {
      el.removeEventListener('table-move', poke);
      el.removeEventListener('table-round-end', poke);
      el.removeEventListener('table-game-over', poke);
      el.removeEventListener('table-error', fail);
    };
    const fail = (e: Event) => {
      stop();
      reject(new Error(`the table failed: ${JSON.stringify((e as CustomEvent).detail)}`));
    };
    poke = () => {
      if (!done()) return;
      stop();
      resolve();
    };
    el.addEventListener('table-move', poke);
    el.addEventListener('table-round-end', poke);
    el.addEventListener('table-game-over', poke);
    el.addEventListener('table-error', fail);
    poke();
  });
  return { promise, poke: () => poke() };
}

/**
 * Plays `tag` with only bots from `attrs` (seat `none`) until `done`, and
 * returns every message posted to its worker, in order. `onPost` sees each
 * message as it is posted (it may change what the worker gets); `onMove`
 * hears each move as the table makes it, before the next message is posted.
 */
async function posted(
  tag: string,
  attrs: Record<string, string>,
  done: (el: AnyTable, messages: ToWorker[]) => boolean,
  hooks: { onPost?(msg: ToWorker): void; onMove?(move: TableMoveDetail): void } = {},
): Promise<ToWorker[]> {
  let el: AnyTable | undefined;
  let poke = () => {};
  const spy = spyWorkers((msg) => {
    hooks.onPost?.(msg);
    poke();
  });
  const messages = () => spy.workers.flatMap((w) => w.posted as ToWorker[]);
  // Another seat's traded card reaches the page as "hidden" (YS-12), its face-down cards as a count: the truth is the bot's own answer.
  const onMove = (e: CustomEvent<TableMoveDetail>) =>
    hooks.onMove?.(
      asMade(
        e.detail,
        spy.workers.flatMap((w) => w.received),
      ),
    );
  document.addEventListener('table-move', onMove);
  try {
    el = await mountTable<AnyTable>(tag, { seat: 'none', bots: botsOf(tag), speed: '0', ...attrs });
    const wait = until(el, () => done(el!, messages()));
    poke = wait.poke;
    await wait.promise;
    return messages();
  } finally {
    el?.remove();
    document.removeEventListener('table-move', onMove);
    spy.restore();
  }
}

/**
 * Plays `tag` as {@link posted} does, from `seed` and `setupData` (given to
 * the table as `attrs`), replays the same game here move by move (the
 * truth), and checks each message as it is posted against what the seat it
 * is about has seen so far (its hands, the cards played): see {@link Checked}.
 * `hands`: a scenario deal's hands, whose cards another seat may not hold
 * in a message until it has seen them.
 */
async function checkPosted(
  tag: string,
  seed: string,
  setupData: Record<string, unknown>,
  attrs: Record<string, string>,
  done: (el: AnyTable) => boolean,
  hands: string[][] = [],
): Promise<{ checked: Checked[]; messages: ToWorker[]; truth: ReturnType<typeof replay> }> {
  const truth = replay(tag, 4, seed, setupData);
  const seen = SEATS.map(() => new Set<string>());
  const look = () =>
    seen.forEach((cards, s) => cardTokens(seatG(tag, truth.state, String(s))).forEach((c) => cards.add(c)));
  look();
  const checked: Checked[] = [];
  const check = (msg: ToWorker) => {
    // The seat a message is about; the all-seats `bots` message of before issue 19 had none.
    const seat = (msg as { seat?: string }).seat ?? null;
    const hidden = hiddenFrom(tag, truth.state, seat);
    const cards = [...cardTokens(msg)];
    const unseen = (card: string) => seat === null || !seen[Number(seat)]!.has(card);
    const bot = (msg as { bot?: object }).bot ?? {};
    checked.push({
      type: msg.type,
      seat,
      hidden: hidden.size,
      withSeed: JSON.stringify(msg).includes(seed),
      leaked: cards.filter((card) => hidden.has(card)),
      others: hands.flatMap((hand, s) =>
        String(s) === seat ? [] : hand.filter((card) => cards.includes(card) && unseen(card)),
      ),
      extra: [
        ...Object.keys(msg).filter((k) => !DECIDE_KEYS.includes(k)),
        ...Object.keys(bot).filter((k) => !BOT_KEYS.includes(k)),
      ],
    });
  };
  const onMove = ({ seat, move, args }: TableMoveDetail) => {
    if (!truth.apply(seat, move, args)) throw new Error(`the replay refused ${move}`);
    look();
  };
  const messages = await posted(tag, { seed, ...attrs }, (el) => done(el), { onPost: check, onMove });
  return { checked, messages, truth };
}

/** The checked messages that failed: with the seed, a card their seat may not see, or more than their one seat's bot. */
const failed = (checked: Checked[]) =>
  checked.filter((m) => m.withSeed || m.leaked.length > 0 || m.others.length > 0 || m.extra.length > 0 || !m.seat);

for (const tag of ['cant-win-table', 'instinct-table', 'you-suck-table', 'tricktakers-table']) {
  describe(`<${tag}>: what is posted to the bots' worker`, () => {
    it('posts, in each message, nothing but what its one seat may see: no seed, no other card, over two rounds', async function () {
      const seed = 'Sekrit-42';
      let rounds = 0;
      const { checked, messages, truth } = await checkPosted(
        tag,
        seed,
        {},
        {},
        (el) => (rounds = view(el).sheet.length) >= 2,
      );
      expect(rounds).to.equal(2);
      // The whole deck was in play (hands, and Instinct's undealt cards), so a leak had cards to leak.
      // Cards, not You Suck's Tick ids (plus-3, take-0, take-11).
      const cards = [...cardTokens(truth.state.G)].filter((c) => !/^(plus|take)-/.test(c));
      if (tag === 'you-suck-table' || tag === 'tricktakers-table')
        expect(cards.length).to.be.at.least(GAMES[tag]!.cards);
      else expect(cards.length).to.equal(GAMES[tag]!.cards);
      // Only decisions (nobody asks for a hint): each about one seat.
      expect(checked.filter((m) => m.type !== 'decide')).to.deep.equal([]);
      const { decisions } = GAMES[tag]!;
      expect(checked.length, 'decisions').to.be.at.least(decisions);
      expect(checked.filter((m) => m.hidden > 0).length, 'decisions with cards to leak').to.be.at.least(
        0.75 * decisions,
      );
      expect(failed(checked)).to.deep.equal([]);
      // Each seat's bot has one seed for the game, its own, which holds no card and is not the match seed.
      const seeds = SEATS.map((seat) => [
        ...new Set(messages.flatMap((m) => (m.type === 'decide' && m.seat === seat ? [m.bot.seed] : []))),
      ]);
      expect(seeds.map((s) => s.length)).to.deep.equal([1, 1, 1, 1]);
      expect(new Set(seeds.flat()).size).to.equal(4);
      for (const s of seeds.flat()) expect(s).to.match(/^[0-9a-f]{64}$/);
    });

    it("with a scenario deal, posts nothing of another seat's hand, and no seed, in any message", async function () {
      const { deal, hands } = GAMES[tag]!;
      const seed = 'Sekrit-43';
      const { checked } = await checkPosted(
        tag,
        seed,
        setupOf(deal, '2'),
        { deal, dealer: '2' },
        (el) => view(el).sheet.length >= 1,
        hands,
      );
      // A round of decisions, each with other seats' cards it could have leaked.
      expect(checked.length, 'messages').to.be.at.least(GAMES[tag]!.roundOne ?? 30);
      expect(checked.filter((m) => m.hidden > 0).length).to.be.at.least(0.75 * checked.length);
      expect(failed(checked)).to.deep.equal([]);
    });

    it('posts the reference bots (mcts, oracle) every hand, but never the seed or the random state', async function () {
      const seed = 'Sekrit-42';
      const messages = await posted(
        tag,
        {
          seed,
          bots: ['mcts:easy', offered(tag, 'oracle:easy', 'mcts:easy'), 'random', offered(tag, 'rule', 'random')].join(
            ',',
          ),
        },
        (_el, sent) => sent.filter((m) => m.type === 'decide' && (m.seat === '0' || m.seat === '1')).length >= 4,
      );
      const reference = messages.filter((m) => m.type === 'decide' && (m.seat === '0' || m.seat === '1'));
      expect(reference.length).to.be.at.least(4);
      for (const m of reference) {
        if (m.type !== 'decide') continue;
        // Every hand, as a reference bot sees it: a leak had a seed to leak beside them.
        expect(m.state.G.hands.every((h: unknown) => Array.isArray(h) && h.length > 0)).to.equal(true);
        expect(m.state.plugins.random).to.deep.equal({ data: { seed: `stand-in/${m.state._stateID}` } });
        // Its own bot only.
        expect([Object.keys(m).sort(), Object.keys(m.bot).sort()]).to.deep.equal([DECIDE_KEYS, BOT_KEYS]);
      }
      expect(messages.filter((m) => JSON.stringify(m).includes(seed))).to.deep.equal([]);
      expect(messages.filter((m) => JSON.stringify(m).includes('prngstate'))).to.deep.equal([]);
    });

    it("posts the same messages for the same deal whatever the seed, but for the bots' own seeds", async () => {
      const { deal } = GAMES[tag]!;
      const count = GAMES[tag]!.roundOne ?? 30;
      /**
       * Round 1 from `seed`: the messages, each bot's seed replaced by one of
       * its seat alone before it reaches the worker (so both tables' bots
       * choose alike), and the seeds posted, by seat.
       */
      const roundOne = async (seed: string) => {
        const seeds = new Map<string, Set<string>>();
        const messages = await posted(
          tag,
          { deal, dealer: '2', seed },
          (el, sent) => view(el).sheet.length > 0 || sent.length >= 40,
          {
            onPost: (m) => {
              if (m.type !== 'decide') return;
              seeds.set(m.seat, (seeds.get(m.seat) ?? new Set()).add(m.bot.seed));
              m.bot.seed = `seat ${m.seat}`;
            },
          },
        );
        return { messages: messages.slice(0, count), seeds };
      };
      const a = await roundOne('one seed');
      const b = await roundOne('another seed');
      expect(a.messages).to.have.length(count);
      const seeded = GAMES[tag]!.seeded ?? (() => false);
      const cut = (messages: ToWorker[]) => messages.slice(0, ((i) => (i < 0 ? count : i))(messages.findIndex(seeded)));
      // At least every seat's first decision was posted before it.
      expect(cut(a.messages).length).to.be.at.least(4);
      expect(cut(b.messages)).to.deep.equal(cut(a.messages));
      // The bots' own seeds: one per seat, a different one for each seed.
      for (const seat of SEATS) {
        const [seedA, seedB] = [a, b].map((r) => [...(r.seeds.get(seat) ?? [])]);
        expect([seedA!.length, seedB!.length], `seat ${seat}`).to.deep.equal([1, 1]);
        expect(seedA![0], `seat ${seat}`).not.to.equal(seedB![0]);
      }
    });
  });
}
