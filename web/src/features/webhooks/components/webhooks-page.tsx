/**
 * The organization's Webhooks page (issue 29 "Webhooks, per organization, managed by its Owner and
 * Admins (a new page under the admin links)"; beyond the spec, BRIEF §8): the endpoints with their state
 * and actions, and "Add endpoint", whose answer's secret is shown once. The admin-only route guard keeps
 * everyone else out, so every control here is the viewer's to use.
 */
import { useState } from 'react';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useCreateEndpoint } from '../api/endpoint-mutations';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { EndpointForm } from './endpoint-form';
import { EndpointItem } from './endpoint-item';
import { SecretReveal } from './secret-reveal';
import './webhooks.css';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The endpoints and the Add-endpoint form. */
export function WebhooksPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('webhooks');
  const query = useWebhookEndpoints(organizationId);
  const create = useCreateEndpoint(organizationId);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const startAdding = () => {
    create.reset();
    setSecret(null);
    setAdding(true);
  };
  const addButton = (
    <Button variation="primary" size="small" onClick={startAdding} data-testid="add-endpoint">
      {t('endpoint.add')}
    </Button>
  );

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="flex-end" gap="small" wrap="wrap">
        <Text color="font.secondary" fontSize="small">
          {t('page.signatureHint')}
        </Text>
        {adding || !query.data ? null : addButton}
      </Flex>
      {secret ? <SecretReveal secret={secret} reason="created" onDone={() => setSecret(null)} /> : null}
      {adding && query.data ? (
        <section className="gl-webhook-section" aria-labelledby="add-endpoint-heading">
          <Flex direction="column" gap="small">
            <Heading level={2} fontSize="large" id="add-endpoint-heading">
              {t('endpoint.add')}
            </Heading>
            <EndpointForm
              available={query.data.event_types}
              submitLabel={t('endpoint.add')}
              pendingLabel={t('endpoint.adding')}
              isPending={create.isPending}
              error={create.error}
              onSubmit={(values) =>
                create.mutate(values, {
                  onSuccess: (answer) => {
                    setAdding(false);
                    setSecret(answer.secret);
                  },
                })
              }
              onCancel={() => setAdding(false)}
              testId="webhook-add-form"
            />
          </Flex>
        </section>
      ) : null}
      <QueryState query={query} errorHeading={t('page.loadFailed')} placeholders={2}>
        {({ webhook_endpoints: endpoints, event_types: available }) =>
          endpoints.length === 0 ? (
            adding ? null : (
              <EmptyState title={t('page.empty')} description={t('page.emptyHint')} testId="webhooks-empty" />
            )
          ) : (
            <ul className="gl-webhook-endpoints" aria-label={t('page.endpoints')}>
              {endpoints.map((endpoint) => (
                <EndpointItem
                  key={endpoint.id}
                  organizationId={organizationId}
                  endpoint={endpoint}
                  available={available}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Flex>
  );
}
