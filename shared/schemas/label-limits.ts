/**
 * Label constants in a zod-free module, so web pages that only need them do not load zod (BRIEF §6 web
 * budget; issue 11). The label schemas (`./label`) re-export them.
 */

/** Default label colour, six hex digits without "#" (cards spec §3, §9). */
export const DEFAULT_LABEL_COLOR = 'dddddd';
