/** The home page's five feature sections (spec §2), each with its screenshot in /screenshots/<name>.png. */
export interface Feature {
  name: 'track' | 'targets' | 'habits' | 'leaderboards' | 'privacy';
  title: string;
  text: string;
  alt: string;
}

export const features: Feature[] = [
  {
    name: 'track',
    title: 'Track in any measure',
    text: 'Count words, time, pages, chapters, scenes or lines: whatever suits the project. Logging a day takes seconds, and your totals, charts and streaks keep themselves up to date.',
    alt: 'A project page with its progress chart and recent entries',
  },
  {
    name: 'targets',
    title: 'Hit your targets',
    text: 'Aim for 50,000 words in November or a finished draft by spring. Inkpace shows whether you are on pace and how much a day it takes to get there.',
    alt: 'A target goal showing progress against the pace line',
  },
  {
    name: 'habits',
    title: 'Build habits that stick',
    text: 'Write every day, or 500 words a week: habits follow the rhythm you choose, count your streaks and show how often you made it.',
    alt: 'A habit goal with its current streak and a calendar of successful days',
  },
  {
    name: 'leaderboards',
    title: 'Write with friends',
    text: 'Start a leaderboard, share its join code and cheer each other on, on your own or in teams. Everyone sees the standings; nobody sees your notes.',
    alt: 'A leaderboard with members ranked by words written',
  },
  {
    name: 'privacy',
    title: 'Private by design',
    text: 'No ads, no third-party tracking, no premium tier and no AI. Only the email you need, and your profile stays private unless you choose to share it.',
    alt: 'The account settings with the public profile switched off',
  },
];
