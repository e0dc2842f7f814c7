/**
 * Props every count field (a NumberInput of words, pages, hours …) shares: thousands separators as the counts are
 * shown elsewhere (spec §9 "Counts use thousands separators"), for reading only: the value the form gets, and
 * sends, stays a number.
 */
export const COUNT_SEPARATORS = { thousandSeparator: ',', decimalSeparator: '.' } as const;
