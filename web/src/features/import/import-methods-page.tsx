import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '@inkpace/contracts/messages';
import { pathOf } from '../../app/routes.ts';
import { usePageTitle } from '../../app/title.ts';
import { PageSection } from '../../ui/page-section.tsx';
import { ImportBreadcrumbs } from './import-breadcrumbs.tsx';
import { PASTE_PARAM } from './file/csv-source.tsx';
import classes from './import.module.css';

const m = messages.imports;

interface Method {
  title: string;
  help: string;
  href: string;
  /** The card's link names its source too: two cards are both called "Manual Import". */
  action: string;
}

function MethodCard({ method }: { method: Method }): ReactNode {
  return (
    <Paper component="li" withBorder radius="md" p="md" className={classes.card}>
      <Title order={3} size="h4">
        {method.title}
      </Title>
      <Text size="sm">{method.help}</Text>
      <Button component={Link} href={method.href} variant="light" className={classes.cardAction} aria-label={`Start ${method.action}`}>
        Start
      </Button>
    </Paper>
  );
}

function MethodList({ methods }: { methods: Method[] }): ReactNode {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {methods.map((method) => (
        <MethodCard key={method.action} method={method} />
      ))}
    </SimpleGrid>
  );
}

/** /projects/import (spec §2 "Import projects"): the ways in, as cards under where the data comes from. */
export default function ImportMethodsPage(_props: { params: Record<string, string> }): ReactNode {
  usePageTitle('Import');
  const nano: Method[] = [
    { title: m.manualImport, help: m.page.nanoManualHelp, href: pathOf('import-projects-nano-manual'), action: `${m.manualImport} from NaNoWriMo` },
  ];
  const anywhere: Method[] = [
    { title: m.uploadCsv, help: m.page.uploadCsvHelp, href: pathOf('import-projects-csv'), action: m.uploadCsv },
    { title: m.manualImport, help: m.page.pasteCsvHelp, href: `${pathOf('import-projects-csv')}?${PASTE_PARAM}`, action: `${m.manualImport} of CSV text` },
    { title: m.page.exportZip, help: m.page.exportZipHelp, href: pathOf('import-projects-zip'), action: m.page.exportZip },
  ];
  return (
    <Stack gap="lg">
      <ImportBreadcrumbs />
      <Title order={1}>Import</Title>
      <Text>{m.page.intro}</Text>
      <PageSection id="import-from-nano" title={m.page.fromNano}>
        <MethodList methods={nano} />
      </PageSection>
      <PageSection id="import-from-anywhere" title={m.page.fromAnywhere}>
        <MethodList methods={anywhere} />
      </PageSection>
    </Stack>
  );
}
