/**
 * /register, "Create Account" (accounts spec §2 Register: optional `invite_id` hides the e-mail field;
 * success "Check your email for confirmation." or, when invited, "You may now log in.").
 */
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { RegisterForm } from '../../features/accounts/components/register-form';
import { useInvitationPreview } from '../../features/collaborators/api/get-invitation-preview';
import { PageLoader } from '../../components/ui/page-loader';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The registration page; with `?invite_id=` it pre-fills the invited person (issue 5). */
export function RegisterRoute() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const inviteId = searchParams.get('invite_id') || undefined;
  const preview = useInvitationPreview(inviteId ?? '', Boolean(inviteId));
  return (
    <AuthLayout title={t('register.title')}>
      {inviteId && preview.isPending ? (
        <PageLoader />
      ) : (
        // Keyed so the form starts over with the invitation's names once they arrive.
        <RegisterForm key={preview.data?.email ?? 'plain'} inviteId={inviteId} invited={preview.data} />
      )}
    </AuthLayout>
  );
}
