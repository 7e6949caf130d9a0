/** Characters that could end the script element or a JavaScript string early. */
const UNSAFE = /[<>&\u2028\u2029]/g;
const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Structured data in the page body. Search engines read it anywhere in the document; here it is
 * part of a page's pre-rendered content instead of the code every visitor downloads.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(UNSAFE, escape);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
