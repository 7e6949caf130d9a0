import { getCollection } from "astro:content";
import { getImage } from "astro:assets";
import type { Language } from "@shared/languages";
import { typeset } from "@shared/typeset";

/**
 * The owner's trust content (app/content/{people,clients,testimonials,credentials,offers}), in one
 * language, ready for the build-time components: sorted, typeset as page copy is, images made by
 * Astro's pipeline. Entries marked `example` are left out unless the build is run with
 * CONTENT_EXAMPLES=show (to see the filled shape before writing the real ones).
 */
// Read at build time only: this module never reaches an island.
const showExamples = process.env.CONTENT_EXAMPLES === "show";

function shown<T extends { data: { example: boolean; order?: number } }>(entries: T[]): T[] {
  return entries
    .filter((entry) => showExamples || !entry.data.example)
    .sort((a, b) => (a.data.order ?? 0) - (b.data.order ?? 0));
}

/** An image as the page's `<img>` takes it: made at twice the size it is shown, for sharp screens. */
export interface Picture {
  src: string;
  width: number;
  height: number;
}

async function picture(source: ImageMetadata | undefined, width: number): Promise<Picture | undefined> {
  if (!source) return undefined;
  const made = await getImage({ src: source, width: width * 2, format: "webp" });
  return { src: made.src, width, height: Math.round((source.height / source.width) * width) };
}

export interface Person {
  name: string;
  role: string;
  bio: string;
  photo?: Picture;
  profileUrl?: string;
}

export async function people(language: Language): Promise<Person[]> {
  return Promise.all(
    shown(await getCollection("people")).map(async ({ data }) => ({
      name: data.name,
      ...typeset({ role: data.role[language], bio: data.bio[language] }),
      photo: await picture(data.photo, 112),
      profileUrl: data.profileUrl,
    })),
  );
}

export interface Client {
  name: string;
  logo?: Picture;
  url?: string;
}

export async function clients(): Promise<Client[]> {
  return Promise.all(
    shown(await getCollection("clients")).map(async ({ data }) => ({
      name: data.name,
      logo: await picture(data.logo, 120),
      url: data.url,
    })),
  );
}

export interface Testimonial {
  quote: string;
  person: string;
  role: string;
  company: string;
}

export async function testimonials(language: Language): Promise<Testimonial[]> {
  return shown(await getCollection("testimonials")).map(({ data }) => ({
    person: data.person,
    company: data.company,
    ...typeset({ quote: data.quote[language], role: data.role[language] }),
  }));
}

export interface Credential {
  key: string;
  icon: "rocket" | "users" | "code" | "mic";
  title: string;
  description: string;
  figure?: string;
}

export async function credentials(language: Language): Promise<Credential[]> {
  return shown(await getCollection("credentials")).map(({ id, data }) => ({
    key: id,
    icon: data.icon,
    ...typeset({ title: data.title[language], description: data.description[language] }),
    figure: data.figure?.[language],
  }));
}

export type OfferFormat = "workshop" | "mentorship";

export interface Offer {
  price?: { amount: number; currency: "BRL" | "USD" | "EUR"; from: boolean };
  groupSize?: { max: number };
  delivery: "remote" | "on-site" | "remote-or-on-site";
}

/** The offers by the education page's format they describe. */
export async function offers(): Promise<Partial<Record<OfferFormat, Offer>>> {
  return Object.fromEntries(
    (await getCollection("offers")).map(({ data: { format, price, groupSize, delivery } }) => [
      format,
      { price, groupSize, delivery },
    ]),
  );
}
