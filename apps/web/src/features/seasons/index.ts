// The seasons feature's public face: ACE season stakes.
export { SeasonStakeDialog } from './components/season-stake-dialog';
export { SeasonStakeSection } from './components/season-stake-section';
