// The games feature's public face: the rankings link a game to its page here.
export { gamesQuery } from './api/get-games';
export { gamePath } from './game-rules';
