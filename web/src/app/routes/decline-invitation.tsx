/**
 * `/decline_invitation/:access_token` (accounts spec §2 public routes; "Decline goes to /"; §8 a failure
 * shows the server's message or a default text). No sign-in is needed; a visitor lands on /login,
 * which is where / sends them anyway.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { getStoredUser } from '../../lib/session';
import { PageLoader } from '../../components/ui/page-loader';
import type { FlashState } from '../../components/ui/toast/flash';
import { useDeclineInvitation } from '../../features/collaborators/api/decline-invitation';
import '../../lib/i18n/auth-english-messages';
import { accountMessage } from '../../lib/i18n/account-messages';
import { translate } from '../../lib/i18n/i18n-store';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The decline-invitation page: declines at once, then goes to /. */
export function DeclineInvitationRoute() {
  const { t } = useTranslation('auth');
  const token = useParams().access_token ?? '';
  const navigate = useNavigate();
  const decline = useDeclineInvitation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const home = getStoredUser() ? paths.home.getHref() : paths.auth.login.getHref();
    decline.mutate(token, {
      onSuccess: () => {
        const state: FlashState = {
          flash: { variation: 'success', message: translate('auth', 'invitation.declined') },
        };
        void navigate(home, { replace: true, state });
      },
      onError: (error) => {
        const state: FlashState = { flash: { variation: 'error', message: accountMessage(errorMessage(error)) } };
        void navigate(home, { replace: true, state });
      },
    });
  }, [decline, navigate, token]);

  return <PageLoader fullScreen label={t('invitation.declining')} />;
}
