// The download feature's public surface: other features read the store links through this hook only.
export { useDownloadCatalogue } from './api/get-download';
