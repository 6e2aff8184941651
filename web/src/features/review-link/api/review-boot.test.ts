import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ReviewCard } from '../../../../../shared/schemas/review-links';

const calls: string[] = [];
let exchange: { resolve: (answer: unknown) => void; reject: (e: unknown) => void };
vi.mock('./review-session', () => ({
  openReviewSession: (token: string) => {
    calls.push(`exchange ${token}`);
    return new Promise((resolve, reject) => (exchange = { resolve, reject }));
  },
  getReviewSession: () => null,
  isCodeRequest: (answer: object) => 'code_required' in answer,
}));
const card = {
  card: { id: 'k', name: 'Poster', due_date: null },
  contents: [{ type: 'png', urls: { small: 'https://s3/small.png', original: 'https://s3/o.png', thumbnail: null } }],
  approval: { status: 'pending', can_decide: true },
  reviewer: { id: 'r', name: 'Rita', status: 'opened' },
} as unknown as ReviewCard;
vi.mock('./review-api', () => ({
  reviewKeys: { card: ['review', 'card'], comments: ['review', 'comments'] },
  fetchReviewCard: async () => {
    calls.push('card');
    return card;
  },
  fetchReviewComments: async () => {
    calls.push('comments');
    return { comments: [] };
  },
}));

const { bootReview, firstPictureOf } = await import('./review-boot');

describe('bootReview (issue 37 performance; decisions L5)', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'Image',
      class {
        referrerPolicy = '';
        set src(value: string) {
          calls.push(`image ${value} ${this.referrerPolicy}`);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('exchanges the token, then fetches the card and comments, then loads the first picture with no Referer', async () => {
    const client = new QueryClient();
    bootReview('tok', client);
    expect(calls).toEqual(['exchange tok']);
    exchange.resolve({ session_token: 'glr_x', expires_at: '2099-01-01T00:00:00Z' });
    await vi.waitFor(() => expect(calls).toContain('image https://s3/small.png no-referrer'));
    expect(calls.slice(0, 1)).toEqual(['exchange tok']);
    expect(calls).toEqual(expect.arrayContaining(['card', 'comments']));
    expect(client.getQueryData(['review', 'card'])).toBe(card);
  });

  it('fetches nothing after a refused link, for a link that asks for a code, nor without a token or session', async () => {
    const client = new QueryClient();
    bootReview('coded', client);
    exchange.resolve({ code_required: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['exchange coded']);
    calls.length = 0;
    bootReview('bad', client);
    exchange.reject(new Error('401'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['exchange bad']);
    calls.length = 0;
    bootReview(null, client);
    expect(calls).toEqual([]);
  });

  it('picks the small rendition, else a PDF thumbnail or the original', () => {
    expect(firstPictureOf(card)).toBe('https://s3/small.png');
    const pdf = { ...card, contents: [{ type: 'pdf', urls: { small: null, thumbnail: 't.png', original: 'o.pdf' } }] };
    expect(firstPictureOf(pdf as unknown as ReviewCard)).toBe('t.png');
    expect(firstPictureOf({ ...card, contents: [] })).toBeNull();
  });
});
