import { Alert, Button, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import type { ChangelogVersion } from '@inkpace/contracts/api/info';
import { call } from '../../app/api.ts';
import { useApiQuery } from '../../app/cache.ts';
import { lightRoutes } from '../../app/light-routes.ts';
import { markChangelogViewed } from '../../ui/last-viewed.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useScrollToHash } from '../../ui/use-scroll-to-hash.ts';
import ui from '../../ui/ui.module.css';
import classes from './changelog.module.css';
import publicClasses from './public.module.css';

// The light route: the contracts' zod schemas would more than double this page's download.
const loadChangelog = (): Promise<ChangelogVersion[]> => call(lightRoutes.changelog);

/** The anchor of a version: /changelog#v1.4.0. */
export const versionAnchor = (version: string): string => `v${version}`;

/** Changelog (spec §2): versions newest first, each change tagged, entries in markdown; records the version seen. */
export default function ChangelogPage(): ReactNode {
  const { data, error, loading, reload } = useApiQuery('info/changelog', loadChangelog);
  useEffect(() => markChangelogViewed(), []);
  useScrollToHash(data !== undefined);

  return (
    <article className={publicClasses.prose}>
      <Title order={1}>Changelog</Title>
      <Text mt="sm" className={ui.muted}>
        What changed in Inkpace, newest first.
      </Text>
      {data === undefined && loading && <PageLoader />}
      {error !== undefined && (
        <Alert color="red" variant="light" mt="lg" role="alert" title="The changelog could not be loaded">
          <Text size="sm">{error instanceof Error ? error.message : 'Something went wrong server-side.'}</Text>
          <Button variant="default" size="xs" mt="sm" onClick={reload}>
            Try again
          </Button>
        </Alert>
      )}
      {data?.length === 0 && <Text mt="lg">No changes have been recorded yet.</Text>}
      {data?.map((version) => <VersionSection key={version.version} version={version} />)}
    </article>
  );
}

function VersionSection({ version }: { version: ChangelogVersion }): ReactNode {
  const id = versionAnchor(version.version);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.version}>
      <Title order={2} id={`${id}-title`} className={classes.versionTitle}>
        Version {version.version}
        <a href={`#${id}`} className={classes.permalink} aria-label={`Link to version ${version.version}`}>
          #
        </a>
      </Title>
      <ul className={classes.changes}>
        {version.changes.map((change, i) => (
          <li key={i} className={classes.change}>
            <span className={classes.tag} data-tag={change.tag}>
              {change.tag}
            </span>
            <div className={classes.entry}>
              <Markdown source={change.entry} headingLevel={4} className={classes.markdown} />
              {change.credit && <Text size="sm" className={ui.muted}>Thanks to {change.credit}</Text>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
