/**
 * The script of a page that holds a form: the shell, and Astro's island runtime in the same file,
 * so that the page asks for one script, not two (docs/decisions/110).
 */
import "./shell";
import "./islands";
