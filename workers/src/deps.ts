import type { CommandDeps } from '@inkpace/command-api';
import type { Mailer } from '@inkpace/infra/mail';
import type { JobQueue } from '@inkpace/infra/queue';

export interface WorkerDeps {
  commands: CommandDeps;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
}
