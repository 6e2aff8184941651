/**
 * Reading e-mails the app sent from the local SES store (/_local/mail/store), as a person would read
 * their inbox, to follow confirmation, reset and unlock links.
 */
import { baseUrl } from './api';

interface StoredEmail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
  at: number;
}

/** E-mails sent to `to`, oldest first. */
export async function mailTo(to: string): Promise<StoredEmail[]> {
  const store = (await (await fetch(`${baseUrl()}/_local/mail/store`)).json()) as { emails: StoredEmail[] };
  return store.emails.filter((m) => m.destination.to.some((address) => address.includes(to)));
}

/** The link in the newest e-mail to `to` whose subject matches, with the app origin replaced by the test stack's. */
export async function linkFromMail(to: string, subject: RegExp): Promise<URL> {
  const mails = (await mailTo(to)).filter((m) => subject.test(m.subject));
  const latest = mails.at(-1);
  if (!latest) throw new Error(`No e-mail to ${to} matching ${subject}`);
  const href = (latest.body.text ?? '').match(/https?:\/\/\S+/)?.[0];
  if (!href) throw new Error(`No link in "${latest.subject}"`);
  return new URL(href);
}
