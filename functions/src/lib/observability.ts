/**
 * Powertools logger and metrics: one instance each per Lambda runtime (BRIEF §5 "Handlers").
 *
 * Both name the function's service (issue 11: metrics said `service_undefined`): SERVICE_NAME is
 * POWERTOOLS_SERVICE_NAME, which CDK's AppFunction sets to the catalogue name (`cards`,
 * `due-reminders`…), else `greenlight` (tests, scripts). The namespace is POWERTOOLS_METRICS_NAMESPACE
 * (`Greenlight`). The local stack sets POWERTOOLS_METRICS_DISABLED=true.
 *
 * There is no Powertools Tracer (decision I10): Lambda's active tracing still records each
 * invocation's init and duration in X-Ray, without the X-Ray SDK in every bundle.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

/** Service name used when POWERTOOLS_SERVICE_NAME is unset. */
export const DEFAULT_SERVICE_NAME = 'greenlight';
/** The `service` key of every log line and the `service` dimension of every metric. */
export const SERVICE_NAME = process.env.POWERTOOLS_SERVICE_NAME || DEFAULT_SERVICE_NAME;

export const logger = new Logger({ serviceName: SERVICE_NAME });
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || 'Greenlight',
  serviceName: SERVICE_NAME,
});
