/**
 * The web app's response headers (BRIEF §6; issue 2 §4 "security headers"): the Content-Security-Policy and the
 * security headers every CloudFront response carries, with the referrer policy chosen per behaviour
 * (the review page sends none, issue 37; decisions L1). Used by ./web.ts.
 */
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  type ResponseHeadersPolicyProps,
} from 'aws-cdk-lib/aws-cloudfront';

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

/**
 * A response headers policy's security and custom headers: the CSP of `csp`, HSTS for two years, nosniff,
 * frames denied, `referrerPolicy`, and a Permissions-Policy that turns off the camera, microphone and location.
 */
export function securityHeaders(
  csp: CspSources,
  referrerPolicy: HeadersReferrerPolicy,
): Pick<ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  return {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(csp), override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
      ],
    },
  };
}
