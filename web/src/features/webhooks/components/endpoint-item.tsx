/**
 * One endpoint of the Webhooks page (issue 29 "Webhooks"; beyond the spec, BRIEF §8): its URL,
 * description, how many event types it wants, whether it is enabled (or why the server disabled it) and
 * since when it has been failing; and its actions: Edit, Enable/Disable, Rotate secret (confirmed: the old
 * secret stays valid 24 h, then the new one is shown once), Delete (confirmed), Send test event and the
 * delivery log. Only Owners and Admins reach the page, and every action is theirs.
 */
import { Suspense, useState } from 'react';
import { Badge, Button, Flex, Placeholder, Text } from '@aws-amplify/ui-react';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { currentDateLocale } from '../../../lib/i18n/i18n-store';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDeleteEndpoint, useRotateSecret, useUpdateEndpoint } from '../api/endpoint-mutations';
import { useSendTestEvent } from '../api/deliveries';
import type { WebhookEndpoint } from '../api/types';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { EndpointForm } from './endpoint-form';
import { SecretReveal } from './secret-reveal';
import { useTranslation } from '../../../lib/i18n/use-translation';

// The log (a table, date-fns' relative time) is its own chunk, fetched when asked for (decisions H34).
const DeliveryLog = lazyWithPreload(() => import('./delivery-log').then((m) => m.DeliveryLog));

interface EndpointItemProps {
  organizationId: string;
  endpoint: WebhookEndpoint;
  /** The event types the server offers (for the edit form). */
  available: readonly string[];
}

function StateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  return (
    <>
      <Badge size="small" variation={endpoint.enabled ? 'success' : 'error'} data-testid="endpoint-state">
        {endpoint.enabled ? t('endpoint.enabled') : t('endpoint.disabled')}
      </Badge>
      {!endpoint.enabled && endpoint.disabled_reason ? (
        <Text as="span" fontSize="small" color="font.error" data-testid="endpoint-disabled-reason">
          {endpoint.disabled_reason}
        </Text>
      ) : null}
    </>
  );
}

