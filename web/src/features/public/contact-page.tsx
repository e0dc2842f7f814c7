import { Anchor, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useScrollToHash } from '../../ui/use-scroll-to-hash.ts';
import { CONTACT_EMAIL } from './contact-info.ts';
import classes from './public.module.css';

const mailto = (subject: string) => `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`;

/** Contact (spec §2): support, bug reports and feature requests by email. The Help and 'Locked out?' links land here. */
export default function ContactPage(): ReactNode {
  useScrollToHash();
  return (
    <article className={classes.prose}>
      <Title order={1}>Contact</Title>
      <Text mt="md">
        Inkpace is answered by a person, by email, at{' '}
        <Anchor underline="always" href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>. Replies usually take a day or two.
      </Text>

      <section id="help" aria-labelledby="contact-help">
        <Title order={2} id="contact-help">
          Help and support
        </Title>
        <Text mt="md">
          Stuck on something? <Anchor underline="always" href={mailto('Help with Inkpace')}>Email us</Anchor> with your username (never
          your password) and what you were trying to do. The{' '}
          <Anchor underline="always" component={Link} href="/changelog">
            changelog
          </Anchor>{' '}
          lists what changed recently.
        </Text>
      </section>

      <section id="locked-out" aria-labelledby="contact-locked-out">
        <Title order={2} id="contact-locked-out">
          Locked out?
        </Title>
        <List mt="md" spacing="xs">
          <List.Item>
            Forgot your password?{' '}
            <Anchor underline="always" component={Link} href="/reset-password">
              Reset it here
            </Anchor>
            : a link goes to the email address on your account.
          </List.Item>
          <List.Item>
            Accounts whose email is not verified within 10 days of signing up are suspended. Email us from the address
            you signed up with and we will sort it out.
          </List.Item>
          <List.Item>
            No access to that email any more? <Anchor underline="always" href={mailto('Locked out of my account')}>Write to us</Anchor>{' '}
            with your username and anything that helps show the account is yours.
          </List.Item>
        </List>
      </section>

      <section id="bugs" aria-labelledby="contact-bugs">
        <Title order={2} id="contact-bugs">
          Bug reports
        </Title>
        <Text mt="md">
          Found something broken? <Anchor underline="always" href={mailto('Bug report')}>Send a bug report</Anchor> saying what you did,
          what you expected, what happened instead, and which browser and device you used. A screenshot helps.
        </Text>
      </section>

      <section id="features" aria-labelledby="contact-features">
        <Title order={2} id="contact-features">
          Feature requests
        </Title>
        <Text mt="md">
          Have an idea? <Anchor underline="always" href={mailto('Feature request')}>Tell us about it</Anchor>: what you would like to do
          and why it would help your writing. Every request is read.
        </Text>
      </section>
    </article>
  );
}
