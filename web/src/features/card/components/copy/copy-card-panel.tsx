/**
 * The Copy Card panel (cards spec §2 Copy Card panel, §4 Copy panel, §5 "number of copies at least 1
 * and at most 5; the stepper stops at the bounds", §6 can_access_clone_content_group, §8 copy failures;
 * decisions K30–K33).
 *
 * Opened from the card settings menu: the saved settings load (a loading overlay meanwhile; a failure
 * shows a failure state with Try again). Copy sends one request for all the copies; on success the
 * board refreshes, the choices are saved with the title back to the default and the stage cleared, and the
 * panel closes. The title field starts as the card's name while the saved title is the default
 * (decisions K42). Escape or a click outside closes it and saves the choices; Cancel closes it as it was.
 * A floating native `<dialog>` beside the "⋯" trigger on wide screens, clear of the details column
 * (kept inside the window), a
 * full-width bottom sheet on phones; `showModal()` gives the focus trap and Escape.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CheckboxField,
  Flex,
  Heading,
  Loader,
  SelectField,
  StepperField,
  TextField,
} from '@aws-amplify/ui-react';
import {
  COPY_LIMITS,
  COPY_PARTS,
  DEFAULT_COPY_NAME,
  type CardDuplicateSettings,
  type CopyPart,
} from '../../../../../../shared/schemas/card-copy-limits';
import { toast } from '../../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../../lib/api-client';
import { useCloneCard } from '../../api/clone-card';
import { useCopySettings } from '../../api/get-copy-settings';
import { useSaveCopySettings } from '../../api/save-copy-settings';
import { useCardPopup } from '../../hooks/use-card-popup';
import { translate } from '../../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';
import { placeNear, type Box } from '../../utils/place-near';
import './copy-card-panel.css';

/** The panel's width in px (cards spec §2 "about 280 wide"). */
const PANEL_WIDTH = 280;

/** Each copied part's `card` catalogue key (the spec's English: "Participants", "Start Date" …). */
const PART_LABELS: Record<CopyPart, string> = {
  participants: 'details.participants',
  labels: 'details.labels',
  start_date: 'details.startDate',
  due_date: 'details.dueDate',
  reminder: 'details.reminder',
  images: 'copy.images',
  description: 'description.heading',
  lists: 'copy.lists',
};

/** The card settings trigger the panel is placed near, widened to the right edge of the details column it sits in. */
function settingsTrigger(): Box | null {
  const trigger = document.querySelector('[data-testid="card-popup"] [data-card-settings]');
  if (!trigger) return null;
  const { left, top, right, bottom } = trigger.getBoundingClientRect();
  const column = trigger.closest('.gl-card-popup__details')?.getBoundingClientRect();
  return { left, top, bottom, right: Math.max(right, column?.right ?? right) };
}

