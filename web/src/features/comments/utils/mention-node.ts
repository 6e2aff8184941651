/**
 * The comment editor's mention (cards spec §5 "Typing @ and letters opens a mention picker"; decisions
 * R3, R8): an inline, atomic TipTap node stored as `<span data-type="mention" data-id="{user id}"
 * data-label="{name}">@Name</span>`, the one span the server's allowlist keeps. TipTap's own Mention
 * extension needs `@tiptap/suggestion`, which the app does not carry; this node plus `findMentionQuery`
 * is the small part of it the composer needs (decisions R21).
 */
import { Node, mergeAttributes } from '@tiptap/react';
import type { EditorState } from '@tiptap/pm/state';

export const Mention = Node.create({
  name: 'mention',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: false,
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-id'),
        renderHTML: (attrs) => ({ 'data-id': attrs.id as string }),
      },
      label: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-label') ?? (el.textContent ?? '').replace(/^@/, ''),
        renderHTML: (attrs) => ({ 'data-label': attrs.label as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-type="mention"]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      'span',
      mergeAttributes({ 'data-type': 'mention', class: 'gl-mention' }, HTMLAttributes),
      `@${node.attrs.label as string}`,
    ];
  },
  renderText({ node }) {
    return `@${node.attrs.label as string}`;
  },
});

/** What the user is typing after an @: the query and the document range to replace with the mention. */
export interface MentionQuery {
  query: string;
  from: number;
  to: number;
}

/** The word after an @ that ends at the cursor (letters, digits, . _ -, at most 30), or null. */
export function findMentionQuery(state: EditorState): MentionQuery | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const $from = selection.$from;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const match = /(?:^|\s)@([\p{L}\p{N}._-]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[1];
  return { query, from: $from.pos - query.length - 1, to: $from.pos };
}

/** The people whose name matches `query` (case- and accent-insensitive, any word start), at most `max`. */
export function matchPeople<T extends { user_full_name: string }>(people: readonly T[], query: string, max = 8): T[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query);
  return people
    .filter(
      (p) =>
        q === '' ||
        fold(p.user_full_name)
          .split(/\s+/)
          .some((word) => word.startsWith(q)) ||
        fold(p.user_full_name).startsWith(q),
    )
    .slice(0, max);
}
