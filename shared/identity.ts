/**
 * Who the site speaks for. Every name, address and link of the company lives here and nowhere
 * else, so that a rebrand or a new domain is one edit. Values that differ per deployment can be
 * overridden at build time with the VITE_* variables listed in the README.
 */
// `import.meta.env` exists only under Vite; tests that read the copy directly run without it.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const identity = {
  companyName: "OnRails Labs",
  /** The workshop's brand, which stays the same in every language. */
  workshopName: "Product On Rails",
  /**
   * The instructor's public name. Left empty on purpose until the real person's name is
   * confirmed: the profile reads as the founder's without inventing anyone.
   */
  instructorName: env.VITE_INSTRUCTOR_NAME ?? "",
  contactEmail: env.VITE_CONTACT_EMAIL ?? "hello@onrailslabs.com",
  /** The professional network page linked from the footer. */
  linkedInUrl: env.VITE_LINKEDIN_URL ?? "https://www.linkedin.com/company/onrails-labs",
  /** Absolute origin for canonical URLs, the sitemap and social cards; no trailing slash. */
  siteUrl: (env.VITE_SITE_URL ?? "https://onrailslabs.com").replace(/\/+$/, ""),
} as const;
