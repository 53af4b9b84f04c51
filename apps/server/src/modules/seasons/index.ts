// The seasons module's public face: what app.ts, the seed and the admin may use.
export { seasonsRoutes } from './routes';
export { closeSeason, createSeason, listSeasons, seasonView, seedOpenSeasons } from './service';
