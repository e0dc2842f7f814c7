/**
 * The home page's five feature sections (spec §2), each with its screenshot in /screenshots/<name>.png: real screens
 * of the feature (test/e2e/home-screenshots.spec.ts), with alt texts that say what they show.
 */
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
    alt: 'The Inkpace dashboard, where progress shows up',
  },
  {
    name: 'targets',
    title: 'Hit your targets',
    text: 'Aim for 50,000 words in November or a finished draft by spring. Inkpace shows whether you are on pace and how much a day it takes to get there.',
    alt: 'A target’s page: progress against par, today’s target and the pace it takes to finish on time',
  },
  {
    name: 'habits',
    title: 'Build habits that stick',
    text: 'Write every day, or 500 words a week: habits follow the rhythm you choose, count your streaks and show how often you made it.',
    alt: 'A daily habit’s page: the current and longest streaks, and each day met or missed',
  },
  {
    name: 'leaderboards',
    title: 'Write with friends',
    text: 'Start a leaderboard, share its join code and cheer each other on, on your own or in teams. Everyone sees the standings; nobody sees your notes.',
    alt: 'A leaderboard: three writers’ standings against par, and their race on a chart',
  },
  {
    name: 'privacy',
    title: 'Private by design',
    text: 'No ads, no third-party tracking, no premium tier and no AI. Only the email you need, and your profile stays private unless you choose to share it.',
    alt: 'The account page, where you edit or delete your own data',
  },
];
