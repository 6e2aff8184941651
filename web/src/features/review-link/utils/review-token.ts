/**
 * The token in the review page's address (issue 37; decisions RP1, L1): `/review/{token}` → the token,
 * `/review` (where the page stays once the token is traded) → null, so the page uses this tab's session.
 */

/** The token of `/review/{token}` (URL-decoded), or null for any other path. */
export function reviewTokenOf(pathname: string): string | null {
  const match = /^\/review\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A malformed escape is no token: the page shows the "no longer valid" message.
    return null;
  }
}
