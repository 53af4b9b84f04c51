import type { EndpointDeclaration } from './endpoint';
import * as declared from './endpoints';

/** All declarations, for whoever needs the whole list (the completeness test, the server's API paths). */
export const allEndpoints: readonly (EndpointDeclaration & { name: string })[] = Object.values(
  declared,
).flatMap((group) => Object.values(group));
