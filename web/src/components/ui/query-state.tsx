/**
 * The loading and failed states of a page section that shows one query (issue 30: the same placeholder
 * and retry alert were written in every table page): placeholders while pending, LoadFailure with
 * "Try again" when it failed without data, else `children(data)`.
 */
import type { ReactNode } from 'react';
import { Flex, Placeholder } from '@aws-amplify/ui-react';
import { LoadFailure } from './load-failure';

/** The part of a TanStack Query result this needs. */
export interface QueryLike<Data> {
  isPending: boolean;
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Heading of the failure alert, e.g. "The users could not be loaded". */
  errorHeading: string;
  /** How many placeholder bars show while loading. */
  placeholders?: number;
  children: (data: Data) => ReactNode;
}

/** Placeholders, the failure alert, or the loaded content. */
export function QueryState<Data>({ query, errorHeading, placeholders = 3, children }: QueryStateProps<Data>) {
  if (query.isPending) {
    return (
      <Flex direction="column" gap="small" aria-hidden="true">
        {Array.from({ length: placeholders }, (_, index) => (
          <Placeholder key={index} size="large" />
        ))}
      </Flex>
    );
  }
  if (query.data === undefined)
    return <LoadFailure error={query.error} heading={errorHeading} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
