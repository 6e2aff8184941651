/**
 * Label constants in a zod-free module, so web pages and the functions' data layer that only need them
 * do not load zod (BRIEF §6 budgets; issue 11; decisions I18). The label schemas (`./label`) re-export them.
 */

/** Default label colour, six hex digits without "#" (cards spec §3, §9). */
export const DEFAULT_LABEL_COLOR = 'dddddd';

/** The label messages (cards spec §9 labels; §7 errors). */
export const LABEL_MESSAGES = {
  nameRequired: 'Label Name is required',
  colorFormat: 'Color HEX must be 6 hexadecimal digits without "#", e.g. dddddd',
  labelNotFound: 'Label not found',
  notMember: 'is not a member of this workspace',
} as const;
