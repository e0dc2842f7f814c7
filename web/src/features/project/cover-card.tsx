import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { IMAGE_ACCEPT } from '@inkpace/contracts/api/uploads';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB } from '@inkpace/contracts/rules/images';
import { messages } from '@inkpace/contracts/messages';
import { toast } from '../../ui/toast.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { coverFailure, coverFailureText, uploadCover } from './project-actions.ts';
import { ProjectCover } from './project-cover.tsx';
import { RemoveCoverDialog } from './remove-cover-dialog.tsx';

/**
 * The edit page's cover card (spec §2, §5): the current cover or a placeholder, Upload (one image, at most 2 MB,
 * checked here first so a large file is not sent for nothing) and Remove (asks first).
 */
export function CoverCard({ project }: { project: SummarizedProject }): ReactNode {
  const [confirming, setConfirming] = useState(false);
  // The upload's and removal's answers show at once; a newer project from the server takes over again.
  const [answered, setAnswered] = useState<{ cover: string | null } | null>(null);
  const [seen, setSeen] = useState(project.cover);
  if (seen !== project.cover) {
    setSeen(project.cover);
    setAnswered(null);
  }
  const cover = answered ? answered.cover : project.cover;

  const upload = useAsyncSubmit(
    async (file: File) => {
      const updated = await uploadCover(project.id, file);
      setAnswered({ cover: updated.cover });
      toast.success(messages.success.coverUploaded);
    },
    { failure: coverFailure },
  );
  const uploading = upload.pending;
  const choose = (file: File | null): void => {
    if (file === null) return;
    if (file.size > IMAGE_MAX_BYTES) upload.setError(coverFailureText(messages.errors.imageTooLarge));
    else void upload.run(file);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cover-heading">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h4" id="cover-heading">
          Cover
        </Title>
        <ProjectCover cover={cover} alt={cover ? `Cover of ${project.title}` : 'No cover yet'} width={160} />
        <Text size="sm" c="dimmed">
          An image of up to {IMAGE_MAX_MB} MB; a 2:3 shape works best, e.g. 320×480.
        </Text>
        {upload.error && (
          <Alert color="red" w="100%">
            {upload.error}
          </Alert>
        )}
        <Group gap="sm">
          <FileButton onChange={choose} accept={IMAGE_ACCEPT} inputProps={{ 'aria-label': 'Cover image' }}>
            {(props) => (
              <Button {...props} loading={uploading} aria-busy={uploading}>
                {uploading ? 'Uploading...' : 'Upload'}
              </Button>
            )}
          </FileButton>
          <Button variant="default" color="red" onClick={() => setConfirming(true)} disabled={cover === null || uploading}>
            Remove
          </Button>
        </Group>
      </Stack>
      <RemoveCoverDialog
        projectId={project.id}
        opened={confirming}
        onClose={() => setConfirming(false)}
        onRemoved={() => setAnswered({ cover: null })}
      />
    </Paper>
  );
}
