import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { operatorsTexts } from './operators-texts';
import { publicAddress } from './users';

/** What a change was, for the audit log's filter (`<area>.<verb>`). */
export const auditActions = [
  'catalogue.create',
  'catalogue.update',
  'catalogue.hide',
  'catalogue.publish',
  'catalogue.move',
  'maintenance.set',
  'operator.add',
  'operator.disable',
  'operator.enable',
  'submission.approve',
  'submission.request_changes',
  'submission.reject',
  'upload.add',
  'withdraw-settings.set',
  'staking-settings.set',
  'staking-settings.request',
  'staking-settings.approve',
  'staking-settings.reject',
  'credit.add',
  'credit.request',
  'credit.approve',
  'credit.reject',
  'credit-limits.set',
  'season.create',
  'season.close',
  'price.set',
  'refund.send',
  'user.block',
  'user.unblock',
  'user.end-sessions',
  'user.resend-verification',
  'contract.prove',
  'contract.editor-add',
  'contract.editor-remove',
  'review.hide',
  'review.restore',
  'review.dismiss',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

export const auditPageSize = 50;

// PostgreSQL has no year 0, which ISO 8601 writes as 0000.
const auditTime = z.iso
  .datetime({ error: operatorsTexts.invalidAuditTime })
  .refine((value) => !value.startsWith('0000'), operatorsTexts.invalidAuditTime);

export const auditLogQuery = z.strictObject({
  operator: publicAddress.optional(),
  // Named, not listed: the list of actions grows with every console screen.
  action: z.enum(auditActions, { error: operatorsTexts.unknownAuditAction }).optional(),
  /** A row's target (`apps:12`, an address), or its kind alone (`apps`): case does not count. */
  target: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,200}$/, operatorsTexts.invalidAuditTarget)
    .optional(),
  from: auditTime.optional(),
  to: auditTime.optional(),
  /** The `next` of the previous page: the id below which to go on. */
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, operatorsTexts.invalidCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(auditPageSize),
});

export const auditEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** The operator's address, or `cli` for the admin command. */
  operator: z.string(),
  action: auditAction,
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogResponse = z.object({
  entries: z.array(auditEntry),
  next: z.string().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;

/** The schemas of the audit endpoints (declared in endpoints/audit.ts). */
export const auditEndpointSchemas = {
  auditLog: { query: auditLogQuery, response: auditLogResponse },
} satisfies EndpointSchemaTable;
