/**
 * E-mails to an organization's Owner and Admins, in the recipient's language (issue 41 "the e-mails (subject
 * and body)"): the export that is ready (issue 40 "Export and import") and the webhook endpoint that was
 * disabled after failing for 24 hours (issue 29; decisions H21). English is the text they had before.
 */
import type { Language } from '../../../../shared/i18n/languages';
import enOrganizationEmail from '../../../../shared/i18n/locales/en/organization-email.json';
import esOrganizationEmail from '../../../../shared/i18n/locales/es/organization-email.json';
import deOrganizationEmail from '../../../../shared/i18n/locales/de/organization-email.json';
import frOrganizationEmail from '../../../../shared/i18n/locales/fr/organization-email.json';
import { catalogueText } from '../i18n/messages';
import { brandedEmail, type EmailContent } from './templates';

/** The `organization-email` catalogue: only the functions that send these e-mails carry it (issue 39 budgets). */
const organizationEmailText = catalogueText('organization-email', {
  en: enOrganizationEmail,
  es: esOrganizationEmail,
  de: deOrganizationEmail,
  fr: frOrganizationEmail,
});

/** The Owner's "your export is ready" e-mail; `organizationName` may be unknown (an export of a deleted name). */
export function exportReadyEmail(input: {
  organizationName: string | undefined;
  downloadPath: string;
  language: Language;
}): EmailContent {
  const m = organizationEmailText(input.language);
  const organization = input.organizationName ?? m('exportReady.unnamed');
  return brandedEmail({
    subject: m('exportReady.subject', { organization }),
    heading: m('exportReady.heading'),
    paragraphs: [m('exportReady.body', { organization })],
    action: { label: m('exportReady.download'), path: input.downloadPath },
  });
}

/** The e-mail each Owner and Admin receives when the endpoint at `url` was disabled. */
export function endpointDisabledEmail(input: { url: string; webhooksPath: string; language: Language }): EmailContent {
  const m = organizationEmailText(input.language);
  return brandedEmail({
    subject: m('webhookDisabled.subject'),
    heading: m('webhookDisabled.subject'),
    paragraphs: [m('webhookDisabled.body', { url: input.url }), m('webhookDisabled.next')],
    action: { label: m('webhookDisabled.open'), path: input.webhooksPath },
  });
}
