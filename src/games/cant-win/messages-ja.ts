import type { cantWinEn } from './messages.js';

/**
 * Can't Win's own words in Japanese: the `cw.` keys of messages.ts, key for
 * key (terms and sources: src/elements/locales/ja.ts). The tiles keep the
 * game's role-playing theme, in the words of Japanese RPGs: 蘇生 (revive),
 * 呪文 (spell), アイテム, 逃走 (escape), 経験値 (XP).
 */
export const cantWinJa: Record<keyof typeof cantWinEn, string> = {
  'cw.title': 'キャント・ウィン',
  'cw.colour.turquoise': 'ターコイズ',
  'cw.colour.pink': 'ピンク',
  'cw.colour.purple': '紫',
  'cw.colour.yellow': '黄',
  'cw.card.sideways': '{card}(横向き)',
  'cw.card.cantWin': '{card}(勝てない)',
  'cw.note.cantWin': '勝てない',
  'cw.tile.revive-ban': '蘇生禁止',
  'cw.tile.spell-ban': '呪文禁止',
  'cw.tile.item-ban': 'アイテム禁止',
  'cw.tile.no-escape': '逃走禁止',
  'cw.tile.no-xp': '経験値なし',
  'cw.tileHelp.revive-ban': 'ピンクでは\u200b勝てない',
  'cw.tileHelp.spell-ban': '紫では\u200b勝てない',
  'cw.tileHelp.item-ban': '黄では\u200b勝てない',
  'cw.tileHelp.no-escape': '偶数では\u200b勝てない',
  'cw.tileHelp.no-xp': '奇数では\u200b勝てない',
  'cw.tileTakenBy': '{name}が取得',
  'cw.stat.tile': 'タイル',
  'cw.stat.support': 'サポート',
  'cw.startMarker': 'スタート',
  'cw.pickTile': '「勝てない」タイルを選んでください',
  'cw.tokensLeft': 'ビッドトークン残り{n, plural, other {#個}}',
  'cw.supportLeft': 'サポートトークンのストック:{n, plural, other {#個}}',
  'cw.lap': '{n}周目/2周',
  'cw.middle': 'テーブル中央',
  'cw.freeTiles': 'まだ取られていないタイル',
  'cw.trump': '切り札は{colour}',
  'cw.prompt.choose': 'あなたの番です:タイルを選ぶか、ビッドしてください。',
  'cw.prompt.tile': 'あなたの番です:タイルを選んでください。',
  'cw.prompt.choosing': '{name}が選んでいます',
  'cw.reason.wrong-stage': 'カードはタイルとビッドの後に出します',
  'cw.reason.tile-taken': 'そのタイルはもう取られています',
  'cw.reason.tile-done': 'タイルはもう持っています',
  'cw.reason.bid-done': 'もうビッドしています',
  'cw.reason.other-option': 'この周はもう一方を選んでください',
  'cw.summary.product': 'スコア',
  'cw.sheet.support': 'サポートトークン',
  'cw.support.gained': '+1(計{n})',
  'cw.support.used': '{n}個使用',
  'cw.support.returned': '{n}個返却',
  'cw.sheet.sumTricks': 'トリック合計',
  'cw.sheet.sumPoints': '得点合計',
  'cw.sheet.final': 'スコア(トリック × 得点)',
  'cw.log.tile': '{who, select, you {あなたは「{tile}」を取りました。} other {{name}は「{tile}」を取りました。}}',
  'cw.result': '{name}:{tricks, plural, other {#トリック}} × {points, plural, other {#点}} = {score, number}',
};

/** The table the loader imports (src/elements/parts/i18n.ts, `loadLocale`). */
export default cantWinJa;
