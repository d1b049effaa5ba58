import { theme } from '@shop/ui';

export const STRIP_WIDTH = 240;
export const STRIP_HEIGHT = 48;

/** One bar: its time slot of `slots` (left to right) and its lane of `lanes` within the slot. */
export interface StripBar {
  key: string;
  slot: number;
  value: number;
  lane?: number;
  colour: string;
}

/**
 * The panel's small time chart (the Releases board's failures per minute, the İzleme tab's figures
 * per hour): bars in time slots, each scaled to the highest value, drawn as an SVG the screen
 * readers skip (each chart says its figures in words beside it).
 */
export function BarStrip({ bars, slots, lanes = 1 }: { bars: StripBar[]; slots: number; lanes?: number }) {
  const peak = Math.max(0, ...bars.map((bar) => bar.value));
  const slotWidth = STRIP_WIDTH / slots;
  return (
    <svg
      width={STRIP_WIDTH}
      height={STRIP_HEIGHT}
      role="img"
      aria-hidden="true"
      css={{ background: theme.colors.surfaceRaised }}
    >
      {bars.map((bar) => {
        if (bar.value <= 0 || bar.slot < 0 || bar.slot >= slots) return null;
        const height = Math.max(2, (bar.value / peak) * STRIP_HEIGHT);
        return (
          <rect
            key={bar.key}
            x={bar.slot * slotWidth + ((bar.lane ?? 0) * slotWidth) / lanes}
            y={STRIP_HEIGHT - height}
            width={Math.max(1, slotWidth / lanes)}
            height={height}
            fill={bar.colour}
          />
        );
      })}
    </svg>
  );
}
