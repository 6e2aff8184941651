/**
 * Powertools logger and metrics name the function's service (issue 11 "Powertools metrics name the
 * service"): the `service` dimension of every metric is POWERTOOLS_SERVICE_NAME, which CDK sets per
 * function, and never Powertools' `service_undefined`.
 */
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the observability module, created under `env` as a Lambda cold start would. */
async function observabilityUnder(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../functions/src/lib/observability');
}

/** The dimensions of one metric as the module's Metrics instance would publish it (EMF). */
function dimensionsOf(metrics: Awaited<ReturnType<typeof observabilityUnder>>['metrics']) {
  metrics.addMetric('Requests', MetricUnit.Count, 1);
  const emf = metrics.serializeMetrics();
  metrics.clearMetrics();
  return {
    namespace: emf._aws.CloudWatchMetrics[0].Namespace,
    service: (emf as unknown as Record<string, unknown>).service,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('observability', () => {
  it('gives metrics the service that POWERTOOLS_SERVICE_NAME names', async () => {
    const { metrics, SERVICE_NAME } = await observabilityUnder({
      POWERTOOLS_SERVICE_NAME: 'cards',
      POWERTOOLS_METRICS_NAMESPACE: 'Greenlight',
    });
    expect(SERVICE_NAME).toBe('cards');
    expect(dimensionsOf(metrics)).toEqual({ namespace: 'Greenlight', service: 'cards' });
  });

  it('falls back to "greenlight", never service_undefined, when the variable is unset', async () => {
    const { metrics } = await observabilityUnder({
      POWERTOOLS_SERVICE_NAME: undefined,
      POWERTOOLS_METRICS_NAMESPACE: undefined,
    });
    expect(dimensionsOf(metrics)).toEqual({ namespace: 'Greenlight', service: 'greenlight' });
  });
});
