/**
 * Powertools logger, metrics and tracer: one instance each per Lambda runtime (BRIEF §5 "Handlers").
 * Service name and namespace come from POWERTOOLS_SERVICE_NAME / POWERTOOLS_METRICS_NAMESPACE, set by
 * CDK's AppFunction; the local stack sets POWERTOOLS_TRACE_ENABLED=false and POWERTOOLS_METRICS_DISABLED=true.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'greenlight' });
export const metrics = new Metrics({ namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Greenlight' });
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'greenlight' });
