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

const failure = (error: unknown): FlashState => ({ flash: { variation: 'error', message: errorMessage(error) } });

/** Signed in: accept, then go to the workspace (or to / with the error). */
function AcceptSignedIn({ token }: { token: string }) {
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
          flash: { variation: 'success', message: 'Invitation accepted. Welcome to the workspace!' },
        };
        void navigate(paths.workspace.getHref(organization_id, workspace_id, 'list'), { replace: true, state });
      },
      onError: (error) => void navigate(paths.home.getHref(), { replace: true, state: failure(error) }),
    });
  }, [accept, navigate, queryClient, token]);

  return <PageLoader fullScreen label="Accepting the invitation…" />;
}

/** A visitor: who the invitation is for, then Log In or Create an account. */
function AcceptAsVisitor({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const navigate = useNavigate();
  const here = paths.invitation.accept.getHref(token);
  const { error, isError } = preview;

  useEffect(() => {
    // Expired or used (accounts spec §8 "Invitation Expired"): to / (the login page) with the message.
    if (isError) void navigate(paths.auth.login.getHref(), { replace: true, state: failure(error) });
  }, [error, isError, navigate]);

  if (!preview.data) return <PageLoader fullScreen label="Opening the invitation…" />;
  const { email, workspace_name: workspaceName, first_name: firstName } = preview.data;
  return (
    <AuthLayout title="Accept Invitation">
      <Flex direction="column" gap="medium">
        <Text>
          {firstName ? `Hi ${firstName}, you` : 'You'} have been invited to join{' '}
          <strong>{workspaceName || 'a workspace'}</strong> on Greenlight as <strong>{email}</strong>.
        </Text>
        <Flex direction="column" gap="small">
          <Link className="amplify-button amplify-button--primary gl-button-link" to={paths.auth.login.getHref(here)}>
            Log In to accept
          </Link>
          <Link className="amplify-button gl-button-link" to={paths.auth.registerInvited.getHref(token)}>
            Create an account
          </Link>
        </Flex>
        <Text fontSize="small" color="font.secondary">
          Not for you?{' '}
          <Link className="gl-link" to={paths.invitation.decline.getHref(token)}>
            Decline the invitation
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
