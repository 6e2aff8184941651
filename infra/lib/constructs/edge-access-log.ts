/**
 * CloudFront's access log without request paths (issue 37 "the token never appears in logs";
 * decisions K6, CL1).
 *
 * The review link is `{app}/review/{token}`, and CloudFront's legacy standard log records every
 * request's path (`cs-uri-stem`), so it would keep each reviewer's token in S3 for the log's lifetime.
 * Standard logging v2 (CloudWatch Logs vended delivery: a delivery source, destination and delivery)
 * lets us choose the fields: `EDGE_ACCESS_LOG_FIELDS` is every legacy field but the path and the
 * `Referer` (which could carry a path). What a path would tell an operator is still logged elsewhere
 * without secrets: the HTTP API's access log has the route key (`/api/v1/...` with `{placeholders}`),
 * and S3's server access log has the web object served (`index.html`, `review.html`, assets).
 *
 * CloudFront's delivery source exists only in us-east-1 (`EDGE_LOG_REGION`): a stage's stack in another
 * region puts this construct in `EdgeAccessLogStack`, and a region-agnostic template creates it only
 * when deployed in us-east-1 (a CloudFormation condition).
 */
import { Aws, CfnCondition, CfnResource, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Stage } from '../stage-config';
import { CLOUDFRONT_WAF_REGION } from './firewall';

/** The only region where CloudFront log delivery sources exist: CloudFront's own, as for its web ACL. */
export const EDGE_LOG_REGION = CLOUDFRONT_WAF_REGION;

/** Prefix of CloudFront's log objects in the access-log bucket. */
export const EDGE_LOG_PREFIX = 'cloudfront';

/**
 * Fields of each log line, in order: CloudFront's standard fields without `cs-uri-stem` (the path,
 * which holds review tokens) and `cs(Referer)` (a page's address).
 */
export const EDGE_ACCESS_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'sc-status',
  'cs(User-Agent)',
  'cs-uri-query',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
] as const;

export interface EdgeAccessLogProps {
  stage: Stage;
  /** ARN of the CloudFront distribution whose requests are logged. */
  distributionArn: string;
  /** ARN of the S3 bucket the log objects go to (under `EDGE_LOG_PREFIX/`). */
  logBucketArn: string;
  /** Create the delivery only when this condition holds (a region-agnostic template). */
  condition?: CfnCondition;
}

/** The delivery source (the distribution), destination (the bucket's prefix) and delivery (the fields). */
export class EdgeAccessLog extends Construct {
  readonly delivery: CfnDelivery;

  constructor(scope: Construct, id: string, props: EdgeAccessLogProps) {
    super(scope, id);
    const source = new CfnDeliverySource(this, 'Source', {
      name: `greenlight-${props.stage}-cloudfront`,
      logType: 'ACCESS_LOGS',
      resourceArn: props.distributionArn,
    });
    const destination = new CfnDeliveryDestination(this, 'Destination', {
      name: `greenlight-${props.stage}-cloudfront-s3`,
      destinationResourceArn: `${props.logBucketArn}/${EDGE_LOG_PREFIX}`,
      outputFormat: 'w3c',
    });
    this.delivery = new CfnDelivery(this, 'Delivery', {
      deliverySourceName: source.ref,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...EDGE_ACCESS_LOG_FIELDS],
    });
    this.delivery.addDependency(source);
    for (const resource of [source, destination, this.delivery] as CfnResource[])
      if (props.condition) resource.cfnOptions.condition = props.condition;
  }
}

/** The condition "this template is being deployed in us-east-1", for region-agnostic templates. */
export function inEdgeLogRegion(scope: Construct): CfnCondition {
  return new CfnCondition(scope, 'InEdgeLogRegion', { expression: Fn.conditionEquals(Aws.REGION, EDGE_LOG_REGION) });
}

export interface EdgeAccessLogStackProps extends StackProps, EdgeAccessLogProps {}

/**
 * `Greenlight-<stage>-edge-log`: the CloudFront log delivery alone, in us-east-1, for a stage whose stack
 * is in another region. It deploys after the stage's stack and reads the distribution's ARN from it
 * across regions, as the stage's stack reads the WAF stack's web ACL (decisions I23).
 * @throws Error when its environment names a region other than us-east-1.
 */
export class EdgeAccessLogStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeAccessLogStackProps) {
    super(scope, id, {
      description: `Greenlight ${props.stage}: CloudFront access log delivery (us-east-1)`,
      ...props,
    });
    if (this.region !== EDGE_LOG_REGION) throw new Error(`${id} must be in ${EDGE_LOG_REGION}, not ${this.region}`);
    new EdgeAccessLog(this, 'EdgeAccessLog', props);
  }
}
