/**
 * The headless bot-vs-bot harness: seeded matches played through
 * boardgame.io's reducer, duplicate seating, statistics with confidence
 * intervals, JSON records, baseline comparison and replays. The CLI
 * (./cli.ts, `npm run harness`) is a thin layer over this API; see
 * docs/harness.md. Importing this module runs nothing.
 * @packageDocumentation
 */
export { HarnessError, IllegalMoveError, OptionError } from './errors.js';
export {
  DEFAULT_MAX_ROUNDS,
  botSeed,
  dealSeed,
  gameOutcome,
  harnessSetupData,
  openTable,
  playGame,
  type GameRecord,
  type MoveRecord,
  type PlayGameOptions,
  type PlayedGame,
} from './match.js';
export { planSeatings, type SeatingForm, type SeatingPlan, type TableSeating } from './seating.js';
export {
  playDeal,
  prepareMatch,
  runMatch,
  toMatchJson,
  type MatchConfig,
  type MatchJson,
  type MatchOptions,
  type MatchResult,
  type PreparedMatch,
} from './run.js';
export {
  dealScores,
  decisionStats,
  duplicateDeltas,
  duplicateDeltasByDeal,
  pairByDeal,
  quantile,
  ratioInterval,
  summarize,
  tInterval,
  wilsonInterval,
  winShare,
  type BotSummary,
  type DecisionStats,
  type MatchSummary,
  type MeanInterval,
  type Proportion,
  type RatioInterval,
} from './stats.js';
export {
  assertComparable,
  compareBaseline,
  estimate,
  type BaselineComparison,
  type ComparedStat,
  type Estimate,
  type Movement,
} from './baseline.js';
export {
  MAX_GAME_NUMBER,
  MAX_SUMMARY_NUMBER,
  checkWritable,
  parseMatchJson,
  readMatchJson,
  writeMatchJson,
} from './match-file.js';
export { mergeShards, type ShardFile } from './merge.js';
export {
  SHARE_METRICS,
  formatShare,
  gapShare,
  type ShareRunFile,
  type ShareMetric,
  type ShareResult,
  type ShareRow,
} from './share.js';
export { replayGame, type ReplayEvent, type ReplayResult } from './replay.js';
export { checkReplay, ReplayError, type CheckedReplay, type ReplaySettings } from './replay-record.js';
export {
  JOBS_PER_CORE,
  MAX_DEALS,
  MAX_FILE_GAMES,
  MAX_ROUNDS_CAP,
  MAX_TIME_PER_MOVE_MS,
  GAME_SETTINGS,
  characterSet,
  checkGameSettings,
  dealsToPlay,
  givenSettings,
  lookupGame,
  maxJobs,
  type GameSettings,
  type Shard,
} from './settings.js';
export { formatBaseline, formatReplay, formatSummary, pct, rate, summaryText, type SummaryText } from './report.js';
export { escapeHtml, htmlReport, type ReportRun } from './html-report.js';
export type { LocalMatch } from '../games/common/local-match.js';
