// The audit module's public face: the one way a change is recorded, and the console's route to read it.
export { auditRoutes } from './routes';
export { recordAudit, type Actor, type AuditRecord } from './service';
