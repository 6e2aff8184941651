/**
 * Sign-in and session shapes (accounts spec §2 Login, §7 Auth: `POST /api/v1/auth`; BRIEF §2).
 * Tokens are Cognito's; the API only relays them.
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { UserSchema } from './user';
import { MESSAGES } from './auth-messages';

export { ACCOUNT_MESSAGES, MESSAGES } from './auth-messages';

export const EmailSchema = z
  .string({ error: MESSAGES.required })
  .check(z.trim(), z.minLength(1, MESSAGES.required), z.email(MESSAGES.invalidEmail));
export const PasswordSchema = z
  .string({ error: MESSAGES.required })
  .check(z.minLength(1, MESSAGES.required), z.minLength(6, MESSAGES.passwordTooShort));

/** `POST /api/v1/auth` body. */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required)),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** `POST /api/v1/auth` data: Cognito's tokens plus the signed-in user. `expires_in` is in seconds. */
export const SessionSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.int(),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;

const NameSchema = singleLineText({ error: MESSAGES.required }).check(
  z.minLength(1, MESSAGES.required),
  maxTextLength(100),
);

/**
 * `POST /api/v1/users` (Register, "Create Account"): password_confirmation must match. With `invite_id`
 * (the invitation link's token) the e-mail comes from the invitation, so the form hides it.
 */
export const RegisterRequestSchema = z
  .object({
    first_name: NameSchema,
    last_name: NameSchema,
    email: z.optional(EmailSchema),
    password: PasswordSchema,
    password_confirmation: z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required)),
    invite_id: z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      message: MESSAGES.passwordMismatch,
      path: ['password_confirmation'],
    }),
    z.refine((v) => Boolean(v.invite_id || v.email), { message: MESSAGES.required, path: ['email'] }),
  );
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** Forgot password, resend confirmation, request unlock: an e-mail only. */
export const EmailRequestSchema = z.object({ email: EmailSchema });

/** `PUT /api/v1/user/password/update`. */
export const ResetPasswordRequestSchema = z
  .object({
    reset_password_token: z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required)),
    password: PasswordSchema,
    password_confirmation: z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required)),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      message: MESSAGES.passwordMismatch,
      path: ['password_confirmation'],
    }),
  );

/** `POST /api/v1/users/unlock_account`. */
export const UnlockAccountRequestSchema = z.object({
  unlock_token: z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required)),
});

/** `GET /api/v1/users/confirmation?confirmation_token=`. */
export const ConfirmationQuerySchema = z.object({
  confirmation_token: z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required)),
});

/** A plain confirmation answer: the text the page shows. */
export const MessageSchema = z.object({ message: z.string() });

/** `POST /api/v1/auth/refresh`: a fresh access token before the old one expires (issue 3 "Sessions"). */
export const RefreshRequestSchema = z.object({
  refresh_token: z.string({ error: MESSAGES.required }).check(z.minLength(1, MESSAGES.required)),
});
export const RefreshedSessionSchema = z.object({ access_token: z.string(), id_token: z.string(), expires_in: z.int() });
export type RefreshedSession = z.infer<typeof RefreshedSessionSchema>;
