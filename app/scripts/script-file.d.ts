/**
 * `import src from "./shell?script-file"`: that module built as a script file of its own, with
 * its own copy of what it imports, and the file's URL (`scriptFile` in astro.config.ts).
 */
declare module "*?script-file" {
  const src: string;
  export default src;
}
