import { Anchor, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useEnvInfo, donationUrlOf } from '../../app/layouts/site-info.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import classes from './public.module.css';

/** The donation redirect (spec §2): off to the donation page when the server has one, else an explanation. */
export default function DonatePage(): ReactNode {
  const env = useEnvInfo();
  const url = donationUrlOf(env);

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  if (env === undefined) return <PageLoader />; // null (the server could not say) reads as "no donation page"
  if (url) {
    return (
      <article className={classes.prose}>
        <Title order={1}>Support Inkpace</Title>
        <Text mt="md" role="status">
          Taking you to the donation page… If nothing happens, <Anchor underline="always" href={url}>continue to the donation page</Anchor>.
        </Text>
      </article>
    );
  }
  return (
    <article className={classes.prose}>
      <Title order={1}>Support Inkpace</Title>
      <Text mt="md">
        Thank you for thinking of it! This Inkpace site does not take donations, so there is nothing to pay: it is
        free, and stays free.
      </Text>
      <Text mt="sm">
        Telling a writing friend about it helps just as much.{' '}
        <Anchor underline="always" component={Link} href="/">
          Back to the homepage
        </Anchor>
      </Text>
    </article>
  );
}
