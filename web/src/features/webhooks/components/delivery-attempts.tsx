/**
 * The attempts of one event in the delivery log (issue 35 "group attempts under their event, and let an
 * admin see the request body and headers that were sent"): a disclosure listing the attempts newest first,
 * each with its status, duration and time, and its own disclosure that loads the attempt
 * (`GET …/deliveries/{delivery_id}`) and shows the request as sent (URL, headers, body) and the answer.
 */
import { useState } from 'react';
import { Badge, Loader, Text } from '@aws-amplify/ui-react';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { currentDateLocale } from '../../../lib/i18n/i18n-store';
import { formatDateTime } from '../../../lib/i18n/format';
import { LoadFailure } from '../../../components/ui/load-failure';
import { useDelivery } from '../api/get-delivery';
import type { WebhookAttemptSummary, WebhookDeliveryDetail, WebhookDeliveryEvent } from '../api/types';
import { deliverySucceeded, prettyBody, responsePreview, statusText } from '../utils/delivery-display';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The HTTP method every delivery uses (a protocol word, not translated). */
const METHOD = 'POST';

/** A green (2xx) or red badge of an answer's status, or of none. */
export function StatusBadge({ statusCode, error }: { statusCode: number | null; error: string | null }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge
      size="small"
      variation={deliverySucceeded(statusCode) ? 'success' : 'error'}
      title={error ?? undefined}
      data-testid="delivery-status"
    >
      {statusText(statusCode, error, t('attempt.noAnswer'))}
    </Badge>
  );
}

/** An instant as relative time, with the full time on hover (lib/i18n/format; date-fns' locale). */
export function AttemptTime({ at }: { at: string }) {
  const time = parseISO(at);
  return (
    <time dateTime={at} title={formatDateTime(time)}>
      {formatDistanceToNow(time, { addSuffix: true, locale: currentDateLocale() })}
    </time>
  );
}

/** A block that may scroll: a named region a keyboard can reach and scroll (WCAG 2.1.1); `label` is the reader's. */
const scrollable = (label: string) => ({ role: 'region', 'aria-label': label, tabIndex: 0 });

/** The request as sent and the answer of one loaded attempt. */
function SentAndReceived({ delivery }: { delivery: WebhookDeliveryDetail }) {
  const { t } = useTranslation('webhooks');
  const response = responsePreview(delivery.response_body);
  const headers = Object.entries(delivery.request.headers);
  return (
    <div className="gl-webhook-attempt__detail">
      <Text fontSize="small" fontWeight="semibold">
        {t('attempt.request')}
      </Text>
      {delivery.request.url ? (
        <code className="gl-webhook-attempt__url" data-testid="delivery-request-url">
          {METHOD} {delivery.request.url}
        </code>
      ) : null}
      {headers.length ? (
        <pre data-testid="delivery-request-headers" {...scrollable(t('attempt.requestHeaders'))}>
          {headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
        </pre>
      ) : (
        <Text fontSize="small" color="font.tertiary">
          {t('attempt.noHeaders')}
        </Text>
      )}
      <pre data-testid="delivery-request-body" {...scrollable(t('attempt.requestBody'))}>
        {prettyBody(delivery.request.body)}
      </pre>
      <Text fontSize="small" fontWeight="semibold">
        {t('attempt.response')}
      </Text>
      {delivery.error ? (
        <Text fontSize="small" color="font.error">
          {delivery.error}
        </Text>
      ) : null}
      {response.text ? (
        <pre data-testid="delivery-response" {...scrollable(t('attempt.responseBody'))}>
          {response.text}
          {response.truncated ? '\n…' : ''}
        </pre>
      ) : (
        <Text fontSize="small" color="font.tertiary">
          {t('attempt.empty')}
        </Text>
      )}
    </div>
  );
}

/** One attempt's line and its request-and-response disclosure, loaded when first opened. */
function AttemptItem({
  organizationId,
  endpointId,
  attempt,
}: {
  organizationId: string;
  endpointId: string;
  attempt: WebhookAttemptSummary;
}) {
  const { t } = useTranslation('webhooks');
  const [open, setOpen] = useState(false);
  const detail = useDelivery(organizationId, endpointId, attempt.id, open);
  return (
    <li className="gl-webhook-attempt" data-testid="delivery-attempt" data-attempt={attempt.attempt}>
      <span className="gl-webhook-attempt__line">
        <span className="gl-webhook-log__num">#{attempt.attempt}</span>
        <StatusBadge statusCode={attempt.status_code} error={attempt.error} />
        <span className="gl-webhook-log__num">{t('attempt.duration', { ms: attempt.duration_ms })}</span>
        <span className="gl-webhook-log__time">
          <AttemptTime at={attempt.attempted_at} />
        </span>
        {attempt.redelivery ? (
          <Text as="span" fontSize="xs" color="font.secondary" title={t('attempt.byHandTitle')}>
            {t('log.byHand')}
          </Text>
        ) : null}
      </span>
      {attempt.error ? (
        <Text fontSize="small" color="font.error">
          {attempt.error}
        </Text>
      ) : null}
      <details className="gl-webhook-response" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('attempt.requestAndResponse')}</summary>
        {!open ? null : detail.data ? (
          <SentAndReceived delivery={detail.data} />
        ) : detail.isError ? (
          <LoadFailure error={detail.error} heading={t('attempt.loadFailed')} onRetry={() => void detail.refetch()} />
        ) : (
          <Loader ariaLabel={t('attempt.loading')} />
        )}
      </details>
    </li>
  );
}

/** The event's attempts behind a disclosure, e.g. "3 attempts". */
export function DeliveryAttempts({
  organizationId,
  endpointId,
  event,
}: {
  organizationId: string;
  endpointId: string;
  event: WebhookDeliveryEvent;
}) {
  const { t } = useTranslation('webhooks');
  const count = event.attempt_count;
  return (
    <details className="gl-webhook-attempts" data-testid="delivery-attempts">
      <summary>
        <span data-testid="delivery-attempt-count">{count}</span> {t('attempt.countWord', { count })}
      </summary>
      <ol className="gl-webhook-attempts__list">
        {event.attempts.map((attempt) => (
          <AttemptItem key={attempt.id} organizationId={organizationId} endpointId={endpointId} attempt={attempt} />
        ))}
      </ol>
    </details>
  );
}
