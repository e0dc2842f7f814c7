import { Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import type { ImportProblem } from '@inkpace/contracts/rules/import/plan';
import { usePageTitle } from '../../../app/title.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { StepList } from '../../../ui/step-list.tsx';
import { useProjects } from '../../project/index.ts';
import { ImportBreadcrumbs } from '../import-breadcrumbs.tsx';
import { acceptPaste, choiceProblem, isNewProject, NanoImportError, runNanoImport, summarize, type AcceptedPaste, type ProjectChoice } from './nano-import.ts';
import { ChooseProjectStep, ConfirmStep, FinishStep, GetStartedStep, PasteStep, type FinishState } from './nano-steps.tsx';

const m = messages.imports;
const [, PASTE, CHOOSE, CONFIRM, FINISH] = [0, 1, 2, 3, 4] as const;
const NO_CHOICE: ProjectChoice = { projectId: null, newTitle: '' };

/**
 * The NaNoWriMo import wizard (spec §2, §4): five linear steps. Next on step 2 needs a paste readNanoPaste accepts,
 * Next on step 3 a valid project; Import on step 4 moves to step 5, which writes and reports. Back on step 5 is
 * disabled while importing and after success; "Import Another Project" starts over.
 */
export default function NanoWizardPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle(m.page.nanoTitle);
  const projectsQuery = useProjects();
  const projects = (projectsQuery.data ?? []).filter((p) => p.state === 'active');
  const [step, setStep] = useState(0);
  const [text, setText] = useState('');
  const [pasteProblems, setPasteProblems] = useState<ImportProblem[]>([]);
  const [paste, setPaste] = useState<AcceptedPaste | null>(null);
  const [choice, setChoice] = useState<ProjectChoice>(NO_CHOICE);
  const [choiceTried, setChoiceTried] = useState(false);
  // The project an earlier try made under the paste's project uuid: a retry logs into it instead of making another.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [finish, setFinish] = useState<FinishState | null>(null);

  // Each new step takes the focus to its heading, so a screen reader hears where it is (not on the first render).
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const changeText = (next: string): void => {
    setText(next);
    // Once problems show, they follow the text as it is fixed.
    if (pasteProblems.length > 0) {
      const reading = acceptPaste(next, paste);
      setPasteProblems('problems' in reading ? reading.problems : []);
    }
  };
  const changeChoice = (next: ProjectChoice): void => {
    setChoice(next);
    // A different project is wanted: the one made before is not it, and the next one needs its own identity.
    if (createdId !== null) {
      setCreatedId(null);
      setPaste((p) => (p ? { ...p, projectUuid: crypto.randomUUID() } : p));
    }
  };

  const problem = choiceProblem(choice, projects, paste?.text ?? '');
  const next = (): void => {
    if (step === PASTE) {
      const reading = acceptPaste(text, paste);
      if ('problems' in reading) {
        setPasteProblems(reading.problems);
        return;
      }
      setPasteProblems([]);
      if (reading.accepted !== paste) setCreatedId(null);
      setPaste(reading.accepted);
    }
    if (step === CHOOSE) {
      setChoiceTried(true);
      if (problem !== null) return;
    }
    setStep((s) => s + 1);
  };

  const startImport = async (): Promise<void> => {
    setStep(FINISH);
    setFinish({ phase: 'running', entries: paste?.updates.length ?? 0 });
    try {
      const result = await runNanoImport(paste, choice, projects, { id: createdId, onCreated: setCreatedId });
      setFinish({ phase: 'done', result });
    } catch (error) {
      setFinish({ phase: 'failed', message: error instanceof NanoImportError ? error.message : m.importFailed });
    }
  };

  const reset = (): void => {
    setStep(0);
    setText('');
    setPasteProblems([]);
    setPaste(null);
    setChoice(NO_CHOICE);
    setChoiceTried(false);
    setCreatedId(null);
    setFinish(null);
  };

  const busyOrDone = step === FINISH && (finish?.phase === 'running' || finish?.phase === 'done');
  const projectTitle = isNewProject(choice) ? `${choice.newTitle.trim()} (${m.newProject})` : (projects.find((p) => p.id === choice.projectId)?.title ?? '');

  let body: ReactNode;
  if (step === 0) body = <GetStartedStep />;
  else if (step === PASTE) body = <PasteStep text={text} problems={pasteProblems} onChange={changeText} />;
  else if (step === CHOOSE) {
    if (projectsQuery.data === undefined && projectsQuery.loading) body = <PageLoader />;
    else if (projectsQuery.data === undefined) body = <LoadFailed title="Could not load your projects" error={projectsQuery.error} retry={projectsQuery.reload} />;
    else body = <ChooseProjectStep projects={projects} choice={choice} problem={choiceTried ? problem : null} onChange={changeChoice} />;
  } else if (step === CONFIRM) body = paste && <ConfirmStep summary={summarize(paste.updates)} projectTitle={projectTitle} />;
  else body = finish && <FinishStep state={finish} onAnother={reset} onRetry={() => void startImport()} />;

  return (
    <Stack gap="lg">
      <ImportBreadcrumbs page="NaNoWriMo" />
      <Title order={1}>{m.page.nanoTitle}</Title>
      <StepList steps={m.steps} active={step} label="Import steps" />
      <Stack component="section" aria-labelledby="nano-step-title" gap="md">
        <Title order={2} size="h3" id="nano-step-title" ref={heading} tabIndex={-1}>
          {`Step ${step + 1} of ${m.steps.length}: ${m.steps[step] ?? ''}`}
        </Title>
        {body}
      </Stack>
      <Group justify="space-between" gap="sm">
        {step > 0 ? (
          <Button variant="default" onClick={() => setStep((s) => s - 1)} disabled={busyOrDone}>
            Back
          </Button>
        ) : <span />}
        {step < CONFIRM && <Button onClick={next}>Next</Button>}
        {step === CONFIRM && <Button onClick={() => void startImport()}>Import</Button>}
      </Group>
    </Stack>
  );
}
