import { IMPORT_MAX_ENTRIES, IMPORT_MAX_BYTES, ZIP_MAX_RATIO, ZIP_MAX_UNPACKED_BYTES } from '../rules/import/limits.ts';
import { MEASURE_INFO, MEASURES } from '../rules/measures.ts';
import { thousands } from './phrases.ts';

const mib = (bytes: number) => `${thousands(bytes / (1024 * 1024))} MB`;
const plurals = MEASURES.map((measure) => MEASURE_INFO[measure].plural);
/** "words, minutes, …, scenes or lines". */
const measureChoices = `${plurals.slice(0, -1).join(', ')} or ${plurals.at(-1) ?? ''}`;

/**
 * Imports and exports (spec §4, §5 "Pasted-data import text", §8, §9; issue 29): the spec's quoted strings verbatim,
 * and the server's own words for the file imports the spec marks "coming soon".
 */
export const imports = {
  // The NaNoWriMo wizard (spec §4): its steps and buttons.
  steps: ['Get Started', 'Copy In Your Data', 'Choose a Project', 'Confirm Import', 'Finish Importing Data'] as const,
  importAnother: 'Import Another Project',
  manualImport: 'Manual Import',
  uploadCsv: 'Upload a CSV',
  newProject: 'New Project',
  // The import pages (issue 29): what the method cards, the wizard and the file pages say around the spec's words.
  page: {
    intro: 'Bring your writing history into Inkpace: progress updates from NaNoWriMo, a spreadsheet, or a whole export.',
    fromNano: 'From NaNoWriMo',
    fromAnywhere: 'From anywhere',
    nanoManualHelp: 'Copy the progress updates of one NaNoWriMo project and paste them in, one project at a time.',
    uploadCsvHelp: 'Upload a spreadsheet saved as CSV, then say which column holds the date, the count and the rest.',
    pasteCsvHelp: 'Paste rows of CSV text (a header line, then one row per entry) instead of uploading a file.',
    exportZip: 'Import an export zip',
    exportZipHelp: 'Bring everything from a TrackBear or Inkpace export: projects, entries, tags and goals.',
    // The NaNoWriMo wizard (spec §4).
    nanoTitle: 'Import from NaNoWriMo',
    getStarted: [
      'NaNoWriMo has no export, but each project page lists its progress updates in a table you can copy.',
      'Open the project on NaNoWriMo, select its progress updates from the "Date" header to the last row, and copy them. Then come back here.',
    ],
    pasteLabel: 'NaNoWriMo progress updates',
    pasteHelp: 'Paste the table as you copied it: the header line "Date" and "Count", then one update per line.',
    chooseProjectHelp: 'Choose the project these updates belong to, or make a new one.',
    newProjectTitleLabel: 'Title of the new project',
    confirmIntro: 'Check what will be imported. Nothing is written until you click Import.',
    importing: (entries: number) => `Importing ${thousands(entries)} ${entries === 1 ? 'entry' : 'entries'}…`,
    choose: 'Choose a project',
    whatWillBeImported: 'What will be imported',
    importingTitle: 'Importing',
    failedTitle: 'Import failed',
    stillSaving: 'Still saving',
    goToProject: 'Go to the project',
    // The CSV and export-zip pages.
    csvTitle: 'Import a CSV',
    uploadFile: 'Upload a file',
    pasteText: 'Paste text',
    csvFileLabel: 'CSV file',
    csvTextLabel: 'CSV text',
    zipFileLabel: 'Export zip',
    defaultProjectLabel: 'Project for rows without a project',
    defaultProjectHelp: 'Rows that name no project go to this one.',
    checking: 'Reading the file…',
    couldNotStart: 'Could not import this file',
    couldNotRead: 'Could not read this file',
    couldNotReadImport: 'Could not read this import',
    imported: 'Imported',
    columns: 'Columns',
    /** What each CSV field is called in the column selects (CSV_FIELDS in api/import.ts). */
    csvFieldLabels: { date: 'Date', count: 'Count', total: 'Running total', measure: 'Measure', project: 'Project', note: 'Note', tags: 'Tags', ignore: 'Ignore' },
    columnsHelp: 'Say what each column holds. The preview is read again when you change one.',
    firstRows: 'First rows',
    problems: 'Problems',
    fixProblems: 'Fix these problems in the file or the columns, then import.',
    wouldBring: 'This file would bring',
    progressLabel: 'Import progress',
    progressText: (done: number, total: number) => `${thousands(done)} of ${thousands(total)} done`,
    startOver: 'Import another file',
  },
  // Pasted-data import text (spec §5), with the line numbers they name.
  pasteEmpty: 'Please fill in your NaNoWriMo progress updates.',
  pasteHeader: "The first line doesn't look right. Did you include the Date and Count header?",
  pasteLine: (line: number) => `There is an issue with line ${line}.`,
  pasteDate: (line: number) => `There is an issue with the date on line ${line}.`,
  pasteCount: (line: number) => `There is an issue with the count on line ${line}.`,
  projectRequired: 'Please select a project.',
  newProjectTitle: 'Please enter a title for the new project.',
  // Failures (spec §8).
  createProjectFailed: 'Could not create the new project: something went wrong server-side.',
  importFailed: 'Could not import the data: something went wrong server-side.',
  invalidStart: 'Somehow the import was started with invalid data. Please click back through the steps and make sure everything is correct.',
  // Success (spec §8): "The data has been imported (N entry/entries)."
  imported: (entries: number) => `The data has been imported (${thousands(entries)} ${entries === 1 ? 'entry' : 'entries'}).`,
  // Files (issue 29): what the server says about a file it will not read.
  fileMissing: 'Please choose a file to import.',
  fileTooLarge: `That file is too large to import: the limit is ${mib(IMPORT_MAX_BYTES)}.`,
  fileUnknown: 'That file is not one Inkpace can import: choose a CSV, a NaNoWriMo paste, or an export zip from TrackBear or Inkpace.',
  tooManyEntries: `That file holds more than ${thousands(IMPORT_MAX_ENTRIES)} entries, the most one import can bring.`,
  zipUnsafe: 'That zip file is damaged or unsafe to open (a name that leaves its folder, or packed to be too large).',
  zipBomb: `That zip file unpacks to more than ${ZIP_MAX_RATIO} times its size or to more than ${mib(ZIP_MAX_UNPACKED_BYTES)}, so it was not opened.`,
  zipNoData: 'That zip file holds no export data (no inkpace.json or trackbear-progress-data.json).',
  mappingInvalid: 'The column mapping is not valid: map each column to at most one field, and one column to the date and one to the count.',
  importNotFound: 'Could not find that import.',
  // CSV files (issue 29): the spec's words for dates and counts (pasteDate, pasteCount), these for the rest.
  csvEmpty: 'That CSV file is empty: it needs a header line naming its columns, then one row per entry.',
  csvNoRows: 'That CSV file has a header line but no rows under it.',
  csvUnclosedQuote: (line: number) => `There is a quote on line ${line} that is never closed.`,
  csvMeasure: (line: number) => `There is an issue with the measure on line ${line}: use ${measureChoices}.`,
  csvUuid: (line: number) => `There is an issue with the uuid on line ${line}: it must be a UUID, or empty.`,
  csvUuidRepeated: (line: number, first: number) => `The uuid on line ${line} is already used on line ${first}: each entry needs its own.`,
  csvDateOrder: (format: string) => `Some dates could be month/day or day/month; they were all read as ${format}.`,
  // An export's JSON (trackbear-progress-data.json, inkpace.json): where a bad item is.
  exportUnreadable: 'That export could not be read: its data file is not the JSON of a TrackBear or Inkpace export.',
  inList: (list: string, message: string) => `In ${list}: ${message}`,
  missingId: 'It has no id, so nothing else in the file can name it.',
  unknownProject: (id: number) => `It names project ${id}, which is not in the file.`,
  unknownTag: (id: number) => `It names tag ${id}, which is not in the file.`,
  // Results and their problems, by line.
  problemsFound: (n: number) => `The file has ${thousands(n)} ${n === 1 ? 'problem' : 'problems'}, so nothing was imported. Fix ${n === 1 ? 'it' : 'them'} and import it again.`,
  nothingNew: 'Everything in this file is already here, so nothing was added.',
  skipped: (n: number) => `${thousands(n)} ${n === 1 ? 'item was' : 'items were'} already here and skipped.`,
  problemAt: (line: number, message: string) => `Line ${line}: ${message}`,
  moreProblems: (n: number) => `…and ${thousands(n)} more ${n === 1 ? 'problem' : 'problems'}.`,
  noProblems: 'No problems found.',
  // Export (issue 29).
  exportButton: 'Download all my data',
  exportHelp: 'A zip of every project, entry, tag, goal and setting you have, which Inkpace and TrackBear can import.',
  exportTooSoon: 'You can download your data once a minute. Please wait a moment and try again.',
  exportPreparing: 'Preparing your download...',
  // The export as a job (a large history): its bar, its end, and an id that is not (or no longer) the writer's.
  exportProgressLabel: 'Export progress',
  exportProgressText: (done: number, total: number) => `${thousands(done)} of ${thousands(total)} rows written`,
  exportDownloaded: (name: string) => `Your data was downloaded as ${name}.`,
  exportFailed: 'Your export could not be made. Please try again in a minute.',
  exportNotFound: 'That export was not found. Exports are kept for a day: start a new one.',
} as const;
