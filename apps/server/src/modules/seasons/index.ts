// The seasons module's public face: what app.ts, the seed and the admin may use.
export { seasonsRoutes } from './routes';
export {
  adminSeasonView,
  closeSeason,
  createSeason,
  listSeasons,
  seasonView,
  seedOpenSeasons,
} from './service';
