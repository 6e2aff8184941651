/**
 * The organization types (accounts spec §3 Organization `organization_type`), in a zod-free module so the
 * functions' data layer does not load zod for them (issue 11; decisions I18). `./organization` re-exports them.
 */
export const ORGANIZATION_TYPES = ['personal', 'shared', 'business'] as const;
