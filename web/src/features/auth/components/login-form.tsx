/**
 * The "Log In" form (accounts spec §2 Login; §5 e-mail and password rules; §8 login failures in an alert).
 * Client checks use the shared sign-in schema, so messages match the API's ("Required", "Invalid email").
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, PasswordField, TextField } from '@aws-amplify/ui-react';
import { loadAuthSchemas, usePrefetchAuthSchemas } from '../../../lib/auth-schemas';
import { fieldError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** Called after the session is stored. */
  onSuccess: () => void;
}

type Field = 'email' | 'password';

/** E-mail and password fields and the "Log In" button. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});
  const loginMutation = useLogin({ onSuccess });
  usePrefetchAuthSchemas();
  const serverError = loginMutation.error;

  const errorFor = (field: Field) => clientErrors[field] ?? fieldError(serverError, field);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submit = async () => {
    const { SignInRequestSchema } = await loadAuthSchemas();
    const parsed = SignInRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setClientErrors(next);
      loginMutation.reset();
      return;
    }
    setClientErrors({});
    loginMutation.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Log In">
      <Flex direction="column" gap="medium">
        {serverError ? (
          <Alert variation="error" hasIcon role="alert">
            {serverError.message}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hasError={Boolean(errorFor('email'))}
          errorMessage={errorFor('email')}
          isRequired
          autoFocus
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hasError={Boolean(errorFor('password'))}
          errorMessage={errorFor('password')}
          // Its own label avoids a second "…password" name next to the field's "Password" label.
          showPasswordButtonLabel="Show characters"
          isRequired
        />
        <Button type="submit" variation="primary" isLoading={loginMutation.isPending} loadingText="Logging in…" isFullWidth>
          Log In
        </Button>
      </Flex>
    </form>
  );
}
