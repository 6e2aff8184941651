/**
 * The frame of the Terms and Privacy pages (accounts spec §2 "Terms and Privacy pages", public routes
 * /terms and /privacy): a slim header with the wordmark and the other legal page, and a readable article.
 * The frame speaks the reader's language; the document's text is English, its binding version, and says
 * so in the reader's language (issue 41; decisions MB4).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LegalLinks } from '../../../components/layouts/legal-links';
import { intlLocale } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LEGAL_FACTS } from '../utils/legal-facts';
import './accounts.css';

interface LegalPageProps {
  /** Which document: its heading comes from the `auth` catalogue. */
  document: 'terms' | 'privacy';
  /** The document's text, in English (the binding version). */
  children: ReactNode;
}

/** The product's name, the same in every language. */
const PRODUCT = 'Greenlight';

const TITLE_KEYS = { terms: 'legal.terms', privacy: 'legal.privacy' } as const;

/** The effective date: the spec's "July 14, 2025" in English, the reader's long date otherwise. */
function effectiveDate(language: string): string {
  if (language === 'en') return LEGAL_FACTS.effectiveDateText;
  const day = new Date(`${LEGAL_FACTS.effectiveDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** Header, title with the effective date, the note on the English text, and the document body. */
export function LegalPage({ document, children }: LegalPageProps) {
  const { t, language } = useTranslation('auth');
  return (
    <div className="gl-legal">
      <header className="gl-legal__header">
        <Link to={paths.home.getHref()} className="gl-wordmark" aria-label={t('legal.home')}>
          <span className="gl-wordmark__dot" aria-hidden="true" />
          <span>{PRODUCT}</span>
        </Link>
        <LegalLinks />
      </header>
      <main>
        <article className="gl-legal__article">
          <h1>{t(TITLE_KEYS[document])}</h1>
          <p className="gl-legal__meta">
            {t('legal.effective')} <time dateTime={LEGAL_FACTS.effectiveDate}>{effectiveDate(language)}</time>
          </p>
          {language === 'en' ? null : <p className="gl-legal__meta">{t('legal.bindingEnglish')}</p>}
          <div lang="en">{children}</div>
        </article>
      </main>
    </div>
  );
}
