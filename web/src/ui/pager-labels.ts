/** The pager's arrow buttons show only an icon: each gets a name screen readers can say (Mantine's getControlProps). */
const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;
export const pagerControlLabel = (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] });
