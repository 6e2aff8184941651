/**
 * Types of the `VITE_*` settings the build receives (BRIEF §5 Infra: stack outputs reach the app as `VITE_*`).
 * Only `src/config.ts` reads them.
 */
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_WS_URL?: string;
  readonly VITE_USER_POOL_ID?: string;
  readonly VITE_WEB_CLIENT_ID?: string;
  readonly VITE_AUTH_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
