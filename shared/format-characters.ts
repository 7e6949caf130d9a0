/**
 * Characters that change how text around them is shown without being seen themselves: the
 * bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), the direction marks
 * (U+200E, U+200F, U+061C) and the C1 controls (U+0080–U+009F). A name such as
 * "Ana\u202Egpj.exe" reads "Ana exe.jpg" in a subject line, an inbox row or a spreadsheet.
 * Nobody types them in a name, an address or a message, so removing them loses nothing real.
 */
const FORMAT_CHARACTERS = /[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without bidi overrides, isolates, direction marks and C1 controls. */
export function stripFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTERS, "");
}

/** JSON text with each of those characters written as an escape (`\u202e`): visible, and lossless. */
export function escapeFormatCharactersInJson(json: string): string {
  return json.replace(FORMAT_CHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
