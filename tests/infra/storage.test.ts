/**
 * The uploads bucket's clean-up of unconfirmed uploads (issue 10 "Uploads that are never confirmed are
 * never removed"; docs/decisions.md S23), on the Storage construct alone (no function bundling).
 */
import { describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NONCURRENT_VERSION_DAYS, Storage } from '../../infra/lib/constructs/storage';
import { STAGE_SETTINGS } from '../../infra/lib/stage-config';
import { PENDING_UPLOAD_PREFIX } from '../../functions/src/lib/uploads/keys';

function synth() {
  const stack = new Stack(new App(), 'StorageTest', { env: { account: '111111111111', region: 'eu-west-1' } });
  const storage = new Storage(stack, 'Storage', {
    settings: STAGE_SETTINGS.prod,
    uploadsBucketName: 'greenlight-test-uploads',
  });
  const role = new Role(stack, 'Fn', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  storage.grantUploads(role);
  return Template.fromStack(stack);
}

describe('uploads bucket', () => {
  it('expires uploads left unconfirmed under pending/ after one day, and keeps the multipart rule', () => {
    synth().hasResourceProperties('AWS::S3::Bucket', {
      BucketName: 'greenlight-test-uploads',
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
          Match.objectLike({ Prefix: PENDING_UPLOAD_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
    });
    expect(PENDING_UPLOAD_PREFIX).toBe('pending/');
  });

  it('is versioned, and keeps overwritten or deleted versions for the 35 days of the table’s point-in-time window (issue 40)', () => {
    synth().hasResourceProperties('AWS::S3::Bucket', {
      BucketName: 'greenlight-test-uploads',
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 35 }, Status: 'Enabled' }),
          Match.objectLike({ ExpiredObjectDeleteMarker: true, Status: 'Enabled' }),
        ]),
      },
    });
    expect(NONCURRENT_VERSION_DAYS).toBe(35);
  });

  it('lets functions read, write and delete pending uploads, and nothing outside the upload prefixes', () => {
    const policies = Object.values(synth().findResources('AWS::IAM::Policy'));
    const objectResources = JSON.stringify(policies);
    expect(objectResources).toContain('/pending/*');
    expect(objectResources).toContain('/org/*');
    expect(objectResources).not.toMatch(/uploads\/\*"/);
  });
});
