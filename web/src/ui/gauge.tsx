import { Progress, RingProgress } from '@mantine/core';
import type { ReactNode } from 'react';
import { GAUGE_MAX_FRACTION, GAUGE_MIN_FRACTION, gaugePercent, type Gauge, type GaugeTone } from '@inkpace/contracts/rules/gauge';

/**
 * The colours of a gauge (spec §4): full in the accent colour of its kind (a met period, an achieved target), red
 * when negative, else the partial colour.
 */
export interface GaugeColors {
  full: string;
  partial: string;
}

const colorOf = (tone: GaugeTone, colors: GaugeColors): string => (tone === 'negative' ? 'red' : tone === 'full' ? colors.full : colors.partial);

/** What a screen reader hears: "25%", "−10%" (the rule's fraction, so a negative gauge says so). */
export const gaugeText = (gauge: Gauge): string => `${Math.round(gauge.fraction * 100)}%`;

/** A ring (a habit period): decorative, the card beside it says the numbers; `label` sits in the middle. */
export function GaugeRing({ gauge, colors, label, size = 64 }: { gauge: Gauge; colors: GaugeColors; label?: ReactNode; size?: number }): ReactNode {
  const percent = gaugePercent(gauge);
  return (
    <RingProgress
      size={size}
      thickness={7}
      roundCaps
      // No section at 0: a round cap would still draw a dot.
      sections={percent === 0 ? [] : [{ value: percent, color: colorOf(gauge.tone, colors) }]}
      label={label}
      aria-hidden="true"
      data-tone={gauge.tone}
    />
  );
}

/** A labelled bar (a goal card): the label names the goal, so a screen reader hears which goal is how far along. */
export function GaugeBar({ gauge, colors, label, className }: { gauge: Gauge; colors: GaugeColors; label: string; className?: string }): ReactNode {
  return (
    <Progress.Root size="lg" radius="xl" className={className} data-tone={gauge.tone}>
      {/* Our own progressbar values: Mantine's would say a negative gauge's magnitude as if it were progress. */}
      <Progress.Section
        value={gaugePercent(gauge)}
        color={colorOf(gauge.tone, colors)}
        withAria={false}
        role="progressbar"
        aria-label={label}
        aria-valuemin={GAUGE_MIN_FRACTION * 100}
        aria-valuemax={GAUGE_MAX_FRACTION * 100}
        aria-valuenow={Math.round(gauge.fraction * 100)}
        aria-valuetext={gaugeText(gauge)}
      />
    </Progress.Root>
  );
}
