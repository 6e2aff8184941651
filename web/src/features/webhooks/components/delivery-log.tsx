/**
 * An endpoint's delivery log (issue 29 "A delivery log per endpoint: the last 100 attempts, with event,
 * status code, time taken and the first 2 KB of the response. Admins can redeliver one attempt"): a table
 * of attempts, newest first, each with its status badge (green for 2xx, red otherwise), its time as
 * relative time (date-fns), its response body behind a disclosure, and Redeliver. Refresh refetches.
 */
import { Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { format, formatDistanceToNow, parseISO } from 'date-fns';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeliveries, useRedeliver } from '../api/deliveries';
import type { WebhookDelivery } from '../api/types';
import { deliverySucceeded, responsePreview, statusText } from '../utils/delivery-display';

/** The empty state of a log. */
export const NO_DELIVERIES = 'No deliveries yet';

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  const ok = deliverySucceeded(delivery.status_code);
  return (
    <Badge size="small" variation={ok ? 'success' : 'error'} title={delivery.error ?? undefined} data-testid="delivery-status">
      {statusText(delivery.status_code, delivery.error)}
    </Badge>
  );
}

function ResponseBody({ delivery }: { delivery: WebhookDelivery }) {
  const preview = responsePreview(delivery.response_body);
  if (!preview.text && !delivery.error) return <Text as="span" color="font.tertiary">Empty</Text>;
  return (
    <details className="gl-webhook-response">
      <summary>{delivery.error && !preview.text ? 'Error' : 'Response'}</summary>
      {delivery.error ? <Text fontSize="small" color="font.error">{delivery.error}</Text> : null}
      {preview.text ? (
        <pre data-testid="delivery-response">
          {preview.text}
          {preview.truncated ? '\n…' : ''}
        </pre>
      ) : null}
    </details>
  );
}

function AttemptTime({ delivery }: { delivery: WebhookDelivery }) {
  const time = parseISO(delivery.attempted_at);
  return (
    <time dateTime={delivery.attempted_at} title={format(time, 'MMM d, yyyy hh:mm:ss a')}>
      {formatDistanceToNow(time, { addSuffix: true })}
    </time>
  );
}

/**
 * The log's columns; `redeliver` queues a row's event again, `redelivering` is the row being queued, and
 * `canRedeliver` is false while the endpoint is disabled: it receives nothing, redeliveries included (decisions H6).
 */
function columnsOf(redeliver: (delivery: WebhookDelivery) => void, redelivering: string | undefined, canRedeliver: boolean): DataTableColumn<WebhookDelivery>[] {
  return [
    {
      key: 'event',
      title: 'Event',
      cell: (d) => (
        <>
          <code data-event-id={d.event_id}>{d.event_type}</code>
          {d.redelivery ? (
            // The API's `redelivery` marks every delivery an Owner or Admin asked for: Redeliver, and Send test event.
            <Text as="span" fontSize="xs" color="font.secondary" title="An Owner or Admin asked for this delivery (Send test event or Redeliver)">
              {' '}
              (sent by hand)
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'attempt', title: 'Attempt', className: 'gl-webhook-log__num', cell: (d) => d.attempt },
    { key: 'status', title: 'Status', cell: (d) => <StatusBadge delivery={d} /> },
    { key: 'duration', title: 'Duration', className: 'gl-webhook-log__num', cell: (d) => `${d.duration_ms} ms` },
    { key: 'time', title: 'Time', className: 'gl-webhook-log__time', cell: (d) => <AttemptTime delivery={d} /> },
    { key: 'response', title: 'Response', cell: (d) => <ResponseBody delivery={d} /> },
    {
      key: 'actions',
      title: 'Actions',
      visuallyHidden: true,
      cell: (d) => (
        <Button
          size="small"
          onClick={() => redeliver(d)}
          isDisabled={!canRedeliver}
          isLoading={redelivering === d.id}
          loadingText="Redelivering…"
          aria-label={`Redeliver ${d.event_type} attempt ${d.attempt}`}
        >
          Redeliver
        </Button>
      ),
    },
  ];
}

/** The log of `endpointId`, loaded when shown. */
export function DeliveryLog({ organizationId, endpointId, endpointEnabled }: { organizationId: string; endpointId: string; endpointEnabled: boolean }) {
  const query = useDeliveries(organizationId, endpointId, true);
  const redeliver = useRedeliver(organizationId, endpointId);
  const columns = columnsOf(
    (delivery) => redeliver.mutate(delivery.id, { onSuccess: () => toast.success(`The ${delivery.event_type} event was queued again.`) }),
    redeliver.isPending ? redeliver.variables : undefined,
    endpointEnabled,
  );
  return (
    <section className="gl-webhook-log" aria-label="Delivery log" data-testid="delivery-log">
      <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Text fontWeight="semibold">
          Delivery log{' '}
          <Text as="span" fontSize="small" color="font.secondary" fontWeight="normal">
            (last 100 attempts)
          </Text>
        </Text>
        <Button size="small" onClick={() => void query.refetch()} isLoading={query.isFetching && !query.isPending} loadingText="Refreshing…">
          Refresh
        </Button>
      </Flex>
      <QueryState query={query} errorHeading="The delivery log could not be loaded" placeholders={2}>
        {(deliveries) => (
          <DataTable
            label="Delivery log"
            columns={columns}
            rows={deliveries}
            rowTestId={() => 'delivery-row'}
            testId="delivery-log-table"
            empty={{ title: NO_DELIVERIES, description: 'Send a test event, or wait for the first event this endpoint wants.' }}
            className="gl-webhook-log__table"
          />
        )}
      </QueryState>
    </section>
  );
}
