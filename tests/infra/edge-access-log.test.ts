/**
 * CloudFront's access log leaves out request paths (issue 37 "the token never appears in logs"; decisions CL1):
 * standard logging v2 with chosen fields replaces the legacy log, in us-east-1 whatever the stage's region.
 * Bundling is skipped (`aws:cdk:bundling-stacks` empty): the log's resources do not depend on the functions' code.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/lib/constructs/app-function';
import { EDGE_ACCESS_LOG_FIELDS } from '../../infra/lib/constructs/edge-access-log';
import { greenlightStacks } from '../../infra/lib/greenlight-stack';
import { stackConfigFromContext, type Stage } from '../../infra/lib/stage-config';

const CDK_CONTEXT = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

type Resource = { Type: string; Properties: Record<string, unknown>; Condition?: string };

function synthesize(stage: Stage, region?: string) {
  const app = new App({ context: { ...CDK_CONTEXT, stage, [BUNDLING_STACKS]: [] } });
  const stacks = greenlightStacks(app, {
    config: stackConfigFromContext(app.node),
    webDistPath: null,
    env: region ? { region } : undefined,
  });
  const resourcesOf = (stack: Stack) =>
    Object.entries(Template.fromStack(stack).toJSON().Resources as Record<string, Resource>);
  return { ...stacks, resourcesOf };
}

const ofType = (resources: Array<[string, Resource]>, type: string) => resources.filter(([, r]) => r.Type === type);

describe('CloudFront access log', () => {
  it('in us-east-1: the stage stack delivers every standard field but the path and the Referer to the access-log bucket', () => {
    const { main, edgeLog, resourcesOf } = synthesize('dev', 'us-east-1');
    expect(edgeLog).toBeUndefined();
    const resources = resourcesOf(main);
    const [[distributionId, distribution]] = ofType(resources, 'AWS::CloudFront::Distribution');
    expect((distribution.Properties.DistributionConfig as Record<string, unknown>).Logging).toBeUndefined();

    const [[sourceId, source]] = ofType(resources, 'AWS::Logs::DeliverySource');
    expect(source.Properties.LogType).toBe('ACCESS_LOGS');
    expect(JSON.stringify(source.Properties.ResourceArn)).toContain(distributionId);
    const [[destinationId, destination]] = ofType(resources, 'AWS::Logs::DeliveryDestination');
    const [[bucketId]] = ofType(resources, 'AWS::S3::Bucket').filter(([id]) => id.includes('AccessLogs'));
    expect(JSON.stringify(destination.Properties.DestinationResourceArn)).toContain(bucketId);
    expect(JSON.stringify(destination.Properties.DestinationResourceArn)).toContain('/cloudfront');

    const [[, delivery]] = ofType(resources, 'AWS::Logs::Delivery');
    expect(delivery.Properties.DeliverySourceName).toEqual({ Ref: sourceId });
    expect(delivery.Properties.DeliveryDestinationArn).toEqual({ 'Fn::GetAtt': [destinationId, 'Arn'] });
    const fields = delivery.Properties.RecordFields as string[];
    expect(fields).toEqual([...EDGE_ACCESS_LOG_FIELDS]);
    expect(fields).not.toContain('cs-uri-stem');
    expect(fields).not.toContain('cs(Referer)');
    expect(fields).toEqual(
      expect.arrayContaining(['date', 'time', 'c-ip', 'cs-method', 'sc-status', 'x-edge-request-id']),
    );
    expect(source.Condition).toBeUndefined();

    // The bucket lets only this account's us-east-1 delivery sources write, under cloudfront/.
    const policies = ofType(resources, 'AWS::S3::BucketPolicy').filter(
      ([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
    );
    const statements = policies.flatMap(
      ([, p]) => (p.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement,
    );
    const write = statements.find((s) => s.Sid === 'AWSLogDeliveryWrite')!;
    expect(write.Principal).toEqual({ Service: 'delivery.logs.amazonaws.com' });
    expect(write.Action).toBe('s3:PutObject');
    expect(JSON.stringify(write.Resource)).toContain('/cloudfront/*');
    expect(JSON.stringify(write.Condition)).toContain('delivery-source:*');
    expect(JSON.stringify(write.Condition)).toContain('us-east-1');
  });

  it('without a known region: the delivery is created only where the template is deployed in us-east-1', () => {
    const { main, edgeLog, resourcesOf } = synthesize('dev');
    expect(edgeLog).toBeUndefined();
    const template = Template.fromStack(main).toJSON() as { Conditions: Record<string, unknown> };
    for (const type of ['AWS::Logs::DeliverySource', 'AWS::Logs::DeliveryDestination', 'AWS::Logs::Delivery']) {
      const [[, resource]] = ofType(resourcesOf(main), type);
      expect(resource.Condition, type).toBeDefined();
      expect(template.Conditions[resource.Condition!]).toEqual({
        'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'],
      });
    }
  });

  it('in another region: a us-east-1 stack of its own reads the distribution across regions', () => {
    const { main, edgeLog, resourcesOf } = synthesize('prod', 'eu-west-1');
    expect(ofType(resourcesOf(main), 'AWS::Logs::DeliverySource')).toHaveLength(0);
    expect(edgeLog?.region).toBe('us-east-1');
    expect(edgeLog?.stackName).toBe('Greenlight-prod-edge-log');
    expect(edgeLog?.dependencies).toContain(main);
    const resources = resourcesOf(edgeLog!);
    const [[, source]] = ofType(resources, 'AWS::Logs::DeliverySource');
    // arn:aws:cloudfront::{account}:distribution/{id}, the id being Greenlight-prod's output.
    const arn = JSON.stringify(source.Properties.ResourceArn);
    expect(arn).toContain(':distribution/');
    expect(arn).toContain('"Fn::GetStackOutput":{"StackName":"Greenlight-prod","Region":"eu-west-1","OutputName"');
    const [[, delivery]] = ofType(resources, 'AWS::Logs::Delivery');
    expect(delivery.Properties.RecordFields).not.toContain('cs-uri-stem');
  });
});
