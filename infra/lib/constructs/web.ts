/**
 * Web: the React app behind CloudFront (BRIEF §1 "browser ── CloudFront ── S3 (web assets)";
 * issue 2 §4 "a web bucket behind CloudFront (OAC, SPA fallback, security headers)").
 *
 * - The web bucket is private; CloudFront reads it through Origin Access Control.
 * - `/api/*` goes to the HTTP API on the same distribution, so app and API share one origin
 *   (no CORS in the deployed app, CSP `connect-src 'self'`).
 * - SPA fallback is a viewer-request CloudFront Function on the default (S3) behaviour only: any
 *   path without a file extension is served `/index.html`. Distribution-wide custom error responses
 *   (403/404 → /index.html) are deliberately not used: they would also rewrite the API's own
 *   404/403 answers into `200 index.html` on `/api/*`.
 * - Security headers on every response: HSTS, nosniff, frame DENY, a strict referrer policy and a CSP
 *   that allows the API (same origin), the WebSocket API, the uploads bucket and Cognito.
 * - The build in `web/dist` is uploaded only when it exists at synth time, so `cdk synth` works on a
 *   fresh clone; hashed files under `assets/` are cached for a year, everything else revalidates.
 * - The readable API reference (../api-docs.ts) is uploaded under `api/docs/` and served by a
 *   `/api/docs*` behaviour on the bucket, listed before `/api/*` so CloudFront matches it first
 *   (issue 11; decision I13).
 */
import { BOOTSTRAP_QUALIFIER_CONTEXT, DefaultStackSynthesizer, Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StageSettings } from '../stage-config';
import { arnFinding, resourceFinding } from '../nag';
import { secureBucketDefaults } from './storage';
import { API_DOCS_PATH, API_DOCS_REWRITE_CODE, writeApiDocsSite, type ApiDocsFile } from '../api-docs';

/** Rewrites client-side routes to /index.html; paths with a file extension pass through. */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** Vite's output folder for content-hashed files (build.assetsDir). */
export const HASHED_ASSETS_DIR = 'assets';

export interface CspSources {
  /** `https://<bucket>.s3.<region>.amazonaws.com` and the like: previews, downloads, presigned POST. */
  uploads: string[];
  /** `wss://<apiId>.execute-api.<region>.amazonaws.com`. */
  websocket: string;
  /** Cognito endpoints the browser calls (token refresh; Hosted UI token exchange when present). */
  auth: string[];
}

/** The Content-Security-Policy for the React app (BRIEF §6: stored text never runs as script). */
export function contentSecurityPolicy(sources: CspSources): string {
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    `form-action ${list("'self'", ...sources.auth)}`,
    "script-src 'self'",
    // Amplify UI and dnd-kit set inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...sources.uploads)}`,
    `media-src ${list("'self'", 'blob:', ...sources.uploads)}`,
    `frame-src ${list("'self'", ...sources.uploads)}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    `connect-src ${list("'self'", sources.websocket, ...sources.uploads, ...sources.auth)}`,
    'upgrade-insecure-requests',
  ].join('; ');
}

export interface WebProps {
  settings: StageSettings;
  stage: string;
  accessLogs: IBucket;
  /** Domain of the HTTP API's execute-api endpoint, the origin for `/api/*`. */
  apiOriginDomain: string;
  csp: CspSources;
  /** Absolute path of the built app; undefined skips the upload. */
  webDistPath?: string;
  /** The API reference's files (../api-docs.ts `apiDocsFiles()`), served under `/api/docs`. */
  apiDocs: ApiDocsFile[];
}

