import type { ReactNode, SVGProps } from "react";

/*
 * The few icons of the header, which every page hydrates. Drawn here rather than imported from
 * lucide-react, whose shared component code would otherwise join every first load; the pages'
 * content, which is not hydrated, keeps using the library. Paths from Lucide (ISC licence).
 */

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function icon(paths: ReactNode) {
  return function Icon(props: IconProps) {
    return (
      // No xmlns: an <svg> inside HTML is in the SVG namespace without it, and every page sends these
      // icons in its first round trip (the bytes paid for the header's Insights link, issue 54).
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const MenuIcon = icon(<path d="M4 5h16M4 12h16M4 19h16" />);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
  </>,
);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />);
