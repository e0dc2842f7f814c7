import { Anchor, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import classes from './public.module.css';

/** Privacy (spec §1, §2): the plain statement of what Inkpace does and does not do with your data. */
export default function PrivacyPage(): ReactNode {
  return (
    <article className={classes.prose}>
      <Title order={1}>Privacy</Title>
      <Text mt="md" size="lg">
        Inkpace is free. It has no ads, no third-party tracking and no premium tier. It is not a social network, and
        it is not AI-powered.
      </Text>

      <Title order={2}>Email</Title>
      <Text mt="md">
        Inkpace only sends transactional email: the message that verifies your email address and the one that
        resets your password when you ask for it. No newsletters, no marketing.
      </Text>

      <Title order={2}>What is collected</Title>
      <List mt="md" spacing="xs">
        <List.Item>What you enter: your account, projects, progress, goals, tags and leaderboards.</List.Item>
        <List.Item>Server logs, kept to run the service and keep it secure.</List.Item>
        <List.Item>
          Self-hosted, privacy-preserving site metrics: page visits are counted without cookies and without tracking
          you across sites. Nothing is shared with or sold to anyone.
        </List.Item>
      </List>

      <Title order={2}>Cookies and local storage</Title>
      <Text mt="md">
        Only functional ones. A cookie keeps you signed in. Your browser&apos;s local storage remembers your theme,
        the banners you dismissed, the last changelog you read and how you like the sidebar.
      </Text>

      <Title order={2}>Your profile</Title>
      <Text mt="md">
        Your profile is private unless you turn on a public profile in your settings. Leaderboard members see the
        standings, never your notes.
      </Text>

      <Text mt="xl">
        Questions about your data?{' '}
        <Anchor underline="always" component={Link} href="/contact">
          Contact us
        </Anchor>
        .
      </Text>
    </article>
  );
}
