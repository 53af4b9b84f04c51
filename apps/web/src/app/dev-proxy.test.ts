import path from 'node:path';
import { pathPrefixes } from '@dappx/shared/endpoint';
import { allEndpoints } from '@dappx/shared/all-endpoints';
import { describe, expect, it } from 'vitest';
import { declaredPathPrefixes } from '../../vite.config';

describe('the dev server proxy', () => {
  it('passes every declared endpoint through to the API', () => {
    expect(declaredPathPrefixes(path.resolve('packages/shared/src/endpoints'))).toEqual(
      pathPrefixes(allEndpoints),
    );
  });
});
