// The history feature's public face: the activity list's drawer (every movement of the user's tokens).
export { HistoryButton } from './components/history-button';
export { HistoryDrawer } from './components/history-drawer';
export { historyKey } from './api/activity';
