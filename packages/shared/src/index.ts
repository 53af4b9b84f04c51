export * from './errors';
export * from './health';
export * from './newsletter';
export * from './settings';
export * from './catalogue';
export * from './news';
export * from './launcher';
export * from './users';
