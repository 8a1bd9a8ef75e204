// A question set's files (import, export, the template) and a player's results file; app/
// mounts them where sets and results are shown.
export { ImportQuestionsDialog } from './components/import-questions-dialog';
export { ExportSetButtons } from './components/export-set-buttons';
export { DownloadResultsButton } from './components/download-results-button';
