// The navigation feature's public face: what other features may use.
export { useSupportEmail } from './api/support-email';
export { navigationKey } from './api/navigation-key';
