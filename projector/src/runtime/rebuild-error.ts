/** Another session (this process or another) is already rebuilding the projection. */
export class RebuildInProgressError extends Error {
  constructor(readonly projection: string) {
    super(`A rebuild of projection ${projection} is already running`);
    this.name = 'RebuildInProgressError';
  }
}
