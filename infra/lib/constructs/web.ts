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
 * - The review page is a page of its own (issue 37; decisions L1): `/review` and `/review/*` rewrite to
 *   `/review.html` (REVIEW_REWRITE_CODE, ../review-page.ts) instead of the app's `/index.html`.
 * - Security headers on every response (./security-headers.ts): HSTS, nosniff, frame DENY, a strict referrer
 *   policy (none at all on the review page, issue 37) and a CSP that allows the API (same origin), the
 *   WebSocket API, the uploads bucket and Cognito.
 * - The build in `web/dist` is uploaded only when it exists at synth time, so `cdk synth` works on a
 *   fresh clone; hashed files under `assets/` are cached for a year, everything else revalidates.
 * - The readable API reference (../api-docs.ts) is uploaded under `api/docs/` and served by a
 *   `/api/docs*` behaviour on the bucket, listed before `/api/*` so CloudFront matches it first
 *   (issue 11; decision I13).
 * - `/api/*` forwards Authorization (its cache policy, which caches nothing) and the viewer headers the
 *   API reads (API_VIEWER_HEADERS) plus CloudFront's
 *   `CloudFront-Viewer-Address`, and adds the origin secret header (ORIGIN_VERIFY_HEADER, from a
 *   Secrets Manager secret) that tells the functions the request came through CloudFront, so they may
 *   believe that address (issue 24; decisions I24; functions/src/lib/http/viewer-address.ts).
 * - On staging and prod a WAF web ACL (./firewall.ts) guards the distribution (decisions I23).
 */
import {
  BOOTSTRAP_QUALIFIER_CONTEXT,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
} from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ViewerProtocolPolicy,
  type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ManagedPolicy } from 'aws-cdk-lib/aws-iam';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StageSettings } from '../stage-config';
import { arnFinding, resourceFinding } from '../nag';
import { secureBucketDefaults } from './storage';
import { API_DOCS_PATH, API_DOCS_REWRITE_CODE, writeApiDocsSite, type ApiDocsFile } from '../api-docs';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/src/lib/http/viewer-address';
import { contentSecurityPolicy, REVIEW_PAGE_PATHS, securityHeadersPolicy, type CspSources } from './security-headers';
import { REVIEW_REWRITE_CODE } from '../review-page';

/** Rewrites client-side routes to /index.html; paths with a file extension pass through. */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The viewer headers `/api/*` forwards to the HTTP API besides `Authorization` (decisions I24). It is an
 * allowlist because CloudFront adds its own `CloudFront-*` headers only to an allowlist or to "all
 * viewer headers", and the latter includes Host, which API Gateway refuses. A header the functions
 * start reading must be added here (CloudFront allows 10 per policy by default; this is 8 with
 * `CloudFront-Viewer-Address`).
 * - `content-type`: request bodies;
 * - `org-id`: the organization a request may name in a header (functions/src/services/access/authorize.ts;
 *   CloudFront drops header names with an underscore, so `org_id` never reached the API through it);
 * - `idempotency-key`: a retried creation answers its first answer again (issue 40);
 * - `user-agent`: the access log and `requestContext.http.userAgent` (CloudFront would send its own);
 * - `origin`, `access-control-request-method`, `access-control-request-headers`: CORS for the extra
 *   origins (context appUrl, localhost on dev), answered by the HTTP API.
 * `Authorization` cannot be in an origin request policy: API_CACHE_POLICY_HEADERS carries it.
 */
export const API_VIEWER_HEADERS = [
  'content-type',
  'org-id',
  'idempotency-key',
  'user-agent',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
] as const;

/**
 * The headers of `/api/*`'s cache policy, which CloudFront forwards as part of the cache key. Nothing
 * is cached in practice: the default TTL is 0 and every Lambda answer says `no-store`; the policy
 * allows at most 1 s only because CloudFront refuses cache-key headers on a zero-TTL policy. The
 * key holds the token and the query string, so even that second could only repeat a caller's own answer.
 */
export const API_CACHE_POLICY_HEADERS = ['Authorization'] as const;

/** The CloudFront header `/api/*` adds for the API: the viewer's IP address and port. */
export const VIEWER_ADDRESS_CLOUDFRONT_HEADER = 'CloudFront-Viewer-Address';

/** Vite's output folder for content-hashed files (build.assetsDir). */
export const HASHED_ASSETS_DIR = 'assets';

/**
 * The app's behaviour on the bucket: HTTPS, the SPA rewrite, and brotli or gzip by Accept-Encoding (CDK's
 * default, said here because issue 27 depends on it; CachingOptimized enables both encodings in the cache key).
 */
function spaBehavior(origin: IOrigin, spaRewrite: CloudFrontFunction) {
  return {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    compress: true,
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaRewrite }],
  };
}

