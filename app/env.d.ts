/** The year the site was built, for HTML that must match between pre-render and hydration. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  readonly VITE_INSTRUCTOR_NAME?: string;
  readonly VITE_FORM_ENDPOINT?: string;
  readonly VITE_FORM_ID?: string;
}
