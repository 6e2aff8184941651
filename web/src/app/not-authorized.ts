/**
 * The guarded pages' refusal (accounts spec §6; also the report pages', issue 28 decisions G12), in a
 * module of its own so the pages that show it share it without loading each other's chunks.
 */
export const NOT_AUTHORIZED_MESSAGE = 'You are not authorized to access this page';
