import { cva } from "class-variance-authority";

/**
 * One look for every call to action, whether it is a `<button>`, a link or a form's submit: the
 * element stays semantic and only borrows the classes. Here, below the site and the server, so
 * the server's pages (booking, privacy, the forms' no-JavaScript answers) draw the very same
 * buttons from the site's one stylesheet (docs/decisions/095).
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors " +
    "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-accent text-on-accent hover:bg-accent-strong focus-visible:outline-accent",
        secondary:
          "border border-line bg-surface text-ink hover:border-accent hover:text-accent focus-visible:outline-accent",
        inverse: "bg-white text-night hover:bg-accent-soft focus-visible:outline-white",
        ghostInverse:
          "border border-white/30 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white",
        /** A quieter third action beside a primary and a secondary one: a link that keeps a button's target. */
        linkInverse: "text-on-night underline underline-offset-4 hover:text-white focus-visible:outline-white",
        /** What cannot be undone (erasing one's data). */
        danger: "bg-danger text-on-accent hover:bg-ink focus-visible:outline-danger",
      },
      size: {
        md: "min-h-11 px-5 text-sm",
        /** `md` in a narrow card: a little less padding, so a label of three or four words keeps one line. */
        card: "min-h-11 px-4 text-sm",
        lg: "min-h-12 px-6 text-base",
        /** For `linkInverse`: a large button's height, without a pill's padding, so it lines up with the text. */
        text: "min-h-12 px-1 text-base",
      },
      /** A label that may take two lines where a narrow card has no room for one (320 px phones). */
      wrap: { false: "whitespace-nowrap", true: "py-2 text-center text-balance" },
    },
    defaultVariants: { variant: "primary", size: "md", wrap: false },
  },
);
