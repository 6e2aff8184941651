/**
 * A Trello board's JSON export read into what a Greenlight workspace would hold (issue 40 "From Trello";
 * decisions FT7). Trello's export ("Menu → Print, export and share → Export as JSON") is the board object
 * of Trello's REST API with its `lists`, `cards`, `labels`, `checklists`, `actions` and `members`.
 *
 * - Open lists become stages, in Trello's `pos` order; open cards go to their list's stage in `pos` order.
 *   Archived (`closed`) lists and cards are left out.
 * - A card keeps its name, description, due date, labels (by the board's label ids), checklists (in `pos`
 *   order, items with their done state) and comments (`commentCard` actions, oldest first, each with its
 *   author's full name and date). Attachments become links appended to the description: a link stays a link;
 *   a file uploaded to Trello is listed by its Trello URL (it needs a Trello sign-in to open).
 * - Labels keep their name and Trello colour (as 6 hex digits); a label without a name is named after its colour.
 * Pure: no I/O. Limits are Greenlight's (names and text cut to their maximum lengths).
 */
import * as z from '../../../../shared/schemas/zod';
import { NOT_A_TRELLO_BOARD } from '../../../../shared/schemas/trello-import-limits';
import type { MessageKey } from '../../lib/http/errors';

/**
 * What the file does not match: answered 400 with this message, and nothing is created. A message built from
 * values carries its `errors` catalogue key and values (issue 41; decisions MV5).
 */
export class TrelloImportError extends Error {
  constructor(
    message: string,
    readonly messageKey?: MessageKey,
  ) {
    super(message);
    this.name = 'TrelloImportError';
  }
}

/** The message for a file that is not a board export (shared with the web app). */
export { NOT_A_TRELLO_BOARD };

/** Trello's named label colours (and their `_light`/`_dark` variants) as 6 hex digits, from Trello's palette. */
const TRELLO_COLOURS: Record<string, string> = {
  green: '4bce97',
  yellow: 'f5cd47',
  orange: 'fea362',
  red: 'f87168',
  purple: '9f8fef',
  blue: '579dff',
  sky: '6cc3e0',
  lime: '94c748',
  pink: 'e774bb',
  black: '8590a2',
};
const GREY = 'dddddd';

const id = z.string().check(z.minLength(1));
const pos = z.catch(z.number(), 0);
const text = z.catch(z.string(), '');
const flag = z.catch(z.boolean(), false);
/** Missing or malformed optional parts read as empty: only the board's own shape decides what the file is. */
const many = <T extends z.ZodMiniType>(item: T) => z.catch(z.array(item), []);
const TrelloBoardSchema = z.object({
  id,
  name: z.string(),
  lists: z.array(z.object({ id, name: z.string(), closed: flag, pos })),
  cards: z.array(
    z.object({
      id,
      name: z.string(),
      desc: text,
      closed: flag,
      idList: id,
      pos,
      due: z.catch(z.nullable(z.string()), null),
      idLabels: many(z.string()),
      attachments: many(z.object({ name: text, url: z.string(), isUpload: flag })),
    }),
  ),
  labels: many(z.object({ id, name: text, color: z.catch(z.nullable(z.string()), null) })),
  checklists: many(
    z.object({
      id,
      idCard: id,
      name: z.string(),
      pos,
      checkItems: many(z.object({ name: z.string(), state: z.string(), pos })),
    }),
  ),
  actions: many(
    z.object({
      type: z.string(),
      date: z.string(),
      data: z.catch(z.object({ text: z.optional(z.string()), card: z.optional(z.object({ id: z.string() })) }), {}),
      memberCreator: z.optional(z.object({ fullName: text })),
    }),
  ),
});

/** A comment to post on the Team tab. */
export interface ImportedComment {
  author: string;
  date: string;
  text: string;
}

/** One card as it will be created. */
export interface ImportedCard {
  name: string;
  description: string;
  due_date: string | null;
  /** Indexes into the plan's `labels`. */
  labels: number[];
  checklists: Array<{ name: string; items: Array<{ name: string; done: boolean }> }>;
  comments: ImportedComment[];
}

