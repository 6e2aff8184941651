// Lint for the whole repository (issue 2 §7: 0 warnings). typescript-eslint's recommended rules for all
// TypeScript, React hooks rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/**
 * The web app's folders and files whose every string a person reads comes from the catalogues (issue 41;
 * decisions LN6). Add a screen's folder here when it is converted: the rule then refuses literal text in its
 * JSX and in the attributes people read (labels, aria-labels, placeholders, titles, alt text).
 */
const I18N_CONVERTED = [
  'web/src/review-main.tsx',
  'web/src/features/review-link/**/*.tsx',
  'web/src/components/ui/page-loader.tsx',
  'web/src/components/ui/retry-alert.tsx',
  'web/src/components/ui/device-language-select.tsx',
  'web/src/features/accounts/components/language-select.tsx',
  'web/src/features/proofing/**/*.tsx',
  'web/src/features/calendar/**/*.tsx',
  // Issue 41, branch i18n-board: the board's components (list-view, new-card-form, stages settings not yet).
  'web/src/features/board/components/add-card-form.tsx',
  'web/src/features/board/components/add-stage-form.tsx',
  'web/src/features/board/components/board-card.tsx',
  'web/src/features/board/components/board-column.tsx',
  'web/src/features/board/components/board-view.tsx',
  'web/src/features/board/components/card-preview.tsx',
  'web/src/features/board/components/create-stage-dialog.tsx',
  'web/src/features/board/components/delete-stage-dialog.tsx',
  'web/src/features/board/components/due-date.tsx',
  'web/src/features/board/components/grip-icon.tsx',
  'web/src/features/board/components/open-pins-count.tsx',
  'web/src/features/board/components/refreshed-indicator.tsx',
  'web/src/features/board/components/repeat-link.tsx',
  'web/src/features/board/components/sorted-stage-cards.tsx',
  'web/src/features/board/components/stage-count.tsx',
  'web/src/features/board/components/stage-menu.tsx',
  'web/src/features/board/components/subtask-count.tsx',
  'web/src/features/board/components/unread-comments-count.tsx',
  // The card popup's header and contents placeholder (the rest of web/src/features/card not yet).
  'web/src/features/card/components/archived-badge.tsx',
  'web/src/features/card/components/minimize-button.tsx',
  'web/src/features/card/components/complete-toggle.tsx',
  'web/src/features/card/components/card-title.tsx',
  'web/src/features/card/components/contents-placeholder.tsx',
  // Issue 41, branch i18n-shell: the organization home's workspace list and the workspace top bar.
  'web/src/features/workspaces/components/workspace-grid.tsx',
  'web/src/features/workspaces/components/workspace-card.tsx',
  'web/src/features/workspaces/components/create-workspace-form.tsx',
  'web/src/features/workspaces/components/import-trello-button.tsx',
  'web/src/features/workspaces/components/workspace-top-bar.tsx',
  'web/src/features/workspaces/components/search-box.tsx',
  'web/src/features/workspaces/components/workspace-options-menu.tsx',
  'web/src/features/workspaces/components/storage-usage.tsx',
  'web/src/features/workspaces/components/workspace-bottom-nav.tsx',
  'web/src/features/workspaces/components/workspace-switcher.tsx',
  // Issue 41, branch i18n-card: the details sidebar and the description.
  'web/src/features/card/components/details/*.tsx',
  'web/src/features/card/components/description/description-section.tsx',
  'web/src/features/card/components/settings/*.tsx',
  'web/src/features/card/components/copy/*.tsx',
  'web/src/features/card/components/card-popup-layout.tsx',
  'web/src/features/card/components/comments-column.tsx',
  'web/src/components/ui/dialog/confirm-dialog.tsx',
  // Issue 41, branch i18n-popup-parts (decisions LQ1): the card popup's approvals and checklists.
  'web/src/features/approvals/**/*.tsx',
  'web/src/features/checklists/**/*.tsx',
  // Issue 41, branch i18n-reports: the report pages, the notifications (bell, panel, filters, list) and the app header.
  'web/src/features/reports/components/*.tsx',
  'web/src/app/routes/time-report.tsx',
  'web/src/app/routes/approval-analytics.tsx',
  'web/src/app/routes/report-access-gate.tsx',
  'web/src/features/notifications/components/*.tsx',
  'web/src/components/layouts/app-shell.tsx',
  'web/src/components/ui/header-links/*.tsx',
  'web/src/features/time-tracking/components/*.tsx',
  'web/src/app/app-sidebar.tsx',
  'web/src/components/ui/mode-tabs.tsx',
  // Issue 41, branch i18n-comments (decisions LT1–LT4): the comment tabs, composer and annotation thread, and
  // the shared approval badge and inline edit.
  'web/src/features/comments/**/*.tsx',
  'web/src/components/ui/approval-badge.tsx',
  'web/src/components/ui/inline-edit.tsx',
  'web/src/components/ui/toast/toast-stack.tsx',
  // Issue 41, branch i18n-chrome (decisions LU1–LU2): the header's menus and links, the Notifications page.
  'web/src/features/organizations/components/organization-dropdown.tsx',
  'web/src/features/auth/components/profile-menu.tsx',
  'web/src/features/recycle-bin/components/recycle-bin-link.tsx',
  'web/src/app/routes/notifications.tsx',
  // The card's Repeat dialog and the description editor (decisions LU5, LU6).
  'web/src/features/card/components/recurrence/*.tsx',
  'web/src/features/card/components/description/*.tsx',
  // The card's contents area (decisions LU7; its section frame, branch i18n-contents, LW1).
  'web/src/features/contents/**/*.tsx',
  // Issue 41, branch i18n-accounts (decisions MB1–MB6): accounts, sign-in and organization pages. The
  // Terms and Privacy texts stay English, their binding version (MB4): their files are left out.
  'web/src/features/accounts/components/api-key-form.tsx',
  'web/src/features/accounts/components/api-keys-section.tsx',
  'web/src/features/accounts/components/calendar-feed-section.tsx',
  'web/src/features/accounts/components/delete-account-section.tsx',
  'web/src/features/accounts/components/edit-password-form.tsx',
  'web/src/features/accounts/components/edit-profile-dialog.tsx',
  'web/src/features/accounts/components/edit-profile-form.tsx',
  'web/src/features/accounts/components/email-request-form.tsx',
  'web/src/features/accounts/components/legal-page.tsx',
  'web/src/features/accounts/components/notification-ring-toggle.tsx',
  'web/src/features/accounts/components/profile-view.tsx',
  'web/src/features/accounts/components/register-form.tsx',
  'web/src/features/accounts/components/reset-password-form.tsx',
  'web/src/features/accounts/components/token-status.tsx',
  'web/src/features/auth/components/*.tsx',
  'web/src/features/organizations/components/add-business-form.tsx',
  'web/src/features/organizations/components/dashboard-cards.tsx',
  'web/src/features/organizations/components/delete-organization-button.tsx',
  'web/src/features/organizations/components/organization-name-editor.tsx',
  // Issue 41, branch i18n-pseudo (decisions PS3): the sidebar's organization sections.
  'web/src/features/organizations/components/organizations-sidebar.tsx',
  'web/src/features/org-transfers/components/transfer-page.tsx',
  'web/src/app/routes/{login,register,forgot-password,reset-password,confirm-email,unlock-account}.tsx',
  'web/src/app/routes/{request-unlock,resend-confirmation,auth-callback,accept-invitation,decline-invitation}.tsx',
  'web/src/app/routes/{account-edit,dashboard,organization-home,permission}.tsx',
  'web/src/components/layouts/{auth-layout,auth-language-select,legal-links}.tsx',
  // Issue 41, branch i18n-settings (decisions MA1–MA6): the workspace settings pages (users, labels, rules,
  // webhooks, recycle bin), the activity feed and their routes.
  'web/src/features/collaborators/**/*.tsx',
  'web/src/features/labels/**/*.tsx',
  'web/src/features/rules/**/*.tsx',
  'web/src/features/webhooks/**/*.tsx',
  'web/src/features/recycle-bin/**/*.tsx',
  'web/src/features/activity/**/*.tsx',
  'web/src/app/routes/workspace-collaborators.tsx',
  'web/src/app/routes/workspace-labels.tsx',
  'web/src/app/routes/workspace-rules.tsx',
  'web/src/app/routes/workspace-subpage.tsx',
  'web/src/app/routes/workspace-archived.tsx',
  'web/src/app/routes/recycle-bin.tsx',
  'web/src/app/routes/admin-webhooks.tsx',
  // Issue 41, branch i18n-rest (decisions MC1–): the board's and card popup's leftovers, shared UI, chat, admin.
  'web/src/features/board/components/list-view.tsx',
  'web/src/features/board/components/new-card-form.tsx',
  'web/src/features/board/components/stage-rule-cell.tsx',
  'web/src/features/board/components/stages-settings.tsx',
  'web/src/features/card/components/archived-cards.tsx',
  'web/src/features/card/components/card-popup-draft.tsx',
  'web/src/features/card/components/card-popup.tsx',
  'web/src/features/card/components/checklists-slot.tsx',
  'web/src/app/routes/new-card.tsx',
  'web/src/app/routes/workspace.tsx',
  'web/src/app/routes/workspace-stages.tsx',
  'web/src/app/proofing-host.tsx',
  'web/src/components/ui/data-table/*.tsx',
  // Shared UI (common catalogue).
  'web/src/components/ui/avatar-stack.tsx',
  'web/src/components/ui/copy-field.tsx',
  'web/src/components/ui/crop-picture-dialog.tsx',
  'web/src/components/ui/due-tag.tsx',
  'web/src/components/ui/error-fallback.tsx',
  'web/src/components/ui/invalid-stage/*.tsx',
  'web/src/components/ui/label-chip.tsx',
  'web/src/components/ui/load-failure.tsx',
  'web/src/components/ui/no-search-match.tsx',
  'web/src/components/ui/picture-picker.tsx',
  'web/src/components/ui/role-menu.tsx',
  'web/src/components/ui/role-picker.tsx',
  'web/src/components/ui/scroll-hint.tsx',
  'web/src/components/ui/seats-available.tsx',
  'web/src/components/ui/stopwatch.tsx',
  'web/src/components/ui/form-actions.tsx',
  'web/src/app/routes/workspace-archived.tsx',
  'web/src/features/card/components/minimized-dock.tsx',
  // The workspace chat (chat namespace, English bundled: decisions MC3).
  'web/src/features/chat/**/*.tsx',
  // The admin users, board stages and export pages (admin namespace, lazy; the add/edit user forms not yet).
  'web/src/app/routes/admin-users.tsx',
  'web/src/app/routes/admin-board-stages.tsx',
  'web/src/app/routes/admin-export.tsx',
  'web/src/app/routes/admin-only.tsx',
  'web/src/features/admin/components/users-table.tsx',
  'web/src/features/admin/components/board-stages.tsx',
  'web/src/features/admin/components/create-board-stage-dialog.tsx',
  'web/src/features/admin/components/admin-header-links.tsx',
  // Issue 41 (lead, decisions LV10): the admin's Add User / Add Multiple Users and Edit user pages.
  'web/src/features/admin/components/*.tsx',
  'web/src/app/routes/admin-user-new.tsx',
  'web/src/app/routes/admin-user-edit.tsx',
];

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'web/dist-pseudo', 'cdk.out', '.local', 'coverage', '.build'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Schemas are written with zod/mini, configured once in shared/schemas/zod.ts (decisions I19): classic
      // zod cannot be tree-shaken (~95 KB in every Lambda), and mini without that module's English
      // locale answers "Invalid input" for every default message.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$',
              allowTypeImports: false,
              message:
                'Import `* as z` from shared/schemas/zod (zod/mini with its English messages), not from zod itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's ground floor (issue 36): functions/src/lib depends on nothing above it, so handlers →
    // services → data → lib stays a one-way street. (Repeats the zod rule: a later block replaces the option.)
    files: ['functions/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$',
              allowTypeImports: false,
              message:
                'Import `* as z` from shared/schemas/zod (zod/mini with its English messages), not from zod itself.',
            },
            {
              regex: '^(\\.\\./)+(data|services|handlers)(/|$)',
              message:
                'functions/src/lib is the ground floor: it imports nothing from data/, services/ or handlers/. Move what it needs down, or move the module up.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/schemas/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: I18N_CONVERTED,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          // Text in JSX (a literal child or `{'…'}`, templates too) and the attributes below, nothing else.
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: [
              'aria-label',
              'ariaLabel',
              'label',
              'placeholder',
              'title',
              'alt',
              'loadingText',
              'descriptiveText',
            ],
          },
          // Symbols, numbers and punctuation alone are not words ("−", "+", "·", "100 %", a close button's "✕").
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s−·•…×✕]+'] },
        },
      ],
    },
  },
  // The web app calls the API only through the typed client (web/src/lib/api-client.ts; issue 36): a path is
  // the OpenAPI document's template, the first argument of apiClient.GET/POST/…, never a string built by hand.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api/schema.d.ts', 'web/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\/v1\\//]',
          message:
            'Call the API through apiClient with the OpenAPI path template and params.path (issue 36), not a path built by hand.',
        },
        {
          selector:
            'Literal[value=/^\\/api\\/v1\\//]:not(CallExpression[callee.object.name=/^(apiClient|bareClient|reviewClient|anonymousReviewClient)$/] > Literal)',
          message: 'Call the API through apiClient with the OpenAPI path template (issue 36), not a hand-written path.',
        },
      ],
    },
  },
);
