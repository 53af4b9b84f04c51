// The one door from the browser tests into the server's source. The tests start the whole store, so they need a
// few of its own pieces: the embedded PostgreSQL and free-port helpers the server's harness uses, and the demo
// collection's id that the seed gives the marketplace. Taking them from here keeps that list short and visible,
// and `e2e-server-through-one-file` (.dependency-cruiser.mjs) keeps every other e2e file off apps/server.
// Each piece is read from its own file, not the module's index, so a spec does not load the server's routes.

export { startEmbeddedPostgres, throwawayDataDir } from '../../server/src/db/embedded-postgres';
export { getPort } from '../../server/src/lib/free-port';
export { demoCollectionId } from '../../server/src/modules/marketplace/demo-collections';
