/**
 * Storage: the uploads bucket and the access-log bucket (BRIEF §1 "uploads", §3 "Uploads";
 * issue 2 §4 "Buckets").
 *
 * Uploads arrive by presigned POST straight from the browser, under `org/{organization_id}/…`
 * keys (BRIEF §3) and `users/{user_id}/…` for profile pictures, so the bucket needs CORS for POST from the app's origins. It blocks all public
 * access, encrypts with S3-managed keys, refuses plain HTTP, aborts multipart uploads left
 * unfinished after a day, and deletes uploads never confirmed (under `pending/`) after a day. Its server access logs, and those of the web bucket and CloudFront, go
 * to one access-log bucket (cdk-nag AwsSolutions-S1 / CFR3).
 *
 * The uploads bucket is versioned (issue 40 "Restore for operators"; decisions MO8): an overwritten or deleted
 * file stays restorable as a noncurrent version for `NONCURRENT_VERSION_DAYS`, the table's point-in-time window,
 * so the files can be brought back to the instant the table is restored to (docs/deploy.md "Restore").
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Grant, PolicyStatement, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-config';
import { acknowledgeOnPrincipal, arnFinding } from '../nag';
import {
  DOWNLOAD_EXPIRY_DAYS,
  DOWNLOADS_PREFIX,
  PENDING_UPLOAD_EXPIRY_DAYS,
  PENDING_UPLOAD_PREFIX,
} from '../../../functions/src/lib/uploads/keys';

/**
 * Every upload key starts with one of these: `org/{organization_id}/…` for content (BRIEF §3),
 * `users/{user_id}/…` for profile pictures, and `pending/{user_id}/…` for uploads not yet confirmed
 * (docs/decisions.md S23). Functions get object access below them only.
 */
export const UPLOAD_PREFIXES = ['org/', 'users/', PENDING_UPLOAD_PREFIX, DOWNLOADS_PREFIX] as const;

/** Days a noncurrent (overwritten or deleted) upload version is kept: DynamoDB's point-in-time window, 35 days. */
export const NONCURRENT_VERSION_DAYS = 35;

export interface StorageProps {
  settings: StageSettings;
  /**
   * Physical name of the uploads bucket. It is fixed (stage, account, region) so the CloudFront CSP
   * can name the bucket without depending on it: the bucket's CORS already depends on CloudFront.
   */
  uploadsBucketName: string;
}

/** The security defaults every Greenlight bucket shares. */
export function secureBucketDefaults(settings: StageSettings) {
  const destroy = settings.removalPolicy === RemovalPolicy.DESTROY;
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: settings.removalPolicy,
    // A dev stack should delete cleanly; elsewhere the objects outlive the stack.
    autoDeleteObjects: destroy,
  } as const;
}

export class Storage extends Construct {
  readonly uploads: Bucket;
  /** Target of S3 server access logs and CloudFront standard logs. */
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const defaults = secureBucketDefaults(props.settings);

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...defaults,
      // Log deliveries set the bucket-owner-full-control ACL, so ACLs stay enabled (owner-preferred).
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: props.settings.accessLogExpiry }],
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access would loop.',
    });

    this.uploads = new Bucket(this, 'Uploads', {
      ...defaults,
      bucketName: props.uploadsBucketName,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 's3/uploads/',
      versioned: true,
      lifecycleRules: [
        // Old versions go after the restore window; delete markers with no version left behind them go too.
        {
          id: 'ExpireNoncurrentVersions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
        },
        { id: 'RemoveExpiredDeleteMarkers', expiredObjectDeleteMarker: true },
        { id: 'AbortIncompleteMultipartUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Presigned uploads land under pending/ until confirmed; what is never confirmed goes (issue 10; decisions S23).
        {
          id: 'ExpireUnconfirmedUploads',
          prefix: PENDING_UPLOAD_PREFIX,
          expiration: Duration.days(PENDING_UPLOAD_EXPIRY_DAYS),
        },
        // Zip downloads are handed out as 10-minute URLs; the files go after a day (issue 13; decisions U6).
        { id: 'ExpireDownloads', prefix: DOWNLOADS_PREFIX, expiration: Duration.days(DOWNLOAD_EXPIRY_DAYS) },
      ],
    });
  }

  /**
   * Lets CloudWatch Logs' vended delivery (CloudFront standard logging v2, constructs/edge-access-log.ts) write
   * under `prefix/` of the access-log bucket, for this account's delivery sources in `sourceRegion` only
   * (the confused-deputy conditions AWS documents for S3 log destinations).
   */
  allowLogDelivery(prefix: string, sourceRegion: string): void {
    const { account, partition } = Stack.of(this);
    this.accessLogs.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AWSLogDeliveryWrite',
        principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [this.accessLogs.arnForObjects(`${prefix}/*`)],
        conditions: {
          StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': account },
          ArnLike: { 'aws:SourceArn': `arn:${partition}:logs:${sourceRegion}:${account}:delivery-source:*` },
        },
      }),
    );
  }

  /**
   * Lets the app's origins upload by presigned POST and fetch previews (CORS). Called once the
   * CloudFront URL exists, since the app is served from it.
   */
  allowUploadsFrom(origins: string[]): void {
    this.uploads.addCorsRule({
      allowedOrigins: origins,
      // POST: presigned POST uploads; GET/HEAD: previews and downloads fetched by the app.
      allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag', 'Location'],
      maxAge: 3000,
    });
  }

  /**
   * Put, get (and HeadObject) and delete on objects under UPLOAD_PREFIXES, and ListBucket so that
   * HeadObject on a missing key answers 404 rather than 403 (the upload confirmation relies on it)
   * and prefixes can be emptied (recycle bin, account deletion).
   */
  grantUploads(grantee: IGrantable): void {
    Grant.addToPrincipal({
      grantee,
      actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      resourceArns: UPLOAD_PREFIXES.map((prefix) => this.uploads.arnForObjects(`${prefix}*`)),
    });
    Grant.addToPrincipal({ grantee, actions: ['s3:ListBucket'], resourceArns: [this.uploads.bucketArn] });
    this.acknowledgePrefixes(grantee);
  }

  /** GetObject under UPLOAD_PREFIXES only: enough to sign presigned GET URLs (profile pictures at sign-in). */
  grantUploadsRead(grantee: IGrantable): void {
    Grant.addToPrincipal({
      grantee,
      actions: ['s3:GetObject'],
      resourceArns: UPLOAD_PREFIXES.map((prefix) => this.uploads.arnForObjects(`${prefix}*`)),
    });
    this.acknowledgePrefixes(grantee);
  }

  private acknowledgePrefixes(grantee: IGrantable): void {
    for (const prefix of UPLOAD_PREFIXES) {
      acknowledgeOnPrincipal(
        grantee,
        `AwsSolutions-IAM5[Resource::${arnFinding(this.uploads)}/${prefix}*]`,
        `Object keys hold organization, workspace and user ids known only at run time; access is limited to the ${prefix} prefix of the uploads bucket (BRIEF §3).`,
      );
    }
  }
}
