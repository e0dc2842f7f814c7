/** Names of the date pickers' icon-only controls, so screen readers can say them (every calendar of the app). */
export const calendarLabels = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};
