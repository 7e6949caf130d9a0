/**
 * The page script of every page without a form: so small and self-contained that Astro writes it
 * into the page, it remembers the path's language and asks for the shell's file (docs/decisions/153).
 */
import shell from "./shell?script-file";
import { startPage } from "./page-script";

startPage(shell);