/** The endpoint's card with its actions; the dialogs, form, secret and log open inside it. */
export function EndpointItem({ organizationId, endpoint, available }: EndpointItemProps) {
  const { t } = useTranslation('webhooks');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const update = useUpdateEndpoint(organizationId, endpoint.id);
  const toggle = useUpdateEndpoint(organizationId, endpoint.id, { errorToast: true });
  const rotate = useRotateSecret(organizationId, endpoint.id);
  const remove = useDeleteEndpoint(organizationId, endpoint.id);
  const test = useSendTestEvent(organizationId, endpoint.id);
  const count = endpoint.event_types.length;
  const label = endpoint.description || endpoint.url;

  return (
    <li className="gl-webhook-endpoint" data-testid="webhook-endpoint" data-url={endpoint.url}>
      <Flex direction="column" gap="small">
        <Flex justifyContent="space-between" alignItems="flex-start" gap="small" wrap="wrap">
          <Flex direction="column" gap="xxs" className="gl-webhook-endpoint__what">
            <Text fontWeight="semibold" className="gl-webhook-endpoint__url">
              {endpoint.url}
            </Text>
            {endpoint.description ? <Text color="font.secondary">{endpoint.description}</Text> : null}
            <Flex gap="xs" alignItems="center" wrap="wrap">
              <StateBadge endpoint={endpoint} />
              <Text as="span" fontSize="small" color="font.secondary" data-testid="endpoint-event-count">
                {t('endpoint.eventCount', { count })}
              </Text>
              {endpoint.failing_since ? (
                <Text as="span" fontSize="small" color="font.error" data-testid="endpoint-failing">
                  <time dateTime={endpoint.failing_since}>
                    {t('endpoint.failingSince', {
                      time: formatDistanceToNow(parseISO(endpoint.failing_since), {
                        addSuffix: true,
                        locale: currentDateLocale(),
                      }),
                    })}
                  </time>
                </Text>
              ) : null}
            </Flex>
          </Flex>
          <Flex gap="xs" wrap="wrap" className="gl-webhook-endpoint__actions">
            <Button
              size="small"
              onClick={() => setEditing(!editing)}
              aria-expanded={editing}
              aria-label={t('endpoint.editLabel', { label })}
            >
              {t('endpoint.edit')}
            </Button>
            <Button
              size="small"
              isLoading={toggle.isPending}
              loadingText={endpoint.enabled ? t('endpoint.disabling') : t('endpoint.enabling')}
              onClick={() => toggle.mutate({ enabled: !endpoint.enabled })}
              aria-label={
                endpoint.enabled ? t('endpoint.disableLabel', { label }) : t('endpoint.enableLabel', { label })
              }
            >
              {endpoint.enabled ? t('endpoint.disable') : t('endpoint.enable')}
            </Button>
            <Button
              size="small"
              isLoading={test.isPending}
              loadingText={t('endpoint.sending')}
              // A disabled endpoint receives nothing, tests included (decisions H6): enable it first.
              isDisabled={!endpoint.enabled}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: () => toast.success(t('endpoint.testQueued')),
                })
              }
              aria-label={t('endpoint.sendTestLabel', { label })}
            >
              {t('endpoint.sendTest')}
            </Button>
            <Button
              size="small"
              onClick={() => setConfirming('rotate')}
              aria-label={t('endpoint.rotateLabel', { label })}
            >
              {t('endpoint.rotate')}
            </Button>
            <Button
              size="small"
              variation="link"
              colorTheme="error"
              onClick={() => setConfirming('delete')}
              aria-label={t('endpoint.deleteLabel', { label })}
            >
              {t('endpoint.delete')}
            </Button>
          </Flex>
        </Flex>
        {secret ? <SecretReveal secret={secret} reason="rotated" onDone={() => setSecret(null)} /> : null}
        {editing ? (
          <EndpointForm
            available={available}
            initial={{ url: endpoint.url, description: endpoint.description, event_types: endpoint.event_types }}
            submitLabel={t('form.save')}
            pendingLabel={t('form.saving')}
            isPending={update.isPending}
            error={update.error}
            onSubmit={(values) => update.mutate(values, { onSuccess: () => setEditing(false) })}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
            testId="webhook-edit-form"
          />
        ) : null}
        <div>
          <Button
            size="small"
            variation="link"
            onClick={() => setLogOpen(!logOpen)}
            onPointerEnter={() => void DeliveryLog.preload()}
            onFocus={() => void DeliveryLog.preload()}
            aria-expanded={logOpen}
          >
            {logOpen ? t('log.hide') : t('log.show')}
          </Button>
        </div>
        {logOpen ? (
          <Suspense fallback={<Placeholder size="large" />}>
            <DeliveryLog.Component
              organizationId={organizationId}
              endpointId={endpoint.id}
              endpointEnabled={endpoint.enabled}
            />
          </Suspense>
        ) : null}
      </Flex>
      {confirming === 'rotate' ? (
        <ConfirmDialog
          title={t('rotate.title')}
          message={t('rotate.message')}
          confirmLabel={t('endpoint.rotate')}
          action={rotate}
          onConfirm={() =>
            rotate.mutate(undefined, {
              onSuccess: (answer) => {
                setSecret(answer.secret);
                setConfirming(null);
              },
            })
          }
          onCancel={() => setConfirming(null)}
          testId="rotate-secret-dialog"
        />
      ) : null}
      {confirming === 'delete' ? (
        <ConfirmDialog
          title={t('delete.title')}
          message={t('delete.message', { url: endpoint.url })}
          confirmLabel={t('endpoint.delete')}
          destructive
          action={remove}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => toast.success(t('delete.done')) })}
          onCancel={() => setConfirming(null)}
          testId="delete-endpoint-dialog"
        />
      ) : null}
    </li>
  );
}
