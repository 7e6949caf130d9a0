import { useEffect } from "react";

/**
 * The footer is pre-rendered with the year of the build and kept as HTML; the visitor's clock
 * decides, so a page built in December is right in January.
 */
export function useCurrentYear(): void {
  useEffect(() => {
    const year = String(new Date().getFullYear());
    for (const element of document.querySelectorAll("[data-current-year]")) {
      if (element.textContent !== year) element.textContent = year;
    }
  }, []);
}
