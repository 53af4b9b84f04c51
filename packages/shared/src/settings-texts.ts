// Plain texts, no zod, for the web client's first load.

export const maintenanceTexts = {
  on: 'DAPPX is under maintenance. Please check back soon.',
} as const;
