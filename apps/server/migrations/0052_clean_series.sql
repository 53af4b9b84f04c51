-- The sparkline points kept with each app's window figures now carry the cleaned figures beside the raw
-- ones. The points kept before lack them, so they go: with no figures kept, the indexer's next round
-- measures every app again, and until it has, the rankings measure on the spot.
DELETE FROM "rankings_window_figures";
