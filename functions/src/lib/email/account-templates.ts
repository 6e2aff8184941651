/**
 * The account e-mails (accounts spec §2 confirmation, reset, unlock; §4 inactivity; the welcome), in the
 * account's language (issue 41; decisions LV3). Their `account-email` catalogues load only with this module,
 * so the functions that never send them (approvals, comments, …) do not carry them (issue 39 bundle budget).
 */
import type { Language } from '../../../../shared/i18n/languages';
import enAccountEmail from '../../../../shared/i18n/locales/en/account-email.json';
import esAccountEmail from '../../../../shared/i18n/locales/es/account-email.json';
import deAccountEmail from '../../../../shared/i18n/locales/de/account-email.json';
import frAccountEmail from '../../../../shared/i18n/locales/fr/account-email.json';
import { catalogueText } from '../i18n/messages';
import { brandedEmail, type EmailContent } from './templates';

/** Message `key` of the `account-email` catalogue in `language` (English when a language lacks it). */
const accountEmailText = catalogueText('account-email', {
  en: enAccountEmail,
  es: esAccountEmail,
  de: deAccountEmail,
  fr: frAccountEmail,
});

/** Sent when an account is confirmed, in the account's language (issue 41). */
export function welcomeEmail({ firstName, language }: { firstName: string; language: Language }): EmailContent {
  const m = accountEmailText(language);
  return brandedEmail({
    subject: m('welcome.subject'),
    heading: m('welcome.heading', { name: firstName }),
    paragraphs: [m('welcome.body')],
    action: { label: m('welcome.open'), path: '/' },
  });
}

/** Registration: the link confirms the account (accounts spec §2 /users/confirmation), in the sign-up's language. */
export function confirmationEmail(input: { firstName: string; token: string; language: Language }): EmailContent {
  const m = accountEmailText(input.language);
  return brandedEmail({
    subject: m('confirm.subject'),
    heading: m('confirm.heading', { name: input.firstName }),
    paragraphs: [m('confirm.body')],
    action: {
      label: m('confirm.action'),
      path: `/users/confirmation?confirmation_token=${encodeURIComponent(input.token)}`,
    },
  });
}

/** Forgot password: the link opens the change-password page (accounts spec §2 /users/password/edit). */
export function resetPasswordEmail({ token, language }: { token: string; language: Language }): EmailContent {
  const m = accountEmailText(language);
  return brandedEmail({
    subject: m('reset.subject'),
    heading: m('reset.heading'),
    paragraphs: [m('reset.body'), m('reset.notYou')],
    action: {
      label: m('reset.action'),
      path: `/users/password/edit?reset_password_token=${encodeURIComponent(token)}`,
    },
  });
}

/** Lockout: the link unlocks at once (accounts spec §2 /users/unlock). */
export function unlockEmail({ token, language }: { token: string; language: Language }): EmailContent {
  const m = accountEmailText(language);
  return brandedEmail({
    subject: m('unlock.subject'),
    heading: m('unlock.heading'),
    paragraphs: [m('unlock.body')],
    action: { label: m('unlock.action'), path: `/users/unlock?unlock_token=${encodeURIComponent(token)}` },
  });
}

/** Sent 15 days before an account reaches 6 months without a sign-in and is deleted (accounts spec §4; decisions C4). */
export function inactivityWarningEmail(input: { firstName: string; days: number; language: Language }): EmailContent {
  const m = accountEmailText(input.language);
  return brandedEmail({
    subject: m('inactivity.subject'),
    heading: m('inactivity.heading', { name: input.firstName }),
    paragraphs: [m('inactivity.body'), m('inactivity.when', { days: input.days })],
    action: { label: m('inactivity.action'), path: '/login' },
  });
}
