/** The site's buttons: one definition below the site and the server (shared/ui/button-variants.ts). */
export { buttonVariants } from "@shared/ui/button-variants";
