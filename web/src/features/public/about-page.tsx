import { Anchor, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import classes from './public.module.css';

/** About (spec §2): the story of the product and acknowledgements. */
export default function AboutPage(): ReactNode {
  return (
    <article className={classes.prose}>
      <Title order={1}>About Inkpace</Title>
      <Text mt="md">
        Inkpace started with a simple wish: to see, day by day, how a long piece of writing is really going. Word
        counts in a spreadsheet worked for a while, then stopped working the moment a project was measured in hours,
        pages or finished scenes, or when a friend wanted to race to the end of the month together.
      </Text>
      <Text mt="md">
        So Inkpace tracks progress in whatever measure suits the work, turns it into charts and streaks, and lets you
        set targets, build habits and share leaderboards with friends. It is meant for writers of novels, fanfiction,
        poetry and webcomics, and for anyone else who makes things a little at a time.
      </Text>

      <Title order={2}>What it will not do</Title>
      <Text mt="md">
        Inkpace is free, and it stays that way. There are no ads, no third-party tracking, no premium tier, and no AI.
        It is not a social network: leaderboards are for the people you invite. Read the{' '}
        <Anchor underline="always" component={Link} href="/privacy">
          privacy statement
        </Anchor>{' '}
        for the details.
      </Text>

      <Title order={2}>Acknowledgements</Title>
      <Text mt="md">Inkpace stands on the shoulders of others, with thanks to:</Text>
      <List mt="sm" spacing="xs">
        <List.Item>
          TrackBear, the open-source writing tracker whose ideas and API Inkpace follows, so your tools keep working.
        </List.Item>
        <List.Item>The writing communities of NaNoWriMo, fandom and webcomics, whose challenges inspired goals and leaderboards.</List.Item>
        <List.Item>
          The open-source projects it is built with: React, Mantine, wouter, jotai, marked, zod, Fastify, PostgreSQL,
          Kysely, BullMQ and uPlot.
        </List.Item>
        <List.Item>Everyone who reported a bug, suggested a feature or simply kept writing.</List.Item>
      </List>

      <Text mt="xl">
        Questions or ideas?{' '}
        <Anchor underline="always" component={Link} href="/contact">
          Get in touch
        </Anchor>
        .
      </Text>
    </article>
  );
}
