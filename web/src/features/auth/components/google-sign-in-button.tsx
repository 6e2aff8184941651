/**
 * "Continue with Google" (accounts spec §2 Login: "a third-party sign-in button"; BRIEF §2 Hosted UI).
 * Shown only when the Hosted UI is configured (`VITE_AUTH_DOMAIN` and `VITE_WEB_CLIENT_ID`). It keeps
 * the OAuth state, PKCE verifier and remembered origin in sessionStorage, then leaves for Cognito.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { config, isHostedUiConfigured } from '../../../config';
import {
  AUTH_FAILED_MESSAGE,
  CALLBACK_PATH,
  buildAuthorizeUrl,
  createPkcePair,
  createState,
  savePendingSignIn,
} from '../utils/hosted-ui';

interface GoogleSignInButtonProps {
  /** Where to go after sign-in: the remembered origin (accounts spec §2 Route guards). */
  redirectTo: string;
}

/** The Google sign-in button, or nothing when Google sign-in is not configured (accounts spec §2 Login). */
export function GoogleSignInButton({ redirectTo }: GoogleSignInButtonProps) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!isHostedUiConfigured()) return null;

  const onClick = async () => {
    setPending(true);
    setFailed(false);
    try {
      const { verifier, challenge } = await createPkcePair();
      const state = createState();
      savePendingSignIn({ state, verifier, redirectTo });
      window.location.assign(
        buildAuthorizeUrl({
          domain: config.authDomain,
          clientId: config.webClientId,
          redirectUri: `${window.location.origin}${CALLBACK_PATH}`,
          state,
          codeChallenge: challenge,
        }),
      );
    } catch {
      // Web Crypto or storage unavailable (e.g. an insecure origin): accounts spec §8 text.
      setPending(false);
      setFailed(true);
    }
  };

  return (
    <Flex direction="column" gap="small">
      {failed ? (
        <Alert variation="error" hasIcon role="alert">
          {AUTH_FAILED_MESSAGE}
        </Alert>
      ) : null}
      <Button onClick={() => void onClick()} isLoading={pending} loadingText="Redirecting…" isFullWidth>
        Continue with Google
      </Button>
    </Flex>
  );
}
