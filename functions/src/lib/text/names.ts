/**
 * A person's name as every answer shows it (accounts spec §3 User `first_name`, `last_name`,
 * `name_initials`; cards spec §3 Comment user, participants; chat, notifications and activity authors).
 */

/** "First Last", trimmed; '' when both are empty. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return `${firstName ?? ''} ${lastName ?? ''}`.trim();
}

/**
 * The upper-case initials of first and last name ("Ada Lovelace" → "AL", "Ada" → "A"); when both names
 * are empty, the first letter of `fallback` (e.g. the e-mail), else ''.
 */
export function nameInitials(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  fallback = '',
): string {
  return (
    `${(firstName ?? '').charAt(0)}${(lastName ?? '').charAt(0)}`.toUpperCase() || fallback.charAt(0).toUpperCase()
  );
}
