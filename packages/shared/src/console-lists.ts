import { z } from 'zod';
import { singleLineText } from './text';

/** A yes/no filter in a console list's query string: absent means "either". */
export const queryFlag = z.enum(['true', 'false']).optional();

/** A console list's search box: blank is no search. */
export const listSearch = singleLineText({ trim: true }).max(254).optional();

/** A console list's page by offset (tables small enough to count). */
export const listPage = {
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

/** "true"/"false" from the query string as the boolean it names (undefined: no filter). */
export const flagValue = (flag: 'true' | 'false' | undefined) =>
  flag === undefined ? undefined : flag === 'true';
