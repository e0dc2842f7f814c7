import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { NEW_PROJECT_MARKER } from '@inkpace/contracts/rules/import/limits';
import type { ImportProblem } from '@inkpace/contracts/rules/import/plan';
import { StatGrid } from '../../../ui/stat-grid.tsx';
import { isNewProject, type NanoImported, type PasteSummary, type ProjectChoice } from './nano-import.ts';
import classes from '../import.module.css';

const m = messages.imports;

/** Step 1: where the data comes from. */
export function GetStartedStep(): ReactNode {
  return (
    <Stack gap="sm">
      {m.page.getStarted.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

/** Step 2: the paste, and every problem readNanoPaste found in it, by line (the textarea's description). */
export function PasteStep({ text, problems, onChange }: { text: string; problems: readonly ImportProblem[]; onChange(text: string): void }): ReactNode {
  return (
    <Textarea
      label={m.page.pasteLabel}
      description={m.page.pasteHelp}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
          rows={10}
      spellCheck={false}
      classNames={{ input: classes.paste }}
      error={problems.length > 0 && problems.map((p) => (
        <span key={`${p.line}-${p.message}`} className={classes.block}>
          {p.message}
        </span>
      ))}
    />
  );
}

/** Step 3: one of the writer's projects, or New Project (NEW_PROJECT_MARKER) with its title. */
export function ChooseProjectStep({ projects, choice, problem, onChange }: {
  projects: readonly SummarizedProject[];
  choice: ProjectChoice;
  /** Shown once the writer has tried to go on. */
  problem: string | null;
  onChange(choice: ProjectChoice): void;
}): ReactNode {
  const newProject = isNewProject(choice);
  const options = [
    { value: '', label: m.page.choose },
    ...projects.map((p) => ({ value: String(p.id), label: p.title })),
    { value: String(NEW_PROJECT_MARKER), label: m.newProject },
  ];
  return (
    <Stack gap="sm">
      <Text>{m.page.chooseProjectHelp}</Text>
      <NativeSelect
        label="Project"
        data={options}
        value={choice.projectId === null ? '' : String(choice.projectId)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...choice, projectId: value === '' ? null : Number(value) });
        }}
        error={!newProject && problem}
      />
      {newProject && (
        <TextInput
          label={m.page.newProjectTitleLabel}
          value={choice.newTitle}
          onChange={(event) => onChange({ ...choice, newTitle: event.currentTarget.value })}
          error={problem}
        />
      )}
    </Stack>
  );
}

/** Step 4: what will be written, before anything is. */
export function ConfirmStep({ summary, projectTitle }: { summary: PasteSummary; projectTitle: string }): ReactNode {
  const dates = summary.firstDate === summary.lastDate
    ? formatCalendarDate(summary.firstDate)
    : `${formatCalendarDate(summary.firstDate)} – ${formatCalendarDate(summary.lastDate)}`;
  return (
    <Stack gap="md">
      <Text>{m.page.confirmIntro}</Text>
      <StatGrid
        title={m.page.whatWillBeImported}
        stats={[
          { label: 'Entries', value: summary.entries.toLocaleString('en-US') },
          { label: 'Dates', value: dates },
          { label: 'Total words', value: formatMeasureCount(summary.totalWords, 'word') },
          { label: 'Project', value: projectTitle },
        ]}
      />
    </Stack>
  );
}

export type FinishState = { phase: 'running'; entries: number } | { phase: 'done'; result: NanoImported } | { phase: 'failed'; message: string };

/** Step 5 (spec §4): an info alert while it runs, then success or the error, with what to do next. */
export function FinishStep({ state, onAnother, onRetry }: { state: FinishState; onAnother(): void; onRetry(): void }): ReactNode {
  if (state.phase === 'running') {
    return (
      <Alert color="indigo" title={m.page.importingTitle} role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{m.page.importing(state.entries)}</Text>
        </Group>
      </Alert>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" title={m.page.failedTitle} role="alert" w="100%">
          {state.message}
        </Alert>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="green" role="status" w="100%">
        {m.imported(state.result.entries)}
      </Alert>
      {state.result.pending && (
        <Alert color="indigo" title={m.page.stillSaving} w="100%">
          {state.result.pending}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={onAnother}>{m.importAnother}</Button>
        <Button variant="default" component={Link} href={`/projects/${state.result.projectId}`}>
          {m.page.goToProject}
        </Button>
      </Group>
    </Stack>
  );
}
