/**
 * Who the site speaks for. Every name, address and link of the company lives here and nowhere
 * else, so that a rebrand or a new domain is one edit. Values that differ per deployment can be
 * overridden at build time with the VITE_* variables listed in the README.
 */
// `import.meta.env` exists only under Vite; tests that read the copy directly run without it.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

const companyName = "OnRails Labs";
const contactEmail = env.VITE_CONTACT_EMAIL ?? "hello@onrailslabs.com";

export const identity = {
  companyName,
  /** The workshop's brand, which stays the same in every language. */
  workshopName: "Product On Rails",
  contactEmail,
  /** The professional network page linked from the footer. */
  linkedInUrl: env.VITE_LINKEDIN_URL ?? "https://www.linkedin.com/company/onrails-labs",
  /**
   * Who answers for visitors' data: the controller (LGPD Art. 5 VI, GDPR Art. 4(7)) and the person
   * in charge of data protection (LGPD Art. 41's encarregado, the GDPR's contact). The officer's
   * name is empty until a real person is named: the privacy notice then speaks of the role.
   */
  dataProtection: {
    controller: env.VITE_DATA_CONTROLLER?.trim() || companyName,
    officerName: env.VITE_DATA_PROTECTION_OFFICER?.trim() ?? "",
    /** By default `privacy@` the contact address's domain. */
    officerEmail: env.VITE_DATA_PROTECTION_EMAIL?.trim() || `privacy@${contactEmail.split("@").pop()}`,
  },
  /** Absolute origin for canonical URLs, the sitemap and social cards; no trailing slash. */
  siteUrl: (env.VITE_SITE_URL ?? "https://onrailslabs.com").replace(/\/+$/, ""),
} as const;
