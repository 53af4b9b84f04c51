// The rankings feature's public face: an app's section on its page, a chart's figures and link, and a
// contract's proof line and chain names for the pages where teams prove their contracts.
export { AppRankingsSection } from './components/app-rankings-section';
export { WeeklyWallets } from './components/weekly-wallets';
export { useWeeklyWallets } from './api/use-weekly-wallets';
export { rankingsPathOf } from './rankings-view';
export { ProofLine } from './components/proof-line';
export { useChainName } from './api/use-chain-names';
