/**
 * The page script of every page without a form: so small and self-contained that Astro writes it
 * into the page, it asks for the shell's file once the page has painted (docs/decisions/112).
 */
import shell from "./shell?script-file";
import { loadAfterFirstPaint } from "./after-first-paint";

loadAfterFirstPaint(shell);
