/** Characters that could end the script element or a JavaScript string early. */
const UNSAFE = /[<>&\u2028\u2029]/g;
const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** Structured data as the text of a `<script type="application/ld+json">`, safe to inline. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(UNSAFE, escape);
}

/**
 * Structured data in the page body, beside the section it describes. Search engines read it
 * anywhere in the document.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
