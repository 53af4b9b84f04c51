// The history feature's public face: the ACE deposits and withdrawals drawer.
export { HistoryButton } from './components/history-button';
export { HistoryDrawer } from './components/history-drawer';