/** The panel, opened from the card settings menu; `onDone` closes it. */
export function CopyCardPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('card');
  const { workspaceId, card } = useCardPopup();
  const settings = useCopySettings(workspaceId);
  const save = useSaveCopySettings(workspaceId);
  const clone = useCloneCard();
  const [form, setForm] = useState<CardDuplicateSettings | null>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  // The loaded settings become the form once; a saved stage the caller no longer sees falls back to the card's.
  const stages = settings.data?.stages ?? [];
  if (settings.data && form === null) {
    const saved = settings.data.settings;
    const stageId = saved.stage_id && stages.some((s) => s.id === saved.stage_id) ? saved.stage_id : card.stage_id;
    // The default title is the card's own name rather than "Untitled" (issue 30 item 6; decisions K42).
    setForm({ ...saved, name: saved.name === DEFAULT_COPY_NAME ? card.name : saved.name, stage_id: stageId });
  }

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const anchor = settingsTrigger();
    const reposition = () => {
      const { height } = dialog.getBoundingClientRect();
      setPlace(
        placeNear(anchor, { width: PANEL_WIDTH, height }, { width: window.innerWidth, height: window.innerHeight }),
      );
    };
    reposition();
    const observer = new ResizeObserver(reposition);
    observer.observe(dialog);
    window.addEventListener('resize', reposition);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reposition);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const busy = settings.isPending || clone.isPending;

  /** Escape or a click outside: the choices are kept as the workspace's copy settings. */
  const dismiss = () => {
    if (form && !clone.isPending) save.mutate(form);
    onDone();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || busy) return;
    clone.mutate(form, {
      onSuccess: ({ content_groups }) => {
        const copies = content_groups.length;
        toast.success(translate('card', 'copy.done', { copies }));
        save.mutate({ ...form, name: DEFAULT_COPY_NAME, stage_id: null });
        onDone();
      },
    });
  };

  const set = <K extends keyof CardDuplicateSettings>(key: K, value: CardDuplicateSettings[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));

  return (
    <dialog
      ref={ref}
      className="gl-copy-panel"
      aria-labelledby="gl-copy-panel-title"
      aria-busy={busy}
      data-testid="copy-card-panel"
      style={
        place
          ? ({ '--gl-copy-left': `${place.left}px`, '--gl-copy-top': `${place.top}px` } as CSSProperties)
          : undefined
      }
      onCancel={(event) => {
        // React bubbles `cancel` through its tree: without this the card popup around would close too.
        event.preventDefault();
        event.stopPropagation();
        dismiss();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop targets the dialog itself, outside its box.
        if (event.target !== ref.current) return;
        const box = ref.current.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dismiss();
      }}
    >
      <form className="gl-copy-panel__form" onSubmit={submit} noValidate>
        <Heading level={2} fontSize="medium" fontWeight="semibold" id="gl-copy-panel-title">
          {t('copy.heading')}
        </Heading>
        {settings.isError ? (
          <Alert variation="error" heading={t('copy.loadFailed')} data-testid="copy-settings-failure">
            <Flex direction="column" gap="xs" alignItems="flex-start">
              {errorMessage(settings.error)}
              <Flex gap="xs">
                <Button size="small" onClick={() => void settings.refetch()}>
                  {t('copy.tryAgain')}
                </Button>
                <Button size="small" variation="link" onClick={onDone}>
                  {t('copy.close')}
                </Button>
              </Flex>
            </Flex>
          </Alert>
        ) : (
          <>
            <TextField
              label={t('copy.cardTitle')}
              size="small"
              maxLength={COPY_LIMITS.nameLength}
              value={form?.name ?? ''}
              onChange={(event) => set('name', event.target.value)}
              isDisabled={!form}
            />
            <fieldset className="gl-copy-panel__parts" disabled={!form}>
              <legend>{t('contents.heading')}</legend>
              {COPY_PARTS.map((part) => (
                <CheckboxField
                  key={part}
                  name={part}
                  label={t(PART_LABELS[part])}
                  size="small"
                  checked={form?.[part] ?? false}
                  onChange={(event) => set(part, event.target.checked)}
                />
              ))}
            </fieldset>
            <SelectField
              label={t('details.stage')}
              size="small"
              className="gl-copy-panel__stage"
              value={form?.stage_id ?? ''}
              onChange={(event) => set('stage_id', event.target.value)}
              isDisabled={!form}
            >
              {stages.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.name}
                </option>
              ))}
            </SelectField>
            <StepperField
              label={t('copy.count')}
              size="small"
              min={COPY_LIMITS.minCopies}
              max={COPY_LIMITS.maxCopies}
              step={1}
              value={form?.num_copies ?? 1}
              onStepChange={(value) =>
                set('num_copies', Math.min(COPY_LIMITS.maxCopies, Math.max(COPY_LIMITS.minCopies, Math.round(value))))
              }
              // Amplify disables the buttons at the bounds only while isDisabled is undefined (`isDisabled ?? bound`).
              isDisabled={form ? undefined : true}
            />
            {clone.isError ? (
              <Alert variation="error" isDismissible={false} data-testid="copy-card-error">
                {errorMessage(clone.error)}
              </Alert>
            ) : null}
            <Flex gap="xs" justifyContent="flex-end">
              <Button size="small" variation="link" onClick={onDone} isDisabled={clone.isPending}>
                {t('date.cancel')}
              </Button>
              <Button
                size="small"
                variation="primary"
                type="submit"
                isDisabled={!form}
                isLoading={clone.isPending}
                loadingText={t('copy.copying')}
              >
                {t('settings.copy')}
              </Button>
            </Flex>
          </>
        )}
      </form>
      {busy ? (
        <div className="gl-copy-panel__overlay" data-testid="copy-card-loading">
          <Loader size="large" ariaLabel={clone.isPending ? t('copy.copyingCard') : t('copy.loading')} />
        </div>
      ) : null}
    </dialog>
  );
}
