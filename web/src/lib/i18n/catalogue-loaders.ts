/**
 * Where the web app's catalogues come from (issue 41; decisions LN2): one lazy chunk per language and
 * namespace, `shared/i18n/locales/{language}/{namespace}.json`, parsed at build time by
 * shared/i18n/vite-plugin.ts. The server's namespaces (`email`, `account-email`, `organization-email`, `errors`, `notices`, `review-report`) are left out: the API answers in
 * the caller's language itself. `en-XA` (development and pseudo builds only) is generated from English.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A parsed catalogue: key → message. */
export type ParsedCatalogue = Record<string, MessageFormatElement[]>;
type Loader = () => Promise<ParsedCatalogue>;

// English `common`, `board`, `card`, `workspace`, `approvals`, `checklists`, `header`, `header-menus`,
// `notifications`, `time-tracking`, `comments`, `contents` and `chat` are bundled with their code instead (decisions
// LN14, LQ1, LR1, LR5, LT1, LU7, MC3: provideCatalogues in lib/i18n/i18n-store.ts,
// features/{board,card,workspaces,approvals,checklists,notifications,time-tracking,comments,contents,chat}/
// english-messages.ts, components/layouts/header-english-messages.ts, header-menus-english-messages.ts and
// components/ui/approval-badge-english-messages.ts; the shared components' `ui-*` namespaces, MC2, with
// components/ui/*english-messages.ts); a lazy chunk would be a file of its own.
const catalogues = import.meta.glob<ParsedCatalogue>(
  [
    '../../../../shared/i18n/locales/*/*.json',
    '!../../../../shared/i18n/locales/*/email.json',
    '!../../../../shared/i18n/locales/*/errors.json',
    '!../../../../shared/i18n/locales/*/notices.json',
    '!../../../../shared/i18n/locales/*/account-email.json',
    '!../../../../shared/i18n/locales/*/review-report.json',
    '!../../../../shared/i18n/locales/*/organization-email.json',
    '!../../../../shared/i18n/locales/en/common.json',
    '!../../../../shared/i18n/locales/en/board.json',
    '!../../../../shared/i18n/locales/en/card.json',
    '!../../../../shared/i18n/locales/en/workspace.json',
    '!../../../../shared/i18n/locales/en/approvals.json',
    '!../../../../shared/i18n/locales/en/checklists.json',
    '!../../../../shared/i18n/locales/en/header.json',
    '!../../../../shared/i18n/locales/en/header-menus.json',
    '!../../../../shared/i18n/locales/en/notifications.json',
    '!../../../../shared/i18n/locales/en/time-tracking.json',
    '!../../../../shared/i18n/locales/en/comments.json',
    '!../../../../shared/i18n/locales/en/contents.json',
    // Bundled with the signed-out pages (lib/i18n/auth-english-messages.ts; decisions MB1).
    '!../../../../shared/i18n/locales/en/auth.json',
    '!../../../../shared/i18n/locales/en/chat.json',
    '!../../../../shared/i18n/locales/en/ui.json',
  ],
  { import: 'default' },
);
// Only development and `--mode pseudo` builds carry the pseudo-locale (PSEUDO_BUILD's condition, written out: a
// constant, so the shipped build drops it).
// The server-only exclusions repeat the list above: `import.meta.glob` accepts only literal patterns.
const pseudo: Record<string, Loader> =
  import.meta.env.DEV || import.meta.env.MODE === 'pseudo'
    ? import.meta.glob<ParsedCatalogue>(
        [
          '../../../../shared/i18n/locales/en/*.json',
          '!../../../../shared/i18n/locales/*/email.json',
          '!../../../../shared/i18n/locales/*/errors.json',
          '!../../../../shared/i18n/locales/*/notices.json',
          '!../../../../shared/i18n/locales/*/account-email.json',
          '!../../../../shared/i18n/locales/*/review-report.json',
          '!../../../../shared/i18n/locales/*/organization-email.json',
        ],
        {
          import: 'default',
          query: '?pseudo',
        },
      )
    : {};

/** The loader of `namespace` in `language`, or undefined when there is no such catalogue. */
export function catalogueLoader(language: string, namespace: string): Loader | undefined {
  if (language === 'en-XA') return pseudo[`../../../../shared/i18n/locales/en/${namespace}.json`];
  return catalogues[`../../../../shared/i18n/locales/${language}/${namespace}.json`];
}
