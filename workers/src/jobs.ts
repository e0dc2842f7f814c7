import { userStream } from '@inkpace/contracts/events/user';
import { UNVERIFIED_SUSPENSION_MS } from '@inkpace/contracts/rules/account';
import { issueResetLink, runImport, suspendIfUnverified, systemMeta } from '@inkpace/command-api';
import {
  forgetOldExports, forgetOldImports, queuedExportsBefore, queuedImportsBefore, takeBackStalledExports, takeBackStalledImports,
} from '@inkpace/infra/db';
import { positionFromString } from '@inkpace/infra/event-store';
import { JOB_STALLED_AFTER_MS, type JobHandler } from '@inkpace/infra/queue';
import { unverifiedSignedUpBefore, userView } from '@inkpace/projector/accounts';
import { runExport } from '@inkpace/query-api';
import type { WorkerDeps } from './deps.ts';
import { passwordChangedMail, resetMail, verificationMail } from './mail/templates.ts';

export const jobNames = {
  verifyMail: 'mail.verify',
  resetMail: 'mail.reset',
  issueResetLink: 'account.issue-reset-link',
  passwordChangedMail: 'mail.password-changed',
  suspendUnverified: 'account.suspend-unverified',
  sweepUnverified: 'account.sweep-unverified',
  runImport: 'import.run',
  sweepImports: 'import.sweep',
  runExport: 'export.run',
  sweepExports: 'export.sweep',
} as const;

/**
 * An import's job: a job id runs once, so a later start of the same import (the sweep's, or the writer's previous
 * import handing over) names its turn.
 */
export const importJob = (importId: string, turn?: string) => ({
  name: jobNames.runImport, data: { importId }, options: { jobId: turn ? `import-${importId}-${turn}` : `import-${importId}` },
});
/** An export's job: the POST's names no turn; the sweep's start (its job lost, or its process dead) names its own. */
export const exportJob = (exportId: string, turn?: string) => ({
  name: jobNames.runExport, data: { exportId }, options: { jobId: turn ? `export-${exportId}-${turn}` : `export-${exportId}` },
});
/** An import or export still queued this long after it was posted has lost its job (or was posted where no queue was). */
const JOB_LOST_AFTER_MS = 30_000;

const text = (data: Record<string, unknown>, key: string): string => {
  const v = data[key];
  if (typeof v !== 'string') throw new Error(`job data lacks ${key}`);
  return v;
};

/** The handlers of every job the workers run; the same on BullMQ and the in-process queue. */
export function jobHandlers(deps: WorkerDeps): Record<string, JobHandler> {
  const { commands } = deps;
  /**
   * The user as the read models show them once they include the event that caused the job (an event of the user's
   * stream, so only the projections that read user streams need to have reached it).
   */
  const userOf = async (data: Record<string, unknown>) => {
    const stream = userStream(text(data, 'userUuid'));
    if (typeof data.after === 'string' && (await commands.waiter.waitFor(positionFromString(data.after), 30_000, stream)) !== 'applied') {
      throw new Error('read models did not catch up; retrying the job');
    }
    return userView(commands.db, { uuid: text(data, 'userUuid') });
  };
  return {
    async [jobNames.verifyMail](data) {
      const user = await userOf(data);
      // An address changed since the request has its own, newer link: don't send the stale one.
      if (!user || user.state !== 'active' || user.emailVerified || user.email !== text(data, 'email')) return;
      const link = `${deps.publicUrl}/verify-email/${commands.linkTokens.tokenFor('verify', text(data, 'requestId'))}`;
      await deps.mailer.send(verificationMail(user.email, user.username, link));
    },
    /** Looks the asked-for name up; the link it may issue is mailed by the next job (resetMail). */
    async [jobNames.issueResetLink](data, ctx) {
      await issueResetLink(commands, text(data, 'username'), systemMeta(ctx.jobId, text(data, 'correlationId')));
    },
    async [jobNames.resetMail](data) {
      const user = await userOf(data);
      if (!user || user.state !== 'active') return;
      const link = `${deps.publicUrl}/reset-password/${commands.linkTokens.tokenFor('reset', text(data, 'requestId'))}`;
      await deps.mailer.send(resetMail(user.email, user.username, link));
    },
    async [jobNames.passwordChangedMail](data) {
      const user = await userOf(data);
      if (!user) return;
      await deps.mailer.send(passwordChangedMail(user.email, user.username, deps.publicUrl));
    },
    async [jobNames.suspendUnverified](data, ctx) {
      await suspendIfUnverified(commands, text(data, 'userUuid'), systemMeta(ctx.jobId));
    },
    async [jobNames.runImport](data, ctx) {
      await runImport(commands, text(data, 'importId'), ctx.jobId);
    },
    /** Runs again imports whose process died, starts those whose job was lost, and forgets old finished ones. */
    async [jobNames.sweepImports](_data, ctx) {
      const now = commands.clock.now();
      const stalled = await takeBackStalledImports(commands.db, new Date(now.getTime() - JOB_STALLED_AFTER_MS));
      const lost = await queuedImportsBefore(commands.db, new Date(now.getTime() - JOB_LOST_AFTER_MS));
      for (const id of new Set([...stalled, ...lost])) {
        const job = importJob(id, `sweep-${ctx.jobId}`);
        await deps.queue.add(job.name, job.data, job.options);
      }
      await forgetOldImports(commands.db, now);
    },
    async [jobNames.runExport](data) {
      await runExport(commands, text(data, 'exportId'));
    },
    /**
     * Runs again exports whose process died (their stored parts removed), starts those whose job was lost, and removes
     * exports (with their zips) past their keeping time.
     */
    async [jobNames.sweepExports](_data, ctx) {
      const now = commands.clock.now();
      const stalled = await takeBackStalledExports(commands.db, new Date(now.getTime() - JOB_STALLED_AFTER_MS));
      const lost = await queuedExportsBefore(commands.db, new Date(now.getTime() - JOB_LOST_AFTER_MS));
      for (const id of new Set([...stalled, ...lost])) {
        const job = exportJob(id, `sweep-${ctx.jobId}`);
        await deps.queue.add(job.name, job.data, job.options);
      }
      await forgetOldExports(commands.db, now);
    },
    /** The safety net for delayed checks lost with a restarted in-process queue. */
    async [jobNames.sweepUnverified](_data, ctx) {
      const due = await unverifiedSignedUpBefore(commands.db, new Date(commands.clock.now().getTime() - UNVERIFIED_SUSPENSION_MS));
      for (const uuid of due) await suspendIfUnverified(commands, uuid, systemMeta(ctx.jobId));
    },
  };
}
