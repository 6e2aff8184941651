/**
 * The message catalogues as the browser tests of issue 41 read them: a namespace's messages in one
 * language, and the English messages a German screen must not show.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';

/** `shared/i18n/locales/{language}/{namespace}.json`: key → ICU message. */
export const catalogue = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../shared/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** The English messages of `namespace` with no arguments that German words differently: none may show in German. */
export function englishOnlyMessages(namespace: string): string[] {
  const en = catalogue('en', namespace);
  const de = catalogue('de', namespace);
  return Object.entries(en)
    .filter(([key, text]) => !text.includes('{') && text.length > 3 && de[key] !== text)
    .map(([, text]) => text);
}

/** Makes `token`'s user Greta Gruber, who reads German (the profile's `language`, issue 41). */
export async function makeGermanReader(token: string): Promise<void> {
  const { api } = await import('./api');
  const res = await api('PUT', '/api/v1/users/update_detail', {
    token,
    body: { first_name: 'Greta', last_name: 'Gruber', language: 'de' },
  });
  if (res.status !== 200) throw new Error(`Profile update failed: ${JSON.stringify(res.body)}`);
}

/**
 * Every text and accessible label (`aria-label`, `title`, `placeholder`) inside `root`, as one string, with
 * `names` (user content: cards', stages', people's names) taken out so they are not read as English.
 */
export async function textsOf(root: Locator, names: readonly string[]): Promise<string> {
  const text = await root.evaluate((el) => {
    const labels = [...el.querySelectorAll('[aria-label],[title],[placeholder]')].map((n) =>
      ['aria-label', 'title', 'placeholder'].map((name) => n.getAttribute(name) ?? '').join('\n'),
    );
    return `${(el as HTMLElement).innerText}\n${el.getAttribute('aria-label') ?? ''}\n${labels.join('\n')}`;
  });
  return names.reduce((rest, name) => rest.split(name).join(' '), text);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The messages of `english` that `text` shows as whole words. */
export function englishIn(text: string, english: readonly string[]): string[] {
  return english.filter((message) => new RegExp(`(^|\\W)${escapeRe(message)}($|\\W)`).test(text));
}

/**
 * The texts (else `aria-label`s) of the visible elements inside `root` that match `selector` and whose text is
 * wider than their box: German runs ≈ 30 % longer, and a clipped button or tab shows it first (issue 41
 * "nothing clips"). Visually hidden text (a 1 px box for screen readers, Amplify's hidden legends) is not clipped.
 */
export function clippedTextsIn(root: Locator, selector: string): Promise<Array<string | null>> {
  return root.evaluate(
    (el, sel) =>
      [...el.querySelectorAll<HTMLElement>(sel)]
        .filter((n) => n.offsetParent !== null && !n.closest('.amplify-visually-hidden'))
        .filter((n) => n.clientWidth > 1 && n.scrollWidth > n.clientWidth + 1)
        .map((n) => n.innerText || n.getAttribute('aria-label')),
    selector,
  );
}
