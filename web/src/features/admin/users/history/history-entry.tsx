import { Anchor, Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { HistoryItem } from '@inkpace/contracts/api/admin';
import { actorWords, dateTimeWords, eventWords, fieldValueWords, fieldWords, KIND_WORDS, SOURCE_WORDS } from './history-words.ts';
import classes from './history.module.css';

/** What this user did to someone else's thing (their history as actor): which thing, linked when it is a user. */
function Target({ item }: { item: HistoryItem }): ReactNode {
  if (item.role !== 'actor' || item.entityId === null) return null;
  const thing = `${KIND_WORDS[item.kind].toLowerCase()} #${item.entityId}`;
  return (
    <Text size="sm">
      On{' '}
      {item.kind === 'user' ? (
        <Anchor component={Link} href={`/admin/users/${item.entityId}`}>
          user #{item.entityId}
        </Anchor>
      ) : (
        `another user's ${thing}`
      )}
    </Text>
  );
}

/** Before → after for each field the event changed; secrets by name only. */
function Changes({ item }: { item: HistoryItem }): ReactNode {
  // A state change's reason is also its data: it shows once, as the item's reason.
  const fields = Object.entries(item.changes).filter(([field, { to }]) => !(field === 'reason' && to === item.reason));
  if (fields.length === 0 && item.redacted.length === 0) return null;
  return (
    <dl className={classes.changes}>
      {fields.map(([field, { from, to }]) => (
        <div key={field} className={classes.change}>
          <dt>{fieldWords(field)}</dt>
          <dd>
            <VisuallyHidden>from </VisuallyHidden>
            {fieldValueWords(field, from)}
            <span aria-hidden> → </span>
            <VisuallyHidden> to </VisuallyHidden>
            {fieldValueWords(field, to)}
          </dd>
        </div>
      ))}
      {item.redacted.map((field) => (
        <div key={`redacted-${field}`} className={classes.change}>
          <dt>{fieldWords(field)}</dt>
          <dd>
            <Text span size="sm" fs="italic" c="dimmed">
              changed (redacted)
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One event of the history: when, what, who and through what, why, and what changed. */
export function HistoryEntry({ item }: { item: HistoryItem }): ReactNode {
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.entry}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={3} size="h5">
            {eventWords(item.type)}
          </Title>
          <Text size="sm" c="dimmed" component="time" dateTime={item.at}>
            {dateTimeWords(item.at)}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {KIND_WORDS[item.kind]}
          </Badge>
          <Badge variant="outline" color="indigo">
            via {SOURCE_WORDS[item.source]}
          </Badge>
        </Group>
        <Text size="sm">By {actorWords(item)}</Text>
        <Target item={item} />
        {item.reason && (
          <Text size="sm">
            Reason: <q>{item.reason}</q>
          </Text>
        )}
        <Changes item={item} />
        {item.correlationId && (
          <Text size="xs" c="dimmed" className={classes.ids}>
            Correlation {item.correlationId}
            {item.sessionId ? ` · session ${item.sessionId}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
