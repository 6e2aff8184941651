/**
 * The zod schema of a language field (issue 41 "Each user's language"): one of shared/i18n/languages.ts's
 * codes, refused with a message naming them.
 */
import * as z from '../schemas/zod';
import { LANGUAGES } from './languages';

export const LANGUAGE_MESSAGE = 'Choose English (en), Spanish (es), German (de) or French (fr).';
export const LanguageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });
