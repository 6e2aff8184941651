/**
 * What a screen reader hears while contents are reordered in the thumbnail strip (cards spec §6
 * `can_sort_attachments`; issue 41's languages, decisions LW4): dnd-kit's `accessibility` prop, its
 * instructions and announcements from the `contents` catalogue in the reader's language, naming the content
 * ("Content N" when it has no name) and its place ("position 2 of 5"), not dnd-kit's English with raw ids.
 */
import { useMemo } from 'react';
import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import type { Content } from '../api/types';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { contentLabel } from '../utils/content-display';
import '../english-messages';

/** `contents`: the strip's contents in their order; returns the `DndContext`'s `accessibility`. */
export function useStripAccessibility(contents: readonly Content[]): DndContextProps['accessibility'] {
  const { t } = useTranslation('contents');
  return useMemo(() => {
    const indexOf = (id: UniqueIdentifier) => contents.findIndex((c) => c.id === String(id));
    const name = (id: UniqueIdentifier) => {
      const index = indexOf(id);
      return index < 0 ? '' : contentLabel(contents[index], index);
    };
    const place = (id: UniqueIdentifier) => ({ position: indexOf(id) + 1, total: contents.length });
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('drag.pickedUp', { name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('drag.over', { name: name(active.id), ...place(over.id) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('drag.dropped', { name: name(active.id), ...place(over.id) })
          : t('drag.droppedAway', { name: name(active.id) }),
      onDragCancel: ({ active }) => t('drag.cancelled', { name: name(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('drag.instructions') } };
  }, [contents, t]);
}
