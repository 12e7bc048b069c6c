import type { instinctEn } from './messages.js';

/**
 * Instinct's own words in Japanese: the `in.` keys of messages.ts, key for
 * key (terms and sources: src/elements/locales/ja.ts). アンダー/オーバー
 * follow the Japanese アンダートリック/オーバートリック of bidding games;
 * the bonus for an exact bid is ボーナス.
 */
export const instinctJa: Record<keyof typeof instinctEn, string> = {
  'in.title': 'インスティンクト',
  'in.suit.black': '黒',
  'in.suit.blue': '青',
  'in.suit.green': '緑',
  'in.suit.red': '赤',
  'in.suit.white': '白',
  'in.suit.trump': '切り札',
  'in.card.trump': '切り札カード',
  'in.card.trumpInText': '切り札カード',
  'in.banner.trump': '切り札',
  'in.stat.score': '得点',
  'in.goal.standard': '先に100点に達した人の勝ち',
  'in.goal.short': 'ショートゲーム:60点まで、または全員が2回ずつディーラーをするまで',
  'in.roundShort': 'ラウンド{round}(最大{rounds})',
  'in.bids.total': 'ビッド合計:{total}/{tricks}トリック',
  'in.bids.soFar': 'ここまでのビッド:{total}/{tricks}トリック',
  'in.bids.underbid': 'アンダー',
  'in.bids.exact': 'ちょうど{tricks}',
  'in.bids.overbid': 'オーバー',
  'in.bids.underbidHelp': 'ビッド合計がトリック数より少ない:トリックは取りやすくなります。',
  'in.bids.exactHelp': 'ビッド合計がトリック数とちょうど同じです。',
  'in.bids.overbidHelp': 'ビッド合計がトリック数より多い:トリックは取りにくくなります。',
  'in.bids.note':
    '{table, select, underbid {ここまでのビッド:{total}/{tricks}トリック · アンダー} exact {ここまでのビッド:{total}/{tricks}トリック · ちょうど{tricks}} other {ここまでのビッド:{total}/{tricks}トリック · オーバー}}',
  'in.bids.noteLast':
    '{table, select, exact {ここまでのビッド:{total}/{tricks}トリック · ちょうど{tricks}。{n}をビッドすると合計はちょうど{tricks}のままです。} other {ここまでのビッド:{total}/{tricks}トリック · アンダー。{n}をビッドすると合計がちょうど{tricks}になります。}}',
  'in.trick.anyCard': '切り札のリード:どのカードも出せます',
  'in.trumpsHigh': '切り札はどのスートにも勝ち、最後に出た切り札がトリックを取ります',
  'in.bidding': 'ディーラーからビッドします',
  'in.bid.withBonus': '{n}をビッド(ボーナス+{bonus})',
  'in.sheet.bid': 'ビッド',
  'in.sheet.bonus': 'ボーナス',
  'in.sheet.running': '累計',
  'in.sheet.total': '得点',
  'in.result': '{name}:{score, plural, other {#点}}',
};

/** The table the loader imports (src/elements/parts/i18n.ts, `loadLocale`). */
export default instinctJa;
