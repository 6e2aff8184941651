/**
 * An endpoint's delivery log (issue 29 "A delivery log per endpoint … with event, status code, time taken
 * and the first 2 KB of the response. Admins can redeliver one attempt"; issue 35 "group attempts under
 * their event"): a table of the last 100 events, newest first, one row each with the last attempt's status
 * badge (green for 2xx, red otherwise) and time (relative, date-fns), its attempts behind a disclosure
 * (./delivery-attempts.tsx: each with the request as sent and the answer), and Redeliver. Refresh refetches.
 */
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeliveries, useRedeliver } from '../api/deliveries';
import type { WebhookDeliveryEvent } from '../api/types';
import { AttemptTime, DeliveryAttempts, StatusBadge } from './delivery-attempts';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The attempt a redelivery sends again: the event's first (every attempt carries the same event). */
const firstAttemptOf = (event: WebhookDeliveryEvent) => event.attempts[event.attempts.length - 1]!;

/**
 * The log's columns; `redeliver` queues a row's event again, `redelivering` is the attempt being queued, and
 * `canRedeliver` is false while the endpoint is disabled: it receives nothing, redeliveries included (decisions H6).
 */
function columnsOf(
  t: (key: string, values?: Record<string, string | number>) => string,
  organizationId: string,
  endpointId: string,
  redeliver: (event: WebhookDeliveryEvent) => void,
  redelivering: string | undefined,
  canRedeliver: boolean,
): DataTableColumn<WebhookDeliveryEvent>[] {
  return [
    {
      key: 'event',
      title: t('log.event'),
      cell: (e) => (
        <>
          <code data-event-id={e.event_id}>{e.event_type}</code>
          {firstAttemptOf(e).redelivery ? (
            // The first attempt was asked for by an Owner or Admin: a test event.
            <Text as="span" fontSize="xs" color="font.secondary" title={t('log.byHandTitle')}>
              {' '}
              {t('log.byHand')}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      title: t('log.lastStatus'),
      cell: (e) => <StatusBadge statusCode={e.last_status_code} error={e.last_error} />,
    },
    {
      key: 'time',
      title: t('log.lastAttempt'),
      className: 'gl-webhook-log__time',
      cell: (e) => <AttemptTime at={e.last_attempt_at} />,
    },
    {
      key: 'attempts',
      title: t('log.attempts'),
      cell: (e) => <DeliveryAttempts organizationId={organizationId} endpointId={endpointId} event={e} />,
    },
    {
      key: 'actions',
      title: t('log.actions'),
      visuallyHidden: true,
      cell: (e) => (
        <Button
          size="small"
          onClick={() => redeliver(e)}
          isDisabled={!canRedeliver}
          isLoading={redelivering === firstAttemptOf(e).id}
          loadingText={t('log.redelivering')}
          aria-label={t('log.redeliverLabel', { type: e.event_type })}
        >
          {t('log.redeliver')}
        </Button>
      ),
    },
  ];
}

/** The log of `endpointId`, loaded when shown. */
export function DeliveryLog({
  organizationId,
  endpointId,
  endpointEnabled,
}: {
  organizationId: string;
  endpointId: string;
  endpointEnabled: boolean;
}) {
  const { t } = useTranslation('webhooks');
  const query = useDeliveries(organizationId, endpointId, true);
  const redeliver = useRedeliver(organizationId, endpointId);
  const columns = columnsOf(
    t,
    organizationId,
    endpointId,
    (event) =>
      redeliver.mutate(firstAttemptOf(event).id, {
        onSuccess: () => toast.success(t('log.requeued', { type: event.event_type })),
      }),
    redeliver.isPending ? redeliver.variables : undefined,
    endpointEnabled,
  );
  return (
    <section className="gl-webhook-log" aria-label={t('log.title')} data-testid="delivery-log">
      <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Text fontWeight="semibold">
          {t('log.title')}{' '}
          <Text as="span" fontSize="small" color="font.secondary" fontWeight="normal">
            {t('log.last100')}
          </Text>
        </Text>
        <Button
          size="small"
          onClick={() => void query.refetch()}
          isLoading={query.isFetching && !query.isPending}
          loadingText={t('log.refreshing')}
        >
          {t('log.refresh')}
        </Button>
      </Flex>
      <QueryState query={query} errorHeading={t('log.loadFailed')} placeholders={2}>
        {(events) => (
          <DataTable
            label={t('log.title')}
            columns={columns}
            rows={events}
            rowTestId={() => 'delivery-row'}
            testId="delivery-log-table"
            empty={{
              title: t('log.empty'),
              description: t('log.emptyHint'),
            }}
            className="gl-webhook-log__table"
          />
        )}
      </QueryState>
    </section>
  );
}
