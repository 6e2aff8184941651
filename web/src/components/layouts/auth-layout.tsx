/**
 * The frame of every public auth page (accounts spec §2 "Public routes (no sidebar)": /login, /register,
 * /password/new, /users/password/edit, /confirmation/resend, /users/confirmation, /users/unlock,
 * /users/unlock/request): the product pitch beside a card holding the page's heading and form, and a
 * footer linking Terms and Privacy (§2, §9) beside the Language select (issue 41; decisions MB3).
 */
import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import '../../lib/i18n/auth-english-messages';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AuthLanguageSelect } from './auth-language-select';
import { LegalLinks } from './legal-links';

interface AuthLayoutProps {
  /** The page's h1, e.g. "Log In" or "Create Account", in the reader's language. */
  title: string;
  children: ReactNode;
}

/** The product's name, the same in every language. */
const PRODUCT = 'Greenlight';

/** Pitch panel, a card with the page's heading and content, and the legal links. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="gl-auth">
      <section className="gl-auth__pitch" aria-labelledby="pitch-heading">
        <Heading level={2} id="pitch-heading" fontSize="xxl" fontWeight="bold">
          {PRODUCT}
        </Heading>
        <Text fontSize="large">{t('pitch.tagline')}</Text>
        <ul>
          <li>{t('pitch.free')}</li>
          <li>{t('pitch.allIncluded')}</li>
          <li>{t('pitch.unlimited')}</li>
        </ul>
        <Text>{t('pitch.features')}</Text>
      </section>
      <main className="gl-auth__panel">
        <Flex direction="column" alignItems="center" gap="medium" width="100%">
          <Card className="gl-auth__card" variation="elevated" padding="large">
            <Flex direction="column" gap="large">
              <Heading level={1} fontSize="xl" fontWeight="semibold">
                {title}
              </Heading>
              {children}
            </Flex>
          </Card>
          <LegalLinks />
          <AuthLanguageSelect />
        </Flex>
      </main>
    </div>
  );
}
