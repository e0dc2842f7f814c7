import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public.module.css';

/** Maintenance (spec §1, §2): the product is offline and will be back soon. */
export default function MaintenancePage(): ReactNode {
  return (
    <article className={classes.prose}>
      <Title order={1}>Down for maintenance</Title>
      <Text mt="md" size="lg">
        Inkpace is offline for maintenance and will be back soon.
      </Text>
      <Text mt="sm">Your words are safe. Thank you for your patience, and see you shortly!</Text>
    </article>
  );
}