export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  private handlerAcknowledged = false;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketDefaults(props.settings),
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/web/',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Greenlight ${props.stage} security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.csp), override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true }],
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for client-side routes',
    });

    const docsRewrite = new CloudFrontFunction(this, 'ApiDocsRewrite', {
      code: FunctionCode.fromInline(API_DOCS_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve the API reference page for /api/docs',
    });
    const bucketOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Greenlight ${props.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: bucketOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaRewrite }],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first matching pattern in this order.
        [`${API_DOCS_PATH}*`]: {
          origin: bucketOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: docsRewrite }],
        },
        '/api/*': {
          origin: new HttpOrigin(props.apiOriginDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // A redirect would turn POST/PUT into GET; refuse plain HTTP instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization, org_id…) but Host, which must be the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Agencies and their clients work from anywhere; the spec has no geographic restriction.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'No WAF in this slice: the API is throttled per stage at API Gateway and every /api route but sign-in and health needs a Cognito JWT; revisit with a web ACL before public launch.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'No custom domain yet, so the distribution uses the default *.cloudfront.net certificate, whose viewer TLS policy CloudFront fixes; a custom domain with TLSv1.2_2021 replaces it.',
      },
    );

    if (props.webDistPath) this.deployApp(props.webDistPath);
    this.deployApiDocs(props.apiDocs);
  }

  /** Uploads the API reference under `api/docs/` (pruning files of earlier versions there only) and invalidates it. */
  private deployApiDocs(files: ApiDocsFile[]): void {
    const prefix = API_DOCS_PATH.slice(1);
    const docs = new BucketDeployment(this, 'DeployApiDocs', {
      sources: [Source.asset(writeApiDocsSite(files))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: `${prefix}/`,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: [`${API_DOCS_PATH}*`],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentHandler(docs);
  }

  /** Uploads the built app: hashed assets first (immutable), then the rest (revalidated), then invalidates. */
  private deployApp(distPath: string): void {
    const assetsPath = join(distPath, HASHED_ASSETS_DIR);
    let assets: BucketDeployment | undefined;
    if (existsSync(assetsPath)) {
      assets = new BucketDeployment(this, 'DeployHashedAssets', {
        sources: [Source.asset(assetsPath)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
        // Old hashed files stay, so a browser still on the previous index.html can load its chunks.
        prune: false,
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
      });
    }
    const app = new BucketDeployment(this, 'DeployApp', {
      sources: [Source.asset(distPath, { exclude: [HASHED_ASSETS_DIR, `${HASHED_ASSETS_DIR}/**`] })],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // index.html must never point at chunks that are not uploaded yet.
    if (assets) app.node.addDependency(assets);
    this.acknowledgeDeploymentHandler(app);
  }

  /**
   * The BucketDeployment handler is a singleton Lambda that aws-cdk-lib provides (Python runtime, its
   * own generated policy); it runs only during deployments. Its findings are acknowledged one by one.
   */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
    // The handler and its role are shared by every deployment: acknowledge them once.
    if (this.handlerAcknowledged) return;
    this.handlerAcknowledged = true;
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found; aws-cdk-lib changed its construct id');
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'CDK-provided BucketDeployment handler; aws-cdk-lib chooses and upgrades its runtime.',
    });
    const qualifier = (stack.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) as string | undefined) ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const why = 'CDK-provided BucketDeployment handler: reads the build from the CDK assets bucket, writes and prunes it in the web bucket, and invalidates the distribution; aws-cdk-lib generates this policy.';
    const basicExecution = ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole').managedPolicyArn;
    const cdkAssets = `arn:${stack.partition}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*`;
    const findings = [
      `AwsSolutions-IAM4[Policy::${resourceFinding(this, basicExecution)}]`,
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((a) => `AwsSolutions-IAM5[Action::${a}]`),
      `AwsSolutions-IAM5[Resource::${resourceFinding(this, cdkAssets)}]`,
      `AwsSolutions-IAM5[Resource::${arnFinding(this.bucket)}/*]`,
      // cloudfront:CreateInvalidation/GetInvalidation take no resource-level permissions.
      'AwsSolutions-IAM5[Resource::*]',
    ];
    Validations.of(deployment.handlerRole).acknowledge(...findings.map((id) => ({ id, reason: why })));
  }
}

/** `web/dist` when the web app has been built, else undefined (fresh clone: synth still works). */
export function builtWebApp(repoRoot: string): string | undefined {
  const dist = join(repoRoot, 'web', 'dist');
  return existsSync(join(dist, 'index.html')) ? dist : undefined;
}
