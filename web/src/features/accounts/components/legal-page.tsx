/**
 * The frame of the Terms and Privacy pages (accounts spec §2 "Terms and Privacy pages", public routes
 * /terms and /privacy): a slim header with the wordmark and the other legal page, and a readable article.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LegalLinks } from '../../../components/layouts/legal-links';
import { LEGAL_FACTS } from '../utils/legal-facts';
import './accounts.css';

interface LegalPageProps {
  title: string;
  children: ReactNode;
}

/** Header, title with the effective date, and the document body. */
export function LegalPage({ title, children }: LegalPageProps) {
  return (
    <div className="gl-legal">
      <header className="gl-legal__header">
        <Link to={paths.home.getHref()} className="gl-wordmark" aria-label="Greenlight home">
          <span className="gl-wordmark__dot" aria-hidden="true" />
          <span>Greenlight</span>
        </Link>
        <LegalLinks />
      </header>
      <main>
        <article className="gl-legal__article">
          <h1>{title}</h1>
          <p className="gl-legal__meta">
            Effective date: <time dateTime={LEGAL_FACTS.effectiveDate}>{LEGAL_FACTS.effectiveDateText}</time>
          </p>
          {children}
        </article>
      </main>
    </div>
  );
}
