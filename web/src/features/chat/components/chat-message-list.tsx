/**
 * The chat's messages, oldest at the top (accounts spec §2 Live chat dock; §7 `get_messages`): older pages
 * load when scrolled to the top (keeping the view still), new messages scroll into view when the reader is
 * at the bottom and otherwise show a "New messages" button; day dividers; read marks under the message
 * each reader has read up to, other than its author (docs/decisions.md V17, V27). Loading, empty and failure states included.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import { currentDateLocale, currentLanguage } from '../../../lib/i18n/i18n-store';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { format, isToday, isYesterday } from 'date-fns';
import type { InfiniteData } from '@tanstack/react-query';
import type { MessagesPage, ReadMark } from '../../../../../shared/schemas/chat';
import { errorMessage } from '../../../lib/api-client';
import { oldestFirst, readersByMessage } from '../utils/merge-messages';
import { ChatMessageItem } from './chat-message-item';

/** Messages by one author closer than this run together without repeating name and avatar. */
const RUN_MS = 5 * 60_000;
/** One empty list, so unread messages keep their memoised rows. */
const NO_READERS: readonly ReadMark[] = [];
/** Distance from an edge, in px, that counts as "at" it. */
const EDGE_PX = 48;

/** A day divider: Today, Yesterday, else the weekday and date ("Monday, 7 Dec 2026"; the language's long date otherwise). */
function dayLabel(date: Date, t: (key: string) => string): string {
  if (isToday(date)) return t('list.today');
  if (isYesterday(date)) return t('list.yesterday');
  const lng = currentLanguage();
  return lng === 'en' || lng === 'en-XA'
    ? format(date, 'EEEE, d MMM yyyy')
    : format(date, 'PPPP', { locale: currentDateLocale() });
}

interface ChatMessageListProps {
  data: InfiniteData<MessagesPage> | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  currentUserId: string | undefined;
  /** Bumped after the user sends: scroll to the bottom whatever the position. */
  scrollSignal: number;
}

export function ChatMessageList({
  data,
  isPending,
  error,
  onRetry,
  hasOlder,
  loadingOlder,
  loadOlder,
  currentUserId,
  scrollSignal,
}: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const [unseenBelow, setUnseenBelow] = useState(false);
  const messages = useMemo(() => oldestFirst(data), [data]);
  // Each message's readers other than its author (the author has obviously seen it).
  const readers = useMemo(() => {
    const byMessage = readersByMessage(data?.pages[0]?.read_marks ?? []);
    const authors = new Map(messages.map((m) => [m.id, m.user_id]));
    for (const [id, marks] of byMessage)
      byMessage.set(
        id,
        marks.filter((r) => r.user_id !== authors.get(id)),
      );
    return byMessage;
  }, [data, messages]);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;

  // Older messages were prepended: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [oldestId]);

  // A newer message: follow it when at the bottom, otherwise offer to jump.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !newestId) return;
    if (atBottom.current) element.scrollTop = element.scrollHeight;
    else setUnseenBelow(true);
  }, [newestId]);

  useEffect(() => {
    const element = scroller.current;
    if (!element || scrollSignal === 0) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseenBelow(false);
  }, [scrollSignal]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (atBottom.current) setUnseenBelow(false);
    if (element.scrollTop < EDGE_PX && hasOlder && !loadingOlder) {
      heightBeforeOlder.current = element.scrollHeight;
      loadOlder();
    }
  };

  const jumpDown = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    setUnseenBelow(false);
  };

  let body;
  if (isPending) {
    body = (
      <p className="gl-chat-state" role="status">
        {t('list.loading')}
      </p>
    );
  } else if (error && !data) {
    body = (
      <div className="gl-chat-state" role="alert">
        <p>{errorMessage(error)}</p>
        <button type="button" className="gl-chat-text-button" onClick={onRetry}>
          {t('common:action.tryAgain')}
        </button>
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <div className="gl-chat-state gl-chat-state--empty">
        <p className="gl-chat-state__title">{t('list.empty')}</p>
        <p>{t('list.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ol className="gl-chat-messages" aria-label={t('list.messages')}>
        {hasOlder ? (
          <li className="gl-chat-older">
            <button type="button" className="gl-chat-text-button" onClick={loadOlder} disabled={loadingOlder}>
              {t(loadingOlder ? 'list.loadingOlder' : 'list.loadOlder')}
            </button>
          </li>
        ) : null}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const at = new Date(message.created_at);
          const newDay = !previous || format(new Date(previous.created_at), 'yyyy-MM-dd') !== format(at, 'yyyy-MM-dd');
          const continued =
            !newDay &&
            previous?.user_id === message.user_id &&
            at.getTime() - new Date(previous.created_at).getTime() < RUN_MS;
          return (
            <Fragment key={message.id}>
              {newDay ? (
                // A list item, not a separator role: a list holds only items; the heading lets a screen reader jump by day.
                <li className="gl-chat-day">
                  <h3 className="gl-chat-day__label">{dayLabel(at, t)}</h3>
                </li>
              ) : null}
              <ChatMessageItem
                message={message}
                own={message.user_id === currentUserId}
                continued={continued}
                readers={readers.get(message.id) ?? NO_READERS}
              />
            </Fragment>
          );
        })}
      </ol>
    );
  }

  return (
    <div className="gl-chat-scroll-wrap">
      <div
        className="gl-chat-scroll"
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={t('list.scroller')}
        data-testid="chat-messages"
      >
        {body}
      </div>
      {unseenBelow ? (
        <button type="button" className="gl-chat-new-below" onClick={jumpDown}>
          {t('list.newBelow')}
        </button>
      ) : null}
    </div>
  );
}
