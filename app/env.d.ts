import type { DetailedHTMLProps, HTMLAttributes } from "react";

declare global {
  interface ImportMetaEnv {
    readonly VITE_SITE_URL?: string;
    readonly VITE_CONTACT_EMAIL?: string;
    readonly VITE_LINKEDIN_URL?: string;
    readonly VITE_INSTRUCTOR_NAME?: string;
    readonly VITE_FORM_ENDPOINT?: string;
    readonly VITE_FORM_ID?: string;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      /** The home hero's particle network (app/scripts/particle-field.ts). */
      "particle-field": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
