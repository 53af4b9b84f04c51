/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_ADMIN_API_URL?: string;
  readonly VITE_SETTINGS_API_URL?: string;
  readonly VITE_LAUNCHER_API_URL?: string;
  readonly VITE_API_URL_UAT?: string;
  readonly VITE_ADMIN_API_URL_UAT?: string;
  readonly VITE_SETTINGS_API_URL_UAT?: string;
  readonly VITE_LAUNCHER_API_URL_UAT?: string;
  readonly VITE_API_URL_SAT?: string;
  readonly VITE_ADMIN_API_URL_SAT?: string;
  readonly VITE_SETTINGS_API_URL_SAT?: string;
  readonly VITE_LAUNCHER_API_URL_SAT?: string;
  readonly VITE_WEB_VITALS_URL?: string;
}
