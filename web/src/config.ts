/**
 * The web app's settings: the only module that reads `import.meta.env.VITE_*` (BRIEF §5 Infra).
 * Defaults suit the local stack, where the gateway serves the app and the API on one origin.
 */

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

function defaultWsUrl(): string {
  if (typeof window === 'undefined' || !window.location) return '';
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws`;
}

/** Resolved settings for the running app. */
export const config = {
  /** Origin of the REST API; '' means same origin (`/api/v1/...`). */
  apiUrl: trimSlash(import.meta.env.VITE_API_URL ?? ''),
  /** WebSocket endpoint for realtime (arrives with the realtime issue). */
  wsUrl: import.meta.env.VITE_WS_URL || defaultWsUrl(),
  /** Cognito user pool and web app client, for third-party sign-in through the Hosted UI. */
  userPoolId: import.meta.env.VITE_USER_POOL_ID ?? '',
  webClientId: import.meta.env.VITE_WEB_CLIENT_ID ?? '',
  /**
   * Hosted UI domain (stack output `AuthDomain`, host or URL), present only when Google sign-in is
   * configured. With `webClientId` it turns on "Continue with Google" (accounts spec §2 Login).
   */
  authDomain: trimSlash(import.meta.env.VITE_AUTH_DOMAIN ?? ''),
} as const;

/** Whether third-party sign-in through the Hosted UI is configured (accounts spec §2 Login; issue 3). */
export function isHostedUiConfigured(): boolean {
  return Boolean(config.authDomain && config.webClientId);
}
