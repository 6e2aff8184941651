/**
 * The friendly "something went wrong" panel shown by error boundaries and the router's error element
 * (issue 2 "Web": an error boundary). Offers a retry and a way home.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';

interface ErrorFallbackProps {
  error?: unknown;
  onRetry: () => void;
}

/** A chunk that failed to load (after a deploy, or offline) is best fixed by reloading the page. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Shows what happened in plain words, with "Try again" and "Go to home". */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  return (
    <Flex justifyContent="center" padding="large" role="alert">
      <Card variation="outlined" maxWidth="32rem" width="100%">
        <Flex direction="column" gap="small">
          <Heading level={2} fontSize="xl" fontWeight="semibold">
            {t('crash.heading')}
          </Heading>
          <Text>{t(chunk ? 'crash.chunk' : 'crash.page')}</Text>
          <Flex gap="small" wrap="wrap">
            <Button variation="primary" onClick={chunk ? () => window.location.reload() : onRetry}>
              {t('action.tryAgain')}
            </Button>
            <Button onClick={() => window.location.assign('/')}>{t('crash.home')}</Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
