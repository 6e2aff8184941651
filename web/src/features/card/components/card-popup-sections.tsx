/**
 * The one place where the card popup is composed (cards spec §2 Popup sections). Each slot is a list;
 * a new part of the popup is a small component that reads `useCardPopup()`, owns its queries, renders
 * nothing when the caller's flags forbid it (cards spec §6: hidden, not disabled), and is added here.
 *
 * - HEADER_BUTTONS: next to the title (approval badge, archived badge, completion); WINDOW_BUTTONS
 *   (minimize) beside Close.
 * - The review strip under the header (components/review-bar.tsx): the approval bar and the timer.
 * - DETAILS_SECTIONS: the details sidebar, in the spec's order (Stage, Start Date, Due Date, Reminder,
 *   Participants, Labels, Revision Count, Total Time Spent).
 * - SETTINGS_ITEMS: the card settings menu (Copy, Repeat (issue 28), Archive or Unarchive, Move to Recycle Bin).
 * - CONTENTS_SECTIONS: the contents area (description, gallery, checklists).
 * - Comments: the Team and Guest tabs; until the comments issue lands they show an empty state.
 * Parts from other features (labels, contents, comments) arrive as `CardPopupExtensions` from the app
 * (hooks/use-card-popup.ts) and are read from the popup's context.
 */
import type { ComponentType } from 'react';
import type { CardDetail } from '../../../../../shared/schemas/card';
import type { CardPopupContextValue } from '../hooks/use-card-popup';
import { CompleteToggle } from './complete-toggle';
import { ArchivedBadge } from './archived-badge';
import { ApprovalStatusBadge } from './approval-status-badge';
import { MinimizeButton } from './minimize-button';
import { StageSection } from './details/stage-section';
import { DueDateSection, StartDateSection } from './details/date-section';
import { ReminderSection } from './details/reminder-section';
import { RepeatSection } from './details/repeat-section';
import { ParticipantsSection } from './details/participants-section';
import { LabelsSection } from './details/labels-section';
import { RevisionCountSection, TimeSpentSection } from './details/counters-section';
import { binRefusal } from './settings/bin-refusal';
import { DescriptionSection } from './description/description-section';
import { ContentsPlaceholder } from './contents-placeholder';
import { ChecklistsSlot } from './checklists-slot';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

/**
 * The settings menu's dialogs, in a chunk of their own (settings/settings-dialogs.ts): no card's first screen
 * draws them (issue 39; decisions UJ1). `preloadSettingsDialogs()` fetches it on the "⋯" button's intent.
 */
const settingsDialogs = () => import('./settings/settings-dialogs');
const CopyDialog = lazyWithPreload(() => settingsDialogs().then((m) => m.CopyCardPanel));
const RepeatDialog = lazyWithPreload(() => settingsDialogs().then((m) => m.RepeatDialog));
const ArchiveDialog = lazyWithPreload(() => settingsDialogs().then((m) => m.ArchiveConfirm));
const BinDialog = lazyWithPreload(() => settingsDialogs().then((m) => m.BinConfirm));

/**
 * Starts loading the settings menu's dialogs (once; a failed load surfaces when a dialog is drawn).
 * Called on the "⋯" button's first hover or focus, or its press (card-settings-menu.tsx).
 */
export function preloadSettingsDialogs(): void {
  for (const dialog of [CopyDialog, RepeatDialog, ArchiveDialog, BinDialog])
    void dialog.preload().catch(() => undefined);
}

/** One section of a slot. */
export interface PopupPart {
  id: string;
  Component: ComponentType;
}

/** Buttons beside the title. */
export const HEADER_BUTTONS: PopupPart[] = [
  { id: 'approval', Component: ApprovalStatusBadge },
  { id: 'archived', Component: ArchivedBadge },
  { id: 'complete', Component: CompleteToggle },
];

/** The popup's own buttons, before Close; on phones they stay on the title's row (the rest wraps under it). */
export const WINDOW_BUTTONS: PopupPart[] = [{ id: 'minimize', Component: MinimizeButton }];

/** The details sidebar (cards spec §2, shown with can_access_show_content_details). */
export const DETAILS_SECTIONS: PopupPart[] = [
  { id: 'stage', Component: StageSection },
  { id: 'start-date', Component: StartDateSection },
  { id: 'due-date', Component: DueDateSection },
  { id: 'reminder', Component: ReminderSection },
  // Issue 28: the template card's "Repeats weekly on Mon" and its next date (nothing when it does not repeat).
  { id: 'repeat', Component: RepeatSection },
  { id: 'participants', Component: ParticipantsSection },
  { id: 'labels', Component: LabelsSection },
  { id: 'revision-count', Component: RevisionCountSection },
  { id: 'time-spent', Component: TimeSpentSection },
];

/** One item of the card settings menu: when it shows, its label's `card` catalogue key, and the dialog it opens. */
export interface SettingsItem {
  id: string;
  visible: (popup: CardPopupContextValue) => boolean;
  labelKey: (card: CardDetail) => string;
  /** Why the item is shown but cannot be chosen now (shown under its label), or null. */
  disabledReason?: (popup: CardPopupContextValue) => string | null;
  /** Rendered once the item is chosen (inside a Suspense boundary: its code loads on intent); `onDone` closes it. */
  Dialog: ComponentType<{ onDone: () => void }>;
}

/** The card settings menu (cards spec §2 "Copy, archive or unarchive, and Move to Recycle Bin"). */
export const SETTINGS_ITEMS: SettingsItem[] = [
  {
    id: 'copy',
    visible: ({ can }) => can('can_access_clone_content_group'),
    labelKey: () => 'settings.copy',
    Dialog: CopyDialog.Component,
  },
  {
    // Issue 28 (decisions G22): repeating is copying on a schedule, so it takes the copy permission.
    id: 'repeat',
    visible: ({ can, card }) => can('can_access_clone_content_group') && card.deleted_at === null,
    labelKey: () => 'settings.repeat',
    Dialog: RepeatDialog.Component,
  },
  {
    id: 'archive',
    visible: ({ can }) => can('can_access_content_group_archive'),
    labelKey: (card) => (card.archived ? 'settings.unarchive' : 'settings.archive'),
    Dialog: ArchiveDialog.Component,
  },
  {
    id: 'recycle-bin',
    visible: ({ can, card }) => can('can_crud_content_group') && card.deleted_at === null,
    labelKey: () => 'settings.moveToBin',
    disabledReason: ({ card }) => binRefusal(card),
    Dialog: BinDialog.Component,
  },
];

/** The contents area, top to bottom. */
export const CONTENTS_SECTIONS: PopupPart[] = [
  { id: 'description', Component: DescriptionSection },
  { id: 'contents', Component: ContentsPlaceholder },
  { id: 'checklists', Component: ChecklistsSlot },
];
