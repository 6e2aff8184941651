/**
 * A titled section of a page (issue 30 "one way to build each thing"): a `section` named by its h2, with
 * an optional count beside the heading (the collaborators page's Members and Invited), then its content.
 * Used by the collaborators and permissions pages.
 */
import { useId, type ReactNode } from 'react';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';

interface PageSectionProps {
  /** The h2, also the section's accessible name. */
  title: string;
  /** Shown beside the title, e.g. how many rows the section lists. */
  count?: number;
  children: ReactNode;
}

/** The section, its heading (and count) and its content in a column. */
export function PageSection({ title, count, children }: PageSectionProps) {
  const headingId = useId();
  const heading = (
    <Heading level={2} fontSize="large" fontWeight="semibold" id={headingId}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="small">
        {count === undefined ? (
          heading
        ) : (
          <Flex alignItems="baseline" gap="small" wrap="wrap">
            {heading}
            <Text color="font.tertiary">{count}</Text>
          </Flex>
        )}
        {children}
      </Flex>
    </section>
  );
}
