import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

export {
  uploadKinds,
  uploadLimits,
  uploadPathPattern,
  uploadsTexts,
  type UploadExtension,
} from './uploads-texts';

/** A stored upload: the path to use in the catalogue (or a submission's logo), its type and size. */
export const uploadResponse = z.object({
  path: z.string(),
  content_type: z.string(),
  size: z.number().int().positive(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/**
 * The schemas of the upload endpoints (declared in endpoints/uploads.ts). The body is the file's raw
 * bytes (any content type: the server reads the type from the bytes), so it has no JSON schema.
 */
export const uploadsEndpointSchemas = {
  uploadMedia: { response: uploadResponse },
  uploadLogo: { response: uploadResponse },
} satisfies EndpointSchemaTable;
