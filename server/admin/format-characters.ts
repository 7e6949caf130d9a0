/**
 * Unicode characters that change how the text around them is shown without showing themselves:
 * bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069), the direction marks
 * (U+200E, U+200F, U+061C) and the C1 controls (U+0080–009F). A visitor can use them to make a
 * name or an address read as something else in the inbox or a spreadsheet.
 *
 * The collector gets a shared `stripFormatCharacters` in `shared/` on another branch; this one
 * serves the inbox and the exports until the two are merged into one.
 */
const FORMAT_CHARACTERS = /[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without the characters above. */
export function stripFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTERS, "");
}

/** `text` with each character above written as a JSON escape (`\u202e`), visible and lossless. */
export function escapeFormatCharactersInJson(json: string): string {
  return json.replace(FORMAT_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
