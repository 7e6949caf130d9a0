/**
 * The page script of a page that holds a form: as `load-shell.ts`, for the file that carries the
 * shell and Astro's island runtime (docs/decisions/110, 153).
 */
import shellWithIslands from "./shell-with-islands?script-file";
import { startPage } from "./page-script";

startPage(shellWithIslands);
