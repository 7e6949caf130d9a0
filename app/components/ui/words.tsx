import { hyphenatedWords, lastTwoWords, WHOLE_CLASS } from "@shared/typeset";

/**
 * Copy in an island, set as the build sets the pages' (app/lib/typeset-html.ts,
 * docs/decisions/142): each hyphenated word in a span that does not wrap, and in a heading the
 * last two words in one. Rendered the same on the server and in the browser, so it hydrates.
 */
export function Words({ children, heading = false }: { children: string; heading?: boolean }) {
  const [rest, lastTwo] = heading ? lastTwoWords(children) : [children, ""];
  return (
    <>
      {hyphenatedWords(rest).map((text, index) => (index % 2 === 1 ? <Whole key={index}>{text}</Whole> : text))}
      {lastTwo ? <Whole>{lastTwo}</Whole> : null}
    </>
  );
}

const Whole = ({ children }: { children: string }) => <span className={WHOLE_CLASS}>{children}</span>;
