/**
 * An endpoint's delivery log (issue 29 "A delivery log per endpoint: the last 100 attempts, with event,
 * status code, time taken and the first 2 KB of the response. Admins can redeliver one attempt"): a table
 * of attempts, newest first, each with its status badge (green for 2xx, red otherwise), its time as
 * relative time (date-fns), its response body behind a disclosure, and Redeliver. Refresh refetches.
 */
import { Badge, Button, Flex, Placeholder, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { format, formatDistanceToNow, parseISO } from 'date-fns';
import { LoadFailure } from '../../../components/ui/load-failure';
import { EmptyState } from '../../../components/ui/empty-state';
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

interface DeliveryRowProps {
  delivery: WebhookDelivery;
  onRedeliver: () => void;
  redelivering: boolean;
  /** False while the endpoint is disabled: it receives nothing, redeliveries included (decisions H6). */
  canRedeliver: boolean;
}

function DeliveryRow({ delivery, onRedeliver, redelivering, canRedeliver }: DeliveryRowProps) {
  const time = parseISO(delivery.attempted_at);
  return (
    <TableRow data-testid="delivery-row" data-event-id={delivery.event_id} data-status={delivery.status_code ?? ''}>
      <TableCell>
        <code>{delivery.event_type}</code>
        {delivery.redelivery ? (
          <Text as="span" fontSize="xs" color="font.secondary">
            {' '}
            (redelivery)
          </Text>
        ) : null}
      </TableCell>
      <TableCell className="gl-report-num">{delivery.attempt}</TableCell>
      <TableCell>
        <StatusBadge delivery={delivery} />
      </TableCell>
      <TableCell className="gl-report-num">{delivery.duration_ms} ms</TableCell>
      <TableCell className="gl-webhook-log__time">
        <time dateTime={delivery.attempted_at} title={format(time, 'MMM d, yyyy hh:mm:ss a')}>
          {formatDistanceToNow(time, { addSuffix: true })}
        </time>
      </TableCell>
      <TableCell>
        <ResponseBody delivery={delivery} />
      </TableCell>
      <TableCell>
        <Button size="small" onClick={onRedeliver} isDisabled={!canRedeliver} isLoading={redelivering} loadingText="Redelivering…" aria-label={`Redeliver ${delivery.event_type} attempt ${delivery.attempt}`}>
          Redeliver
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The log of `endpointId`, loaded when shown. */
export function DeliveryLog({ organizationId, endpointId, endpointEnabled }: { organizationId: string; endpointId: string; endpointEnabled: boolean }) {
  const query = useDeliveries(organizationId, endpointId, true);
  const redeliver = useRedeliver(organizationId, endpointId);
  const refresh = (
    <Button size="small" onClick={() => void query.refetch()} isLoading={query.isFetching && !query.isPending} loadingText="Refreshing…">
      Refresh
    </Button>
  );
  let body;
  if (query.isPending) {
    body = (
      <Flex direction="column" gap="xs" aria-hidden="true">
        <Placeholder size="large" />
        <Placeholder size="large" />
      </Flex>
    );
  } else if (!query.data) {
    body = <LoadFailure error={query.error} heading="The delivery log could not be loaded" onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = <EmptyState compact title={NO_DELIVERIES} testId="deliveries-empty" />;
  } else {
    body = (
      <div className="gl-report-table gl-webhook-log__table">
        <Table size="small" aria-label="Delivery log" data-testid="delivery-log-table">
          <TableHead>
            <TableRow>
              {['Event', 'Attempt', 'Status', 'Duration', 'Time', 'Response'].map((title) => (
                <TableCell as="th" scope="col" key={title}>
                  {title}
                </TableCell>
              ))}
              <TableCell as="th" scope="col">
                <span className="visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                redelivering={redeliver.isPending && redeliver.variables === delivery.id}
                canRedeliver={endpointEnabled}
                onRedeliver={() => redeliver.mutate(delivery.id, { onSuccess: () => toast.success(`The ${delivery.event_type} event was queued again.`) })}
              />
            ))}
          </TableBody>
        </Table>
      </div>
    );
  }
  return (
    <section className="gl-webhook-log" aria-label="Delivery log" data-testid="delivery-log">
      <Flex justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Text fontWeight="semibold">
          Delivery log <Text as="span" fontSize="small" color="font.secondary" fontWeight="normal">(last 100 attempts)</Text>
        </Text>
        {refresh}
      </Flex>
      {body}
    </section>
  );
}
