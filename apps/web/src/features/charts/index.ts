// The charts feature's public face: the rankings link an app to its site as its chart tile does.
export { chartQuery } from './api/get-chart';
