/**
 * Cards: what a card looks like, for every game. A card is drawn from a
 * {@link CardFace} that the game's table builds (suit, rank, spoken name,
 * symbol), so this module knows no game's suits.
 *
 * Colour is never the only cue (WCAG 1.4.1): each suit also has a symbol
 * shape, drawn as inline SVG (no font needed), in the corner and the middle.
 * The suit's hue comes from the custom property `--suit-<suit>` and the ink
 * on it from `--suit-<suit>-ink`; each table defines defaults on `:host`.
 */
import { css, html, svg, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { cssProps } from './css-props.js';

/**
 * A suit symbol: a filled SVG path on a 24×24 view box. The shapes are in
 * ./symbols.ts, one export each, so a page carries only those its games use.
 */
export type SymbolShape = string;

/**
 * The SVG of a suit symbol, decorative (`aria-hidden`): the card's label
 * names the suit. It is 1em square and filled with `currentColor` unless CSS
 * says otherwise, so it looks right in any shadow root.
 */
export function suitSymbol(shape: SymbolShape, className = 'symbol'): SVGTemplateResult {
  return svg`<svg class=${className} width="1em" height="1em" fill="currentColor" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${shape}></path></svg>`;
}

/** Everything needed to draw and name one card. */
export interface CardFace {
  /** The card id, e.g. `"purple-7"`. */
  id: string;
  /** Suit word; selects `--suit-<suit>` and `--suit-<suit>-ink`. */
  suit: string;
  /** What is printed as the rank, e.g. `"7"` (empty for cards with no rank). */
  rank: string;
  symbol: SymbolShape;
  /** Spoken name, e.g. `"purple 7"`. */
  label: string;
  /** Played sideways (Can't Win: it cannot win the trick). */
  sideways?: boolean;
  /** A short visible note on the card, e.g. "can't win". */
  note?: string;
  /**
   * A word printed across the card, e.g. "TRUMP", for cards unlike the
   * suited ones. Its spoken name must contain the word (WCAG 2.5.3).
   */
  banner?: string;
}

/**
 * The suit's custom properties for a card element, in element position:
 * `<button ${suitColours(suit)}>`. Set through the CSSOM (CSP-safe).
 * A table defines, per suit, `--suit-<suit>` (the hue) and
 * `--suit-<suit>-ink` (text and symbols on it), and may define
 * `--suit-<suit>-edge` (the card's border, for a suit as pale as the
 * border) and `--suit-<suit>-pattern` (a background image over the hue,
 * for special cards such as Instinct's trump cards).
 */
export function suitColours(suit: string) {
  return cssProps({
    '--card-hue': `var(--suit-${suit})`,
    '--card-ink': `var(--suit-${suit}-ink, #fff)`,
    '--card-edge': `var(--suit-${suit}-edge, var(--card-face, #fdfbf5))`,
    '--card-pattern': `var(--suit-${suit}-pattern, none)`,
  });
}

/**
 * A suit named in text, with its symbol in its hue: "◆ Lead: yellow".
 * Styled by `.suit-badge` in table.styles.ts; the hue is `--badge-hue`.
 */
export function suitBadge(shape: SymbolShape, suit: string, text: string): TemplateResult {
  return html`<span class="suit-badge" data-suit=${suit} ${cssProps({ '--badge-hue': `var(--suit-${suit})` })}
    >${suitSymbol(shape)}${text}</span
  >`;
}

/**
 * The inside of a card (decorative, `aria-hidden`): corner rank and symbol,
 * a large middle symbol, and the note. Put it in an element that carries the
 * card's name (see {@link renderCard}, or a button with `aria-label`).
 */
export function cardFace(face: CardFace): TemplateResult {
  // The corner rank and the note are drawn by CSS (`attr()`), so the only
  // text in the card is its rank, which its name contains (WCAG 2.5.3).
  return html`<span class="face ${face.rank ? '' : 'rankless'}" aria-hidden="true">
    <span class="corner" data-rank=${face.rank}>${suitSymbol(face.symbol, 'corner-symbol')}</span>
    ${suitSymbol(face.symbol, 'pip')}
    ${face.rank ? html`<span class="rank-big">${face.rank}</span>` : nothing}
    ${face.banner ? html`<span class="banner" data-banner=${face.banner}></span>` : nothing}
    ${face.note ? html`<span class="note" data-note=${face.note}></span>` : nothing}
  </span>`;
}

/**
 * A non-interactive card with its spoken name (`role="img"`), in
 * `part="card"`. A sideways card is drawn rotated and takes a landscape slot.
 */
export function renderCard(face: CardFace, extraClass = ''): TemplateResult {
  return html`<span
    class="card-slot ${face.sideways ? 'sideways' : ''} ${extraClass}"
    part="card${face.sideways ? ' card-sideways' : ''}"
    role="img"
    aria-label=${face.label}
    data-card=${face.id}
    data-suit=${face.suit}
    ${suitColours(face.suit)}
    >${cardFace(face)}</span
  >`;
}

/** A face-down card (for hand counts). */
export function cardBack(): TemplateResult {
  return html`<span class="card-back" part="card-back" aria-hidden="true"></span>`;
}

/**
 * Styles for {@link cardFace}, {@link renderCard} and {@link cardBack}.
 * Sizes follow `--card-width` (height is 1.4×). Add to the `static styles`
 * of every element that draws cards.
 */
export const cardStyles = css`
  .card-slot,
  .card-button {
    --_w: var(--card-width, 64px);
    --_h: calc(var(--_w) * 1.4);
    position: relative;
    display: inline-grid;
    place-items: center;
    inline-size: var(--_w);
    block-size: var(--_h);
    flex: none;
  }
  .card-slot.sideways {
    inline-size: var(--_h);
    block-size: var(--_w);
  }
  .face {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: 50%;
    inline-size: var(--_w);
    block-size: var(--_h);
    translate: -50% -50%;
    box-sizing: border-box;
    border-radius: calc(var(--_w) * 0.12);
    background:
      var(--card-pattern, none),
      radial-gradient(circle at 50% 55%, color-mix(in srgb, var(--card-hue) 70%, #fff) 0 30%, transparent 31%),
      var(--card-hue, #888);
    color: var(--card-ink, #fff);
    border: calc(var(--_w) * 0.06) solid var(--card-edge, var(--card-face, #fdfbf5));
    box-shadow: var(--card-shadow, 0 1px 2px rgb(0 0 0 / 0.35), 0 3px 8px rgb(0 0 0 / 0.2));
    font-family: var(--card-font, ui-rounded, 'Segoe UI', system-ui, sans-serif);
    overflow: hidden;
    user-select: none;
  }
  .sideways .face {
    rotate: 90deg;
  }
  .corner {
    position: absolute;
    inset-block-start: 3%;
    inset-inline-start: 6%;
    display: flex;
    flex-direction: column;
    align-items: center;
    font-weight: 800;
    font-size: calc(var(--_w) * 0.26);
    line-height: 1;
  }
  .corner::before {
    content: attr(data-rank);
  }
  .note::before {
    content: attr(data-note);
  }
  .banner::before {
    content: attr(data-banner);
  }
  .corner-symbol {
    inline-size: calc(var(--_w) * 0.2);
    block-size: calc(var(--_w) * 0.2);
    fill: currentColor;
    margin-block-start: 2px;
  }
  .pip {
    position: absolute;
    inset: 0;
    margin: auto;
    inline-size: 52%;
    block-size: 52%;
    fill: var(--card-ink, #fff);
    opacity: 0.35;
  }
  .rankless .pip {
    inline-size: 62%;
    block-size: 62%;
    opacity: 0.95;
    translate: 0 -6%;
  }
  .banner {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 9%;
    text-align: center;
    /* Scales with the card, with no floor: a fixed minimum would not fit a small card's band. */
    font-size: calc(var(--_w) * 0.17);
    font-weight: 900;
    letter-spacing: 0.03em;
    white-space: nowrap;
    line-height: 1.25;
    background: var(--card-ink, #fff);
    color: var(--card-hue, #000);
  }
  .rank-big {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    font-weight: 800;
    font-size: calc(var(--_w) * 0.46);
    line-height: 1;
    text-shadow: 0 1px 0 rgb(0 0 0 / 0.15);
  }
  .note {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 4%;
    padding-inline-start: 5%;
    text-align: start;
    white-space: nowrap;
    letter-spacing: -0.02em;
    font-size: max(7px, calc(var(--_w) * 0.145));
    font-weight: 700;
    line-height: 1.1;
    background: rgb(0 0 0 / 0.55);
    color: #fff;
  }
  .card-back {
    display: inline-block;
    inline-size: 14px;
    block-size: 20px;
    border-radius: 3px;
    background: var(--card-back, repeating-linear-gradient(45deg, #8b2635 0 3px, #a8394a 3px 6px));
    border: 1.5px solid var(--card-face, #fdfbf5);
    box-shadow: 0 1px 1px rgb(0 0 0 / 0.3);
  }
`;
