import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadAllScreenTexts } from '@/lib/i18n';

// Tests render a screen's parts without its route, which would load their texts.
await initI18n('en');
await loadAllScreenTexts();
// The snackbar's code loads with the first notice; loaded here once, a test's first notice shows as soon
// as in the browser rather than after jsdom's first transform of it.
await import('@/components/notice-snackbar');

// jsdom has no layout, so no scrolling; the routing rules still call it on every path change.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
