import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

describe('lazyWithPreload', () => {
  it('suspends until its chunk is there, then renders at once with no Suspense round trip', async () => {
    let loads = 0;
    const view = lazyWithPreload(async () => {
      loads += 1;
      return Greeting;
    });
    const suspended = renderToString(
      createElement(
        Suspense,
        { fallback: createElement('i', null, 'Loading') },
        createElement(view.Component, { name: 'Ada' }),
      ),
    );
    expect(suspended).toContain('Loading');

    await view.preload();
    await view.preload();
    expect(loads).toBe(1);
    // No Suspense boundary at all: a lazy component would throw here.
    expect(renderToString(createElement(view.Component, { name: 'Ada' }))).toBe('<p>Hello Ada</p>');
  });
});
