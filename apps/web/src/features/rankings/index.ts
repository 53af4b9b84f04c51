// The rankings feature's public face: an app's section on its page, and a chart's figures and link.
export { AppRankingsSection } from './components/app-rankings-section';
export { WeeklyWallets } from './components/weekly-wallets';
export { useWeeklyWallets } from './api/use-weekly-wallets';
export { rankingsPathOf } from './rankings-view';
