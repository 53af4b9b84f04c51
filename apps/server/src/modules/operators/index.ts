// The operators module's public face: console sign-in, the role check of every /admin/api route, and
// the management of operators, for app.ts, main.ts and the admin command.
export { operatorsRoutes } from './routes';
export {
  registerOperatorAuthentication,
  operatorSessionHeader,
  type SignedInOperator,
} from './authentication';
export { addOperator, ensureFirstOwner, listOperators, setOperatorDisabled } from './service';
