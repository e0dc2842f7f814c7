import { describe, expect, test } from 'vitest';
import { messages } from '../messages.ts';
import { MEASURES } from './measures.ts';
import { PACE_DECIMALS, paceMessage, remainingPaceShare, roundPace } from './pace-message.ts';

describe('roundPace: 2 decimals for chapters, pages and scenes, else whole numbers', () => {
  test.each([
    { measure: 'word', value: 1234.5, rounded: 1235 },
    { measure: 'word', value: 1234.49, rounded: 1234 },
    { measure: 'word', value: -1234.5, rounded: -1235 },
    { measure: 'word', value: -0.4, rounded: 0 },
    { measure: 'time', value: 42.5, rounded: 43 },
    { measure: 'line', value: 3.333, rounded: 3 },
    { measure: 'chapter', value: 10 / 3, rounded: 3.33 },
    { measure: 'chapter', value: 20 / 3, rounded: 6.67 },
    { measure: 'page', value: 1.005, rounded: 1.01 },
    { measure: 'page', value: -1.005, rounded: -1.01 },
    { measure: 'scene', value: 0.125, rounded: 0.13 },
    { measure: 'scene', value: -0.001, rounded: 0 },
    { measure: 'word', value: 999_999_999_999.5, rounded: 1_000_000_000_000 },
    { measure: 'page', value: 999_999_999.994, rounded: 999_999_999.99 },
  ] as const)('$measure: $value → $rounded', ({ measure, value, rounded }) => {
    expect(roundPace(value, measure)).toBe(rounded);
  });

  test('never -0', () => {
    expect(Object.is(roundPace(-0.001, 'word'), 0)).toBe(true);
    expect(Object.is(roundPace(-0, 'page'), 0)).toBe(true);
  });

  test('every measure has its decimals', () => {
    expect(MEASURES.map((m) => PACE_DECIMALS[m])).toEqual([0, 0, 2, 2, 2, 0]);
  });
});

describe('remainingPaceShare: what is still to do of today\'s target', () => {
  test.each([
    { target: 1000, done: 0, share: 1 },
    { target: 1000, done: 250, share: 0.75 },
    { target: 1000, done: 1000, share: 0 },
    { target: 1000, done: 1500, share: -0.5 },
    { target: 1000, done: -500, share: 1.5 },
    { target: -1000, done: -250, share: 0.75 },
    { target: -1000, done: 500, share: 1.5 },
    { target: 0, done: 0, share: 0 },
    { target: 0, done: -20, share: 0 },
  ])('$done of $target → $share', ({ target, done, share }) => {
    expect(remainingPaceShare(target, done)).toBe(share);
  });
});

describe('paceMessage (spec §4)', () => {
  const m = messages.pace;
  test.each([
    { label: 'day 1', day: 1, target: 1000, done: 0, message: m.getItGoing },
    { label: 'day 2, even when ahead', day: 2, target: 1000, done: 5000, message: m.getItGoing },
    { label: 'day 3, nothing done', day: 3, target: 1000, done: 0, message: m.bearDown },
    { label: 'target met', day: 10, target: 1000, done: 1000, message: m.phew },
    { label: 'beyond the target', day: 10, target: 1000, done: 1200, message: m.phew },
    { label: 'nothing to do today (rest day or ahead)', day: 10, target: 0, done: 0, message: m.phew },
    { label: '5% left', day: 10, target: 1000, done: 950, message: m.almostThere },
    { label: 'exactly 10% left', day: 10, target: 1000, done: 900, message: m.youGotThis },
    { label: '32.9% left', day: 10, target: 1000, done: 671, message: m.youGotThis },
    { label: 'exactly 33% left', day: 10, target: 1000, done: 670, message: m.keepOnGoing },
    { label: '66.9% left', day: 10, target: 1000, done: 331, message: m.keepOnGoing },
    { label: 'exactly 67% left', day: 10, target: 1000, done: 330, message: m.goodLuck },
    { label: '89.9% left', day: 10, target: 1000, done: 101, message: m.goodLuck },
    { label: 'exactly 90% left', day: 10, target: 1000, done: 100, message: m.bearDown },
    { label: 'went backwards today', day: 10, target: 1000, done: -100, message: m.bearDown },
    { label: 'a cut, half done', day: 10, target: -400, done: -200, message: m.keepOnGoing },
    { label: 'a cut, done', day: 10, target: -400, done: -450, message: m.phew },
    { label: 'a cut, words added', day: 10, target: -400, done: 50, message: m.bearDown },
    { label: 'chapters: 0.33 of 1.67 left', day: 5, target: 1.67, done: 1.34, message: m.youGotThis },
  ])('$label → $message', ({ day, target, done, message }) => {
    expect(paceMessage({ dayOfGoal: day, todaysTarget: target, doneToday: done })).toBe(message);
  });

  test('the spec\'s exact strings', () => {
    expect(Object.values(messages.pace)).toEqual(['get it going!', 'phew!', 'almost there!', 'you got this!', 'keep on going!', 'good luck!', 'bear down!']);
  });
});
