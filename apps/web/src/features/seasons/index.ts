// The seasons feature's public face: ACE season stakes.
export { SeasonStakeDialog } from './components/dialogs';
export { SeasonStakeSection } from './components/season-stake-section';
export { prefetchSeasonSection } from './api/seasons-api';
