/**
 * The frame of every public auth page (accounts spec §2 "Public routes (no sidebar)": /login, /register,
 * /password/new, /users/password/edit, /confirmation/resend, /users/confirmation, /users/unlock,
 * /users/unlock/request): the product pitch beside a card holding the page's heading and form, and a
 * footer linking Terms and Privacy (§2, §9).
 */
import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { LegalLinks } from './legal-links';

interface AuthLayoutProps {
  /** The page's h1, e.g. "Log In" or "Create Account". */
  title: string;
  children: ReactNode;
}

/** Pitch panel, a card with the page's heading and content, and the legal links. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <div className="gl-auth">
      <section className="gl-auth__pitch" aria-labelledby="pitch-heading">
        <Heading level={2} id="pitch-heading" fontSize="xxl" fontWeight="bold">
          Greenlight
        </Heading>
        <Text fontSize="large">Upload, approve, up next.</Text>
        <ul>
          <li>Free forever account, no credit card needed</li>
          <li>All functionality included</li>
          <li>Unlimited stages, cards and user invites</li>
        </ul>
        <Text>Workspaces · List View · Board View · Calendar View · Approval · Timestamp · Revision Count</Text>
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
        </Flex>
      </main>
    </div>
  );
}
