/**
 * Label colours (cards spec §3 Label: "Label text colour follows a contrast threshold of 155"; §9).
 * The label's brightness is the YIQ luma of its colour, (299·R + 587·G + 114·B) / 1000: at 155 or above
 * the text is dark, below it the text is white.
 */

/** The threshold of cards spec §9. */
export const LABEL_CONTRAST_THRESHOLD = 155;

/** The YIQ brightness (0–255) of a 6-digit hex colour without '#'; unknown input counts as the default dddddd. */
export function brightness(colorHex: string): number {
  const hex = /^[0-9a-f]{6}$/i.test(colorHex) ? colorHex : 'dddddd';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** The readable text colour on a label of `colorHex`. */
export function labelTextColor(colorHex: string): '#1a1a1a' | '#ffffff' {
  return brightness(colorHex) >= LABEL_CONTRAST_THRESHOLD ? '#1a1a1a' : '#ffffff';
}

/** WCAG 2.1 AA: the least contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2.1 relative luminance (0–1) of a 6-digit hex colour without '#'. */
function relativeLuminance(colorHex: string): number {
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(colorHex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio (1–21) between a label of `colorHex` and the text colour the spec's threshold
 * gives it. Between about YIQ 125 and 155 neither text colour reaches 4.5:1, so the label form warns.
 */
export function labelTextContrast(colorHex: string): number {
  const hex = /^[0-9a-f]{6}$/i.test(colorHex) ? colorHex : 'dddddd';
  const [light, dark] = [relativeLuminance(hex), relativeLuminance(labelTextColor(hex).slice(1))].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
