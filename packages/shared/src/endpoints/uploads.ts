import { declareEndpoints } from '../endpoint';
import type { uploadsEndpointSchemas } from '../uploads';

/** Files the store keeps and serves at /media/uploads: the body is the file's bytes. */
export const uploadsEndpoints = declareEndpoints<typeof uploadsEndpointSchemas>()({
  /** An image (2 MB) or video (20 MB) for the catalogue. */
  uploadMedia: { method: 'POST', path: '/admin/api/uploads', auth: 'operator', roles: ['editor'] },
  /** A submitter's logo: an image of at most 512 kB. */
  uploadLogo: { method: 'POST', path: '/v1/uploads/logo', auth: 'session' },
});
