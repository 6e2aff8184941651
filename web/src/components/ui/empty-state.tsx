/**
 * An empty state: a title, an optional hint and an optional action (accounts spec §1 and §8 empty states,
 * e.g. "Welcome to your new organization." / "Create your first workspace.", "No Queue").
 */
import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Compact variant for a board column. */
  compact?: boolean;
  testId?: string;
}

/** Centred message for a list or page with nothing in it yet. */
export function EmptyState({ title, description, action, compact = false, testId }: EmptyStateProps) {
  return (
    <Flex
      direction="column"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      gap="xs"
      padding={compact ? 'small' : { base: 'large', medium: 'xxl' }}
      className={compact ? 'gl-empty gl-empty--compact' : 'gl-empty'}
      data-testid={testId}
    >
      {compact ? (
        <Text color="font.tertiary" fontSize="small">
          {title}
        </Text>
      ) : (
        // Smaller on phones, where the page title above already takes the room.
        <Heading level={3} fontSize={{ base: 'large', medium: 'xl' }}>
          {title}
        </Heading>
      )}
      {description ? <Text color="font.secondary">{description}</Text> : null}
      {action}
    </Flex>
  );
}
