import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { useProjects } from '../../project/index.ts';

/** The project for rows that name none (the import's `workId`), from the writer's active projects. */
export function ProjectForRows({ value, disabled, onChange }: { value: number | undefined; disabled: boolean; onChange(id: number | undefined): void }): ReactNode {
  const { data } = useProjects();
  const projects = (data ?? []).filter((p) => p.state === 'active');
  return (
    <NativeSelect
      label={messages.imports.page.defaultProjectLabel}
      description={messages.imports.page.defaultProjectHelp}
      data={[{ value: '', label: 'None' }, ...projects.map((p) => ({ value: String(p.id), label: p.title }))]}
      value={value === undefined ? '' : String(value)}
      disabled={disabled}
      onChange={(event) => {
        const id = event.currentTarget.value;
        onChange(id === '' ? undefined : Number(id));
      }}
    />
  );
}
