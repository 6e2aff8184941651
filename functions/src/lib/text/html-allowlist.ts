/**
 * Allowlist sanitizing of editor HTML with js-xss (`xss`), shared by card descriptions (rich-text.ts)
 * and comments (comment-html.ts) (BRIEF §7 "Rich text … sanitized on the server with an allowlist that
 * matches the editor's own marks"; decisions I21: js-xss in place of sanitize-html, a sixth of its size).
 *
 * - Tags not on the list are dropped and keep their text; `script` and `style` go with their content;
 *   HTML comments go.
 * - Attributes not on a tag's list are dropped, event handlers and styles included.
 * - A link keeps its `href` only for http(s) and mailto URLs, judged after entity decoding
 *   (`javascript&colon;` is caught), and always opens apart with no opener or referrer.
 * - A span is kept only when `span` says so (mentions); otherwise its text stays and its tags go.
 */
import xss, { FilterXSS } from 'xss';

// js-xss is CommonJS and sets these in a loop, which Node's ES module loader cannot see as named exports.
const { escapeAttrValue, friendlyAttrValue, parseAttr } = xss as unknown as Pick<
  typeof import('xss'),
  'escapeAttrValue' | 'friendlyAttrValue' | 'parseAttr'
>;

/** What to keep: tags, the attributes each may carry, and the rule for spans. */
export interface HtmlAllowlist {
  tags: readonly string[];
  /** Attributes per tag besides a link's, which are fixed (`href`, `target`, `rel`). */
  attributes?: Readonly<Record<string, readonly string[]>>;
  /** The attributes a span keeps (given all of its own, decoded), or null to drop its tags and keep its text. */
  span?: (attributes: Readonly<Record<string, string>>) => Record<string, string> | null;
}

/** Links open apart from the app and pass no opener or referrer. */
const LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer nofollow"';

/** The URL schemes a link may use; anything else (javascript:, data:, relative or protocol-relative) loses its href. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** A tag's attributes as name → decoded value, from the tag's own HTML (`<span data-id="…">`). */
function attributesOf(tagHtml: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const body = tagHtml.replace(/^<\s*[^\s/>]+/, '').replace(/\/?\s*>$/, '');
  parseAttr(body, (name, value) => {
    attributes[name.toLowerCase()] = friendlyAttrValue(value);
    return '';
  });
  return attributes;
}

/** A tag rebuilt from decoded attribute values, each escaped for a double-quoted attribute. */
function openingTag(tag: string, attributes: Readonly<Record<string, string>>, extra = ''): string {
  const pairs = Object.entries(attributes).map(([name, value]) => `${name}="${escapeAttrValue(value)}"`);
  return `<${[tag, ...pairs, ...(extra ? [extra] : [])].join(' ')}>`;
}

/** A link's opening tag: its href when safe, then the fixed target and rel. */
function linkTag(tagHtml: string): string {
  const href = (attributesOf(tagHtml).href ?? '').trim();
  return openingTag('a', SAFE_HREF.test(href) ? { href } : {}, LINK_ATTRIBUTES);
}

/**
 * The HTML with only what `allowlist` keeps. Not trimmed; callers decide what counts as empty.
 * Each call builds its own filter, so the span rule can keep state (the mentions seen so far).
 */
export function sanitizeWithAllowlist(html: string, allowlist: HtmlAllowlist): string {
  const whiteList: Record<string, string[]> = {};
  for (const tag of allowlist.tags) whiteList[tag] = [...(allowlist.attributes?.[tag] ?? [])];
  // Each span's fate, so its closing tag follows its opening one (spans may nest).
  const spans: boolean[] = [];
  const filter = new FilterXSS({
    whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style'],
    allowCommentTag: false,
    css: false,
    onTag(tag, tagHtml, options) {
      if (!options.isWhite) return undefined;
      if (tag === 'a' && !options.isClosing) return linkTag(tagHtml);
      if (tag !== 'span') return undefined;
      if (options.isClosing) return spans.pop() ? '</span>' : '';
      const kept = allowlist.span?.(attributesOf(tagHtml)) ?? null;
      spans.push(kept !== null);
      return kept === null ? '' : openingTag('span', kept);
    },
  });
  return filter.process(html);
}

/** The text of some HTML without any tag, for telling whether anything visible is left. */
export function visibleTextOf(html: string): string {
  return sanitizeWithAllowlist(html, { tags: [] });
}
