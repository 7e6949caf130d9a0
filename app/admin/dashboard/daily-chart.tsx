import { useEffect, useRef, useState } from "react";
import type { FiguresJson } from "@shared/analytics";

/** Before the chart knows its width (and where there is no ResizeObserver, as in unit tests). */
const DEFAULT_WIDTH = 720;
const HEIGHT = 200;
/** The room a day's label needs: fewer labels on a narrow chart, never overlapping ones. */
const LABEL_ROOM = 72;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

/**
 * Visitors per day as bars and leads as dots: an SVG the page draws itself (no chart library),
 * named and described for screen readers, which also get the same figures as a table beside it.
 */
export function DailyChart({
  daily,
  title,
  description,
  dayLabel,
}: {
  daily: FiguresJson["daily"];
  title: string;
  description: string;
  dayLabel: (day: string) => string;
}) {
  // Drawn at its own width in pixels, so its labels keep one size on a phone and on a wide screen
  // (a fixed drawing scaled to the width shrinks them on one and blows them up on the other).
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The top of the scale is even, so the middle line stands at the whole number it is labelled with.
  const highest = Math.max(1, ...daily.map((day) => Math.max(day.visitors, day.leads)));
  const max = highest + (highest % 2);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, daily.length);
  const barWidth = Math.max(1, step * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const labelEvery = Math.ceil(daily.length / Math.max(1, Math.floor(plotWidth / LABEL_ROOM)));
  return (
    <div ref={frame}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        role="img"
        aria-labelledby="daily-chart-title daily-chart-description"
        className="block max-w-full"
      >
        <title id="daily-chart-title">{title}</title>
        <desc id="daily-chart-description">{description}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(max * share)}
              y2={y(max * share)}
              className="stroke-line"
              strokeWidth={1}
            />
            <text x={PAD.left - 6} y={y(max * share) + 4} textAnchor="end" className="fill-muted text-[12px]">
              {max * share}
            </text>
          </g>
        ))}
        {daily.map((day, index) => {
          const x = PAD.left + index * step + (step - barWidth) / 2;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={y(day.visitors)}
                width={barWidth}
                height={Math.max(0, PAD.top + plotHeight - y(day.visitors))}
                rx={Math.min(3, barWidth / 2)}
                className="fill-accent/70"
              />
              {day.leads > 0 && <circle cx={x + barWidth / 2} cy={y(day.leads)} r={4} className="fill-night" />}
              {index % labelEvery === 0 && (
                // Under its bar, but never past the chart's edge (the last one was cut in half on a phone).
                <text
                  x={Math.min(x + barWidth / 2, width - LABEL_ROOM / 2)}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-muted text-[12px]"
                >
                  {dayLabel(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
