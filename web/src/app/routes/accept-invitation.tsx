/**
 * `/accept_invitation/:access_token` (accounts spec §2 public routes; "Accept invitation by token:
 * success goes to /organizations/{organization_id}/workspaces/{id}/list, otherwise /"; §8 accept failure
 * shows the server's message, e.g. "Invitation Expired").
 *
 * Signed in: the invitation is accepted at once. A visitor sees who the invitation is for and chooses
 * "Log In" (which comes back here, so the invitation is then accepted) or "Create an account" (the
 * register form with `invite_id`, which accepts it on registration).
 */
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Text } from '@aws-amplify/ui-react';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useStoredUser } from '../../lib/session';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PageLoader } from '../../components/ui/page-loader';
import type { FlashState } from '../../components/ui/toast/flash';
import { useAcceptInvitation } from '../../features/collaborators/api/accept-invitation';
import { useInvitationPreview } from '../../features/collaborators/api/get-invitation-preview';
import { getOrganizationsQueryOptions } from '../../features/organizations/api/get-organizations';
import '../../lib/i18n/auth-english-messages';
import { accountMessage } from '../../lib/i18n/account-messages';
import { translate } from '../../lib/i18n/i18n-store';
import { useTranslation } from '../../lib/i18n/use-translation';

const failure = (error: unknown): FlashState => ({
  flash: { variation: 'error', message: accountMessage(errorMessage(error)) },
});

/** Signed in: accept, then go to the workspace (or to / with the error). */
function AcceptSignedIn({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const started = useRef(false);

  useEffect(() => {
    // One PUT per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    accept.mutate(token, {
      onSuccess: async ({ organization_id, workspace_id }) => {
        // The new organization and workspace show in the sidebar at once.
        await queryClient.invalidateQueries({ queryKey: getOrganizationsQueryOptions().queryKey });
        const state: FlashState = {
          flash: { variation: 'success', message: translate('auth', 'invitation.accepted') },
        };
        void navigate(paths.workspace.getHref(organization_id, workspace_id, 'list'), { replace: true, state });
      },
      onError: (error) => void navigate(paths.home.getHref(), { replace: true, state: failure(error) }),
    });
  }, [accept, navigate, queryClient, token]);

  return <PageLoader fullScreen label={t('invitation.accepting')} />;
}

/**
 * "Hi Ana, you have been invited to join **Acme** on Greenlight as **ana@…**": one message with the
 * workspace and the e-mail in bold (their places differ by language), cut at markers the message keeps.
 */
function InvitedAs({ firstName, workspaceName, email }: { firstName?: string; workspaceName?: string; email: string }) {
  const { t } = useTranslation('auth');
  // Private-use characters: never in a name, an e-mail or a translation.
  const WS = '\uE000';
  const EM = '\uE001';
  const text = t('invitation.invited', {
    name: firstName || '',
    hasName: firstName ? 'yes' : 'no',
    workspace: WS,
    email: EM,
  });
  const workspace = workspaceName || t('invitation.aWorkspace');
  return (
    <>
      {text
        .split(/(\uE000|\uE001)/)
        .map((part, i) =>
          part === WS ? <strong key={i}>{workspace}</strong> : part === EM ? <strong key={i}>{email}</strong> : part,
        )}
    </>
  );
}

/** A visitor: who the invitation is for, then Log In or Create an account. */
function AcceptAsVisitor({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const preview = useInvitationPreview(token);
  const navigate = useNavigate();
  const here = paths.invitation.accept.getHref(token);
  const { error, isError } = preview;

  useEffect(() => {
    // Expired or used (accounts spec §8 "Invitation Expired"): to / (the login page) with the message.
    if (isError) void navigate(paths.auth.login.getHref(), { replace: true, state: failure(error) });
  }, [error, isError, navigate]);

  if (!preview.data) return <PageLoader fullScreen label={t('invitation.opening')} />;
  const { email, workspace_name: workspaceName, first_name: firstName } = preview.data;
  return (
    <AuthLayout title={t('invitation.title')}>
      <Flex direction="column" gap="medium">
        <Text>
          <InvitedAs firstName={firstName} workspaceName={workspaceName} email={email} />
        </Text>
        <Flex direction="column" gap="small">
          <Link className="amplify-button amplify-button--primary gl-button-link" to={paths.auth.login.getHref(here)}>
            {t('invitation.logIn')}
          </Link>
          <Link className="amplify-button gl-button-link" to={paths.auth.registerInvited.getHref(token)}>
            {t('link.createAccount')}
          </Link>
        </Flex>
        <Text fontSize="small" color="font.secondary">
          {t('invitation.notForYou')}{' '}
          <Link className="gl-link" to={paths.invitation.decline.getHref(token)}>
            {t('invitation.decline')}
          </Link>
          .
        </Text>
      </Flex>
    </AuthLayout>
  );
}

/** The accept-invitation page. */
export function AcceptInvitationRoute() {
  const token = useParams().access_token ?? '';
  const user = useStoredUser();
  return user ? <AcceptSignedIn token={token} /> : <AcceptAsVisitor token={token} />;
}