/** The whole workspace to create. */
export interface TrelloImportPlan {
  name: string;
  labels: Array<{ name: string; color_hex: string }>;
  stages: Array<{ name: string; cards: ImportedCard[] }>;
}

const byPos = <T extends { pos: number }>(a: T, b: T) => a.pos - b.pos;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const colourOf = (color: string | null) =>
  color ? (TRELLO_COLOURS[color.replace(/_(light|dark)$/, '')] ?? GREY) : GREY;

/** The Markdown a Trello comment becomes: attributed, so the team sees who wrote it and when. */
export const importedCommentText = (c: ImportedComment) =>
  `Imported from Trello: **${c.author || 'a Trello member'}** wrote on ${c.date.slice(0, 10)}:\n\n${c.text}`;

/**
 * Read `file` (the parsed JSON) as a Trello board export.
 * @returns the plan. @throws TrelloImportError (NOT_A_TRELLO_BOARD, or a card in a list the file does not have).
 */
export function readTrelloBoard(file: unknown): TrelloImportPlan {
  const parsed = TrelloBoardSchema.safeParse(file);
  if (!parsed.success) throw new TrelloImportError(NOT_A_TRELLO_BOARD);
  const board = parsed.data;
  const listIds = new Set(board.lists.map((l) => l.id));
  const stray = board.cards.find((c) => !listIds.has(c.idList));
  if (stray)
    throw new TrelloImportError(`${NOT_A_TRELLO_BOARD} (card "${cut(stray.name, 60)}" is in no list of the file)`, {
      key: 'imports.strayCard',
      values: { card: cut(stray.name, 60) },
    });

  const labelIndex = new Map(board.labels.map((l, i) => [l.id, i]));
  const labels = board.labels.map((l) => ({
    name: cut(l.name.trim() || (l.color ?? 'label').replace(/_/g, ' '), 50),
    color_hex: colourOf(l.color),
  }));
  const comments = new Map<string, ImportedComment[]>();
  for (const action of [...board.actions].sort((a, b) => a.date.localeCompare(b.date))) {
    const cardId = action.data.card?.id;
    if (action.type !== 'commentCard' || !cardId || !action.data.text) continue;
    comments.set(cardId, [
      ...(comments.get(cardId) ?? []),
      { author: action.memberCreator?.fullName ?? '', date: action.date, text: action.data.text },
    ]);
  }
  const cardOf = (card: (typeof board.cards)[number]): ImportedCard => {
    const links = card.attachments.map(
      (a) => `- ${a.name && a.name !== a.url ? `${a.name}: ` : ''}${a.url}${a.isUpload ? ' (file on Trello)' : ''}`,
    );
    const description = [card.desc.trim(), links.length ? `Links from Trello:\n${links.join('\n')}` : '']
      .filter(Boolean)
      .join('\n\n');
    return {
      name: cut(card.name.trim() || 'Untitled card', 255),
      description,
      due_date: card.due && !Number.isNaN(Date.parse(card.due)) ? new Date(card.due).toISOString() : null,
      labels: card.idLabels.flatMap((l) => (labelIndex.has(l) ? [labelIndex.get(l)!] : [])),
      checklists: board.checklists
        .filter((c) => c.idCard === card.id)
        .sort(byPos)
        .map((c) => ({
          name: cut(c.name, 255),
          items: [...c.checkItems].sort(byPos).map((i) => ({ name: cut(i.name, 255), done: i.state === 'complete' })),
        })),
      comments: comments.get(card.id) ?? [],
    };
  };
  return {
    name: cut(board.name.trim() || 'Trello board', 255),
    labels,
    stages: board.lists
      .filter((l) => !l.closed)
      .sort(byPos)
      .map((list) => ({
        name: cut(list.name.trim() || 'Untitled list', 255),
        cards: board.cards
          .filter((c) => c.idList === list.id && !c.closed)
          .sort(byPos)
          .map(cardOf),
      })),
  };
}
