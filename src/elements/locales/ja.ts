import type { SharedKey } from './en.js';

/**
 * Japanese (日本語): every shared string of the tables, key for key with
 * English (src/elements/locales/en.ts); each game's own words are in
 * src/games/<game>/messages-ja.ts. Placeholders (`{name}`…) are kept as in
 * English; Japanese needs no plural forms. Seats read 「席2」, the viewer
 * 「あなた」: a Japanese sentence has no verb agreement, so
 * 「{name}がリード」 reads right for both.
 *
 * Terms are the ones Japanese trick-taking players use, checked against:
 * - トリックテイキング用語 (tricktaking.com/term/): リード, マストフォロー,
 *   切り札(トランプ), スート.
 * - 「トリックテイキング用語集」 (kazuma.yaekumo.com/c0004_tricktaking_03.html):
 *   ビッド, アンダートリック/オーバートリック, 切り札, ディーラー.
 * - 「トリックテイキングゲームのプレイ」 (gamefarm.jp/rule/trickplay.html):
 *   手札, トリックに勝つ, リードする.
 * - TrickTakers' rulebook (/work/shared/rules/tricktakers-rulebook.txt) for
 *   勝, ゲームに勝利, 的中, 外れ, カクメイ; Joyple Games' Japanese blog
 *   (gamemarket.jp/blog/182469) for 王冠/黒王冠 and 勝利点; the game's own
 *   words are in src/games/tricktakers/messages-ja.ts.
 */
export const ja: Record<SharedKey, string> = {
  // --- Shared by every table -------------------------------------------
  'seat.you': 'あなた',
  'seat.name': '席{n}',
  'seat.bot': 'ボット({bot, select, random {ランダム} rule {基本} ismcts {強い} other {全員の手札が見える}})',
  'seat.thinking': '考え中',
  'seat.cards': '手札{count, plural, other {#枚}}',
  'seat.dealer': 'ディーラー',
  'hand.label': 'あなたの手札',
  'hand.empty': '手札はもうありません',
  'trick.label': '現在のトリック',
  'trick.lastLabel': '直前のトリック',
  'trick.lead': 'リード',
  'trick.won': '勝ち',
  'trick.wonBy': '直前のトリックは{name}が取りました',
  'trick.leads': '{who, select, you {あなたがリード} other {{name}がリード}}',
  'peek.button': '直前のトリック',
  'summary.title': 'ラウンド{round}終了',
  'summary.seat': '席',
  'summary.bid': 'ビッド',
  'summary.tricks': 'トリック',
  'summary.made': '達成',
  'summary.points': '得点',
  'summary.total': '累計',
  'summary.yes': 'はい',
  'summary.no': 'いいえ',
  'summary.dismiss': '続ける',
  'hint.label': 'ヒント',
  'hint.looking': 'ヒントを探しています…',
  'hint.card': 'ヒント:{card}を出しましょう。',
  'hint.bid': 'ヒント:{n}をビッドしましょう。',
  'hint.choose': 'ヒント:{choice}を選びましょう。',
  'hint.move': 'ヒント:{move}',
  'hint.chance': 'ビッドを達成できる見込み:{chance}。',
  'hint.closeCall': '僅差です:ほかの選択もほぼ同じくらい良い手です。',
  'review.label': 'このラウンドのトリック',
  'review.trick': 'トリック{n}:{name}の勝ち',
  'review.empty': 'このラウンドはまだトリックがありません。',
  'sheet.caption': '得点表',
  'sheet.round': 'ラウンド{n}',
  'sheet.empty': 'ラウンドごとにここへ行が加わります。',
  'log.label': 'ゲームの記録',
  'status.round': 'ラウンド{round}/{rounds}',
  'status.dealer': 'ディーラー:{name}',
  'status.thinking': '{name}が考えています…',
  'status.waiting': '{name}の番を待っています',
  'status.over': 'ゲーム終了',
  'gameOver.title': 'ゲーム終了',
  'gameOver.winner': '{who, select, you {あなたの勝ちです!} other {{name}の勝ちです!}}',
  'gameOver.shared': '{names}が勝利を分け合いました!',
  'gameOver.aborted': 'ゲームは途中で終了しました。勝者はいません。',
  newGame: '新しいゲーム',
  'log.trick': '{name}が{card}でトリックを取りました。',
  'log.gameOver': 'ゲーム終了:{result}',
  'error.title': 'このテーブルを開始できません:',
  'error.titlePlaying': '適用されませんでした。ゲームはそのまま続きます:',
  'error.attribute': '{attribute}="{value}" は使えません:{problem}',
  'error.seat': 'seat は "none" か、"0" から "{max}" までの席番号にしてください',
  'error.json': 'JSON として正しくありません({problem})',
  'error.notData': 'スクリプトがデータでない値(プロキシや関数など)を設定しました',
  'error.notDataProperty':
    'スクリプトが {attribute} に文字列・数値・真偽値でない値(プロキシなど)を設定しました。適用していません',
  'error.speed': 'speed は 0 以上のミリ秒数にしてください',
  'error.botCount': 'ボット名は{counts}個必要ですが、{count, number}個でした',
  'error.bot': '{name}のボットが止まりました:{problem}',
  'status.roundOpen': 'ラウンド{round}',
  'card.name': '{suit}の{rank}',
  none: '—',
  'stat.bid': 'ビッド',
  'stat.won': 'トリック',
  'trick.leadSuit': 'リード:{suit}',
  'trick.anyCard': 'どのカードも出せます',
  'bid.pick': 'ビッド:トリックをいくつ取りますか?',
  'bid.n': '{n}をビッド',
  'prompt.bid': 'あなたの番です:ビッドしてください。',
  'prompt.choose': 'あなたの番です:選んでください。',
  'prompt.lead': 'あなたの番です:好きなカードをリードしてください。',
  'prompt.follow': 'あなたの番です:カードを出してください。',
  'reason.must-follow': 'マストフォロー:{suit}を出してください',
  'reason.not-your-turn': 'あなたの番を待ってください',
  'reason.wrong-stage': 'カードはビッドの後に出します',
  'reason.game-over': 'ゲームは終了しています',
  'reason.not-in-hand': 'そのカードは手札にありません',
  'reason.bad-argument': 'それはカードではありません',
  'reason.bid-range': 'ビッドは0から{max}までです',
  'sheet.bid': 'ビッド',
  'sheet.tricks': 'トリック',
  'sheet.points': '得点',
  'log.bid': '{who, select, you {あなたは{n}をビッドしました。} other {{name}は{n}をビッドしました。}}',
  'log.round': 'ラウンド{n}の得点:{points}。',
  'log.points': '{name} {points, number}点',
};

/** The table the loader imports (src/elements/parts/i18n.ts, `loadLocale`). */
export default ja;
