/**
 * The guarded pages' refusal (accounts spec §6; also the report pages', issue 28 decisions G12), in a
 * module of its own so the pages that show it share it without loading each other's chunks. In the reader's
 * language (issue 41; decisions LU4): `common:access.notAuthorized`, whose English is the spec's message word
 * for word; `common` is always loaded, so this never suspends.
 */
import { useTranslation } from '../lib/i18n/use-translation';

/** "You are not authorized to access this page" in the interface language. */
export function useNotAuthorizedMessage(): string {
  return useTranslation('common').t('access.notAuthorized');
}
