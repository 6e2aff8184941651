/**
 * /register, "Create Account" (accounts spec §2 Register: optional `invite_id` hides the e-mail field;
 * success "Check your email for confirmation." or, when invited, "You may now log in.").
 */
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { RegisterForm } from '../../features/accounts/components/register-form';

/** The registration page. */
export function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const inviteId = searchParams.get('invite_id') || undefined;
  return (
    <AuthLayout title="Create Account">
      <RegisterForm inviteId={inviteId} />
    </AuthLayout>
  );
}
