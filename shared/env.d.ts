/** The build-time settings of the README that `identity.ts` and the forms read (Vite's `VITE_*`). */
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  readonly VITE_DATA_CONTROLLER?: string;
  readonly VITE_DATA_PROTECTION_OFFICER?: string;
  readonly VITE_DATA_PROTECTION_EMAIL?: string;
  readonly VITE_FORM_ENDPOINT?: string;
  readonly VITE_FORM_ID?: string;
}
