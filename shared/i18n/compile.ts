/**
 * ICU messages → their parsed form (issue 41 "ICU message syntax"; decisions LN1, LN2), by FormatJS's parser
 * (through intl-messageformat). The web app ships catalogues already parsed, so the browser carries no parser
 * (≈ 9.6 KB gzip with intl-messageformat); the vite plugin (./vite-plugin.ts) and the catalogue test use this.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalogue as stored: flat `key → ICU message`. */
export type Catalogue = Record<string, string>;
/** A catalogue as the browser gets it: flat `key → parsed message`. */
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/**
 * Parses every message of `catalogue` for `locale`.
 * @throws Error naming the key when a message is not valid ICU (an unclosed brace, a plural without `other`…).
 */
export function compileCatalogue(catalogue: Catalogue, locale: string): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${key}: a message must be a string`);
    try {
      compiled[key] = new IntlMessageFormat(message, locale).getAst();
    } catch (error) {
      throw new Error(`${key}: not a valid ICU message (${(error as Error).message})`, { cause: error });
    }
  }
  return compiled;
}
