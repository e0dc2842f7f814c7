import { Alert, Button, Stack, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EXPORT_ZIP_NAME } from '@inkpace/contracts/api/export-format';
import { exportRoutes, type ExportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { call, fetchFile, startJob } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { useJobStatus } from '../../app/use-job-status.ts';
import { WorkProgress } from '../../ui/work-progress.tsx';

const m = messages.imports;

/** The address parameter that holds the export under way, so a reload of the page follows it again. */
export const EXPORT_PARAM = 'export';

const exportFailure = (error: unknown): string => errorText(error, { TOO_MANY_REQUESTS: m.exportTooSoon });
const loadExport = (id: string): Promise<ExportStatus> => call(exportRoutes.get, { params: { id } });

/** Hands a fetched file to the browser as a download, under `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The export (issue 29), made by a job: the button starts it (POST /api/v1/export), its id goes into the address,
 * the bar follows its rows, and once it is done the zip is fetched and saved. The address then loses the id, so a
 * reload during the job follows it again and one after the download does not fetch it twice. Refusals (once a
 * minute, an unknown or expired export) show in words here.
 */
export function ExportCard(): ReactNode {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const id = new URLSearchParams(search).get(EXPORT_PARAM);
  const [downloaded, setDownloaded] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const start = useAsyncSubmit(async () => {
    setDownloaded(false);
    setFileError(null);
    const started = await startJob(exportRoutes.start);
    navigate(`${location}?${EXPORT_PARAM}=${encodeURIComponent(started)}`, { replace: true });
  }, { failure: exportFailure });
  const { status, error } = useJobStatus(id, loadExport, (finished) => {
    if (finished.state !== 'done') return;
    void fetchFile(exportRoutes.file, { id: finished.id }).then(
      (zip) => {
        saveFile(zip, EXPORT_ZIP_NAME);
        setDownloaded(true);
        navigate(location, { replace: true });
      },
      (failure: unknown) => setFileError(exportFailure(failure)),
    );
  });
  const helpId = useId();
  const following = id !== null && error === undefined && fileError === null && status?.state !== 'failed';
  const busy = start.pending || following;
  const problem = start.error ?? fileError ?? (error === undefined ? null : errorText(error)) ?? (status?.state === 'failed' ? (status.message ?? m.exportFailed) : null);
  return (
    <Stack gap="sm" maw={560}>
      <Text size="sm" id={helpId}>
        {m.exportHelp}
      </Text>
      {problem && <Alert color="red">{problem}</Alert>}
      {following && status && (
        <WorkProgress
          label={m.exportProgressLabel}
          done={status.done}
          total={status.total}
          text={m.exportProgressText(status.done, status.total)}
        />
      )}
      <Text size="sm" role="status">
        {downloaded && !busy ? m.exportDownloaded(EXPORT_ZIP_NAME) : ''}
      </Text>
      <Button
        onClick={() => void start.run()}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={helpId}
        style={{ alignSelf: 'flex-start' }}
      >
        {busy ? m.exportPreparing : m.exportButton}
      </Button>
    </Stack>
  );
}
