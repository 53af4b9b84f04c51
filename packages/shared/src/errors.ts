import { z } from 'zod';

/** Every 4xx answer carries this body; 5xx answers carry the same shape with nothing internal. */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiError>;

export { errorCodes, type ErrorCode } from './error-codes';
