import type { Db } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import { getMaintenance, writeMaintenance, type Maintenance } from './repository';

/**
 * Opens or closes the store, with the operator's note to visitors; the console and the admin command
 * both come here, so each change has its audit row (the command's actor is `cli`).
 */
export async function setMaintenance(db: Db, actor: Actor, next: Maintenance): Promise<Maintenance> {
  return db.transaction(async (tx) => {
    const before = await getMaintenance(tx);
    await writeMaintenance(tx, next);
    await recordAudit(tx, {
      operator: actor,
      action: 'maintenance.set',
      target: 'store',
      before,
      after: next,
    });
    return next;
  });
}
