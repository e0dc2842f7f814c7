/**
 * A gauge (a period's ring, a goal's bar): how far a value has come toward its max, in the max's direction (a cut of
 * −10,000 with −2,500 done is a quarter). Spec §9: the fraction is clamped between −0.98 and 1, so a value going the
 * wrong way shows how far (in red, spec §4) without ever drawing a closed ring; spec §4: full once the value reaches
 * its max.
 */
export const GAUGE_MIN_FRACTION = -0.98;
export const GAUGE_MAX_FRACTION = 1;

/** full: reached its max (the accent colour); negative: gone the other way (red); partial: on its way. */
export type GaugeTone = 'full' | 'partial' | 'negative';

export interface Gauge {
  /** value / max, clamped to GAUGE_MIN_FRACTION..GAUGE_MAX_FRACTION. */
  fraction: number;
  tone: GaugeTone;
}

/** The gauge of `value` toward `max`; a max of 0 is reached by anything. */
export function gaugeOf(value: number, max: number): Gauge {
  const raw = max === 0 ? 1 : value / max;
  const fraction = Number.isNaN(raw) ? 0 : Math.min(GAUGE_MAX_FRACTION, Math.max(GAUGE_MIN_FRACTION, raw));
  return { fraction, tone: fraction >= GAUGE_MAX_FRACTION ? 'full' : fraction < 0 ? 'negative' : 'partial' };
}

/** The share of the gauge drawn, 0–100 (a negative gauge draws its magnitude, in red). */
export const gaugePercent = (gauge: Gauge): number => Math.abs(gauge.fraction) * 100;
