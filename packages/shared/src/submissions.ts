import { z } from 'zod';
import { catalogueChainIds, chartCategories } from './catalogue-constants';
import type { EndpointSchemaTable } from './endpoint';
import {
  submissionDecisions,
  submissionLimits,
  submissionsPageMax,
  submissionsPageSize,
  submissionStatuses,
  submissionsTexts as texts,
} from './submissions-texts';
import { freeText, singleLineText } from './text';
import { uploadKinds, uploadPathPattern, type UploadExtension } from './uploads-texts';

export {
  submissionDecisions,
  submissionLimits,
  submissionsPageMax,
  submissionsPageSize,
  submissionStatuses,
  submissionsTexts,
  submissionsPerDayText,
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

/**
 * A contract as an editor lists it: on a network the catalogue names, or on a network by its chain id
 * (one the store serves without a catalogue name, as the demo's second L1), which the rankings read.
 */
export const listedContract = submittedContract.extend({
  chain: z.union([catalogueChain, z.string().regex(/^[1-9][0-9]{0,15}$/)], { error: texts.chainInvalid }),
});

const isVideo = (uploadPath: string) =>
  uploadKinds[uploadPath.slice(uploadPath.lastIndexOf('.') + 1) as UploadExtension]?.video === true;

/**
 * What a submitter sends (and sends again after changes were asked for). The logo is the path of one of
 * the store's own image uploads; that the file is there is checked by the server.
 */
export const submissionBody = z.strictObject({
  name: singleLineText({ trim: true, error: texts.nameRequired })
    .min(1, texts.nameRequired)
    .max(submissionLimits.name, texts.nameRequired),
  url: singleLineText({ trim: true, error: texts.urlInvalid })
    .max(submissionLimits.url, texts.urlInvalid)
    .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, texts.urlInvalid),
  category: z.enum(chartCategories, { error: texts.categoryInvalid }),
  description: freeText({ trim: true, error: texts.descriptionRequired })
    .min(1, texts.descriptionRequired)
    .max(submissionLimits.description, texts.descriptionRequired),
  logo: z
    .string({ error: texts.logoRequired })
    .regex(uploadPathPattern, texts.logoRequired)
    .refine((path) => !isVideo(path), texts.logoRequired),
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
/** The review queue, a page at a time: `offset` rows skipped, at most `limit` answered. */
export const submissionsQuery = z.strictObject({
  status: submissionStatus.optional(),
  limit: z.coerce.number().int().min(1).max(submissionsPageMax).default(submissionsPageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
/** One page of the queue, and how many submissions the filter holds in all. */
export const submissionsPage = z.object({
  submissions: z.array(reviewedSubmission),
  total: z.number().int(),
});
export type SubmissionsPage = z.infer<typeof submissionsPage>;

const note = freeText({ trim: true, error: texts.noteRequired })
  .min(1, texts.noteRequired)
  .max(submissionLimits.note, texts.noteTooLong);
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
  listSubmissions: { query: submissionsQuery, response: submissionsPage },
  getSubmission: { params: submissionParams, response: reviewedSubmission },
  reviewSubmission: { params: submissionParams, body: reviewSubmissionBody, response: reviewedSubmission },
} satisfies EndpointSchemaTable;
