import { z } from 'zod';
import { catalogueChainIds, chartCategories } from './catalogue-constants';
import type { EndpointSchemaTable } from './endpoint';
import {
  submissionDecisions,
  submissionLimits,
  submissionStatuses,
  submissionsTexts as texts,
} from './submissions-texts';
import { uploadPathPattern } from './uploads-texts';

export {
  submissionDecisions,
  submissionLimits,
  submissionStatuses,
  submissionsTexts,
  type SubmissionDecision,
  type SubmissionStatus,
} from './submissions-texts';

export const submissionStatus = z.enum(submissionStatuses);
/** A network the catalogue names: a submitted dapp's, a listed app's. */
export const catalogueChain = z.enum(catalogueChainIds, { error: texts.chainInvalid });

export const submittedContract = z.strictObject({
  chain: catalogueChain,
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, texts.addressInvalid),
});
export type SubmittedContract = z.infer<typeof submittedContract>;

/** What a submitter sends (and sends again after changes were asked for). */
export const submissionBody = z.strictObject({
  name: z.string().trim().min(1, texts.nameRequired).max(submissionLimits.name, texts.nameRequired),
  url: z
    .string()
    .trim()
    .max(submissionLimits.url, texts.urlInvalid)
    .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, texts.urlInvalid),
  category: z.enum(chartCategories, { error: texts.categoryInvalid }),
  description: z
    .string()
    .trim()
    .min(1, texts.descriptionRequired)
    .max(submissionLimits.description, texts.descriptionRequired),
  logo: z.string({ error: texts.logoRequired }).regex(uploadPathPattern, texts.logoRequired),
  chains: z.array(catalogueChain).min(1, texts.chainsRequired).max(catalogueChainIds.length),
  contracts: z.array(submittedContract).max(submissionLimits.contracts, texts.tooManyContracts).default([]),
  contact_email: z
    .string()
    .trim()
    .max(254, texts.emailInvalid)
    .pipe(z.email({ error: texts.emailInvalid })),
});
export type SubmissionBody = z.input<typeof submissionBody>;

/** A submission as its submitter sees it: what was sent, where it is, and the editor's note. */
export const submissionView = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  category: z.enum(chartCategories),
  description: z.string(),
  logo: z.string(),
  chains: z.array(z.string()),
  contracts: z.array(z.object({ chain: z.string(), address: z.string() })),
  contact_email: z.string(),
  status: submissionStatus,
  /** The editor's note (changes asked for) or reason (rejected); null before any. */
  note: z.string().nullable(),
  /** The catalogue app it became, once approved. */
  app_slug: z.string().nullable(),
  submitted_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type SubmissionView = z.infer<typeof submissionView>;

/** Another submission or catalogue app with the same URL, or the same contract on the same chain. */
export const submissionDuplicate = z.object({
  reason: z.enum(['url', 'contract']),
  /** `submission:<id>` or `app:<slug>`. */
  of: z.string(),
  name: z.string(),
});
export type SubmissionDuplicate = z.infer<typeof submissionDuplicate>;

/** A submission as editors see it: who sent it and what it duplicates. */
export const reviewedSubmission = submissionView.extend({
  submitter: z.string(),
  duplicates: z.array(submissionDuplicate),
});
export type ReviewedSubmission = z.infer<typeof reviewedSubmission>;

export const submissionParams = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,17}$/, texts.noSuchSubmission),
});
export const submissionsQuery = z.strictObject({ status: submissionStatus.optional() });

const note = z.string().trim().min(1, texts.noteRequired).max(submissionLimits.note, texts.noteTooLong);
/** An editor's decision: a note is optional for approval, required for changes asked and rejections. */
export const reviewSubmissionBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), note: note.optional() }),
  z.strictObject({ decision: z.literal(submissionDecisions[1]), note }),
  z.strictObject({ decision: z.literal(submissionDecisions[2]), note }),
]);
export type ReviewSubmissionBody = z.infer<typeof reviewSubmissionBody>;

/** The schemas of the submissions endpoints (declared in endpoints/submissions.ts). */
export const submissionsEndpointSchemas = {
  submitDapp: { body: submissionBody, response: submissionView },
  mySubmissions: { response: z.object({ submissions: z.array(submissionView) }) },
  resubmitDapp: { params: submissionParams, body: submissionBody, response: submissionView },
  listSubmissions: {
    query: submissionsQuery,
    response: z.object({ submissions: z.array(reviewedSubmission) }),
  },
  getSubmission: { params: submissionParams, response: reviewedSubmission },
  reviewSubmission: { params: submissionParams, body: reviewSubmissionBody, response: reviewedSubmission },
} satisfies EndpointSchemaTable;
