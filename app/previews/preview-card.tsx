import type { CSSProperties } from "react";

/** What a preview shows: a line above the title (the sector of a case), the title, a line of its own. */
export interface PreviewText {
  eyebrow?: string | undefined;
  title: string;
  line: string;
}

/** The site's tokens (app/app.css), as satori takes them: it reads no stylesheet. */
const COLORS = {
  night: "#0b1020",
  white: "#ffffff",
  onNightMuted: "#aab1d0",
  accentBright: "#a5b4fc",
  line: "rgba(255, 255, 255, 0.12)",
};

const column: CSSProperties = { display: "flex", flexDirection: "column" };

/**
 * The picture a shared link shows (1200 × 630), drawn by satori at build time: the page heroes'
 * night with the accent's glow (`PageHero`), the company's mark and name, then the page's own words.
 * Satori lays out with flexbox only, so every box says `display: flex`.
 */
export function PreviewCard({
  text,
  mark,
  companyName,
  host,
}: {
  text: PreviewText;
  /** The mark as a data: URL (public/favicon.svg). */
  mark: string;
  companyName: string;
  host: string;
}) {
  return (
    <div
      style={{
        ...column,
        // Satori sizes boxes without their padding unless told otherwise.
        boxSizing: "border-box",
        width: "100%",
        height: "100%",
        padding: "72px 88px 64px",
        color: COLORS.white,
        fontFamily: "Inter",
        backgroundColor: COLORS.night,
        backgroundImage: "radial-gradient(circle at 80% -10%, rgba(79, 70, 229, 0.55), rgba(11, 16, 32, 0) 60%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 34, fontWeight: 700 }}>
        <img src={mark} width={60} height={60} alt="" />
        {companyName}
      </div>
      <div style={{ ...column, flexGrow: 1, justifyContent: "center" }}>
        {text.eyebrow ? (
          <div style={{ display: "flex", fontSize: 28, fontWeight: 600, color: COLORS.accentBright, marginBottom: 20 }}>
            {text.eyebrow}
          </div>
        ) : null}
        <div
          style={{
            display: "flex",
            fontSize: text.title.length > 48 ? 60 : 72,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: "-0.02em",
            textWrap: "balance",
            maxWidth: 1000,
          }}
        >
          {text.title}
        </div>
        <div
          style={{
            display: "flex",
            marginTop: 28,
            maxWidth: 1000,
            fontSize: 30,
            lineHeight: 1.35,
            color: COLORS.onNightMuted,
          }}
        >
          {text.line}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          paddingTop: 24,
          borderTop: `2px solid ${COLORS.line}`,
          fontSize: 24,
          color: COLORS.onNightMuted,
        }}
      >
        {host}
      </div>
    </div>
  );
}
