/**
 * Moves the keyboard's place to a card's heading and brings the whole card into view below the
 * fixed top bar. Focusing the heading alone scrolls only as far as the heading, which leaves the
 * card's top (its icon, the start of its border) under the bar after a form is replaced on a phone.
 */
export function focusCard(heading: HTMLElement | null): void {
  if (!heading) return;
  heading.focus({ preventScroll: true });
  const card = heading.closest<HTMLElement>("[data-card]") ?? heading;
  const barBottom = document.querySelector("[data-site-header]")?.getBoundingClientRect().bottom ?? 0;
  const { top } = card.getBoundingClientRect();
  // The root's scroll-padding (app.css) keeps what scrolls to the start clear of the bar.
  if (top < barBottom || top > window.innerHeight / 2) card.scrollIntoView({ block: "start" });
}
