import { List, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';

const m = messages.imports;

/** Every problem an import or preview found, each with its line, and how many more there are beyond the list. */
export function ImportProblems({ status }: { status: Pick<ImportStatus, 'problems' | 'moreProblems'> }): ReactNode {
  const id = useId();
  const { problems, moreProblems } = status;
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h5" id={id}>
        {m.page.problems}
      </Title>
      {problems.length === 0 ? (
        <Text size="sm">{m.noProblems}</Text>
      ) : (
        <>
          <Text size="sm">{m.page.fixProblems}</Text>
          <List size="sm" spacing={4}>
            {problems.map((p) => (
              <List.Item key={`${p.line}-${p.message}`}>{m.problemAt(p.line, p.message)}</List.Item>
            ))}
          </List>
          {moreProblems > 0 && <Text size="sm">{m.moreProblems(moreProblems)}</Text>}
        </>
      )}
    </Stack>
  );
}
