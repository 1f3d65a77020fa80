import { lazy, type ComponentType } from 'react';

/** Whether the shell is still taking over this page: it marks `<html data-first-paint>` once hydrated (or rendered). */
const beforeFirstPaint = (): boolean =>
  typeof document !== 'undefined' &&
  document.getElementById('storefront-bootstrap') !== null &&
  document.documentElement.dataset.firstPaint === undefined;

/** Resolves once the page is interactive (at once outside a shell page, on the server and in tests). */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (!beforeFirstPaint()) return resolve();
    const observer = new MutationObserver(() => {
      if (beforeFirstPaint()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-first-paint'] });
  });

/**
 * A part of a screen in a chunk of its own, asked for only once the page is interactive
 * (docs/decisions/reservations-and-waiting-list-first-paint.md): the server renders it within the page; in the browser its
 * Suspense boundary keeps the server's markup while the rest hydrates, and hydrates when the chunk
 * has come (React replays a tap made on it meanwhile). Its bytes are not among those before interactive.
 */
export const lazyAfterFirstPaint = <P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy<ComponentType<P>>(async () => ({ default: (await afterFirstPaint().then(load))[name] }));
