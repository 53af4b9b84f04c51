import '@testing-library/jest-dom/vitest';

// Most tests run in jsdom; the few that render as the build does in Node (the first paint) have no DOM.
if (typeof window !== 'undefined') await import('./setup-dom');
