/**
 * Reading a Trello board export (issue 40 "From Trello"; decisions FT7): the fixture (tests/fixtures/
 * trello-board.json, written to Trello's documented board export) becomes stages in list order with their
 * cards in order, descriptions with the link attachments, labels, checklists, due dates and attributed
 * comments; archived lists and cards are left out; a file that is not a board export is refused.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  importedCommentText,
  NOT_A_TRELLO_BOARD,
  readTrelloBoard,
  TrelloImportError,
} from '../../functions/src/services/imports/trello-board';

const fixture = () => JSON.parse(readFileSync(new URL('../fixtures/trello-board.json', import.meta.url), 'utf8'));

describe('readTrelloBoard', () => {
  it('turns the lists into stages in order, with their open cards in order', () => {
    const plan = readTrelloBoard(fixture());
    expect(plan.name).toBe('Spring campaign');
    expect(plan.stages.map((s) => [s.name, s.cards.map((c) => c.name)])).toEqual([
      ['To do', ['Hero banner', 'Instagram carousel']],
      ['In review', ['Launch video']],
      ['Done', []],
    ]);
  });

  it('keeps descriptions with links, labels, checklists, due dates and the comments with their authors', () => {
    const plan = readTrelloBoard(fixture());
    expect(plan.labels).toEqual([
      { name: 'Approved', color_hex: '4bce97' },
      { name: 'Urgent', color_hex: 'f87168' },
      { name: 'Social', color_hex: '6cc3e0' },
      { name: 'purple', color_hex: '9f8fef' },
    ]);
    const carousel = plan.stages[0]!.cards[1]!;
    expect(carousel.description).toBe(
      'Five slides, **square**.\n\nLinks from Trello:\n- Moodboard: https://www.figma.com/file/abc/moodboard\n' +
        '- brief.pdf: https://trello.com/1/cards/crd000000000000000000002/attachments/att000000000000000000002/download/brief.pdf (file on Trello)',
    );
    expect(carousel.due_date).toBe('2027-03-15T16:00:00.000Z');
    expect(carousel.labels.map((i) => plan.labels[i]!.name)).toEqual(['Social', 'Urgent']);
    expect(carousel.checklists).toEqual([
      {
        name: 'Slides',
        items: [
          { name: 'Slide 1: cover', done: true },
          { name: 'Slide 2: product', done: false },
        ],
      },
    ]);
    expect(carousel.comments.map((c) => [c.author, c.text])).toEqual([
      ['Ann Lead', 'First draft is in the moodboard.'],
      ['Bea Designer', 'Client asked for a warmer palette.'],
    ]);
    expect(importedCommentText(carousel.comments[0]!)).toBe(
      'Imported from Trello: **Ann Lead** wrote on 2027-02-10:\n\nFirst draft is in the moodboard.',
    );
    expect(plan.stages[0]!.cards[0]).toMatchObject({ description: '', due_date: null, labels: [], comments: [] });
  });

  it('refuses a file that is not a Trello board export', () => {
    for (const file of [null, 'text', [], { name: 'x' }, { id: 'b', name: 'x', lists: [] }, { cards: [], lists: [] }])
      expect(() => readTrelloBoard(file)).toThrow(new TrelloImportError(NOT_A_TRELLO_BOARD));
    const stray = fixture();
    stray.cards[0].idList = 'nowhere';
    expect(() => readTrelloBoard(stray)).toThrow(/is in no list of the file/);
  });
});
