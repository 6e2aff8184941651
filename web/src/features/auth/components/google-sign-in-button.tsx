/**
 * "Continue with Google" (accounts spec §2 Login: "a third-party sign-in button"; BRIEF §2 Hosted UI;
 * decision C8). Shown only when the Hosted UI is configured (`VITE_AUTH_DOMAIN` and
 * `VITE_WEB_CLIENT_ID`). A click keeps the remembered origin, loads Amplify Auth and leaves for Cognito.
 */
import { useState } from 'react';
import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { isHostedUiConfigured } from '../../../config';
import { CALLBACK_PATH, saveRedirectTo } from '../utils/hosted-ui';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface GoogleSignInButtonProps {
  /** Where to go after sign-in: the remembered origin (accounts spec §2 Route guards). */
  redirectTo: string;
}

/** The Google sign-in button, or nothing when Google sign-in is not configured (accounts spec §2 Login). */
export function GoogleSignInButton({ redirectTo }: GoogleSignInButtonProps) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!isHostedUiConfigured()) return null;

  const onClick = async () => {
    setPending(true);
    setFailed(false);
    try {
      saveRedirectTo(redirectTo);
      const { startHostedUiSignIn } = await import('../utils/amplify-auth');
      await startHostedUiSignIn();
    } catch (error) {
      // Amplify still holds a session (e.g. the app's own was cleared): finish it on the callback page.
      if ((error as { name?: string }).name === 'UserAlreadyAuthenticatedException') {
        window.location.assign(CALLBACK_PATH);
        return;
      }
      // Amplify could not start (offline, storage or Web Crypto unavailable): accounts spec §8 text.
      setPending(false);
      setFailed(true);
    }
  };

  return (
    <Flex direction="column" gap="small">
      {failed ? (
        <Alert variation="error" hasIcon role="alert">
          {t('message.authFailed')}
        </Alert>
      ) : null}
      <Button onClick={() => void onClick()} isLoading={pending} loadingText={t('google.pending')} isFullWidth>
        {t('google.continue')}
      </Button>
    </Flex>
  );
}
