/**
 * The dialogs the card settings menu opens (cards spec §2 "Card settings dropdown … Copy, archive or unarchive,
 * and Move to Recycle Bin"; issue 28's Repeat), as one chunk: none of them is on a card's first screen, so the
 * popup's chunk does not carry them (issue 39 "≤ 50 KB of unused JavaScript on first load"; decisions UJ1).
 * `card-popup-sections.tsx` loads it on the "⋯" button's first hover or focus, with the menu's own code.
 */
export { CopyCardPanel } from '../copy/copy-card-panel';
export { RepeatDialog } from '../recurrence/repeat-dialog';
export { ArchiveConfirm } from './archive-confirm';
export { BinConfirm } from './bin-confirm';
