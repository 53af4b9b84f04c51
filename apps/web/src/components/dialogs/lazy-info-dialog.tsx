import { lazy } from 'react';

/** InfoDialog whose code loads on first render: for notices that most visits never show. */
export const LazyInfoDialog = lazy(() =>
  import('./info-dialog').then((module) => ({ default: module.InfoDialog })),
);
