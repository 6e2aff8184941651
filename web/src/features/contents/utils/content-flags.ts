/**
 * What the caller may do in the contents area, from the card's permission flags (cards spec §6:
 * can_access_content_create/update/destroy/download/hide/versions, can_sort_attachments).
 */
export interface ContentFlags {
  create: boolean;
  update: boolean;
  destroy: boolean;
  download: boolean;
  hide: boolean;
  versions: boolean;
  sort: boolean;
}

/** The flags for `can` (the card's flag check). */
export function contentFlags(can: (flag: string) => boolean): ContentFlags {
  return {
    create: can('can_access_content_create'),
    update: can('can_access_content_update'),
    destroy: can('can_access_content_destroy'),
    download: can('can_access_content_download'),
    hide: can('can_access_content_hide'),
    versions: can('can_access_content_versions'),
    sort: can('can_sort_attachments'),
  };
}
