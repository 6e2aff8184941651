/**
 * The mention picker's trigger and matching (cards spec §5 "Typing @ and letters opens a mention picker").
 */
import { describe, expect, it } from 'vitest';
import { getSchema } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import { Mention, findMentionQuery, matchPeople } from './mention-node';

const schema = getSchema([StarterKit, Mention]);

/** A one-paragraph document with the cursor at its end. */
function typed(text: string, withMention = false) {
  const nodes = [
    ...(withMention ? [schema.nodes.mention.create({ id: 'u1', label: 'Ann' }), schema.text(' ')] : []),
    ...(text ? [schema.text(text)] : []),
  ];
  const doc = schema.nodes.doc.create(null, [schema.nodes.paragraph.create(null, nodes)]);
  const state = EditorState.create({ schema, doc });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, doc.content.size - 1)));
}

describe('findMentionQuery', () => {
  it('finds the letters after an @ at the start or after a space, with the range to replace', () => {
    expect(findMentionQuery(typed('@'))).toEqual({ query: '', from: 1, to: 2 });
    expect(findMentionQuery(typed('hello @an'))).toEqual({ query: 'an', from: 7, to: 10 });
    expect(findMentionQuery(typed('see @jo-ann.b'))?.query).toBe('jo-ann.b');
  });

  it('ignores e-mail addresses, finished words and text after a mention', () => {
    expect(findMentionQuery(typed('mail me@example'))).toBeNull();
    expect(findMentionQuery(typed('@ann '))).toBeNull();
    expect(findMentionQuery(typed('hi', true))).toBeNull();
    expect(findMentionQuery(typed('hello'))).toBeNull();
  });
});

describe('matchPeople', () => {
  const people = [
    { user_full_name: 'Ann Lee' },
    { user_full_name: 'Bob Ánders' },
    { user_full_name: 'Carla Ann' },
    { user_full_name: 'Dan' },
  ];

  it('matches any word start, ignoring case and accents, in the given order', () => {
    expect(matchPeople(people, 'an').map((p) => p.user_full_name)).toEqual(['Ann Lee', 'Bob Ánders', 'Carla Ann']);
    expect(matchPeople(people, 'LEE').map((p) => p.user_full_name)).toEqual(['Ann Lee']);
    expect(matchPeople(people, 'zz')).toEqual([]);
  });

  it('offers everyone for an empty query, at most `max`', () => {
    expect(matchPeople(people, '')).toHaveLength(4);
    expect(matchPeople(people, '', 2)).toHaveLength(2);
  });
});