export interface WebProps {
  settings: StageSettings;
  stage: string;
  /** ARN of the CLOUDFRONT web ACL guarding the distribution; undefined: none (dev). */
  webAclArn?: string;
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
  /** The value CloudFront sends in ORIGIN_VERIFY_HEADER (Secrets Manager, resolved at deploy). */
  readonly originVerifySecret: Secret;
  private handlerAcknowledged = false;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketDefaults(props.settings),
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 's3/web/',
    });

    const csp = contentSecurityPolicy(props.csp);
    const headers = securityHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Greenlight ${props.stage} security headers`,
      csp,
      referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
    });
    // The review page's address carries its link's token: no Referer at all from it (issue 37; decisions K6).
    const reviewHeaders = securityHeadersPolicy(this, 'ReviewSecurityHeaders', {
      comment: `Greenlight ${props.stage} security headers of the review page (no Referer)`,
      csp,
      referrerPolicy: HeadersReferrerPolicy.NO_REFERRER,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for client-side routes',
    });

    // The review page is a page of its own, review.html (issue 37; decisions L1).
    const reviewRewrite = new CloudFrontFunction(this, 'ReviewPageRewrite', {
      code: FunctionCode.fromInline(REVIEW_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /review.html for the review page',
    });

    const docsRewrite = new CloudFrontFunction(this, 'ApiDocsRewrite', {
      code: FunctionCode.fromInline(API_DOCS_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve the API reference page for /api/docs',
    });
    const bucketOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);

    // Proves to the functions that a request came through this distribution (decisions I24).
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `Greenlight ${props.stage}: CloudFront sends it to the API in ${ORIGIN_VERIFY_HEADER}`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      // A new stack makes a new secret and sends it; a deleted stack's secret guards nothing.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not rotated on a schedule: CloudFront (origin custom header) and the auth function (environment) read it at deploy, so rotating means a stack update; it grants no access to anything, it only marks requests as having come through CloudFront, so that the viewer address header is believed.',
    });
    const apiCache = new CachePolicy(this, 'ApiCache', {
      comment: `Greenlight ${props.stage} /api/*: forwards Authorization; nothing is cached (no-store, default TTL 0)`,
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList(...API_CACHE_POLICY_HEADERS),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      // With `compress` on the behaviour, CloudFront brotli/gzip-encodes the API's JSON (issue 27; decisions W45).
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    const apiOriginRequests = new OriginRequestPolicy(this, 'ApiOriginRequests', {
      comment: `Greenlight ${props.stage} /api/*: the viewer headers the API reads and the viewer's address`,
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_VIEWER_HEADERS, VIEWER_ADDRESS_CLOUDFRONT_HEADER),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Greenlight ${props.stage}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      // Access log: standard logging v2 without request paths (edge-access-log.ts; decisions CL1), made by the stack.
      defaultBehavior: { ...spaBehavior(bucketOrigin, spaRewrite), responseHeadersPolicy: headers },
      additionalBehaviors: {
        // The review page: its own page, review.html (decisions L1), with the no-referrer headers.
        ...Object.fromEntries(
          REVIEW_PAGE_PATHS.map((path) => [
            path,
            { ...spaBehavior(bucketOrigin, reviewRewrite), responseHeadersPolicy: reviewHeaders },
          ]),
        ),
        // Before /api/*: CloudFront takes the first matching pattern in this order.
        [`${API_DOCS_PATH}*`]: {
          origin: bucketOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          compress: true,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: docsRewrite }],
        },
        '/api/*': {
          origin: new HttpOrigin(props.apiOriginDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // CloudFront replaces a viewer's header of the same name with this value.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          // A redirect would turn POST/PUT into GET; refuse plain HTTP instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          compress: true,
          cachePolicy: apiCache,
          // The viewer headers the API reads and CloudFront-Viewer-Address; never Host, which must be the API's own.
          originRequestPolicy: apiOriginRequests,
          responseHeadersPolicy: headers,
        },
      },
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: `Dev only (StageSettings.waf is undefined there; staging and prod have the web ACL of decisions I23): a developer stage with no users, where the API Gateway stage throttle (${props.settings.apiThrottle.rateLimit} requests/s) and the per-IP sign-in and registration limits remain, and every /api route but the public ones needs a Cognito JWT.`,
      });
    }
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Agencies and their clients work from anywhere; the spec has no geographic restriction.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'The distribution is logged through standard logging v2 (constructs/edge-access-log.ts, to the access-log bucket), which cdk-nag does not see: the legacy log would record review links’ tokens in every request path (issue 37; decisions CL1).',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain yet, so the distribution uses the default *.cloudfront.net certificate, whose viewer TLS policy CloudFront fixes; a custom domain with TLSv1.2_2021 replaces it.',
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
    const qualifier =
      (stack.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) as string | undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const why =
      'CDK-provided BucketDeployment handler: reads the build from the CDK assets bucket, writes and prunes it in the web bucket, and invalidates the distribution; aws-cdk-lib generates this policy.';
    const basicExecution = ManagedPolicy.fromAwsManagedPolicyName(
      'service-role/AWSLambdaBasicExecutionRole',
    ).managedPolicyArn;
    const cdkAssets = `arn:${stack.partition}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*`;
    const findings = [
      `AwsSolutions-IAM4[Policy::${resourceFinding(this, basicExecution)}]`,
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(
        (a) => `AwsSolutions-IAM5[Action::${a}]`,
      ),
      `AwsSolutions-IAM5[Resource::${resourceFinding(this, cdkAssets)}]`,
      `AwsSolutions-IAM5[Resource::${arnFinding(this.bucket)}/*]`,
      // aws-cdk-lib grants cloudfront:CreateInvalidation/GetInvalidation on '*' (not scoped to the
      // distribution) and offers no option to narrow it; the handler runs only during deployments.
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
