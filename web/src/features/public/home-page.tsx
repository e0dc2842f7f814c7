import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import ui from '../../ui/ui.module.css';
import { features } from './home-features.ts';
import heroUrl from './hero.svg?no-inline';
import classes from './public.module.css';
import { Screenshot } from './screenshot.tsx';

/** The home page (spec §2): hero, welcome blurb, sign-up link and five feature sections with screenshots. */
export default function HomePage(): ReactNode {
  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <div>
          <Title order={1} id="home-title" className={classes.heroTitle}>
            Track your writing, one day at a time
          </Title>
          <Text size="lg" mt="md">
            Inkpace is a free progress tracker for writers of novels, fanfiction, poetry, webcomics and everything in
            between. Log what you did today, set goals that fit the way you work, and keep each other going.
          </Text>
          <div className={classes.heroActions}>
            <Link href="/signup" className={`${ui.button} ${ui.primary} ${ui.large}`}>
              Sign up, it&apos;s free
            </Link>
            <Link href="/login" className={`${ui.button} ${ui.default} ${ui.large}`}>
              Log in
            </Link>
          </div>
        </div>
        <img src={heroUrl} alt="An open notebook beside a rising progress chart" className={classes.heroImage} width={480} height={320} />
      </section>

      {features.map((feature, i) => (
        <section key={feature.name} className={classes.feature} data-flip={i % 2 === 1 || undefined} aria-labelledby={`feature-${feature.name}`}>
          <div>
            <Title order={2} id={`feature-${feature.name}`}>
              {feature.title}
            </Title>
            <Text mt="sm">{feature.text}</Text>
          </div>
          <Screenshot name={feature.name} alt={feature.alt} />
        </section>
      ))}

      <section className={classes.closing} aria-labelledby="home-closing">
        <Title order={2} id="home-closing">
          Ready when you are
        </Title>
        <Text mt="sm">Sign up in a minute. No card, no trial, no catch.</Text>
        <div className={classes.heroActions}>
          <Link href="/signup" className={`${ui.button} ${ui.primary} ${ui.large}`}>
            Create your account
          </Link>
        </div>
      </section>
    </>
  );
}
