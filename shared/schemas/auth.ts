/**
 * Sign-in and session shapes (accounts spec §2 Login, §7 Auth: `POST /api/v1/auth`; BRIEF §2).
 * Tokens are Cognito's; the API only relays them.
 */
import { z } from 'zod';
import { UserSchema } from './user';

/** Validation messages the spec fixes (accounts spec §5, §8). */
export const MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  passwordTooShort: 'Enter minimum of 6 characters',
  passwordMismatch: 'Should match password',
  sessionExpired: 'Your session has already expired. Please sign in again.',
  notAuthorized: 'You are not authorized to access this page',
} as const;

export const EmailSchema = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).email(MESSAGES.invalidEmail);
export const PasswordSchema = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).min(6, MESSAGES.passwordTooShort);

/** `POST /api/v1/auth` body. */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** `POST /api/v1/auth` data: Cognito's tokens plus the signed-in user. `expires_in` is in seconds. */
export const SessionSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;
