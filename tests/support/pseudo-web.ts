/**
 * The web app's pseudo-locale build, served for the browser test of issue 41 "the pseudo-locale shows no
 * unconverted string on those screens" (decisions LN4, PS1): `vite build --mode pseudo` writes the same app as
 * `web/dist`, plus the `en-XA` catalogues, into `web/dist-pseudo` (tests/run-all.sh builds it). `vite preview`
 * serves that folder on a free port and proxies the API, the WebSocket and the local mail viewer to the test
 * stack's gateway, so pages, sign-in and e-mailed links work as on the stack's own address.
 *
 * Also: `unconvertedIn`, the plain (unaccented) words of a screen's text once the pseudo-localized messages,
 * names, numbers and dates are taken out.
 */
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';

const CONFIG = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));
const DIST = fileURLToPath(new URL('../../web/dist-pseudo/index.html', import.meta.url));

/** A running pseudo-locale web server: its origin (`http://127.0.0.1:port`) and how to stop it. */
export interface PseudoWeb {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves web/dist-pseudo on a free port, proxying `/api`, `/ws` and `/_local` to `stackUrl`.
 * @throws Error when web/dist-pseudo was not built (the command to run is in the message).
 */
export async function servePseudoWeb(stackUrl: string): Promise<PseudoWeb> {
  if (!existsSync(DIST))
    throw new Error(
      'web/dist-pseudo is not built: run `npx vite build --config web/vite.config.ts --mode pseudo --logLevel warn`',
    );
  const server: PreviewServer = await preview({
    configFile: CONFIG,
    mode: 'pseudo',
    // Silent: the WebSocket proxy reports every socket a closing browser context resets.
    logLevel: 'silent',
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: true,
      proxy: {
        '/api': { target: stackUrl, changeOrigin: true },
        '/ws': { target: stackUrl.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
        '/_local': { target: stackUrl, changeOrigin: true },
      },
    },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('The pseudo-locale server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  };
}

/**
 * Everything `page` shows a person in words: the document's title, the visible text of the body (with visually
 * hidden text, which screen readers read), and the `aria-label`, `title`, `placeholder` and `alt` of every
 * rendered element, one per line.
 */
export function screenTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')]
      // Rendered, and not hidden from assistive technology (a chart's own labels under aria-hidden).
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) || el.closest('.amplify-visually-hidden'))
      .filter((el) => !el.closest('[aria-hidden="true"]'))
      .flatMap((el) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''));
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
}

/** English month and weekday names and the clock's AM/PM: the pseudo-locale writes dates as English does (LN5). */
const DATE_WORDS =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|AM|PM|am|pm)\b/g;

/**
 * The unconverted words in `text`, a screen's text and accessible labels in `en-XA`: every word of plain ASCII
 * letters left after taking out `names` (user content, the brand, file names) and dates' English words. A
 * pseudo-localized message has no ASCII letter at all (every one is accented, shared/i18n/pseudo.ts), so any
 * plain word left is text no catalogue gave, or an English argument put into a message. Numbers and symbols
 * are not words. Each word comes with what surrounds it, for the failure message.
 */
export function unconvertedIn(text: string, names: ReadonlyArray<string | RegExp>): string[] {
  // Longer names first, so "Entwurf card 1" goes before "Entwurf".
  const strings = names.filter((name): name is string => typeof name === 'string').sort((a, b) => b.length - a.length);
  const patterns = names.filter((name): name is RegExp => name instanceof RegExp);
  const cleaned = patterns
    .reduce(
      (rest, pattern) => rest.replace(new RegExp(pattern.source, 'g'), ' '),
      strings.reduce((rest, name) => rest.split(name).join(' '), text),
    )
    .replace(DATE_WORDS, ' ')
    // "06:13AM": the clock's suffix right after its digits; a number's unit ("1.5 MB", "4h"); the zone's name.
    .replace(/(?<=\d)\s?(AM|PM|am|pm|h|kB|KB|MB|GB|TB|B)\b/g, ' ')
    .replace(/\bUTC\b/g, ' ');
  const found = new Set<string>();
  for (const match of cleaned.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)?/g)) {
    const start = Math.max(0, match.index - 30);
    const around = cleaned.slice(start, match.index + match[0].length + 30).replace(/\s+/g, ' ');
    found.add(`${match[0]}  «${around.trim()}»`);
  }
  return [...found];
}
