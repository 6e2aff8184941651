/**
 * CloudFront response headers policies (issue 2 §4 "security headers"): HSTS, nosniff, frame DENY, a referrer
 * policy, the app's CSP and a Permissions-Policy on every response. The review page gets its own policy with
 * `Referrer-Policy: no-referrer` (issue 37 "the token never appears in logs or in `Referer` headers
 * (`Referrer-Policy: no-referrer` on the review page)"; decisions RP1, K6).
 */
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

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

/** The paths of the review page: `/review/{token}` as e-mailed, and `/review` once the page dropped the token. */
export const REVIEW_PAGE_PATHS = ['/review', '/review/*'] as const;

/**
 * A response headers policy with the security headers, `csp` as Content-Security-Policy and `referrerPolicy`.
 * @param id the construct id (kept per policy: a new id replaces the policy on deploy).
 */
export function securityHeadersPolicy(
  scope: Construct,
  id: string,
  props: { comment: string; csp: string; referrerPolicy: HeadersReferrerPolicy },
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: props.comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: props.csp, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: props.referrerPolicy, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
      ],
    },
  });
}
